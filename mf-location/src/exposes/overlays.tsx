import '../i18n';
import { InsertLocationPrompt } from '../features/delivery-prompt/components/insert-location-prompt';
import { PickLocationModal } from '../features/pick-location/components/pick-location-modal';
import { StoreMapDialog } from '../features/store-map/components/store-map-dialog';

/**
 * `mf_location/Overlays`, mounted once by the shell: the pick-location modal (`location/pick`),
 * the insert delivery location prompt (`location/required`) and the store map (`location/show-route`).
 */
export default function LocationOverlays() {
  return (
    <>
      <PickLocationModal />
      <InsertLocationPrompt />
      <StoreMapDialog />
    </>
  );
}
