import { AppProviders, BusToasts } from '@storefront/platform';
import { useEffect } from 'react';
import { BrowserRouter } from 'react-router';
import { ShellTheme } from '../features/theme/components/shell-theme';
import { AppShell } from './app-shell';
import { firstViewRendered } from './federation-scripts';

/** The composed page: providers and the light or dark theme once, toasts once, the one router of the site. */
export function App() {
  // the remotes the first view shows have asked for their code: their scripts can come in one response
  useEffect(firstViewRendered, []);
  return (
    <AppProviders>
      <ShellTheme>
        <BusToasts />
        <BrowserRouter>
          <AppShell />
        </BrowserRouter>
      </ShellTheme>
    </AppProviders>
  );
}
