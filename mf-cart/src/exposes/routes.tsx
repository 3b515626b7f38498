import '../i18n';
import { CheckoutRoutes } from '../app/checkout-routes';

/** mf_cart/Routes: /checkout and /checkout/order-placed, mounted by the shell under routePatterns.checkout. */
export default function Routes() {
  return <CheckoutRoutes />;
}
