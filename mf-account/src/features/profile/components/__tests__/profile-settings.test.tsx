import { screen, waitFor } from '@testing-library/react';
import { API, createTestServer, makeConfig, makeCustomer, renderWithProviders } from '@storefront/testing';
import { http, HttpResponse } from 'msw';
import AccountRoutes from '../../../../exposes/routes';

const server = createTestServer();
// typing through the antd form is slow on a loaded machine
jest.setTimeout(60_000);

/** Types by pasting: the same events for formik, at a fraction of the cost. */
async function fill(
  user: { click: (e: Element) => Promise<void>; paste: (text: string) => Promise<void> },
  field: HTMLElement,
  text: string,
) {
  await user.click(field);
  await user.paste(text);
}
const PAGE = '/profile?page=profile-settings';

function serveProfile(customer = makeCustomer({ image_full_url: '' })) {
  const sent: FormData[] = [];
  server.use(
    http.get(`${API}/customer/info`, () => HttpResponse.json(customer)),
    http.post(`${API}/customer/update-profile`, async ({ request }) => {
      sent.push(await request.formData());
      return HttpResponse.json({ message: 'Successfully updated!' });
    }),
  );
  return sent;
}

const renderPage = () => renderWithProviders(<AccountRoutes />, { route: PAGE, session: { token: 'token-1' } });

test('a visitor is told to sign in and sent to the sign-in page', async () => {
  const { path } = renderWithProviders(<AccountRoutes />, { route: '/wallet' });
  expect(await screen.findByText('You must be login to access this page.')).toBeInTheDocument();
  await waitFor(() => expect(path()).toMatch(/^\/auth\/sign-in/));
});

test("the form holds the customer's details; the phone cannot be changed", async () => {
  serveProfile();
  renderPage();
  expect(await screen.findByLabelText('First name')).toHaveValue('Jane');
  expect(screen.getByLabelText('Last name')).toHaveValue('Doe');
  expect(screen.getByLabelText('Email')).toHaveValue('customer@example.com');
  expect(screen.getByLabelText('Phone')).toBeDisabled();
  expect(screen.getByText('Image format - jpg, png, jpeg, gif. Image size - maximum 2 MB. Image ratio - 1:1')).toBeInTheDocument();
});

test("the spec's messages: names and email required, the email valid and at most 255 characters", async () => {
  const sent = serveProfile();
  const { user } = renderPage();
  const first = await screen.findByLabelText('First name');
  await waitFor(() => expect(first).toHaveValue('Jane'));
  await user.clear(first);
  await user.clear(screen.getByLabelText('Last name'));
  await user.clear(screen.getByLabelText('Email'));
  await user.click(screen.getByRole('button', { name: 'Update Profile' }));
  expect(await screen.findByText('name is required')).toBeInTheDocument();
  expect(screen.getByText('last name required')).toBeInTheDocument();
  expect(screen.getByText('Email is required')).toBeInTheDocument();

  await fill(user, screen.getByLabelText('Email'), 'not-an-email');
  await user.click(screen.getByRole('button', { name: 'Update Profile' }));
  expect(await screen.findByText('Must be a valid email')).toBeInTheDocument();
  expect(sent).toHaveLength(0);
});

test('a new password must match its confirmation', async () => {
  const sent = serveProfile();
  const { user } = renderPage();
  await waitFor(() => expect(screen.getByLabelText('First name')).toHaveValue('Jane'));
  await fill(user, screen.getByLabelText('New password'), 'violet harbour lantern 93');
  await fill(user, screen.getByLabelText('Confirm password'), 'something else');
  await user.click(screen.getByRole('button', { name: 'Update Profile' }));
  expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
  expect(sent).toHaveLength(0);
});

test("nothing changed: 'No changes found to update.' and no request", async () => {
  const sent = serveProfile();
  const { user } = renderPage();
  await waitFor(() => expect(screen.getByLabelText('First name')).toHaveValue('Jane'));
  await user.click(screen.getByRole('button', { name: 'Update Profile' }));
  expect(await screen.findByText('No changes found to update.')).toBeInTheDocument();
  expect(sent).toHaveLength(0);
});

test("a change is sent as multipart with the picture, then 'Updated successfully.'", async () => {
  const sent = serveProfile();
  const { user } = renderPage();
  const first = await screen.findByLabelText('First name');
  await waitFor(() => expect(first).toHaveValue('Jane'));
  await user.clear(first);
  await fill(user, first, 'Janet');
  const picture = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });
  await user.upload(screen.getByLabelText('Profile image', { selector: 'input' }), picture);
  await user.click(screen.getByRole('button', { name: 'Update Profile' }));
  expect(await screen.findByText('Updated successfully.')).toBeInTheDocument();
  expect(sent).toHaveLength(1);
  expect(sent[0].get('f_name')).toBe('Janet');
  expect(sent[0].get('phone')).toBe('+15550100100');
  expect(sent[0].get('password')).toBeNull();
  expect(sent[0].get('image')).toBeTruthy();
});

test('a picture that is not jpg, png or gif, or over 2 MB, is refused before sending', async () => {
  serveProfile();
  const { user } = renderWithProviders(<AccountRoutes />, {
    route: PAGE,
    session: { token: 'token-1' },
    userOptions: { applyAccept: false },
  });
  await screen.findByLabelText('First name');
  const input = screen.getByLabelText('Profile image', { selector: 'input' });
  await user.upload(input, new File(['<svg/>'], 'me.svg', { type: 'image/svg+xml' }));
  expect(await screen.findByText('Only jpg, png, jpeg and gif images can be uploaded.')).toBeInTheDocument();
  await user.upload(input, new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
  expect(await screen.findByText('The image must be 2 MB or smaller.')).toBeInTheDocument();
});

test('the server refusing the email shows its message, translated', async () => {
  server.use(
    http.get(`${API}/customer/info`, () => HttpResponse.json(makeCustomer())),
    http.post(`${API}/customer/update-profile`, () =>
      HttpResponse.json({ errors: [{ code: 'email', message: 'The email has already been taken.' }] }, { status: 422 }),
    ),
  );
  const { user } = renderPage();
  const email = await screen.findByLabelText('Email');
  await waitFor(() => expect(email).toHaveValue('customer@example.com'));
  await user.clear(email);
  await fill(user, email, 'taken@example.com');
  await user.click(screen.getByRole('button', { name: 'Update Profile' }));
  expect(await screen.findByText('The email has already been taken.')).toBeInTheDocument();
});

test('social logins have no password fields, only the note', async () => {
  serveProfile(makeCustomer({ login_medium: 'google' } as never));
  renderPage();
  expect(await screen.findByText('Password can not be updated while you are logged in by using social logins.')).toBeInTheDocument();
  expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
});

test('deleting the account asks first, then removes the token and goes to the landing page', async () => {
  let deleted = 0;
  server.use(
    http.get(`${API}/customer/info`, () => HttpResponse.json(makeCustomer())),
    http.delete(`${API}/customer/remove-account`, () => {
      deleted += 1;
      return HttpResponse.json({ message: 'Account has been deleted' });
    }),
  );
  // mounted at /profile as the shell does: / is the shell's landing page, empty here
  const { user, path } = renderWithProviders(<AccountRoutes />, { route: PAGE, session: { token: 'token-1' }, mountAt: '/profile' });
  await user.click(await screen.findByRole('button', { name: 'Delete account' }));
  expect(await screen.findByRole('dialog')).toHaveTextContent('Delete your account?');
  expect(deleted).toBe(0);
  await user.click(screen.getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Account has been deleted')).toBeInTheDocument();
  expect(deleted).toBe(1);
  expect(window.localStorage.getItem('token')).toBeNull();
  await waitFor(() => expect(path()).toBe('/'));
  expect(screen.queryByText('You must be login to access this page.')).not.toBeInTheDocument();
});

test('the account menu leaves out wallet, loyalty points and referral when their status is 0', async () => {
  server.use(
    http.get(`${API}/customer/info`, () => HttpResponse.json(makeCustomer())),
    http.get(`${API}/config`, () =>
      HttpResponse.json(makeConfig({ customer_wallet_status: 0, loyalty_point_status: 0, ref_earning_status: 1 })),
    ),
  );
  renderPage();
  const nav = await screen.findByRole('navigation', { name: 'My account' });
  await waitFor(() => expect(nav).toHaveTextContent('Referral Code'));
  expect(nav).not.toHaveTextContent('Wallet');
  expect(nav).not.toHaveTextContent('Loyalty Points');
  expect(nav).toHaveTextContent('Coupons');
});
