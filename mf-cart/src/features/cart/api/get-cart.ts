import { cacheKeys, type CartCacheKey, type CartLine } from '@storefront/contract';
import { getSessionStore, guestIdAtom, moduleAtom, tokenAtom } from '@storefront/platform';
import { cartRequest } from './cart-request';
import { useAtomValue } from 'jotai';
import useSWR from 'swr';

/** Whose cart: the token identifies a customer, the guest id a guest; the cart is per module. */
export type CartKey = CartCacheKey;

export function cartKey(token: string | null, guestId: string | null, moduleId: number | null | undefined): CartKey | null {
  if (!token && !guestId) return null; // nobody to ask for: the cart is empty
  return cacheKeys.cart(token, guestId, moduleId ?? null);
}

/** The key for the session as it is right now (event handlers run outside render). */
export function currentCartKey(): CartKey | null {
  const session = getSessionStore();
  return cartKey(session.get(tokenAtom), session.get(guestIdAtom), session.get(moduleAtom)?.id);
}

/** A signed-in customer is identified by the token header alone; a guest by guest_id. */
export function cartGuestId(): string | null {
  const session = getSessionStore();
  return session.get(tokenAtom) ? null : session.get(guestIdAtom);
}

export const fetchCart = ([, token, guestId]: CartKey): Promise<CartLine[]> =>
  cartRequest('list', { query: { guest_id: token ? undefined : (guestId ?? undefined) } });

export function useCartKey(): CartKey | null {
  const token = useAtomValue(tokenAtom);
  const guestId = useAtomValue(guestIdAtom);
  const module = useAtomValue(moduleAtom);
  return cartKey(token, guestId, module?.id);
}

/** The cart lines; after a failed refresh the last good lines stay. */
export function useCart() {
  const key = useCartKey();
  const swr = useSWR(key, fetchCart);
  return { ...swr, key, lines: key ? (swr.data ?? []) : [] };
}
