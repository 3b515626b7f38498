import type { Store } from '@storefront/contract';

/** The Best Store Nearby tabs (spec §4, §9): Popular, Top Rated, New. */
export const STORE_TABS = ['Popular', 'Top Rated', 'New'] as const;
export type StoreTab = (typeof STORE_TABS)[number];

const time = (value: string | null | undefined) => {
  const parsed = Date.parse(value ?? '');
  return Number.isFinite(parsed) ? parsed : 0;
};

/** 0 Popular keeps the server's order, 1 Top Rated is by avg_rating descending, 2 New is newest created_at first. */
export function orderStores<S extends Pick<Store, 'id' | 'avg_rating'> & { created_at?: string | null }>(
  stores: readonly S[],
  tab: StoreTab,
): S[] {
  const list = [...stores];
  if (tab === 'Top Rated') return list.sort((a, b) => (Number(b.avg_rating) || 0) - (Number(a.avg_rating) || 0));
  if (tab === 'New') return list.sort((a, b) => time(b.created_at) - time(a.created_at));
  return list;
}
