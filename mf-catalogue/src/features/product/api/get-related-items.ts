import type { Item } from '@storefront/contract';
import { request, zoneIdAtom } from '@storefront/platform';
import { useAtomValue } from 'jotai';
import useSWR from 'swr';

/** How many other items of the store the product page shows. */
export const RELATED_ITEMS_LIMIT = 8;

export function relatedItemsKey(itemId: number | undefined, moduleId: number | undefined, zoneId: string | null) {
  return itemId && zoneId ? (['items/related-store-items', itemId, moduleId ?? null, zoneId] as const) : null;
}

/** items/related-store-items/{id}: a bare array of the store's other items (the reference's shape). */
export async function fetchRelatedItems([, itemId, moduleId]: NonNullable<ReturnType<typeof relatedItemsKey>>): Promise<Item[]> {
  const answer = await request<Item[]>(`items/related-store-items/${itemId}`, {
    query: { limit: RELATED_ITEMS_LIMIT, offset: 1 },
    headers: moduleId ? { moduleId: String(moduleId) } : undefined,
  });
  return Array.isArray(answer) ? answer.filter((item) => item && item.id) : [];
}

/** Nothing is asked before a delivery zone is known (the list is scoped to the zone). */
export function useRelatedItems(itemId: number | undefined, moduleId: number | undefined) {
  const zoneId = useAtomValue(zoneIdAtom);
  return useSWR(relatedItemsKey(itemId, moduleId, zoneId), fetchRelatedItems);
}
