import { screen, waitFor } from '@testing-library/react';
import { emit, guestIdAtom, request, tokenAtom } from '@storefront/platform';
import { act } from 'react';
import { http, HttpResponse } from 'msw';
import { useGuestId } from '../hooks/use-guest-id';
import { useSessionEvents } from '../hooks/use-session-events';
import '../../../i18n'; // the shell's own texts, as bootstrap.tsx loads them
import { API, createTestServer, renderWithProviders } from '@storefront/testing';

const server = createTestServer();

function SessionEvents() {
  useSessionEvents();
  return null;
}

function GuestId() {
  useGuestId();
  return <p>page content</p>;
}

test('an expired session removes the token, says so and opens the sign-in page', async () => {
  const { store, path, routeState } = renderWithProviders(<SessionEvents />, {
    route: '/home?brand_id=3',
    session: { token: 'old-token' },
  });
  expect(window.localStorage.getItem('token')).toBe('old-token');

  act(() => emit({ type: 'session/expired' }));

  expect(await screen.findByText('Your account is inactive or Your token has been expired')).toBeInTheDocument();
  expect(store.get(tokenAtom)).toBeNull();
  expect(window.localStorage.getItem('token')).toBeNull();
  expect(path()).toBe('/auth/sign-in');
  expect(routeState()).toEqual({ from: '/home?brand_id=3' }); // signing in again returns there
});

test('a page that needs an account sends the visitor to sign in with the reason', async () => {
  const { path } = renderWithProviders(<SessionEvents />, { route: '/home' });
  act(() => emit({ type: 'auth/required', message: 'You are not logged in' }));
  expect(await screen.findByText('You are not logged in')).toBeInTheDocument();
  expect(path()).toBe('/auth/sign-in');
});

test('a 401 answered to a signed-in call ends the session through the API client', async () => {
  server.use(
    http.get(`${API}/customer/info`, () =>
      HttpResponse.json({ errors: [{ code: 'auth-001', message: 'Unauthorized.' }] }, { status: 401 }),
    ),
  );
  const { path } = renderWithProviders(<SessionEvents />, { route: '/home', session: { token: 'old-token' } });

  await act(async () => {
    await request('customer/info').catch(() => undefined);
  });

  await waitFor(() => expect(path()).toBe('/auth/sign-in'));
  expect(window.localStorage.getItem('token')).toBeNull();
});

test('a sign-out from any remote leaves no token behind', () => {
  const { store } = renderWithProviders(<SessionEvents />, { session: { token: 'token' } });
  act(() => emit({ type: 'auth/signed-out' }));
  expect(store.get(tokenAtom)).toBeNull();
});

test('a guest id is requested once when none is stored, without holding the page back', async () => {
  let requests = 0;
  server.use(
    http.post(`${API}/auth/guest/request`, () => {
      requests += 1;
      return HttpResponse.json({ guest_id: 987654 });
    }),
  );
  const { store } = renderWithProviders(<GuestId />);
  expect(screen.getByText('page content')).toBeInTheDocument();
  await waitFor(() => expect(store.get(guestIdAtom)).toBe('987654'));
  expect(window.localStorage.getItem('guest_id')).toBe('987654');
  expect(requests).toBe(1);
});

test('a guest id dropped as stale is replaced by a new one', async () => {
  let issued = 0;
  server.use(
    http.post(`${API}/auth/guest/request`, () => {
      issued += 1;
      return HttpResponse.json({ guest_id: `fresh-${issued}` });
    }),
  );
  const { store } = renderWithProviders(<GuestId />);
  await waitFor(() => expect(store.get(guestIdAtom)).toBe('fresh-1'));
  act(() => store.set(guestIdAtom, null)); // what the API client does on a 401 guest_id
  await waitFor(() => expect(store.get(guestIdAtom)).toBe('fresh-2'));
  expect(issued).toBe(2);
});

test('a stored guest id is kept and no new one is requested', async () => {
  server.use(http.post(`${API}/auth/guest/request`, () => HttpResponse.error()));
  const { store } = renderWithProviders(<GuestId />, { session: { guestId: 'kept' } });
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(store.get(guestIdAtom)).toBe('kept');
});

test('a failed guest id request leaves the page working and nothing stored', async () => {
  let requests = 0;
  server.use(
    http.post(`${API}/auth/guest/request`, () => {
      requests += 1;
      return HttpResponse.error();
    }),
  );
  const { store } = renderWithProviders(<GuestId />);
  await waitFor(() => expect(requests).toBe(1));
  expect(screen.getByText('page content')).toBeInTheDocument();
  expect(store.get(guestIdAtom)).toBeNull();
});
