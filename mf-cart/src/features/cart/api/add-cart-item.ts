import type { CartLine, Item } from '@storefront/contract';
import { cartRequest } from './cart-request';
import * as yup from 'yup';
import { cartGuestId } from './get-cart';

/** What a line carries besides its item and quantity (the item dialog's choices). */
export interface LineOptions {
  /** Food `[{name, values:{label:[...]}}]` or other modules `[{type, price, stock}]`. */
  variation?: unknown[];
  add_on_ids?: number[];
  /** One per add-on id, in the same order. */
  add_on_qtys?: number[];
}

export const addCartItemSchema = yup.object({
  itemId: yup.number().integer().positive().required(),
  quantity: yup.number().integer().min(1).required(),
  addOnIds: yup.array(yup.number().integer().positive().required()).required(),
  addOnQtys: yup.array(yup.number().integer().min(1).required()).required(),
});

/** Adds an item with its chosen variation and add-ons (none for a simple item); answers with the whole cart. */
export async function addItemToCart(item: Pick<Item, 'id'>, quantity: number, options: LineOptions = {}): Promise<CartLine[]> {
  const input = await addCartItemSchema.validate({
    itemId: item.id,
    quantity,
    addOnIds: options.add_on_ids ?? [],
    addOnQtys: options.add_on_qtys ?? [],
  });
  const guestId = cartGuestId();
  return cartRequest('add', {
    method: 'POST',
    body: {
      ...(guestId ? { guest_id: guestId } : {}),
      item_id: input.itemId,
      model: 'Item',
      quantity: input.quantity,
      variation: options.variation ?? [],
      add_on_ids: input.addOnIds,
      add_on_qtys: input.addOnQtys,
    },
  });
}
