import type { CartLine } from '@storefront/contract';
import { checkIncrease, decreaseQuantity } from '@storefront/domain';
import { moduleAtom, toast } from '@storefront/platform';
import { t } from '../../../i18n';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { removeLine } from '../api/remove-cart-item';
import { changeLineQuantity } from '../api/update-cart-item';
import { CART_TOAST_MS, toastCartFailure } from '../utils/cart-errors';
import { lineModuleType, lineStock } from '../utils/line-details';
import { useApplyCart } from './use-apply-cart';

export type LineAction = 'increase' | 'decrease' | 'remove';

/**
 * Plus, minus and delete on the drawer's lines. One call at a time per line;
 * a failure keeps the cart as it was and toasts the reason.
 */
export function useLineActions() {
  const module = useAtomValue(moduleAtom);
  const applyCart = useApplyCart();
  const [busy, setBusy] = useState<{ lineId: number; action: LineAction } | null>(null);

  async function run(line: CartLine, action: LineAction, call: () => Promise<CartLine[]>, success?: string) {
    setBusy({ lineId: line.id, action });
    try {
      applyCart(await call());
      if (success) toast('success', t(success));
    } catch (error) {
      toastCartFailure(error);
    } finally {
      setBusy(null);
    }
  }

  function increase(line: CartLine) {
    const check = checkIncrease({
      moduleType: lineModuleType(line, module?.module_type),
      stock: lineStock(line),
      maximumCartQuantity: line.item?.maximum_cart_quantity,
      currentQuantity: line.quantity,
    });
    if (!check.ok) {
      toast(check.warnOnly ? 'warning' : 'error', t(check.reason), CART_TOAST_MS);
      if (!check.warnOnly) return Promise.resolve();
    }
    return run(line, 'increase', () => changeLineQuantity(line, 1));
  }

  function decrease(line: CartLine) {
    const next = decreaseQuantity(line.quantity);
    if (next.action === 'delete') return remove(line);
    return run(line, 'decrease', () => changeLineQuantity(line, next.quantity - line.quantity));
  }

  function remove(line: CartLine) {
    return run(line, 'remove', () => removeLine(line), 'Removed from cart.');
  }

  return { busy, increase, decrease, remove };
}
