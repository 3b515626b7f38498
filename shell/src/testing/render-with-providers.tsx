import '../i18n';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LatLng, Module } from '@storefront/contract';
import { AppProviders, BusToasts, currentLatLngAtom, guestIdAtom, languageAtom, locationAtom, moduleAtom, resetSessionStore, tokenAtom, zoneIdAtom } from '@storefront/platform';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router';

export interface TestSession {
  token?: string;
  guestId?: string;
  zoneId?: string;
  location?: string;
  latLng?: LatLng;
  module?: Module;
  language?: string;
}

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  route?: string;
  session?: TestSession;
  /** The window width antd's breakpoints see (jsdom has no layout); a desktop by default. */
  viewportWidth?: number;
}

/** matchMedia that answers antd's min-width/max-width queries for a window of `width` pixels. */
function mediaQueriesFor(width: number) {
  return (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+)px/.exec(query);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    };
  };
}

/** A visitor who already picked a delivery location in zone 1. */
export const locatedSession: TestSession = {
  guestId: 'guest-123',
  zoneId: '[1]',
  location: '12 Market Street, Springfield',
  latLng: { lat: 23.8, lng: 90.4 },
};

/**
 * The one render helper of the shell: a fresh session store over an empty
 * localStorage (seeded with `session`), a fresh SWR cache, the real providers
 * and toasts, a memory router at `route` and a window `viewportWidth` wide.
 * `path()` reads the current URL, `routeState()` its history state.
 */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', session = {}, viewportWidth = 1280, ...options }: RenderWithProvidersOptions = {},
) {
  window.matchMedia = mediaQueriesFor(viewportWidth) as unknown as typeof window.matchMedia;
  window.localStorage.clear();
  const store = resetSessionStore();
  if (session.token) store.set(tokenAtom, session.token);
  if (session.guestId) store.set(guestIdAtom, session.guestId);
  if (session.zoneId) store.set(zoneIdAtom, session.zoneId);
  if (session.location) store.set(locationAtom, session.location);
  if (session.latLng) store.set(currentLatLngAtom, session.latLng);
  if (session.module) store.set(moduleAtom, session.module);
  if (session.language) store.set(languageAtom, session.language);

  const current: { pathname: string; state: unknown } = { pathname: route, state: null };
  function PathProbe() {
    const location = useLocation();
    current.pathname = location.pathname + location.search;
    current.state = location.state;
    return null;
  }

  const user = userEvent.setup();
  const result = render(
    <AppProviders swr={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <BusToasts />
      <MemoryRouter initialEntries={[route]}>
        {ui}
        <PathProbe />
      </MemoryRouter>
    </AppProviders>,
    options,
  );
  return { ...result, user, store, path: () => current.pathname, routeState: () => current.state };
}
