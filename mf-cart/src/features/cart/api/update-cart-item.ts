import type { CartLine } from '@storefront/contract';
import { cartRequest } from './cart-request';
import * as yup from 'yup';
import { cartGuestId } from './get-cart';

export const changeCartItemSchema = yup.object({
  cartId: yup.number().integer().positive().required(),
  delta: yup.number().integer().min(-1000).max(1000).notOneOf([0]).required(),
});

/**
 * Changes a line's quantity by `delta` (its variation and add-ons stay);
 * answers with the whole cart. Relative, not absolute: the server adds it to
 * what it holds, so presses made from a stale view (two tabs, a slow answer,
 * fast clicks) are never lost.
 */
export async function changeLineQuantity(line: Pick<CartLine, 'id'>, delta: number): Promise<CartLine[]> {
  const input = await changeCartItemSchema.validate({ cartId: line.id, delta });
  const guestId = cartGuestId();
  return cartRequest('update', {
    method: 'POST',
    body: { ...(guestId ? { guest_id: guestId } : {}), cart_id: input.cartId, quantity_delta: input.delta },
  });
}

/**
 * Replaces a line's quantity, variation and add-ons (the item dialog's 'Update
 * to cart'); answers with the whole cart.
 */
export async function replaceLine(
  line: Pick<CartLine, 'id'>,
  quantity: number,
  options: { variation: unknown[]; add_on_ids: number[]; add_on_qtys: number[] },
): Promise<CartLine[]> {
  const cartId = await yup.number().integer().positive().required().validate(line.id);
  const count = await yup.number().integer().min(1).max(1000).required().validate(quantity);
  const guestId = cartGuestId();
  return cartRequest('update', {
    method: 'POST',
    body: { ...(guestId ? { guest_id: guestId } : {}), cart_id: cartId, quantity: count, ...options },
  });
}
