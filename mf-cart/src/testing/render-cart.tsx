import CartButton from '../exposes/cart-button';
import Overlays from '../exposes/overlays';
import { renderWithProviders, type RenderWithProvidersOptions } from './render-with-providers';

/** The cart as the shell places it: the navbar button and the overlays. */
export function renderCart(options: RenderWithProvidersOptions = {}) {
  return renderWithProviders(
    <>
      <CartButton />
      <Overlays />
    </>,
    options,
  );
}
