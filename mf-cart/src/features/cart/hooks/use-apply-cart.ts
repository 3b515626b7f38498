import type { CartLine } from '@storefront/contract';
import { emit } from '@storefront/platform';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { currentCartKey } from '../api/get-cart';
import { announceCartChange } from './use-cart-sync';

/**
 * Every cart call answers with the whole cart: it becomes the cached cart (no
 * refetch needed), the other remotes hear about it, and so do the other tabs.
 */
export function useApplyCart(): (lines: CartLine[]) => void {
  const { mutate } = useSWRConfig();
  return useCallback(
    (answer: CartLine[]) => {
      const lines = Array.isArray(answer) ? answer : [];
      const key = currentCartKey();
      if (key) void mutate(key, lines, { revalidate: false });
      emit({ type: 'cart/changed', lines });
      announceCartChange(); // the other tabs of the site refresh theirs
    },
    [mutate],
  );
}
