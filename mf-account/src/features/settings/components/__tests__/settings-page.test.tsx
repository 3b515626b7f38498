import { on } from '@storefront/platform';
import { screen, waitFor } from '@testing-library/react';
import { API, createTestServer, makeConfig, makeCustomer, renderWithProviders } from '@storefront/testing';
import { http, HttpResponse } from 'msw';
import AccountRoutes from '../../../../exposes/routes';

const server = createTestServer();
jest.setTimeout(60_000);

beforeEach(() =>
  server.use(
    http.get(`${API}/customer/info`, () => HttpResponse.json(makeCustomer({ ref_code: 'DEMO-JANE' }))),
    http.get(`${API}/config`, () =>
      HttpResponse.json(makeConfig({ customer_wallet_status: 1, loyalty_point_status: 1, ref_earning_status: 1 })),
    ),
  ),
);

test('settings: the theme goes to the shell over the bus; the notification choice is kept', async () => {
  const themes: string[] = [];
  const subscription = on('theme/set').subscribe((event) => themes.push(event.mode));
  const { user } = renderWithProviders(<AccountRoutes />, { route: '/settings', session: { token: 'token-1' } });
  await user.click(await screen.findByText('Light'));
  await user.click(screen.getByText('Dark'));
  expect(themes.at(-1)).toBe('dark');
  await user.click(screen.getByRole('checkbox', { name: 'Order and offer notifications' }));
  expect(window.localStorage.getItem('storefront.notifications')).toBe('off');
  expect(await screen.findByText('Notification settings saved.')).toBeInTheDocument();
  subscription.unsubscribe();
});

test('referral: the code and its copy button, which says Copied! for a second', async () => {
  const { user } = renderWithProviders(<AccountRoutes />, { route: '/referral-code', session: { token: 'token-1' } });
  expect(await screen.findByTestId('referral-code')).toHaveTextContent('DEMO-JANE');
  // user-event puts its own clipboard in place when the page renders
  const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
  await user.click(screen.getByRole('button', { name: 'Copy code DEMO-JANE' }));
  expect(writeText).toHaveBeenCalledWith('DEMO-JANE');
  expect(await screen.findByText('Copied!')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText('Copied!')).not.toBeInTheDocument(), { timeout: 3000 });
});
