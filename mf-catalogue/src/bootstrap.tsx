import './i18n';
import { AppProviders, BusToasts, configureApi } from '@storefront/shared';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import CatalogueRoutes from './exposes/routes';

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

// Standalone harness: the catalogue alone, mounted where the shell mounts it.
// Location and module come from localStorage (pick them in the composed site).
async function start() {
  configureApi({ baseUrl: await loadApiUrl() });
  createRoot(document.getElementById('root')!).render(
    <AppProviders>
      <BusToasts />
      <BrowserRouter>
        <Routes>
          <Route
            path="/home/*"
            element={
              <main style={{ maxWidth: 1200, margin: '0 auto', padding: '24px 16px' }}>
                <CatalogueRoutes />
              </main>
            }
          />
          <Route path="*" element={<Navigate to="/home" replace />} />
        </Routes>
      </BrowserRouter>
    </AppProviders>,
  );
}

void start();
