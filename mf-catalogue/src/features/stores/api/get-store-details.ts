import type { Coupon, Store } from '@storefront/contract';
import { request, useLanguage } from '@storefront/platform';
import useSWR from 'swr';
import type { StoreSchedule } from '../utils/store-state';

/** A category of the store's items, as stores/details lists them (main categories have parent_id 0). */
export interface StoreCategory {
  id: number;
  name: string;
  parent_id?: number;
  position?: number;
}

/** stores/details/{id|slug}: the store plus its categories, price range and running coupons. */
export interface StoreDetails extends Store {
  phone?: string;
  rating_count?: number;
  module_type?: string;
  minimum_shipping_charge?: number;
  current_opening_time?: string | null;
  always_open?: boolean;
  schedules?: StoreSchedule[];
  per_km_shipping_charge?: number;
  category_ids?: number[];
  category_details?: StoreCategory[];
  active_coupons?: Coupon[];
}

/** A store changes rarely while a visitor looks at it: one fetch per minute at most. */
export const STORE_DETAILS_CACHE_MS = 60 * 1000;

/** The module is sent as the header when the link named one (a store of another module than the chosen one). */
export function storeDetailsKey(idOrSlug: string | undefined, moduleId: number | undefined, language: string) {
  return idOrSlug ? (['stores/details', idOrSlug, moduleId ?? null, language] as const) : null;
}

export async function fetchStoreDetails([, idOrSlug, moduleId]: NonNullable<ReturnType<typeof storeDetailsKey>>): Promise<StoreDetails> {
  return request<StoreDetails>(`stores/details/${encodeURIComponent(idOrSlug)}`, {
    headers: moduleId ? { moduleId: String(moduleId) } : undefined,
  });
}

export function useStoreDetails(idOrSlug: string | undefined, moduleId: number | undefined) {
  const language = useLanguage();
  return useSWR(storeDetailsKey(idOrSlug, moduleId, language), fetchStoreDetails, { dedupingInterval: STORE_DETAILS_CACHE_MS });
}
