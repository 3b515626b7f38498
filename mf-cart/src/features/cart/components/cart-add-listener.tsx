import { useBusEvent } from '@storefront/platform';
import { useAddToCart } from '../hooks/use-add-to-cart';

/** Applies the cart rules to every `cart/add-item` from any remote. Renders nothing. */
export function CartAddListener() {
  const addToCart = useAddToCart();
  useBusEvent('cart/add-item', (event) => void addToCart(event.item, event.quantity ?? 1));
  return null;
}
