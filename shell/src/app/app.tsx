import { AppProviders, BusToasts } from '@storefront/platform';
import { BrowserRouter } from 'react-router';
import { ShellTheme } from '../features/theme/components/shell-theme';
import { AppShell } from './app-shell';

/** The composed page: providers and the light or dark theme once, toasts once, the one router of the site. */
export function App() {
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
