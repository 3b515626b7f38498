import { clearCart, type CartLine } from '@storefront/shared';
import { cartGuestId } from './get-cart';

/** Empties the cart (before adding an item from another store); answers with the whole, empty cart. */
export const emptyCart = (): Promise<CartLine[]> => clearCart(cartGuestId()).then((lines) => (Array.isArray(lines) ? lines : []));
