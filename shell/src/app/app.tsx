import { AppProviders, BusToasts } from '@storefront/platform';
import { BrowserRouter } from 'react-router';
import { AppShell } from './app-shell';

/** The composed page: providers once, toasts once, the one router of the site. */
export function App() {
  return (
    <AppProviders>
      <BusToasts />
      <BrowserRouter>
        <AppShell />
      </BrowserRouter>
    </AppProviders>
  );
}
