import { screen, waitFor } from '@testing-library/react';
import { API, createTestServer, makeConfig, makeCustomer, renderWithProviders } from '@storefront/testing';
import { http, HttpResponse } from 'msw';
import AccountRoutes from '../../../../exposes/routes';
import { openPaymentPage } from '../../utils/payment-page';

const server = createTestServer();
jest.setTimeout(60_000);

const config = makeConfig({ customer_wallet_status: 1, loyalty_point_status: 1, ref_earning_status: 1 });
const page = (data: object[], total = data.length) => ({ total_size: total, limit: 10, offset: 1, data });
const line = (id: number, type: string, credit: number, debit: number, balance: number) => ({
  id,
  user_id: 1,
  transaction_id: `T${id}`,
  transaction_type: type,
  reference: null,
  credit,
  debit,
  admin_bonus: 0,
  balance,
  created_at: '2026-11-20T10:00:00.000Z',
});

function serveWallet() {
  const funds: unknown[] = [];
  server.use(
    http.get(`${API}/config`, () => HttpResponse.json(config)),
    http.get(`${API}/customer/info`, () => HttpResponse.json(makeCustomer({ wallet_balance: 25 }))),
    http.get(`${API}/customer/wallet/transactions`, () =>
      HttpResponse.json(page([line(2, 'loyalty_point', 5, 0, 25), line(1, 'order_place', 0, 12, 20)])),
    ),
    http.get(`${API}/customer/wallet/bonuses`, () =>
      HttpResponse.json([
        {
          id: 1,
          title: 'Top-up bonus',
          description: '',
          bonus_type: 'percentage',
          bonus_amount: 10,
          minimum_add_amount: 50,
          maximum_bonus_amount: 20,
          start_date: '2026-11-01',
          end_date: '2027-11-01',
        },
      ]),
    ),
    http.post(`${API}/customer/wallet/add-fund`, async ({ request }) => {
      funds.push(await request.json());
      return HttpResponse.json({ redirect_link: 'http://api.test/payment-mobile/wallet?fund_id=1&token=abc' });
    }),
  );
  return funds;
}

jest.mock('../../utils/payment-page', () => ({ openPaymentPage: jest.fn() }));
const assign = openPaymentPage as jest.Mock;
beforeEach(() => assign.mockReset());

test('shows the balance, the running bonus and the history with signed amounts', async () => {
  serveWallet();
  renderWithProviders(<AccountRoutes />, { route: '/wallet', session: { token: 'token-1' } });
  expect(await screen.findByTestId('wallet-balance')).toHaveTextContent('$25.00');
  expect(await screen.findByText('Top-up bonus')).toBeInTheDocument();
  expect(screen.getByText('10% extra')).toBeInTheDocument();
  const history = await screen.findByRole('list', { name: 'Transactions' });
  expect(history).toHaveTextContent('Converted from loyalty points');
  expect(history).toHaveTextContent('+$5.00');
  expect(history).toHaveTextContent('Order payment');
  expect(history).toHaveTextContent('-$12.00');
});

test('add fund: an amount is required and must be more than 0; then the browser goes to the payment page', async () => {
  const funds = serveWallet();
  const { user } = renderWithProviders(<AccountRoutes />, { route: '/wallet', session: { token: 'token-1' } });
  const button = await screen.findByRole('button', { name: 'Add Fund' });
  await user.click(button);
  expect(await screen.findByText('Enter an amount')).toBeInTheDocument();
  await user.click(screen.getByLabelText('Amount'));
  await user.paste('0');
  await user.click(button);
  expect(await screen.findByText('The amount must be more than 0.')).toBeInTheDocument();
  expect(funds).toHaveLength(0);

  await user.clear(screen.getByLabelText('Amount'));
  await user.paste('50');
  await user.click(button);
  await waitFor(() => expect(assign).toHaveBeenCalledWith('http://api.test/payment-mobile/wallet?fund_id=1&token=abc'));
  expect(funds).toEqual([
    { amount: 50, payment_method: 'digital_payment', payment_platform: 'web', callback: `${window.location.origin}/wallet` },
  ]);
});

test('back from the payment page: the outcome is told once and the flag leaves the address', async () => {
  serveWallet();
  const { path } = renderWithProviders(<AccountRoutes />, { route: '/wallet?flag=success', session: { token: 'token-1' } });
  expect(await screen.findByText('Fund added successfully.')).toBeInTheDocument();
  await waitFor(() => expect(path()).toBe('/wallet'));
});

test('the wallet page is hidden when the wallet is off in the config', async () => {
  serveWallet();
  server.use(http.get(`${API}/config`, () => HttpResponse.json({ ...config, customer_wallet_status: 0 })));
  renderWithProviders(<AccountRoutes />, { route: '/profile?page=wallet', session: { token: 'token-1' } });
  expect(await screen.findByText('This page is not available.')).toBeInTheDocument();
});
