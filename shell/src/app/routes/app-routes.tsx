import { routePatterns, routes } from '@storefront/contract';
import { RemoteMount, Skeleton } from '@storefront/platform';
import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { INFO_PAGES } from '../../features/info-pages/info-pages';
import { AuthRoute } from './auth-route';
import { HomeRoute } from './home-route';
import { LandingRoute } from './landing-route';
import { useT } from '../../i18n';

// The info pages are read rarely: their code loads when one is opened, not with the first view.
const InfoPageRoute = lazy(() => import('../../features/info-pages/components/info-page-route'));
const HelpAndSupportRoute = lazy(() => import('../../features/info-pages/components/help-and-support-route'));
// So is the 404 (antd's Result with its illustration, in the on-intent part).
const NotFoundRoute = lazy(() => import('./not-found-route').then(({ NotFoundRoute }) => ({ default: NotFoundRoute })));

/** While a route's code loads: the page's text as grey lines (antd's Skeleton, already in the first view; its Spin was not). */
function RouteLoading() {
  const t = useT();
  return (
    <div role="status" aria-busy="true" aria-label={t('Loading')} style={{ maxWidth: 860, margin: '32px auto' }}>
      <Skeleton active paragraph={{ rows: 6 }} />
    </div>
  );
}

const Lazy = ({ children }: { children: ReactNode }) => <Suspense fallback={<RouteLoading />}>{children}</Suspense>;

/** The shell owns the router; each remote's `./Routes` renders relative routes below its path. */
export function AppRoutes() {
  return (
    <Routes>
      <Route index element={<LandingRoute />} />
      <Route path={routePatterns.home} element={<HomeRoute />} />
      <Route path={routePatterns.auth} element={<AuthRoute />} />
      <Route path={routePatterns.trackOrder} element={<RemoteMount remote="mf_parcel" expose="./Routes" />} />
      <Route path={routePatterns.parcelDeliveryInfo} element={<RemoteMount remote="mf_parcel" expose="./Routes" />} />
      <Route path={routePatterns.chatting} element={<RemoteMount remote="mf_account" expose="./Routes" />} />
      <Route path={routePatterns.checkout} element={<RemoteMount remote="mf_cart" expose="./Routes" />} />
      <Route path={routePatterns.myOrders} element={<RemoteMount remote="mf_account" expose="./Routes" />} />
      <Route path={routePatterns.profile} element={<RemoteMount remote="mf_account" expose="./Routes" />} />
      {[
        routePatterns.wallet,
        routePatterns.coupons,
        routePatterns.loyaltyPoints,
        routePatterns.referralCode,
        routePatterns.settings,
        routePatterns.rateAndReview,
        routePatterns.interest,
      ].map((path) => (
        <Route key={path} path={path} element={<RemoteMount remote="mf_account" expose="./Routes" />} />
      ))}
      <Route path={routePatterns.store} element={<RemoteMount remote="mf_catalogue" expose="./Routes" />} />
      <Route path={routePatterns.product} element={<RemoteMount remote="mf_catalogue" expose="./Routes" />} />
      <Route path={routePatterns.categories} element={<RemoteMount remote="mf_catalogue" expose="./Routes" />} />
      <Route path={routePatterns.category} element={<RemoteMount remote="mf_catalogue" expose="./Routes" />} />
      <Route path={routePatterns.allBrands} element={<RemoteMount remote="mf_catalogue" expose="./Routes" />} />
      <Route path={routePatterns.campaigns} element={<RemoteMount remote="mf_catalogue" expose="./Routes" />} />
      <Route path={routePatterns.flashSales} element={<RemoteMount remote="mf_catalogue" expose="./Routes" />} />
      {INFO_PAGES.map((page) => (
        <Route
          key={page.path}
          path={page.path}
          element={
            <Lazy>
              <InfoPageRoute page={page} />
            </Lazy>
          }
        />
      ))}
      <Route
        path={routes.helpAndSupport()}
        element={
          <Lazy>
            <HelpAndSupportRoute />
          </Lazy>
        }
      />
      <Route
        path={routePatterns.notFound}
        element={
          <Lazy>
            <NotFoundRoute />
          </Lazy>
        }
      />
    </Routes>
  );
}
