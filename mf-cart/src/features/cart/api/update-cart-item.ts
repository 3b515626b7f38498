import type { CartLine } from '@storefront/contract';
import { cartRequest } from './cart-request';
import * as yup from 'yup';
import { cartGuestId } from './get-cart';

export const updateCartItemSchema = yup.object({
  cartId: yup.number().integer().positive().required(),
  quantity: yup.number().integer().min(1).required(),
});

/** Sets a line's quantity (its variation and add-ons stay); answers with the whole cart. */
export async function setLineQuantity(line: Pick<CartLine, 'id'>, quantity: number): Promise<CartLine[]> {
  const input = await updateCartItemSchema.validate({ cartId: line.id, quantity });
  const guestId = cartGuestId();
  return cartRequest('update', {
    method: 'POST',
    body: { ...(guestId ? { guest_id: guestId } : {}), cart_id: input.cartId, quantity: input.quantity },
  });
}
