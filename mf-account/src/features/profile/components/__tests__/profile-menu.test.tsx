import { on } from '@storefront/platform';
import { screen, waitFor } from '@testing-library/react';
import { API, createTestServer, makeCustomer, renderWithProviders } from '@storefront/testing';
import { http, HttpResponse } from 'msw';
import ProfileMenu from '../../../../exposes/profile-menu';

const server = createTestServer();
const customer = makeCustomer();

test('offers a Sign In button to a visitor that leads to the sign-in page', async () => {
  const { user, path } = renderWithProviders(<ProfileMenu />, { route: '/home' });

  await user.click(screen.getByRole('button', { name: 'Sign In' }));

  expect(path()).toBe('/auth/sign-in');
});

test("shows the signed-in customer's name from their profile", async () => {
  const authorizations: (string | null)[] = [];
  server.use(
    http.get(`${API}/customer/info`, ({ request }) => {
      authorizations.push(request.headers.get('authorization'));
      return HttpResponse.json(customer);
    }),
  );
  renderWithProviders(<ProfileMenu />, { route: '/home', session: { token: 'token-123' } });

  expect(await screen.findByRole('button', { name: 'Account menu of Jane Doe' })).toHaveTextContent('Jane');
  expect(screen.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
  expect(authorizations).toEqual(['Bearer token-123']);
});

test('still offers the menu when the profile cannot be loaded', async () => {
  server.use(http.get(`${API}/customer/info`, () => HttpResponse.json({ errors: [] }, { status: 500 })));
  renderWithProviders(<ProfileMenu />, { route: '/home', session: { token: 'token-123' } });

  expect(await screen.findByRole('button', { name: 'My account' })).toBeInTheDocument();
});

test('logs out after a confirmation: token revoked and cleared, toast, back home', async () => {
  const revoked: (string | null)[] = [];
  server.use(
    http.get(`${API}/customer/info`, () => HttpResponse.json(customer)),
    http.post(`${API}/auth/logout`, ({ request }) => {
      revoked.push(request.headers.get('authorization'));
      return HttpResponse.json({ message: 'Logout successful.' });
    }),
  );
  const signedOut = jest.fn();
  const subscription = on('auth/signed-out').subscribe(signedOut);
  const { user, path } = renderWithProviders(<ProfileMenu />, { route: '/store/12', session: { token: 'token-123' } });

  await user.click(await screen.findByRole('button', { name: 'Account menu of Jane Doe' }));
  await user.click(await screen.findByRole('menuitem', { name: /Logout/ }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('Are you sure you want to logout?');
  expect(window.localStorage.getItem('token')).toBe('token-123');

  await user.click(screen.getByRole('button', { name: 'Logout' }));

  expect(await screen.findByText('Logout successful.')).toBeInTheDocument();
  expect(window.localStorage.getItem('token')).toBeNull();
  expect(signedOut).toHaveBeenCalledTimes(1);
  expect(revoked).toEqual(['Bearer token-123']);
  await waitFor(() => expect(path()).toBe('/home'));
  expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  subscription.unsubscribe();
});

test('keeps the customer signed in when the logout is cancelled', async () => {
  server.use(http.get(`${API}/customer/info`, () => HttpResponse.json(customer)));
  const { user } = renderWithProviders(<ProfileMenu />, { route: '/home', session: { token: 'token-123' } });

  await user.click(await screen.findByRole('button', { name: 'Account menu of Jane Doe' }));
  await user.click(await screen.findByRole('menuitem', { name: /Logout/ }));
  await screen.findByRole('dialog');
  await user.click(screen.getByRole('button', { name: 'Cancel' }));

  expect(window.localStorage.getItem('token')).toBe('token-123');
  expect(screen.getByRole('button', { name: 'Account menu of Jane Doe' })).toBeInTheDocument();
});

test('still logs out locally when the server cannot be reached', async () => {
  server.use(
    http.get(`${API}/customer/info`, () => HttpResponse.json(customer)),
    http.post(`${API}/auth/logout`, () => HttpResponse.error()),
  );
  const { user, path } = renderWithProviders(<ProfileMenu />, { route: '/home', session: { token: 'token-123' } });

  await user.click(await screen.findByRole('button', { name: 'Account menu of Jane Doe' }));
  await user.click(await screen.findByRole('menuitem', { name: /Logout/ }));
  await screen.findByRole('dialog');
  await user.click(screen.getByRole('button', { name: 'Logout' }));

  expect(await screen.findByText('Logout successful.')).toBeInTheDocument();
  expect(window.localStorage.getItem('token')).toBeNull();
  // Already on /home, so the spec goes to the landing page.
  await waitFor(() => expect(path()).toBe('/'));
});
