import { screen, waitFor, within } from '@testing-library/react';
import { tokenAtom } from '@storefront/platform';
import { http, HttpResponse } from 'msw';
import { API, createTestServer, grocery, locatedSession, makeConfig, parcel, renderWithProviders } from '@storefront/testing';
import { AppShell } from '../../app-shell';
import '../../../i18n';

jest.mock('@module-federation/enhanced/runtime', () => require('../../../testing/federation-runtime-mock'));
jest.mock('../../../features/footer/components/site-footer', () => ({ SiteFooter: () => <footer aria-label="site footer" /> }));

const server = createTestServer();

const topBar = () => screen.queryByRole('region', { name: 'Location, theme and language' });
const stores = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    name: `${prefix} store ${index + 1}`,
    slug: `${prefix}-${index + 1}`,
    module_id: 2,
    zone_id: 1,
  }));

describe('the top bar (1180 px and wider)', () => {
  test('holds the location, the theme and the language above the navbar', async () => {
    renderWithProviders(<AppShell />, { route: '/home', session: { ...locatedSession, module: grocery }, viewportWidth: 1180 });
    const bar = topBar()!;
    expect(bar).toBeInTheDocument();
    expect(await within(bar).findByRole('region', { name: 'remote mf_location/LocationButton' })).toBeInTheDocument();
    expect(within(bar).getByRole('switch', { name: 'Dark mode' })).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: /language/i })).toBeInTheDocument();
    // once: not repeated in the navbar row, and no phone menu
    expect(screen.getAllByRole('switch', { name: 'Dark mode' })).toHaveLength(1);
    expect(screen.getAllByRole('region', { name: 'remote mf_location/LocationButton' })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
  });

  test('without a location it shows only the theme and the language', async () => {
    renderWithProviders(<AppShell />, { viewportWidth: 1280 });
    const bar = topBar()!;
    expect(within(bar).getByRole('switch', { name: 'Dark mode' })).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: /language/i })).toBeInTheDocument();
    expect(within(bar).queryByRole('region', { name: 'remote mf_location/LocationButton' })).not.toBeInTheDocument();
  });

  test('below 1180 px there is no top bar: its controls are in the drawer', async () => {
    const { user } = renderWithProviders(<AppShell />, {
      route: '/home',
      session: { ...locatedSession, module: grocery },
      viewportWidth: 1179,
    });
    expect(topBar()).not.toBeInTheDocument();
    expect(within(screen.getByRole('banner')).queryByRole('switch', { name: 'Dark mode' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(await within(drawer).findByRole('switch', { name: 'Dark mode' })).toBeInTheDocument();
    expect(within(drawer).getByText('Theme mode')).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: /language/i })).toBeInTheDocument();
    expect(await within(drawer).findByRole('region', { name: 'remote mf_location/LocationButton' })).toBeInTheDocument();
  });
});

describe('the phone drawer', () => {
  const openDrawer = async (options: Parameters<typeof renderWithProviders>[1]) => {
    const rendered = renderWithProviders(<AppShell />, { route: '/home', viewportWidth: 360, ...options });
    await rendered.user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await within(drawer).findByRole('link', { name: /^home$/i });
    return { ...rendered, drawer };
  };

  test('Latest stores and Popular stores expand to at most 10 entries each, then View all', async () => {
    server.use(
      http.get(`${API}/stores/latest`, ({ request }) => {
        expect(new URL(request.url).searchParams.get('limit')).toBe('10');
        return HttpResponse.json({ stores: stores('latest', 12), total_size: 12 });
      }),
      http.get(`${API}/stores/popular`, () => HttpResponse.json({ stores: stores('popular', 3), total_size: 3 })),
    );
    const { user, drawer } = await openDrawer({ session: { ...locatedSession, module: grocery } });
    const latest = within(drawer).getByRole('button', { name: 'Latest stores' });
    expect(latest).toHaveAttribute('aria-expanded', 'false');
    expect(within(drawer).queryByText('latest store 1')).not.toBeInTheDocument();

    await user.click(latest);
    expect(latest).toHaveAttribute('aria-expanded', 'true');
    expect(await within(drawer).findByRole('link', { name: 'latest store 1' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/store\/latest-1/),
    );
    expect(within(drawer).getAllByRole('link', { name: /^latest store/ })).toHaveLength(10);
    const viewAll = within(drawer).getAllByRole('link', { name: 'View all' });
    expect(viewAll.map((link) => link.getAttribute('href'))).toEqual(['/store/latest']);

    await user.click(within(drawer).getByRole('button', { name: 'Popular stores' }));
    expect(await within(drawer).findByRole('link', { name: 'popular store 3' })).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(drawer)
          .getAllByRole('link', { name: 'View all' })
          .map((link) => link.getAttribute('href')),
      ).toEqual(['/store/latest', '/store/popular']),
    );
  });

  test('Categories expand to the module’s categories and View all leads to /categories', async () => {
    server.use(
      http.get(`${API}/categories`, () =>
        HttpResponse.json(
          Array.from({ length: 14 }, (_, index) => ({ id: index + 1, name: `Category ${index + 1}`, slug: `category-${index + 1}` })),
        ),
      ),
    );
    const { user, drawer } = await openDrawer({ session: { ...locatedSession, module: grocery } });
    await user.click(within(drawer).getByRole('button', { name: 'Categories' }));
    expect(await within(drawer).findByRole('link', { name: 'Category 1' })).toHaveAttribute('href', '/category/category-1');
    expect(within(drawer).getAllByRole('link', { name: /^Category \d+$/ })).toHaveLength(10);
    expect(within(drawer).getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/categories');
  });

  test('a guest has Track order and no Logout', async () => {
    const { drawer } = await openDrawer({ session: { ...locatedSession, module: grocery } });
    expect(within(drawer).getByRole('link', { name: /track order/i })).toHaveAttribute('href', '/track-order');
    expect(within(drawer).queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  test('the parcel module has no module link, category or store lists in the drawer', async () => {
    const { drawer } = await openDrawer({ session: { ...locatedSession, module: parcel } });
    expect(within(drawer).queryByRole('button', { name: 'Categories' })).not.toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Latest stores' })).not.toBeInTheDocument();
    expect(within(drawer).queryByRole('link', { name: /track order/i })).not.toBeInTheDocument();
  });

  test('Logout asks first, then after half a second signs out, says so and goes home', async () => {
    let revoked = 0;
    server.use(
      http.post(`${API}/auth/logout`, () => {
        revoked += 1;
        return HttpResponse.json({ message: 'Logout successful.' });
      }),
      // the page behind the drawer (an info page, which the sign-out leaves for /home)
      http.get(`${API}/about-us`, () => HttpResponse.json({ title: 'About us', content: '<p>Who we are.</p>' })),
    );
    const { user, drawer, store, path } = await openDrawer({
      route: '/about-us',
      session: { ...locatedSession, module: grocery, token: 'customer-token' },
    });
    expect(within(drawer).queryByRole('link', { name: /track order/i })).not.toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Logout' }));
    const [title] = await screen.findAllByText('Are you sure you want to logout?');
    const confirm = title.closest('[role="dialog"]') as HTMLElement;
    expect(window.localStorage.getItem('token')).toBe('customer-token');
    const started = Date.now();
    await user.click(within(confirm).getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Logout successful.')).toBeInTheDocument();
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(store.get(tokenAtom)).toBeNull();
    expect(revoked).toBe(1);
    await waitFor(() => expect(path()).toBe('/home'));
  });
});

describe('guards', () => {
  test('a signed-in customer who opens /auth/sign-in goes to /home', async () => {
    const { path } = renderWithProviders(<AppShell />, {
      route: '/auth/sign-in',
      session: { ...locatedSession, module: grocery, token: 'customer-token' },
    });
    await waitFor(() => expect(path()).toBe('/home'));
    expect(screen.queryByRole('region', { name: 'remote mf_account/Routes' })).not.toBeInTheDocument();
  });

  test('a visitor gets the sign-in page of mf_account', async () => {
    const { path } = renderWithProviders(<AppShell />, { route: '/auth/sign-up', session: { ...locatedSession, module: grocery } });
    expect(await screen.findByRole('region', { name: 'remote mf_account/Routes' })).toBeInTheDocument();
    expect(path()).toBe('/auth/sign-up');
  });
});

describe('the brand in the phone bar', () => {
  const withLogo = () =>
    server.use(
      http.get(`${API}/config`, () =>
        HttpResponse.json(makeConfig({ business_name: 'Parcel & Plate Market', logo_full_url: 'https://cdn.example/logo.svg' })),
      ),
    );
  const brand = () => within(screen.getByRole('banner')).findByRole('link', { name: 'Parcel & Plate Market home' });

  test('at 360 px beside the buttons: the logo alone, the name as its accessible name and tooltip', async () => {
    withLogo();
    renderWithProviders(<AppShell />, { route: '/home', session: { ...locatedSession, module: grocery }, viewportWidth: 360 });
    const link = await brand();
    expect(link).toHaveAttribute('title', 'Parcel & Plate Market');
    expect(link.querySelector('img')).toHaveAttribute('src', 'https://cdn.example/logo.svg');
    expect(within(link).queryByText('Parcel & Plate Market')).not.toBeInTheDocument();
  });

  test('at 360 px without a location (a roomy bar): the logo and the whole name', async () => {
    withLogo();
    renderWithProviders(<AppShell />, { viewportWidth: 360 });
    expect(within(await brand()).getByText('Parcel & Plate Market')).toBeInTheDocument();
  });

  test('on a wider phone with a location: the logo and the whole name', async () => {
    withLogo();
    renderWithProviders(<AppShell />, { route: '/home', session: { ...locatedSession, module: grocery }, viewportWidth: 600 });
    expect(within(await brand()).getByText('Parcel & Plate Market')).toBeInTheDocument();
  });

  test('without a logo the name shows, whatever the room', async () => {
    server.use(http.get(`${API}/config`, () => HttpResponse.json(makeConfig({ business_name: 'Parcel & Plate Market' }))));
    renderWithProviders(<AppShell />, { route: '/home', session: { ...locatedSession, module: grocery }, viewportWidth: 360 });
    expect(within(await brand()).getByText('Parcel & Plate Market')).toBeInTheDocument();
  });
});
