import { screen, waitFor, within } from '@testing-library/react';
import { emit, moduleAtom } from '@storefront/platform';
import { act } from 'react';
import { http, HttpResponse } from 'msw';
import { themeModeAtom } from '../../features/theme/hooks/use-theme-mode';
import { AppShell } from '../app-shell';
import '../../i18n'; // the shell's own texts, as bootstrap.tsx loads them
import { API, createTestServer, food, grocery, locatedSession, makeModule, parcel, renderWithProviders } from '@storefront/testing';

jest.mock('@module-federation/enhanced/runtime', () => require('../../testing/federation-runtime-mock'));
// The footer has its own tests; here a light stand-in keeps these about the navbar and the routes.
jest.mock('../../features/footer/components/site-footer', () => ({ SiteFooter: () => <footer aria-label="site footer" /> }));

const server = createTestServer();

const remote = (id: string) => screen.queryByRole('region', { name: `remote ${id}` });

describe('the navbar', () => {
  test('shows only the logo and the language control before a location is chosen', async () => {
    renderWithProviders(<AppShell />);
    const banner = screen.getByRole('banner');
    expect(await within(banner).findByRole('link', { name: 'Demo Market home' })).toHaveAttribute('href', '/');
    expect(within(banner).getByRole('button', { name: /language/i })).toBeInTheDocument();
    expect(within(banner).queryByRole('link', { name: /^home$/i })).not.toBeInTheDocument();
    expect(within(banner).queryByRole('link', { name: 'Track order' })).not.toBeInTheDocument();
    expect(remote('mf_location/LocationButton')).not.toBeInTheDocument();
    expect(remote('mf_cart/CartButton')).not.toBeInTheDocument();
    expect(remote('mf_account/ProfileMenu')).not.toBeInTheDocument();
    expect(document.title).toBe('Demo Market');
    // The overlays load on intent: not in the first view.
    expect(remote('mf_location/Overlays')).not.toBeInTheDocument();
    expect(remote('mf_cart/Overlays')).not.toBeInTheDocument();
  });

  test('mounts an overlay on the first command that opens it, and keeps it', async () => {
    renderWithProviders(<AppShell />);
    act(() => emit({ type: 'location/pick' }));
    expect(await screen.findByRole('region', { name: 'remote mf_location/Overlays' })).toBeInTheDocument();
    expect(remote('mf_cart/Overlays')).not.toBeInTheDocument();
    act(() => emit({ type: 'cart/open' }));
    expect(await screen.findByRole('region', { name: 'remote mf_cart/Overlays' })).toBeInTheDocument();
    expect(remote('mf_location/Overlays')).toBeInTheDocument();
  });

  test('shows home, the location, track order, the cart and the profile menu once a location exists', async () => {
    renderWithProviders(<AppShell />, { route: '/home', session: { ...locatedSession, module: grocery } });
    const banner = screen.getByRole('banner');
    expect(await within(banner).findByRole('link', { name: 'Demo Market home' })).toHaveAttribute('href', '/home');
    expect(within(banner).getByRole('link', { name: /^home$/i })).toHaveAttribute('href', '/home');
    expect(within(banner).getByRole('link', { name: 'Track order' })).toHaveAttribute('href', '/track-order');
    expect(await within(banner).findByRole('region', { name: 'remote mf_location/LocationButton' })).toBeInTheDocument();
    expect(within(banner).getByRole('region', { name: 'remote mf_cart/CartButton' })).toBeInTheDocument();
    expect(within(banner).getByRole('region', { name: 'remote mf_account/ProfileMenu' })).toBeInTheDocument();
    // the wish list is a signed-in customer's: a guest's page does not load it
    expect(within(banner).queryByRole('region', { name: 'remote mf_account/WishlistButton' })).not.toBeInTheDocument();
  });

  test('signed in: the wish list button instead of track order (guests only)', async () => {
    renderWithProviders(<AppShell />, { route: '/home', session: { ...locatedSession, module: grocery, token: 'token-1' } });
    const banner = screen.getByRole('banner');
    expect(await within(banner).findByRole('region', { name: 'remote mf_cart/CartButton' })).toBeInTheDocument();
    expect(await within(banner).findByRole('region', { name: 'remote mf_account/WishlistButton' })).toBeInTheDocument();
    expect(within(banner).queryByRole('link', { name: 'Track order' })).not.toBeInTheDocument();
  });

  test('the parcel module has no wish list either, even signed in', async () => {
    renderWithProviders(<AppShell />, { route: '/home', session: { ...locatedSession, module: parcel, token: 'customer-token' } });
    const banner = screen.getByRole('banner');
    expect(await within(banner).findByRole('region', { name: 'remote mf_account/ProfileMenu' })).toBeInTheDocument();
    expect(remote('mf_account/WishlistButton')).not.toBeInTheDocument();
  });

  test('hides the cart, the track order icon and the module links in the parcel module; the logo leads to the module list', async () => {
    renderWithProviders(<AppShell />, { route: '/home', session: { ...locatedSession, module: parcel } });
    const banner = screen.getByRole('banner');
    expect(await within(banner).findByRole('region', { name: 'remote mf_account/ProfileMenu' })).toBeInTheDocument();
    expect(remote('mf_cart/CartButton')).not.toBeInTheDocument();
    expect(within(banner).queryByRole('link', { name: 'Track order' })).not.toBeInTheDocument();
    expect(within(banner).queryByRole('button', { name: /Parcel|Modules/ })).not.toBeInTheDocument();
    expect(await within(banner).findByRole('link', { name: / home$/ })).toHaveAttribute('href', '/');
  });

  test('on a phone, the cart and profile stay in the bar and the rest moves into a menu drawer', async () => {
    const { user, store } = renderWithProviders(<AppShell />, {
      route: '/home',
      session: { ...locatedSession, module: grocery },
      viewportWidth: 390,
    });
    const banner = screen.getByRole('banner');
    expect(await within(banner).findByRole('region', { name: 'remote mf_cart/CartButton' })).toBeInTheDocument();
    expect(within(banner).getByRole('region', { name: 'remote mf_account/ProfileMenu' })).toBeInTheDocument();
    expect(within(banner).queryByRole('link', { name: /^home$/i })).not.toBeInTheDocument();

    await user.click(within(banner).getByRole('button', { name: 'Menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    // the drawer's content loads when it first opens
    expect(await within(drawer).findByRole('link', { name: /^home$/i })).toHaveAttribute('href', '/home');
    expect(within(drawer).getByRole('link', { name: /track order/i })).toHaveAttribute('href', '/track-order');
    expect(within(drawer).getByRole('button', { name: /language/i })).toBeInTheDocument();
    expect(await within(drawer).findByRole('region', { name: 'remote mf_location/LocationButton' })).toBeInTheDocument();
    // the theme control moves into the drawer too, and stores the choice from there
    act(() => store.set(themeModeAtom, 'light'));
    await user.click(within(drawer).getByRole('switch', { name: 'Dark mode' }));
    expect(within(drawer).getByRole('switch', { name: 'Dark mode' })).toHaveAttribute('aria-checked', 'true');
    expect(window.localStorage.getItem('theme')).toBe('"dark"');
  });

  test('on a phone without a location, only the logo and the language control show', async () => {
    renderWithProviders(<AppShell />, { viewportWidth: 390 });
    const banner = screen.getByRole('banner');
    expect(await within(banner).findByRole('link', { name: 'Demo Market home' })).toHaveAttribute('href', '/');
    expect(within(banner).getByRole('button', { name: /language/i })).toBeInTheDocument();
    expect(within(banner).queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
  });

  test('the module button opens the module picker', async () => {
    const { user } = renderWithProviders(<AppShell />, { route: '/home', session: { ...locatedSession, module: grocery } });
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: /grocery/i }));
    const dialog = await screen.findByRole('dialog', { name: 'Select a type of module for your orders' });
    expect(await within(dialog).findByRole('button', { name: /food/i })).toBeInTheDocument();
  });
});

describe('the routes', () => {
  test('every page ends with the footer', async () => {
    renderWithProviders(<AppShell />);
    expect(await screen.findByRole('contentinfo', { name: 'site footer' })).toBeInTheDocument();
  });

  test('/ without a location shows the hero that asks for one', async () => {
    renderWithProviders(<AppShell />);
    expect(screen.getByRole('heading', { name: 'Everything you need, delivered to your door' })).toBeInTheDocument();
  });

  test('/ with a location but no module shows the module picker', async () => {
    renderWithProviders(<AppShell />, { session: locatedSession });
    expect(screen.getByRole('heading', { name: 'Select a type of module for your orders' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /grocery/i })).toBeInTheDocument();
  });

  test('/home without a zone goes back to the landing page', async () => {
    const { path } = renderWithProviders(<AppShell />, { route: '/home' });
    await waitFor(() => expect(path()).toBe('/'));
    expect(screen.getByRole('button', { name: /set delivery location/i })).toBeInTheDocument();
  });

  test('/home without a module shows the picker, and choosing one opens the catalogue', async () => {
    const { user, path } = renderWithProviders(<AppShell />, { route: '/home', session: locatedSession });
    await user.click(await screen.findByRole('button', { name: /food/i }));
    expect(await screen.findByRole('region', { name: 'remote mf_catalogue/Routes' })).toBeInTheDocument();
    expect(path()).toBe('/home');
  });

  test('/home with a module mounts the catalogue; /auth and /track-order mount their remotes', async () => {
    renderWithProviders(<AppShell />, { route: '/home/store/12', session: { ...locatedSession, module: grocery } });
    expect(await screen.findByRole('region', { name: 'remote mf_catalogue/Routes' })).toBeInTheDocument();
  });

  test('/home in the parcel module mounts the parcel home (mf_parcel), not the catalogue', async () => {
    renderWithProviders(<AppShell />, { route: '/home', session: { ...locatedSession, module: parcel } });
    expect(await screen.findByRole('region', { name: 'remote mf_parcel/Routes' })).toBeInTheDocument();
    expect(remote('mf_catalogue/Routes')).not.toBeInTheDocument();
  });

  test.each([
    ['/auth/sign-in', 'mf_account/Routes'],
    ['/track-order', 'mf_parcel/Routes'],
    ['/parcel-delivery-info', 'mf_parcel/Routes'],
    ['/chatting?type=delivery_man&id=1', 'mf_account/Routes'],
  ])('%s mounts %s', async (route, id) => {
    renderWithProviders(<AppShell />, { route, session: locatedSession });
    expect(await screen.findByRole('region', { name: `remote ${id}` })).toBeInTheDocument();
  });

  test('an unknown path shows a translated 404 with a way back', async () => {
    const { user, path } = renderWithProviders(<AppShell />, { route: '/no/such/page', session: { language: 'tr' } });
    // Turkish texts load on first use: English shows until they arrive
    expect(await screen.findByText('Sayfa bulunamadı')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ana sayfaya dön' }));
    expect(path()).toBe('/');
  });
});

describe('the side module switcher', () => {
  test('switches the module from the side of a module home on wide screens', async () => {
    const { user, store } = renderWithProviders(<AppShell />, { route: '/home', session: { ...locatedSession, module: grocery } });
    const switcher = await screen.findByRole('navigation', { name: 'Modules' });
    expect(within(switcher).getByRole('button', { name: 'Grocery' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(switcher).getByRole('button', { name: 'Food' }));
    expect(store.get(moduleAtom)).toEqual(food);
    expect(await screen.findByText('A module has been selected.')).toBeInTheDocument();
  });

  test('is not there on a phone', async () => {
    renderWithProviders(<AppShell />, { route: '/home', session: { ...locatedSession, module: grocery }, viewportWidth: 390 });
    await screen.findByRole('region', { name: 'remote mf_catalogue/Routes' });
    expect(screen.queryByRole('navigation', { name: 'Modules' })).not.toBeInTheDocument();
  });
});

describe('a new delivery location', () => {
  test('clears a module the new zone does not serve and offers the picker', async () => {
    const localOnly = makeModule({ id: 11, module_name: 'Local', module_type: 'food', zones: [{ id: 1 }] });
    server.use(
      http.get(`${API}/module`, () =>
        HttpResponse.json([food, grocery, makeModule({ id: 12, module_name: 'Far', module_type: 'grocery', zones: [{ id: 2 }] })]),
      ),
    );
    const { store } = renderWithProviders(<AppShell />, { route: '/home', session: { ...locatedSession, module: localOnly } });
    await screen.findByRole('region', { name: 'remote mf_catalogue/Routes' });

    act(() => {
      store.set(moduleAtom, localOnly);
      emit({ type: 'location/changed', location: { address: 'Far Road', latLng: { lat: 1, lng: 2 }, zoneIds: [2] } });
    });

    expect(store.get(moduleAtom)).toBeNull();
    // /home without a module shows the picker inline: exactly one picker, no modal over it
    expect(await screen.findByRole('heading', { name: 'Select a type of module for your orders' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Select a type of module for your orders' })).not.toBeInTheDocument();
    expect(screen.getAllByText('Select a type of module for your orders')).toHaveLength(1);
  });

  test('away from /home a module the new zone does not serve is cleared and the picker opens as a modal', async () => {
    const localOnly = makeModule({ id: 11, module_name: 'Local', module_type: 'food', zones: [{ id: 1 }] });
    const { store } = renderWithProviders(<AppShell />, { route: '/about-us', session: { ...locatedSession, module: localOnly } });
    act(() => emit({ type: 'location/changed', location: { address: 'Far Road', latLng: { lat: 1, lng: 2 }, zoneIds: [2] } }));
    expect(store.get(moduleAtom)).toBeNull();
    expect(await screen.findByRole('dialog', { name: 'Select a type of module for your orders' })).toBeInTheDocument();
    expect(screen.getAllByText('Select a type of module for your orders')).toHaveLength(1);
  });

  test('keeps a module the new zone still serves', async () => {
    const { store } = renderWithProviders(<AppShell />, { route: '/home', session: { ...locatedSession, module: grocery } });
    await screen.findByRole('region', { name: 'remote mf_catalogue/Routes' });
    act(() => emit({ type: 'location/changed', location: { address: 'Near', latLng: { lat: 1, lng: 2 }, zoneIds: [1] } }));
    expect(store.get(moduleAtom)).toEqual(grocery);
  });
});
