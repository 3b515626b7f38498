import { addCartItem, type CartLine, type Item } from '@storefront/shared';
import * as yup from 'yup';
import { cartGuestId } from './get-cart';

export const addCartItemSchema = yup.object({
  itemId: yup.number().integer().positive().required(),
  quantity: yup.number().integer().min(1).required(),
});

/** Adds a simple item (no variation, no add-ons); answers with the whole cart. */
export async function addItemToCart(item: Pick<Item, 'id'>, quantity: number): Promise<CartLine[]> {
  const input = await addCartItemSchema.validate({ itemId: item.id, quantity });
  return addCartItem({ guestId: cartGuestId(), itemId: input.itemId, quantity: input.quantity, variation: [] });
}
