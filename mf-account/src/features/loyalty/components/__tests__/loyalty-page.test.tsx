import { screen, waitFor } from '@testing-library/react';
import { API, createTestServer, makeConfig, makeCustomer, renderWithProviders } from '@storefront/testing';
import { http, HttpResponse } from 'msw';
import AccountRoutes from '../../../../exposes/routes';

const server = createTestServer();
jest.setTimeout(60_000);

const config = makeConfig({
  customer_wallet_status: 1,
  loyalty_point_status: 1,
  loyalty_point_exchange_rate: 10,
  loyalty_point_minimum_point: 100,
} as never);

function serveLoyalty() {
  const transfers: unknown[] = [];
  let points = 120;
  server.use(
    http.get(`${API}/config`, () => HttpResponse.json(config)),
    http.get(`${API}/customer/info`, () => HttpResponse.json(makeCustomer({ loyalty_point: points, wallet_balance: 25 }))),
    http.get(`${API}/customer/loyalty-point/transactions`, () =>
      HttpResponse.json({
        total_size: 1,
        limit: 10,
        offset: 1,
        data: [
          {
            id: 1,
            user_id: 1,
            transaction_id: 'T1',
            transaction_type: 'order_place',
            reference: null,
            credit: 120,
            debit: 0,
            balance: 120,
            created_at: '2026-11-20T10:00:00.000Z',
          },
        ],
      }),
    ),
    http.post(`${API}/customer/loyalty-point/point-transfer`, async ({ request }) => {
      const body = (await request.json()) as { point: number };
      transfers.push(body);
      points -= body.point;
      return HttpResponse.json({ message: 'Points converted to wallet balance successfully.' });
    }),
  );
  return transfers;
}

test('shows the points, the rate and minimum from the config, and the history', async () => {
  serveLoyalty();
  renderWithProviders(<AccountRoutes />, { route: '/loyalty-points', session: { token: 'token-1' } });
  expect(await screen.findByTestId('loyalty-points')).toHaveTextContent('120');
  expect(await screen.findByText(/10 points = \$1\.00/)).toHaveTextContent('Minimum 100 points');
  expect(await screen.findByRole('list', { name: 'Transactions' })).toHaveTextContent('Order reward');
});

test('below the minimum or above the balance is refused without a request (the shared rule)', async () => {
  const transfers = serveLoyalty();
  const { user } = renderWithProviders(<AccountRoutes />, { route: '/loyalty-points', session: { token: 'token-1' } });
  await waitFor(async () => expect(await screen.findByTestId('loyalty-points')).toHaveTextContent('120'));
  const input = await screen.findByLabelText('Points to convert');
  await user.click(input);
  await user.paste('99');
  await user.click(screen.getByRole('button', { name: 'Convert to wallet' }));
  expect(await screen.findByText('You need to convert at least 100 points.')).toBeInTheDocument();
  await user.clear(input);
  await user.paste('150');
  await user.click(screen.getByRole('button', { name: 'Convert to wallet' }));
  expect(await screen.findByText('You do not have enough loyalty points.')).toBeInTheDocument();
  expect(transfers).toHaveLength(0);
});

test('converting sends the points, tells the server’s message and shows the new balance', async () => {
  const transfers = serveLoyalty();
  const { user } = renderWithProviders(<AccountRoutes />, { route: '/loyalty-points', session: { token: 'token-1' } });
  await waitFor(async () => expect(await screen.findByTestId('loyalty-points')).toHaveTextContent('120'));
  await user.click(screen.getByLabelText('Points to convert'));
  await user.paste('100');
  expect(screen.getByText(/You will get \$10\.00/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Convert to wallet' }));
  expect(await screen.findByText('Points converted to wallet balance successfully.')).toBeInTheDocument();
  expect(transfers).toEqual([{ point: 100 }]);
  await waitFor(() => expect(screen.getByTestId('loyalty-points')).toHaveTextContent('20'));
});
