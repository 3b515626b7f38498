import './i18n';
import { AppProviders, BusToasts, configureApi, setRuntimeConfig, type RuntimeConfig } from '@storefront/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import AccountRoutes from './exposes/routes';
import ProfileMenu from './exposes/profile-menu';
import { Layout } from 'antd';

/** Standalone harness: the team runs mf-account alone, against the API, under the same path as in the shell. */
async function start() {
  const config = await loadRuntimeConfig();
  setRuntimeConfig(config);
  configureApi({ baseUrl: config.apiUrl ?? 'http://localhost:4000' });
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <AppProviders>
        <BusToasts />
        <BrowserRouter>
          <Layout>
            <Layout.Header style={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center' }}>
              <ProfileMenu />
            </Layout.Header>
            <Layout.Content>
              <Routes>
                <Route path="/auth/*" element={<AccountRoutes />} />
                <Route path="*" element={<Navigate to="/auth/sign-in" replace />} />
              </Routes>
            </Layout.Content>
          </Layout>
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
}

async function loadRuntimeConfig(): Promise<Partial<RuntimeConfig>> {
  try {
    const response = await fetch('/runtime-config.json', { cache: 'no-cache' });
    return response.ok ? ((await response.json()) as Partial<RuntimeConfig>) : {};
  } catch {
    return {};
  }
}

void start();
