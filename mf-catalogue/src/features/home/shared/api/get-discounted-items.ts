import type { ItemPage } from '@storefront/contract';
import { request } from '@storefront/platform';
import { useScopedSWR } from './use-scoped-swr';

/** The special-offer carousel's request limit (spec §9). */
export const DISCOUNTED_LIMIT = 15;

export const fetchDiscountedItems = () => request<ItemPage>('items/discounted', { query: { limit: DISCOUNTED_LIMIT, offset: 1 } });

export function useDiscountedItems() {
  return useScopedSWR('items/discounted', fetchDiscountedItems, { dedupingInterval: 5 * 60 * 1000 });
}
