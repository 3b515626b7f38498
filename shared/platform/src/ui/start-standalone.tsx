import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { configureApi } from '../http/client';
import { loadRuntimeConfig } from '../runtime/load-runtime-config';
import { setRuntimeConfig } from '../runtime/runtime-config';
import { AppProviders } from './app-providers';
import { BusToasts } from './bus-toasts';

/**
 * A remote's standalone harness: reads the runtime config served beside it (or
 * uses the local API), then renders the given tree inside the same providers,
 * toasts and router the shell gives it, so a team can work on its remote alone.
 */
export async function startStandalone(app: ReactNode, container = document.getElementById('root')): Promise<void> {
  const config = await loadRuntimeConfig();
  setRuntimeConfig(config);
  configureApi({ baseUrl: config.apiUrl });
  createRoot(container ?? document.body.appendChild(document.createElement('div'))).render(
    <StrictMode>
      <AppProviders>
        <BusToasts />
        <BrowserRouter>{app}</BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
}
