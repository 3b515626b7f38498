import './i18n';
import { routePatterns } from '@storefront/contract';
import { startStandalone, Typography } from '@storefront/platform';
import { useT } from './i18n';
import { Layout } from 'antd-on-intent';
import { Route, Routes, useLocation } from 'react-router';
import CartButton from './exposes/cart-button';
import Overlays from './exposes/overlays';
import CheckoutRoutes from './exposes/routes';

/** Shows where the drawer or the checkout navigated (sign-in, home), since the harness has none of those pages. */
function CurrentPage() {
  const t = useT();
  const location = useLocation();
  return (
    <Typography.Paragraph>
      {t('Current page')}: <code>{`${location.pathname}${location.search}`}</code>
    </Typography.Paragraph>
  );
}

// Standalone harness: a navbar with the cart button and the overlays, as the
// shell places them, and the checkout pages under /checkout. Session (location, module, guest id) comes from localStorage.
void startStandalone(
  <>
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <strong>mf-cart</strong>
        <CartButton />
      </Layout.Header>
      <Layout.Content style={{ padding: 24 }}>
        <Routes>
          <Route path={routePatterns.checkout} element={<CheckoutRoutes />} />
          <Route path="*" element={<CurrentPage />} />
        </Routes>
      </Layout.Content>
    </Layout>
    <Overlays />
  </>,
);
