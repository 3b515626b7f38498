import { AppProviders, BusToasts, resetSessionStore } from '@storefront/platform';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router';

export interface RenderWithProvidersOptions {
  /** The URL the memory router starts at. */
  route?: string;
  /** Browser storage before the store is created (keys as the spec names them). */
  storage?: Record<string, string>;
  /** Options for user-event, e.g. `advanceTimers` with fake timers. */
  userOptions?: Parameters<typeof userEvent.setup>[0];
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
export function renderWithProviders(ui: ReactElement, { route = '/', storage = {}, userOptions }: RenderWithProvidersOptions = {}) {
  window.localStorage.clear();
  for (const [key, value] of Object.entries(storage)) window.localStorage.setItem(key, value);
  const store = resetSessionStore(); // holds what storage now holds, as a page load would
  const user = userEvent.setup(userOptions);
  const result = render(
    <AppProviders swr={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <BusToasts />
      <MemoryRouter initialEntries={[route]}>
        {ui}
        <CurrentLocation />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...result, store, user };
}
