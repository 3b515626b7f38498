import { grocery, locatedSession, renderWithProviders, type RenderWithProvidersOptions, type TestSession } from '@storefront/testing';
import CartButton from '../exposes/cart-button';
import Overlays from '../exposes/overlays';

/** A guest with a delivery location in zone 1 and the grocery module: who can fill a cart. */
export const locatedGuest: TestSession = { ...locatedSession, module: grocery };

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
