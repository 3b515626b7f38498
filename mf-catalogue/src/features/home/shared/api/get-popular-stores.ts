import type { StorePage } from '@storefront/contract';
import { request } from '@storefront/platform';
import { useScopedSWR } from './use-scoped-swr';

/** Popular stores: limit 12 (spec §9). */
export const POPULAR_STORES_LIMIT = 12;

export const fetchPopularStores = () =>
  request<StorePage>('stores/popular', { query: { type: 'all', offset: 1, limit: POPULAR_STORES_LIMIT } });

export function usePopularStores() {
  return useScopedSWR('stores/popular', fetchPopularStores, { dedupingInterval: 5 * 60 * 1000 });
}
