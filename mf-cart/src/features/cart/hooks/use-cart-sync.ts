import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { currentCartKey } from '../api/get-cart';

/** The channel the tabs of this site tell each other about cart changes on. */
export const CART_CHANNEL = 'storefront-cart';
/** The localStorage key written for browsers without BroadcastChannel (its `storage` event reaches the other tabs). */
export const CART_CHANGED_KEY = 'storefront.cart-changed';

// A message from this tab's own channel is not news: its cart is already the answer.
const TAB = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** Tells the other tabs that the cart changed (after a successful cart call). */
export function announceCartChange(): void {
  if (typeof BroadcastChannel !== 'undefined') {
    // the message is queued for the other channels when posted, so closing right away loses nothing
    const sender = new BroadcastChannel(CART_CHANNEL);
    sender.postMessage({ tab: TAB });
    sender.close();
    return;
  }
  try {
    window.localStorage.setItem(CART_CHANGED_KEY, `${TAB}:${Date.now()}`);
  } catch {
    // storage unavailable: the other tabs refresh on their next cart call
  }
}

/** Refreshes this tab's cart (and so the badge) when another tab changes it. Mount once, with the cart button. */
export function useCartSync(): void {
  const { mutate } = useSWRConfig();
  useEffect(() => {
    const refresh = () => {
      const key = currentCartKey();
      if (key) void mutate(key);
    };
    const channel = typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel(CART_CHANNEL) : null;
    if (channel) {
      channel.onmessage = (event: MessageEvent<{ tab?: string }>) => {
        if (event.data?.tab !== TAB) refresh();
      };
    }
    const onStorage = (event: StorageEvent) => {
      if (event.key === CART_CHANGED_KEY && !event.newValue?.startsWith(`${TAB}:`)) refresh();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      channel?.close();
      window.removeEventListener('storage', onStorage);
    };
  }, [mutate]);
}
