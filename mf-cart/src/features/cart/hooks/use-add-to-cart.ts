import type { CartLine, Item } from '@storefront/contract';
import { checkCartStore, checkQuantity, findCartLine, lineStock } from '@storefront/domain';
import { NETWORK_ERROR_MESSAGE, hasLocationAtom, moduleAtom, toast, emit, useFeedback } from '@storefront/platform';
import { t } from '../../../i18n';
import { useAtomValue } from 'jotai';
import { useCallback, useRef } from 'react';
import { unstable_serialize, useSWRConfig } from 'swr';
import { addItemToCart, type LineOptions } from '../api/add-cart-item';
import { emptyCart } from '../api/clear-cart';
import { currentCartKey, fetchCart } from '../api/get-cart';
import { ensureGuestId } from '@storefront/platform';
import { changeLineQuantity } from '../api/update-cart-item';
import { CART_TOAST_MS, refusalOf, toastCartFailure } from '../utils/cart-errors';
import { useApplyCart } from './use-apply-cart';

export const LOCATION_PROMPT =
  'Please add you delivery location so that we can review if the restaurant is available to deliver in your area or not';
export const CLEARED_AND_ADDED = 'Your cart has been cleared successfully. And selected item added to the cart.';

/**
 * Adds an item (simple, or with the item dialog's variation and add-ons) with
 * the spec's cart rules: a stored location first, a guest id when there is
 * none, stock and maximum quantity, and one store per cart (else the clear-cart
 * confirmation). Returns a function for `cart/add-item` and the item dialog,
 * resolving to whether the item is now in the cart.
 */
export type AddToCart = (item: Item, quantity?: number, options?: LineOptions) => Promise<boolean>;

export function useAddToCart(): AddToCart {
  const { modal } = useFeedback();
  const { cache } = useSWRConfig();
  const applyCart = useApplyCart();
  const inFlight = useRef(new Set<number>());
  // Read through a hook so the atoms stay subscribed to their storage.
  const hasLocation = useAtomValue(hasLocationAtom);
  const module = useAtomValue(moduleAtom);

  const currentLines = useCallback(async (): Promise<CartLine[]> => {
    const key = currentCartKey();
    if (!key) return [];
    const cached = cache.get(unstable_serialize(key))?.data as CartLine[] | undefined;
    return cached ?? fetchCart(key);
  }, [cache]);

  const confirmClearAndAdd = useCallback(
    (item: Item, quantity: number, options: LineOptions) =>
      new Promise<boolean>((resolve) => {
        modal.confirm({
          title: t('Clear cart?'),
          content: t(
            'Your cart has items from another store. If you continue, the previous items will be removed and this item will be added.',
          ),
          okText: t('Clear cart and add'),
          cancelText: t('Cancel'),
          onCancel: () => resolve(false),
          onOk: async () => {
            try {
              applyCart(await emptyCart());
              applyCart(await addItemToCart(item, quantity, options));
              toast('success', t(CLEARED_AND_ADDED));
              resolve(true);
            } catch (error) {
              toastCartFailure(error);
              resolve(false);
            }
          },
        });
      }),
    [applyCart, modal],
  );

  return useCallback(
    async (item: Item, quantity = 1, options: LineOptions = {}) => {
      if (!hasLocation) {
        toast('warning', t(LOCATION_PROMPT));
        emit({ type: 'location/pick' });
        return false;
      }
      if (!item || !Number.isInteger(item.id)) {
        toast('error', t(NETWORK_ERROR_MESSAGE), CART_TOAST_MS); // a malformed event from another remote
        return false;
      }
      if (inFlight.current.has(item.id)) return false; // a double click adds once
      inFlight.current.add(item.id);
      try {
        await ensureGuestId();
        const lines = await currentLines();
        const existing = findCartLine(lines, item, options.variation ?? []);
        const check = checkQuantity({
          moduleType: item.module_type ?? module?.module_type,
          stock: lineStock(options.variation, item),
          maximumCartQuantity: item.maximum_cart_quantity,
          quantity: (existing?.quantity ?? 0) + quantity,
        });
        if (!check.ok) {
          if (check.reason === 'other-store') return false; // not a quantity reason
          toast(check.warnOnly ? 'warning' : 'error', t(check.reason), CART_TOAST_MS);
          if (!check.warnOnly) return false;
        }
        if (existing) {
          applyCart(await changeLineQuantity(existing, quantity));
        } else if (!checkCartStore(lines, item).ok) {
          return await confirmClearAndAdd(item, quantity, options);
        } else {
          applyCart(await addItemToCart(item, quantity, options));
        }
        toast('success', t('Item added to cart'));
        return true;
      } catch (error) {
        if (refusalOf(error) === 'other-store') return await confirmClearAndAdd(item, quantity, options);
        toastCartFailure(error);
        return false;
      } finally {
        inFlight.current.delete(item.id);
      }
    },
    [applyCart, confirmClearAndAdd, currentLines, hasLocation, module],
  );
}
