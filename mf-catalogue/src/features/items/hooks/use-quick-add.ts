import { routes, type Item } from '@storefront/contract';
import { emit, hasLocationAtom } from '@storefront/platform';
import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { hasOptions } from '../utils/item-display';

export interface QuickAddOptions {
  /** Ecommerce: an item with options goes to /product/{id} instead of the item dialog (shopping-core §4). */
  productPageForOptions?: boolean;
}

/**
 * What the card's add button does: without a stored delivery location it asks
 * for one first (`location/required`, answered by mf-location's prompt); an item with options goes to the item view (the dialog, or the
 * product page in ecommerce); a simple item is handed to the cart (which applies the cart rules).
 */
export function useQuickAdd({ productPageForOptions = false }: QuickAddOptions = {}) {
  const hasLocation = useAtomValue(hasLocationAtom);
  const navigate = useNavigate();

  const add = useCallback(
    (item: Item, quantity = 1) => {
      if (hasOptions(item) && productPageForOptions) {
        navigate(routes.product({ id: item.slug || item.id, moduleId: item.module_id }));
        return;
      }
      if (!hasLocation) {
        emit({ type: 'location/required' });
        return;
      }
      if (hasOptions(item)) emit({ type: 'item/open', item });
      else emit({ type: 'cart/add-item', item, quantity });
    },
    [hasLocation, navigate, productPageForOptions],
  );

  return { add };
}
