import '../i18n';
import { CartButton as Button } from '../features/cart/components/cart-button';

/** mf_cart/CartButton: the navbar widget with the count badge. */
export default function CartButton() {
  return <Button />;
}
