import type { CartLine } from '@storefront/contract';
import { cartRequest } from './cart-request';
import { cartGuestId } from './get-cart';

/** Deletes one line; answers with the whole cart. */
export const removeLine = (line: Pick<CartLine, 'id'>): Promise<CartLine[]> =>
  cartRequest('remove-item', { method: 'DELETE', query: { cart_id: line.id, guest_id: cartGuestId() ?? undefined } });
