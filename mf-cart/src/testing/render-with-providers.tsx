import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders, BusToasts, resetSessionStore } from '@storefront/platform';
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
  const store = resetSessionStore(); // holds what storage now holds, as a page load would
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
