import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import type { ParcelCategory } from '../../parcel-home/api/parcel-home';

/**
 * The parcel category chosen on the parcel home, saved before /parcel-delivery-info opens (spec:
 * discovery-and-modules §2), so a reload of the form keeps it. Per tab: sessionStorage.
 */
export const selectedParcelCategoryAtom = atomWithStorage<ParcelCategory | null>(
  'parcel-category',
  null,
  createJSONStorage<ParcelCategory | null>(() => sessionStorage),
  { getOnInit: true },
);
