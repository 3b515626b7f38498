import { removeCartItem, type CartLine } from '@storefront/shared';
import { cartGuestId } from './get-cart';

/** Deletes one line; answers with the whole cart. */
export const removeLine = (line: Pick<CartLine, 'id'>): Promise<CartLine[]> => removeCartItem(line.id, cartGuestId());
