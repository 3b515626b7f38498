import { on } from '@storefront/platform';
import { screen, waitFor } from '@testing-library/react';
import { API, createTestServer, renderWithProviders } from '@storefront/testing';
import { http, HttpResponse } from 'msw';
import AccountRoutes from '../../../../exposes/routes';

const server = createTestServer();

function loginHandler(respond: () => Response) {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post(`${API}/auth/login`, async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      return respond();
    }),
  );
  return bodies;
}

const renderSignIn = (route = '/auth/sign-in') =>
  renderWithProviders(<AccountRoutes />, { route, mountAt: '/auth/*', session: { guestId: 'guest-42' } });

test('shows what is missing and sends nothing when the form is empty', async () => {
  const bodies = loginHandler(() => HttpResponse.json({ token: 'never' }));
  const { user } = renderSignIn();

  await user.click(screen.getByRole('button', { name: 'Sign In' }));

  expect(await screen.findByText('Email or phone is required')).toBeInTheDocument();
  expect(screen.getByText('Password is required')).toBeInTheDocument();
  expect(bodies).toHaveLength(0);
});

test('refuses a password shorter than six characters', async () => {
  const bodies = loginHandler(() => HttpResponse.json({ token: 'never' }));
  const { user } = renderSignIn();

  await user.type(screen.getByLabelText('Email or phone'), 'customer@example.com');
  await user.type(screen.getByLabelText('Password'), '12345');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));

  expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
  expect(bodies).toHaveLength(0);
});

test('signs in with a phone number, stores the token, says so and goes home', async () => {
  const bodies = loginHandler(() => HttpResponse.json({ token: 'token-123', is_phone_verified: 1 }));
  const signedIn = jest.fn();
  const subscription = on('auth/signed-in').subscribe(signedIn);
  const { user, path } = renderSignIn();

  await user.type(screen.getByLabelText('Email or phone'), '+15550100100');
  await user.type(screen.getByLabelText('Password'), 'Demo@1234');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));

  expect(await screen.findByText('Sign in successfully.')).toBeInTheDocument();
  expect(window.localStorage.getItem('token')).toBe('token-123');
  await waitFor(() => expect(path()).toBe('/home'));
  expect(signedIn).toHaveBeenCalledTimes(1);
  expect(bodies).toEqual([
    {
      email_or_phone: '+15550100100',
      field_type: 'phone',
      login_type: 'manual',
      password: 'Demo@1234',
      guest_id: 'guest-42',
    },
  ]);
  subscription.unsubscribe();
});

test('goes back to the page that asked for sign-in', async () => {
  loginHandler(() => HttpResponse.json({ token: 'token-123' }));
  const { user, path } = renderSignIn(`/auth/sign-in?from=${encodeURIComponent('/checkout?page=cart')}`);

  await user.type(screen.getByLabelText('Email or phone'), 'customer@example.com');
  await user.type(screen.getByLabelText('Password'), 'Demo@1234');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));

  expect(await screen.findByText('Sign in successfully.')).toBeInTheDocument();
  await waitFor(() => expect(path()).toBe('/checkout?page=cart'));
});

test("shows the server's message for wrong credentials and keeps what was typed", async () => {
  loginHandler(() => HttpResponse.json({ errors: [{ code: 'auth-001', message: 'Credential does not match.' }] }, { status: 401 }));
  const { user, path } = renderSignIn();

  await user.type(screen.getByLabelText('Email or phone'), 'customer@example.com');
  await user.type(screen.getByLabelText('Password'), 'wrong-password');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));

  expect(await screen.findByText('Credential does not match.')).toBeInTheDocument();
  expect(screen.getByLabelText('Email or phone')).toHaveValue('customer@example.com');
  expect(screen.getByLabelText('Password')).toHaveValue('wrong-password');
  expect(window.localStorage.getItem('token')).toBeNull();
  expect(path()).toBe('/auth/sign-in');
});

test('links to the sign-up page, keeping the page to return to', async () => {
  const { user, path } = renderSignIn('/auth/sign-in?from=%2Fcheckout');

  await user.click(screen.getByRole('link', { name: 'Sign Up' }));

  expect(await screen.findByLabelText('Confirm password')).toBeInTheDocument();
  expect(path()).toBe('/auth/sign-up?from=%2Fcheckout');
});
