import type { Item } from '@storefront/contract';
import { emit, hasLocationAtom } from '@storefront/platform';
import { useAtomValue } from 'jotai';
import { useCallback, useState } from 'react';
import { hasOptions } from '../utils/item-display';

/**
 * What the card's add button does: without a stored delivery location it asks
 * for one first; an item with options goes to the item view; a simple item is
 * handed to the cart (which applies the cart rules).
 */
export function useQuickAdd() {
  const hasLocation = useAtomValue(hasLocationAtom);
  const [locationPromptOpen, setLocationPromptOpen] = useState(false);

  const add = useCallback(
    (item: Item) => {
      if (!hasLocation) {
        setLocationPromptOpen(true);
        return;
      }
      if (hasOptions(item)) emit({ type: 'item/open', item });
      else emit({ type: 'cart/add-item', item, quantity: 1 });
    },
    [hasLocation],
  );

  return { add, locationPromptOpen, closeLocationPrompt: () => setLocationPromptOpen(false) };
}
