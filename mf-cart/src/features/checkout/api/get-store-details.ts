import type { Store } from '@storefront/contract';
import { request, type ApiError } from '@storefront/platform';
import type { StoreSchedule } from '@storefront/domain';
import useSWR from 'swr';

/** What the checkout reads of stores/details/{id} beyond the listed Store (the API sends them; the wire keeps them open). */
export interface CheckoutStore extends Store {
  tax?: number | null;
  always_open?: boolean | number | null;
  schedules?: StoreSchedule[] | null;
  self_delivery_system?: boolean | number | null;
  per_km_shipping_charge?: number | null;
  minimum_shipping_charge?: number | null;
  maximum_shipping_charge?: number | null;
  schedule_order?: boolean | number | null;
  delivery?: boolean | number | null;
  take_away?: boolean | number | null;
  minimum_order?: number | null;
  prescription_order?: boolean | number | null;
}

export const storeDetailsKey = (storeId: number | null) => (storeId ? (['stores/details', storeId] as const) : null);

export const fetchStoreDetails = ([, storeId]: readonly [string, number]): Promise<CheckoutStore> =>
  request<CheckoutStore>(`stores/details/${storeId}`);

/** The store an order goes to: its hours, fees, tax and the order types it takes. */
export function useStoreDetails(storeId: number | null) {
  return useSWR<CheckoutStore, ApiError>(storeDetailsKey(storeId), fetchStoreDetails);
}
