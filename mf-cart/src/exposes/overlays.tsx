import '../i18n';
import { CartAddListener } from '../features/cart/components/cart-add-listener';
import { CartDrawer } from '../features/cart/components/cart-drawer';
import { ItemDialogListener } from '../features/item-dialog/components/item-dialog-listener';

/** mf_cart/Overlays: mounted once by the shell; the drawer opens on `cart/open`, adds arrive as `cart/add-item`, the item dialog on `item/open`. */
export default function Overlays() {
  return (
    <>
      <CartAddListener />
      <CartDrawer />
      <ItemDialogListener />
    </>
  );
}
