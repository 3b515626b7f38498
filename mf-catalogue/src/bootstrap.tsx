import { routes, routePatterns } from '@storefront/contract';
import './i18n';
import { startStandalone } from '@storefront/platform';
import { Navigate, Route, Routes } from 'react-router';
import CatalogueRoutes from './exposes/routes';

/** Standalone harness: the team runs mf-catalogue alone, against the API, under the path the shell gives it. */
void startStandalone(
  <Routes>
    <Route
      path={`/${routePatterns.home}`}
      element={
        <main style={{ maxWidth: 1200, margin: '0 auto', padding: '24px 16px' }}>
          <CatalogueRoutes />
        </main>
      }
    />
    <Route path="*" element={<Navigate to={routes.home()} replace />} />
  </Routes>,
);
