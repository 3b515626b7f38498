import { checkWire, type ItemPage } from '@storefront/contract';
import { request, zoneIdAtom } from '@storefront/platform';
import { useAtomValue } from 'jotai';
import useSWR from 'swr';

/** Items per page of the store page's grid. */
export const STORE_ITEMS_LIMIT = 12;

export interface StoreItemsQuery {
  storeId: number;
  moduleId: number | undefined;
  /** null: every category. */
  categoryId: number | null;
  /** 1-based, as the API pages. */
  page: number;
  /** The store page's search inside the store; empty or undefined: every item. */
  name?: string;
}

/** The zone and the module travel as headers, so they are part of the key. */
export function storeItemsKey(query: StoreItemsQuery | null, zoneId: string | null) {
  if (!query || !zoneId) return null;
  return ['items/latest', query.storeId, query.moduleId ?? null, query.categoryId, query.page, zoneId, query.name?.trim() ?? ''] as const;
}

export async function fetchStoreItems([, storeId, moduleId, categoryId, page, , name]: NonNullable<
  ReturnType<typeof storeItemsKey>
>): Promise<ItemPage> {
  const result = await request<ItemPage>('items/latest', {
    query: {
      store_id: storeId,
      category_id: categoryId ?? undefined,
      name: name || undefined,
      limit: STORE_ITEMS_LIMIT,
      offset: page,
      type: 'all',
    },
    headers: moduleId ? { moduleId: String(moduleId) } : undefined,
  });
  if (process.env.NODE_ENV !== 'production') checkWire('ItemPage', result);
  return result;
}

/** One page of a store's items, newest first; nothing is asked before a delivery zone is known. */
export function useStoreItems(query: StoreItemsQuery | null) {
  const zoneId = useAtomValue(zoneIdAtom);
  return useSWR(storeItemsKey(query, zoneId), fetchStoreItems, { keepPreviousData: false });
}
