import '../i18n';
import { CartAddListener } from '../features/cart/components/cart-add-listener';
import { CartDrawer } from '../features/cart/components/cart-drawer';

/** mf_cart/Overlays: mounted once by the shell; the drawer opens on `cart/open`, adds arrive as `cart/add-item`. */
export default function Overlays() {
  return (
    <>
      <CartAddListener />
      <CartDrawer />
    </>
  );
}
