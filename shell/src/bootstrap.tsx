import { configureApi, getSessionStore, languageAtom, loadLanguage, setRuntimeConfig, yieldToBrowser } from '@storefront/platform';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import './i18n';
import { App } from './app/app';
import { startEarlyRequests } from './app/early-data';
import { keepFirstScreenCookie, serverFirstScreen } from './app/first-screen';
import { registerFederation } from './app/federation';
import { preconnect } from './app/preconnect';
import { loadRuntimeConfig } from './app/runtime-config';
import { shareRouterDom } from './app/share-router-dom';

/** The longest the first render waits for the visitor's language (then English, as texts fall back, until it lands). */
const LANGUAGE_WAIT_MS = 3000;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

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
  // /home's first screen from the server, read before the first render replaces it; the cookie it was rendered for kept
  // in step with the session from now on.
  const firstScreen = serverFirstScreen();
  keepFirstScreenCookie();
  // The page's first API calls start now, from the stored session, instead of after each remote's code has loaded
  // (those whose answers came with the server's first screen are taken from it).
  startEarlyRequests(undefined, firstScreen?.answers);
  try {
    await shareRouterDom();
    registerFederation(config);
  } catch (error) {
    console.error('[shell] the remotes could not be registered', error);
  }
  // The first render in the visitor's language, not English then theirs: the page's first paint already shows the
  // landing's words in it (shell/public/index.html). The texts were asked for when ./i18n registered; an English
  // visitor waits for nothing, and a language that cannot load is not waited for longer than LANGUAGE_WAIT_MS.
  await Promise.race([loadLanguage(getSessionStore().get(languageAtom) ?? 'en').catch(() => undefined), delay(LANGUAGE_WAIT_MS)]);
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
