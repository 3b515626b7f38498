import { configureApi, setRuntimeConfig, yieldToBrowser } from '@storefront/platform';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import './i18n';
import { App } from './app/app';
import { startEarlyRequests } from './app/early-data';
import { registerFederation } from './app/federation';
import { preconnect } from './app/preconnect';
import { loadRuntimeConfig } from './app/runtime-config';
import { shareRouterDom } from './app/share-router-dom';

/**
 * Reads the deploy's settings, wires the API client, starts the first API
 * calls, wires the federation runtime, then renders. Nothing here may stop the first render: a bad
 * config falls back to the defaults and a failed registration leaves each
 * remote's area to show its own fallback.
 */
async function start() {
  const config = await loadRuntimeConfig();
  preconnect(config);
  configureApi({ baseUrl: config.apiUrl });
  setRuntimeConfig(config);
  // The page's first API calls start now, from the stored session, instead of after each remote's code has loaded.
  startEarlyRequests();
  try {
    await shareRouterDom();
    registerFederation(config);
  } catch (error) {
    console.error('[shell] the remotes could not be registered', error);
  }
  // the first render in a task of its own: what came before (the app's code, the registrations) is one already
  await yieldToBrowser();
  document.body.style.margin = '0';
  const container = document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  // A transition: React renders the first view in slices that yield to the browser, not in one long task.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}

void start();
