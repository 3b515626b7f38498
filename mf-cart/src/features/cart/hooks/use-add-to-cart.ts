import type { CartLine, Item } from '@storefront/contract';
import { checkCartStore, checkQuantity, findCartLine } from '@storefront/domain';
import { NETWORK_ERROR_MESSAGE, hasLocationAtom, moduleAtom, toast, emit } from '@storefront/platform';
import { t } from '../../../i18n';
import { App } from 'antd';
import { useAtomValue } from 'jotai';
import { useCallback, useRef } from 'react';
import { unstable_serialize, useSWRConfig } from 'swr';
import { addItemToCart } from '../api/add-cart-item';
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
 * Adds a simple item with the spec's cart rules: a stored location first, a
 * guest id when there is none, stock and maximum quantity, and one store per
 * cart (else the clear-cart confirmation). Returns a function for `cart/add-item`.
 */
export function useAddToCart(): (item: Item, quantity?: number) => Promise<void> {
  const { modal } = App.useApp();
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
    (item: Item, quantity: number) =>
      new Promise<void>((resolve) => {
        modal.confirm({
          title: t('Clear cart?'),
          content: t(
            'Your cart has items from another store. If you continue, the previous items will be removed and this item will be added.',
          ),
          okText: t('Clear cart and add'),
          cancelText: t('Cancel'),
          onCancel: () => resolve(),
          onOk: async () => {
            try {
              applyCart(await emptyCart());
              applyCart(await addItemToCart(item, quantity));
              toast('success', t(CLEARED_AND_ADDED));
            } catch (error) {
              toastCartFailure(error);
            } finally {
              resolve();
            }
          },
        });
      }),
    [applyCart, modal],
  );

  return useCallback(
    async (item: Item, quantity = 1) => {
      if (!hasLocation) {
        toast('warning', t(LOCATION_PROMPT));
        emit({ type: 'location/pick' });
        return;
      }
      if (!item || !Number.isInteger(item.id)) {
        toast('error', t(NETWORK_ERROR_MESSAGE), CART_TOAST_MS); // a malformed event from another remote
        return;
      }
      if (inFlight.current.has(item.id)) return; // a double click adds once
      inFlight.current.add(item.id);
      try {
        await ensureGuestId();
        const lines = await currentLines();
        const existing = findCartLine(lines, item, []);
        const check = checkQuantity({
          moduleType: item.module_type ?? module?.module_type,
          stock: item.stock,
          maximumCartQuantity: item.maximum_cart_quantity,
          quantity: (existing?.quantity ?? 0) + quantity,
        });
        if (!check.ok) {
          if (check.reason === 'other-store') return; // not a quantity reason
          toast(check.warnOnly ? 'warning' : 'error', t(check.reason), CART_TOAST_MS);
          if (!check.warnOnly) return;
        }
        if (existing) {
          applyCart(await changeLineQuantity(existing, quantity));
        } else if (!checkCartStore(lines, item).ok) {
          await confirmClearAndAdd(item, quantity);
          return;
        } else {
          applyCart(await addItemToCart(item, quantity));
        }
        toast('success', t('Item added to cart'));
      } catch (error) {
        if (refusalOf(error) === 'other-store') await confirmClearAndAdd(item, quantity);
        else toastCartFailure(error);
      } finally {
        inFlight.current.delete(item.id);
      }
    },
    [applyCart, confirmClearAndAdd, currentLines, hasLocation, module],
  );
}
