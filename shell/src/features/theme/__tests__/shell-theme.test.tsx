import { act, render, screen } from '@testing-library/react';
import { AppProviders, BusToasts, resetSessionStore, toast } from '@storefront/platform';
import { Button } from 'antd';
import { PageFooter, PageFrame, PageHeader, PageMain } from '../components/page-frame';
import { pageBackground, ShellTheme } from '../components/shell-theme';
import { ThemeSwitch } from '../components/theme-switch';
import { themeModeAtom } from '../hooks/use-theme-mode';
import '../../../i18n'; // the shell's own texts, as bootstrap.tsx loads them
import { createTestServer, renderWithProviders } from '@storefront/testing';

createTestServer();

/**
 * A window whose system prefers `scheme` (jsdom has no preference). renderWithProviders
 * sets its own matchMedia for the viewport; the colour-scheme answer wraps whichever is set.
 */
function prefer(scheme: 'dark' | 'light') {
  let base = window.matchMedia;
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    get: () => (query: string) =>
      query.includes('prefers-color-scheme') ? { ...base(query), matches: query.includes(scheme) } : base(query),
    set: (next: typeof window.matchMedia) => {
      base = next;
    },
  });
}

function Page() {
  return (
    <ShellTheme>
      <ThemeSwitch />
      <Button type="primary">Order</Button>
    </ShellTheme>
  );
}

afterEach(() => {
  delete document.documentElement.dataset.theme;
  document.documentElement.style.colorScheme = '';
});

test('follows the system preference on a first visit, then a choice is stored and applied through the dark algorithm', async () => {
  prefer('light');
  const { user } = renderWithProviders(<Page />);
  // a function: the switch is rendered again when its tooltip loads (TooltipOnIntent, on the first hover)
  const control = () => screen.getByRole('switch', { name: 'Dark mode' });
  expect(control()).toHaveAttribute('aria-checked', 'false');
  expect(document.documentElement.dataset.theme).toBe('light');
  expect(screen.getByRole('button', { name: 'Order' })).not.toHaveClass('storefront-dark');

  await user.click(control());
  expect(control()).toHaveAttribute('aria-checked', 'true');
  expect(window.localStorage.getItem('theme')).toBe('"dark"');
  expect(document.documentElement.dataset.theme).toBe('dark');
  expect(document.documentElement.style.colorScheme).toBe('dark');
  // antd's components now read the dark token set's CSS variables
  expect(screen.getByRole('button', { name: 'Order' })).toHaveClass('storefront-dark');

  await user.click(control());
  expect(window.localStorage.getItem('theme')).toBe('"light"');
  expect(document.documentElement.dataset.theme).toBe('light');
});

test('a system that prefers dark starts dark; a stored light choice wins over it', async () => {
  prefer('dark');
  const { store } = renderWithProviders(<Page />);
  expect(screen.getByRole('switch', { name: 'Dark mode' })).toHaveAttribute('aria-checked', 'true');
  act(() => store.set(themeModeAtom, 'light'));
  expect(screen.getByRole('switch', { name: 'Dark mode' })).toHaveAttribute('aria-checked', 'false');
  expect(document.documentElement.dataset.theme).toBe('light');
});

test('one toast at a time: a new message replaces the one on screen', async () => {
  resetSessionStore();
  render(
    <AppProviders>
      <ShellTheme>
        <BusToasts />
      </ShellTheme>
    </AppProviders>,
  );
  act(() => toast('success', 'A module has been selected.'));
  expect(await screen.findByText('A module has been selected.')).toBeInTheDocument();
  act(() => toast('success', 'Your location has been saved.'));
  expect(await screen.findByText('Your location has been saved.')).toBeInTheDocument();
  act(() => toast('error', 'Something went wrong. Please try again.'));
  act(() => toast('error', 'Something went wrong. Please try again.'));
  expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
  await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
  expect(screen.queryByText('A module has been selected.')).not.toBeInTheDocument();
  expect(screen.queryByText('Your location has been saved.')).not.toBeInTheDocument();
  expect(screen.getAllByText('Something went wrong. Please try again.')).toHaveLength(1);
});

test("another app's theme/set (the account's settings page) switches and stores the theme", async () => {
  const { emit } = await import('@storefront/platform');
  prefer('light');
  renderWithProviders(<Page />);
  expect(document.documentElement.dataset.theme).toBe('light');
  act(() => emit({ type: 'theme/set', mode: 'dark' }));
  expect(document.documentElement.dataset.theme).toBe('dark');
  expect(window.localStorage.getItem('theme')).toBe('"dark"');
});

test("the page's frame takes the theme's Layout colours: the site's header, page and footer in light and in dark", () => {
  prefer('light');
  const { store } = renderWithProviders(
    <ShellTheme>
      <PageFrame>
        <PageHeader style={{ paddingInline: 8 }}>Header</PageHeader>
        <PageMain>Main</PageMain>
        <PageFooter>Footer</PageFooter>
      </PageFrame>
    </ShellTheme>,
  );
  const header = screen.getByRole('banner');
  const frame = header.parentElement!;
  // antd Layout's landmarks and sizes; a page's own padding wins over the theme's
  expect(header).toHaveStyle({ background: '#ffffff', height: '64px', paddingInline: '8px', paddingBlock: '0' });
  expect(screen.getByRole('main')).toHaveTextContent('Main');
  expect(frame).toHaveStyle({ background: pageBackground.light });
  // the theme's scope (its CSS variables, antd's styles for plain links) covers the whole page
  expect(frame).toHaveClass('storefront');
  expect(screen.getByRole('contentinfo')).toHaveStyle({ paddingBlock: '24px', paddingInline: '50px' });
  // everything in the frame sizes its boxes border to border, as in antd's Layout
  expect([...document.querySelectorAll('style')].some((style) => style.textContent?.includes('box-sizing:border-box'))).toBe(true);

  act(() => store.set(themeModeAtom, 'dark'));
  expect(screen.getByRole('banner')).toHaveStyle({ background: '#15181d' });
  expect(frame).toHaveStyle({ background: pageBackground.dark });
  expect(frame).toHaveClass('storefront-dark');
  expect(screen.getByRole('contentinfo')).toHaveStyle({ background: '#15181d' });
});
