import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AppProviders,
  BusToasts,
  STORAGE_KEYS,
  currentLatLngAtom,
  guestIdAtom,
  languageAtom,
  locationAtom,
  moduleAtom,
  resetSessionStore,
  tokenAtom,
  zoneIdAtom,
} from '@storefront/shared';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router';

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  /** The URL the memory router starts at. */
  route?: string;
  /** Browser storage values (the spec's keys) set before the first render. */
  storage?: Record<string, string>;
}

/** Shows the router's current URL, so tests can assert where a click navigated. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="current-url" hidden>{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders like the composed page does: a fresh session store over a cleared
 * localStorage, a fresh SWR cache without deduping, the shared providers, the
 * bus toasts, and a memory router.
 */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', storage = {}, ...options }: RenderWithProvidersOptions = {},
) {
  window.localStorage.clear();
  for (const [key, value] of Object.entries(storage)) window.localStorage.setItem(key, value);
  const store = resetSessionStore();
  // Persisted atoms read storage once, when their module loads; give the fresh
  // store what this test stored, as a page load would.
  const read = (key: string) => window.localStorage.getItem(key);
  const json = (key: string) => (read(key) ? JSON.parse(read(key)!) : null);
  store.set(tokenAtom, read(STORAGE_KEYS.token));
  store.set(guestIdAtom, read(STORAGE_KEYS.guestId));
  store.set(zoneIdAtom, read(STORAGE_KEYS.zoneId));
  store.set(locationAtom, read(STORAGE_KEYS.location));
  store.set(languageAtom, read(STORAGE_KEYS.language));
  store.set(currentLatLngAtom, json(STORAGE_KEYS.currentLatLng));
  store.set(moduleAtom, json(STORAGE_KEYS.module));
  const user = userEvent.setup();
  const result = render(
    <AppProviders swr={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <BusToasts />
      <MemoryRouter initialEntries={[route]}>
        {ui}
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
    options,
  );
  return { ...result, store, user };
}
