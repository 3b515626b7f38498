import type { CartLine } from '@storefront/contract';
import { cartRequest } from './cart-request';
import { cartGuestId } from './get-cart';

/** Empties the cart (before adding an item from another store); answers with the whole, empty cart. */
export const emptyCart = (): Promise<CartLine[]> =>
  cartRequest('remove', { method: 'DELETE', query: { guest_id: cartGuestId() ?? undefined } });
