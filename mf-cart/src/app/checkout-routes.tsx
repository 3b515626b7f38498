import { checkoutPaths, routes } from '@storefront/contract';
import { Navigate, Route, Routes } from 'react-router';
import { CheckoutPage } from '../features/checkout/components/checkout-page';
import { OrderPlacedPage } from '../features/checkout/components/order-placed-page';

/** mf-cart's pages, relative to where the shell mounts them (routePatterns.checkout). */
export function CheckoutRoutes() {
  return (
    <Routes>
      <Route index element={<CheckoutPage />} />
      <Route path={checkoutPaths.orderPlaced} element={<OrderPlacedPage />} />
      <Route path="*" element={<Navigate to={routes.home()} replace />} />
    </Routes>
  );
}
