import { routePatterns } from '@storefront/contract';
import { RemoteMount } from '@storefront/platform';
import { Route, Routes } from 'react-router';
import { HomeRoute } from './home-route';
import { LandingRoute } from './landing-route';
import { NotFoundRoute } from './not-found-route';

/** The shell owns the router; each remote's `./Routes` renders relative routes below its path. */
export function AppRoutes() {
  return (
    <Routes>
      <Route index element={<LandingRoute />} />
      <Route path={routePatterns.home} element={<HomeRoute />} />
      <Route path={routePatterns.auth} element={<RemoteMount remote="mf_account" expose="./Routes" />} />
      <Route path={routePatterns.trackOrder} element={<RemoteMount remote="mf_parcel" expose="./Routes" />} />
      <Route path={routePatterns.checkout} element={<RemoteMount remote="mf_cart" expose="./Routes" />} />
      <Route path={routePatterns.store} element={<RemoteMount remote="mf_catalogue" expose="./Routes" />} />
      <Route path={routePatterns.product} element={<RemoteMount remote="mf_catalogue" expose="./Routes" />} />
      <Route path={routePatterns.myOrders} element={<RemoteMount remote="mf_account" expose="./Routes" />} />
      <Route path={routePatterns.profile} element={<RemoteMount remote="mf_account" expose="./Routes" />} />
      <Route path={routePatterns.notFound} element={<NotFoundRoute />} />
    </Routes>
  );
}
