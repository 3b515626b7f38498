import type { CartLine, Item } from '@storefront/contract';
import { cartRequest } from './cart-request';
import * as yup from 'yup';
import { cartGuestId } from './get-cart';

export const addCartItemSchema = yup.object({
  itemId: yup.number().integer().positive().required(),
  quantity: yup.number().integer().min(1).required(),
});

/** Adds a simple item (no variation, no add-ons); answers with the whole cart. */
export async function addItemToCart(item: Pick<Item, 'id'>, quantity: number): Promise<CartLine[]> {
  const input = await addCartItemSchema.validate({ itemId: item.id, quantity });
  const guestId = cartGuestId();
  return cartRequest('add', {
    method: 'POST',
    body: {
      ...(guestId ? { guest_id: guestId } : {}),
      item_id: input.itemId,
      model: 'Item',
      quantity: input.quantity,
      variation: [],
      add_on_ids: [],
      add_on_qtys: [],
    },
  });
}
