import './i18n';
import { AppProviders, BusToasts, configureApi, useT } from '@storefront/shared';
import { Layout, Typography } from 'antd';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router';
import CartButton from './exposes/cart-button';
import Overlays from './exposes/overlays';

/** The API URL from /runtime-config.json when the harness is served with one. */
async function loadApiUrl(): Promise<string> {
  try {
    const response = await fetch('/runtime-config.json', { cache: 'no-store' });
    if (response.ok) {
      const config = (await response.json()) as { apiUrl?: string };
      if (config.apiUrl) return config.apiUrl;
    }
  } catch {
    // no runtime config: the local API
  }
  return 'http://localhost:4000';
}

/** Shows where the drawer navigated (checkout, sign-in), since the harness has none of those pages. */
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
// shell places them. Session (location, module, guest id) comes from localStorage.
async function start() {
  configureApi({ baseUrl: await loadApiUrl() });
  createRoot(document.getElementById('root')!).render(
    <AppProviders>
      <BusToasts />
      <BrowserRouter>
        <Layout style={{ minHeight: '100vh' }}>
          <Layout.Header style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
            <strong>mf-cart</strong>
            <CartButton />
          </Layout.Header>
          <Layout.Content style={{ padding: 24 }}>
            <Routes>
              <Route path="*" element={<CurrentPage />} />
            </Routes>
          </Layout.Content>
        </Layout>
        <Overlays />
      </BrowserRouter>
    </AppProviders>,
  );
}

void start();
