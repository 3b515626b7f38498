import type { Item, Store } from '@storefront/contract';
import { request, tokenAtom, type ApiError } from '@storefront/platform';
import { useAtomValue } from 'jotai';
import useSWR from 'swr';

/** GET customer/wish-list: the customer's wished items and stores (spec: shopping-core §3 Wishlist). */
export interface WishList {
  item: Item[];
  store: Store[];
}

export type WishTarget = { itemId: number; storeId?: undefined } | { storeId: number; itemId?: undefined };

/** Keyed by the token: another customer never sees the previous one's list, a visitor has none. */
export const wishListKey = (token: string | null) => (token ? (['customer/wish-list', token] as const) : null);

export function useWishList() {
  const token = useAtomValue(tokenAtom);
  return useSWR<WishList, ApiError>(wishListKey(token), () => request<WishList>('customer/wish-list'));
}

const targetQuery = (target: WishTarget) => (target.itemId !== undefined ? { item_id: target.itemId } : { store_id: target.storeId });

export const addToWishList = (target: WishTarget) =>
  request<{ message: string }>('customer/wish-list/add', { method: 'POST', query: targetQuery(target) });

export const removeFromWishList = (target: WishTarget) =>
  request<{ message: string }>('customer/wish-list/remove', { method: 'DELETE', query: targetQuery(target) });

/** Whether the list holds the item or store. */
export const isWished = (list: WishList | undefined, target: WishTarget) =>
  target.itemId !== undefined
    ? Boolean(list?.item.some((item) => item.id === target.itemId))
    : Boolean(list?.store.some((store) => store.id === target.storeId));
