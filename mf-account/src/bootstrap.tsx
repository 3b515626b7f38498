import { routes, routePatterns } from '@storefront/contract';
import './i18n';
import { startStandalone } from '@storefront/platform';
import { Layout } from 'antd';
import { Navigate, Route, Routes } from 'react-router';
import ProfileMenu from './exposes/profile-menu';
import AccountRoutes from './exposes/routes';

/** Standalone harness: the team runs mf-account alone, against the API, under the path the shell gives it. */
void startStandalone(
  <Layout>
    <Layout.Header style={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center' }}>
      <ProfileMenu />
    </Layout.Header>
    <Layout.Content>
      <Routes>
        <Route path={`/${routePatterns.auth}`} element={<AccountRoutes />} />
        <Route path="*" element={<Navigate to={routes.signIn()} replace />} />
      </Routes>
    </Layout.Content>
  </Layout>,
);
