import { screen, waitFor } from '@testing-library/react';
import { API, createTestServer, renderWithProviders } from '@storefront/testing';
import { http, HttpResponse } from 'msw';
import AccountRoutes from '../../../../exposes/routes';

const server = createTestServer();

function signUpHandler(respond: () => Response) {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post(`${API}/auth/sign-up`, async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      return respond();
    }),
  );
  return bodies;
}

const renderSignUp = () =>
  renderWithProviders(<AccountRoutes />, { route: '/auth/sign-up', mountAt: '/auth/*', session: { guestId: 'guest-42' } });

test("shows the spec's messages for every missing field", async () => {
  const bodies = signUpHandler(() => HttpResponse.json({ token: 'never' }));
  const { user } = renderSignUp();

  await user.click(screen.getByRole('button', { name: 'Sign Up' }));

  expect(await screen.findByText('name is required')).toBeInTheDocument();
  expect(screen.getByText('last name required')).toBeInTheDocument();
  expect(screen.getByText('Email is required')).toBeInTheDocument();
  expect(screen.getByText('phone number required')).toBeInTheDocument();
  expect(screen.getByText('Password is required')).toBeInTheDocument();
  expect(screen.getByText('Confirm password is required')).toBeInTheDocument();
  expect(bodies).toHaveLength(0);
});

test('refuses an invalid email, a short password and a confirmation that differs', async () => {
  const bodies = signUpHandler(() => HttpResponse.json({ token: 'never' }));
  const { user } = renderSignUp();

  await user.type(screen.getByLabelText('Email'), 'not-an-email');
  await user.type(screen.getByLabelText('Password'), 'short');
  await user.type(screen.getByLabelText('Confirm password'), 'shorter');
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));

  expect(await screen.findByText('Must be a valid email')).toBeInTheDocument();
  expect(screen.getByText('The password must be at least 8 characters.')).toBeInTheDocument();
  expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
  expect(bodies).toHaveLength(0);
});

test('refuses a common password and one made of the person own name, as the server would', async () => {
  const bodies = signUpHandler(() => HttpResponse.json({ token: 'never' }));
  const { user } = renderSignUp();

  await user.type(screen.getByLabelText('First name'), 'Samantha');
  await user.type(screen.getByLabelText('Last name'), 'Lee');
  await user.type(screen.getByLabelText('Password'), 'password123');
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
  expect(await screen.findByText('This password is too common. Choose another one.')).toBeInTheDocument();

  await user.clear(screen.getByLabelText('Password'));
  await user.type(screen.getByLabelText('Password'), 'Samantha.Lee');
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
  expect(await screen.findByText('The password must not be made of your name, phone number or e-mail.')).toBeInTheDocument();
  expect(bodies).toHaveLength(0);
});

test('creates the account, stores the token and says so', async () => {
  const bodies = signUpHandler(() => HttpResponse.json({ token: 'new-token', is_phone_verified: 0 }));
  const { user, path } = renderSignUp();

  await user.type(screen.getByLabelText('First name'), 'Sam');
  await user.type(screen.getByLabelText('Last name'), 'Lee');
  await user.type(screen.getByLabelText('Email'), 'sam@example.com');
  await user.type(screen.getByLabelText('Phone'), '+1 555 0100 200');
  await user.type(screen.getByLabelText('Password'), 'Secret@123');
  await user.type(screen.getByLabelText('Confirm password'), 'Secret@123');
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));

  expect(await screen.findByText('Signup successfully.')).toBeInTheDocument();
  expect(window.localStorage.getItem('token')).toBe('new-token');
  await waitFor(() => expect(path()).toBe('/home'));
  expect(bodies).toEqual([
    {
      f_name: 'Sam',
      l_name: 'Lee',
      email: 'sam@example.com',
      phone: '+15550100200',
      password: 'Secret@123',
      guest_id: 'guest-42',
    },
  ]);
});

test("shows the server's message when the email is taken", async () => {
  signUpHandler(() => HttpResponse.json({ errors: [{ code: 'email', message: 'The email has already been taken.' }] }, { status: 403 }));
  const { user } = renderSignUp();

  await user.type(screen.getByLabelText('First name'), 'Sam');
  await user.type(screen.getByLabelText('Last name'), 'Lee');
  await user.type(screen.getByLabelText('Email'), 'customer@example.com');
  await user.type(screen.getByLabelText('Phone'), '+15550100200');
  await user.type(screen.getByLabelText('Password'), 'Secret@123');
  await user.type(screen.getByLabelText('Confirm password'), 'Secret@123');
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));

  expect(await screen.findByText('The email has already been taken.')).toBeInTheDocument();
  expect(window.localStorage.getItem('token')).toBeNull();
  expect(screen.getByLabelText('First name')).toHaveValue('Sam');
});
