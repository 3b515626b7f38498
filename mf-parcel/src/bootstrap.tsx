import { routes, routePatterns } from '@storefront/contract';
import './i18n';
import { startStandalone } from '@storefront/platform';
import { Navigate, Route, Routes } from 'react-router';
import ParcelRoutes from './exposes/routes';

/** Standalone harness: the team runs mf-parcel alone, against the API, under the path the shell gives it. */
void startStandalone(
  <Routes>
    <Route path={`/${routePatterns.trackOrder}`} element={<ParcelRoutes />} />
    <Route path="*" element={<Navigate to={routes.trackOrder()} replace />} />
  </Routes>,
);
