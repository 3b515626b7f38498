import type { Item } from '@storefront/contract';
import { useBusEvent } from '@storefront/platform';
import { useState } from 'react';
import { ItemDialog } from './item-dialog';

/** Opens the item dialog on `item/open` from any remote; one item at a time, a new event replaces it. */
export function ItemDialogListener() {
  const [item, setItem] = useState<Item | null>(null);
  useBusEvent('item/open', (event) => {
    if (event.item && Number.isInteger(event.item.id)) setItem(event.item);
  });
  // keyed by the item so a new item starts from fresh choices
  return item ? <ItemDialog key={item.id} item={item} onClose={() => setItem(null)} /> : null;
}
