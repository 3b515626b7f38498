import './i18n';
import { AppProviders, BusToasts, configureApi, setRuntimeConfig, type RuntimeConfig } from '@storefront/shared';
import { Layout } from 'antd';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import LocationButton from './exposes/location-button';
import LocationOverlays from './exposes/overlays';

/** Standalone harness: the team runs mf-location alone, against the API, as the shell would place it. */
async function start() {
  const config = await loadRuntimeConfig();
  setRuntimeConfig(config);
  configureApi({ baseUrl: config.apiUrl ?? 'http://localhost:4000' });
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <AppProviders>
        <BusToasts />
        <BrowserRouter>
          <Layout style={{ minHeight: '100vh' }}>
            <Layout.Header style={{ display: 'flex', alignItems: 'center' }}>
              <LocationButton />
            </Layout.Header>
          </Layout>
          <LocationOverlays />
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
