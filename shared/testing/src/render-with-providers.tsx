import './message-channel';
import type { LatLng, Module } from '@storefront/contract';
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
} from '@storefront/platform';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { matchMediaFor } from './media-queries';

/** What the visitor's browser already holds when the page loads. */
export interface TestSession {
  token?: string;
  guestId?: string;
  /** The zone ids as stored: a JSON array string such as "[1,3]". */
  zoneId?: string;
  /** The formatted delivery address. */
  location?: string;
  latLng?: LatLng;
  module?: Module;
  language?: string;
}

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  /** The URL the memory router starts at; '/' by default. */
  route?: string;
  session?: TestSession;
  /** The window width antd's breakpoints see; a 1280 px desktop by default. */
  viewportWidth?: number;
  /** Options for user-event, e.g. `advanceTimers` with fake timers. */
  userOptions?: Parameters<typeof userEvent.setup>[0];
  /** Mounts the UI under this route path, as the shell mounts a Routes expose (e.g. '/auth/*'). */
  mountAt?: string;
}

/** The window of a phone, for `viewportWidth`. */
export const PHONE_WIDTH = 390;

function seedSession(store: ReturnType<typeof resetSessionStore>, session: TestSession): void {
  if (session.token) store.set(tokenAtom, session.token);
  if (session.guestId) store.set(guestIdAtom, session.guestId);
  if (session.zoneId) store.set(zoneIdAtom, session.zoneId);
  if (session.location) store.set(locationAtom, session.location);
  if (session.latLng) store.set(currentLatLngAtom, session.latLng);
  if (session.module) store.set(moduleAtom, session.module);
  if (session.language) store.set(languageAtom, session.language);
}

/**
 * Renders `ui` the way a page does: a fresh session store over an empty
 * localStorage (seeded with `session`, which the atoms also write to storage),
 * a fresh SWR cache without deduping, the platform's real providers and bus
 * toasts, a memory router at `route`, and a window `viewportWidth` wide.
 *
 * Returns Testing Library's result plus `user` (user-event), `store` (the
 * session store), `path()` (the router's current path and query) and
 * `routeState()` (its history state).
 */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', session = {}, viewportWidth = 1280, userOptions, mountAt, ...options }: RenderWithProvidersOptions = {},
) {
  window.matchMedia = matchMediaFor(viewportWidth);
  window.localStorage.clear();
  const store = resetSessionStore();
  seedSession(store, session);

  // Written while rendering, so a test reads where the last navigation went.
  const current: { path: string; state: unknown } = { path: route, state: null };
  function LocationProbe() {
    const location = useLocation();
    current.path = location.pathname + location.search;
    current.state = location.state;
    return null;
  }

  const mounted = mountAt ? (
    <Routes>
      <Route path={mountAt} element={ui} />
      <Route path="*" element={null} />
    </Routes>
  ) : (
    ui
  );
  const user = userEvent.setup(userOptions);
  const result = render(
    // use: [] — without the page's deferred SWR data (shared/platform/src/ui/deferred-swr.ts): a test sees the data in the
    // render SWR gives it, as it asserts; that scheduling is tested in the platform and the e2e journeys.
    <AppProviders swr={{ provider: () => new Map(), dedupingInterval: 0, use: [] }}>
      <BusToasts />
      <MemoryRouter initialEntries={[route]}>
        {mounted}
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
    options,
  );
  return { ...result, user, store, path: () => current.path, routeState: () => current.state };
}

export type RenderWithProvidersResult = ReturnType<typeof renderWithProviders>;
