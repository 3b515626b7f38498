import {
  AppProviders,
  BusToasts,
  currentLatLngAtom,
  guestIdAtom,
  languageAtom,
  locationAtom,
  moduleAtom,
  resetSessionStore,
  tokenAtom,
  zoneIdAtom,
} from '@storefront/shared';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';

export interface RenderWithProvidersOptions {
  /** The URL the memory router starts at. */
  route?: string;
  /** Browser storage before the store is created (keys as the spec names them). */
  storage?: Record<string, string>;
  /** Options for user-event, e.g. `advanceTimers` with fake timers. */
  userOptions?: Parameters<typeof userEvent.setup>[0];
  /** Mounts the UI under this route path, as the shell mounts Routes exposes (e.g. '/auth/*'). */
  mountAt?: string;
}

/** Shows where the app navigated to, so tests can assert it as text. */
function CurrentLocation() {
  const location = useLocation();
  return <output data-testid="current-location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders UI the way the shell does: a fresh session store read from the given
 * storage, an empty SWR cache, the antd providers, bus toasts and a memory router.
 */
export function renderWithProviders(ui: ReactElement, { route = '/', storage = {}, userOptions, mountAt }: RenderWithProvidersOptions = {}) {
  window.localStorage.clear();
  for (const [key, value] of Object.entries(storage)) window.localStorage.setItem(key, value);
  const store = resetSessionStore();
  // atomWithStorage reads storage once when the module loads (as a page load would);
  // a test sets storage later, so the fresh store is filled from it here.
  store.set(tokenAtom, storage.token ?? null);
  store.set(guestIdAtom, storage.guest_id ?? null);
  store.set(zoneIdAtom, storage.zoneid ?? null);
  store.set(locationAtom, storage.location ?? null);
  store.set(languageAtom, storage['language-setting'] ?? null);
  store.set(currentLatLngAtom, storage.currentLatLng ? JSON.parse(storage.currentLatLng) : null);
  store.set(moduleAtom, storage.module ? JSON.parse(storage.module) : null);
  const user = userEvent.setup(userOptions);
  const result = render(
    <AppProviders swr={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <BusToasts />
      <MemoryRouter initialEntries={[route]}>
        {mountAt ? (
          <Routes>
            <Route path={mountAt} element={ui} />
            <Route path="*" element={null} />
          </Routes>
        ) : (
          ui
        )}
        <CurrentLocation />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...result, store, user };
}
