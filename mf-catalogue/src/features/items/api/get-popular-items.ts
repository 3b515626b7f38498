import { cacheKeys, checkWire, type ItemPage } from '@storefront/contract';
import { moduleAtom, request, zoneIdAtom, zoneIdsAtom } from '@storefront/platform';
import { useAtomValue } from 'jotai';
import useSWR from 'swr';

/** The spec's cache and stale time of popular items. */
export const POPULAR_ITEMS_CACHE_MS = 5 * 60 * 1000;
export const POPULAR_ITEMS_LIMIT = 12;

/**
 * The module and the zones are part of the key: the request carries them as
 * headers, so a different module or zone is a different list.
 */
export function popularItemsKey(moduleId: number | undefined, zoneId: string | null) {
  return moduleId ? cacheKeys.popularItems(moduleId, zoneId ?? '') : null;
}

export async function fetchPopularItems(): Promise<ItemPage> {
  const page = await request<ItemPage>('items/popular', { query: { limit: POPULAR_ITEMS_LIMIT, offset: 1, type: 'all' } });
  if (process.env.NODE_ENV !== 'production') checkWire('ItemPage', page);
  return page;
}

export function usePopularItems() {
  const module = useAtomValue(moduleAtom);
  const zoneId = useAtomValue(zoneIdAtom);
  const hasZone = useAtomValue(zoneIdsAtom).length > 0;
  return useSWR(popularItemsKey(module?.id, hasZone ? zoneId : null), fetchPopularItems, {
    dedupingInterval: POPULAR_ITEMS_CACHE_MS,
  });
}
