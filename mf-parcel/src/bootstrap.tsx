import './i18n';
import { AppProviders, BusToasts, configureApi, setRuntimeConfig, type RuntimeConfig } from '@storefront/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import ParcelRoutes from './exposes/routes';

/** Standalone harness: the team runs mf-parcel alone, against the API, under the same path as in the shell. */
async function start() {
  const config = await loadRuntimeConfig();
  setRuntimeConfig(config);
  configureApi({ baseUrl: config.apiUrl ?? 'http://localhost:4000' });
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <AppProviders>
        <BusToasts />
        <BrowserRouter>
          <Routes>
            <Route path="/track-order/*" element={<ParcelRoutes />} />
            <Route path="*" element={<Navigate to="/track-order" replace />} />
          </Routes>
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
