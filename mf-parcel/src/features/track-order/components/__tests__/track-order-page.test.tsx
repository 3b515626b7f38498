import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, createTestServer, makeTrackedOrder, recordRequests, renderWithProviders, type TestSession } from '@storefront/testing';
import type { TrackedOrder } from '@storefront/contract';
import ParcelRoutes from '../../../../exposes/routes';

const server = createTestServer();

function trackHandler(respond: (url: URL, request: Request) => Response | Promise<Response>) {
  server.use(http.get(`${API}/customer/order/track`, ({ request }) => respond(new URL(request.url), request)));
  return recordRequests(server, 'customer/order/track');
}

const guestSession: TestSession = { guestId: 'guest-abc' };

test('asks a guest for the order id and the contact number before tracking', async () => {
  const requests = trackHandler(() => HttpResponse.json(makeTrackedOrder()));
  const { user } = renderWithProviders(<ParcelRoutes />, { route: '/', session: guestSession });

  await user.click(screen.getByRole('button', { name: 'Track Order' }));

  expect(await screen.findByText('Need a order id')).toBeInTheDocument();
  expect(screen.getByText('Need a contact number')).toBeInTheDocument();
  expect(requests).toHaveLength(0);
});

test('asks a signed-in customer only for the order id', async () => {
  const requests = trackHandler(() => HttpResponse.json(makeTrackedOrder()));
  const { user } = renderWithProviders(<ParcelRoutes />, { session: { token: 'customer-token' } });

  expect(screen.queryByLabelText('Contact number')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Track Order' }));
  expect(await screen.findByText('Need a order id')).toBeInTheDocument();

  await user.type(screen.getByLabelText('Order ID'), '100045');
  await user.click(screen.getByRole('button', { name: 'Track Order' }));

  expect(await screen.findByText('Order #100045')).toBeInTheDocument();
  expect(requests).toHaveLength(1);
  expect(requests[0].url.searchParams.get('order_id')).toBe('100045');
  expect(requests[0].url.searchParams.has('contact_number')).toBe(false);
  expect(requests[0].headers.get('authorization')).toBe('Bearer customer-token');
});

test('shows Order not found when the API does not know the order', async () => {
  trackHandler(() => HttpResponse.json({ errors: [{ code: 'order', message: 'Order not found' }] }, { status: 404 }));
  const { user } = renderWithProviders(<ParcelRoutes />, { session: guestSession });

  await user.type(screen.getByLabelText('Order ID'), '999');
  await user.type(screen.getByLabelText('Contact number'), '+15550100100');
  await user.click(screen.getByRole('button', { name: 'Track Order' }));

  expect(await screen.findByText('Order not found')).toBeInTheDocument();
  expect(screen.queryByLabelText('Order progress')).not.toBeInTheDocument();
});

test('shows a server failure with a way to try again', async () => {
  trackHandler(() => HttpResponse.json({ errors: [{ code: 'server', message: 'Tracking is down' }] }, { status: 500 }));
  const { user } = renderWithProviders(<ParcelRoutes />, { session: { token: 'customer-token' } });

  await user.type(screen.getByLabelText('Order ID'), '100045');
  await user.click(screen.getByRole('button', { name: 'Track Order' }));

  expect(await screen.findByText('Tracking is down')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});

test("shows a guest's found order with its four steps, the store and the delivery address", async () => {
  const requests = trackHandler(() => HttpResponse.json(makeTrackedOrder()));
  const { user, container } = renderWithProviders(<ParcelRoutes />, { session: guestSession });

  await user.type(screen.getByLabelText('Order ID'), ' 100045 ');
  await user.type(screen.getByLabelText('Contact number'), '+15550100100');
  await user.click(screen.getByRole('button', { name: 'Track Order' }));

  const card = (await screen.findByText('Order #100045')).closest('.ant-card') as HTMLElement;
  const steps = within(card).getByLabelText('Order progress');
  for (const title of ['Order Placed', 'Order Confirmed', 'On the Way', 'Delivered']) {
    expect(within(steps).getByText(title)).toBeInTheDocument();
  }
  expect(steps.querySelectorAll('.ant-steps-item-finish')).toHaveLength(1);
  expect(steps.querySelector('.ant-steps-item-process')).toHaveTextContent('Order Confirmed');
  expect(steps.querySelector('.ant-steps-item-process')).toHaveTextContent(/2026/);
  expect(within(card).getByText('Confirmed')).toBeInTheDocument();
  expect(within(card).getByText('Green Basket')).toBeInTheDocument();
  expect(within(card).getByText('221B Baker Street, London')).toBeInTheDocument();
  expect(within(card).getByText('$42.50')).toBeInTheDocument();

  expect(requests[0].url.searchParams.get('order_id')).toBe('100045');
  expect(requests[0].url.searchParams.get('contact_number')).toBe('+15550100100');
  expect(requests[0].url.searchParams.get('guest_id')).toBe('guest-abc');
  expect(container.querySelector('[data-build-id="test"]')).not.toBeNull();
});

test('refreshes the order every 10 seconds until it is delivered', async () => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  try {
    const statuses: TrackedOrder['order_status'][] = ['confirmed', 'picked_up', 'delivered'];
    const requests = trackHandler(() => {
      const status = statuses[Math.min(requests.length - 1, statuses.length - 1)];
      return HttpResponse.json(
        makeTrackedOrder({
          order_status: status,
          picked_up: status === 'confirmed' ? null : '2026-11-21T12:20:00.000Z',
          delivered: status === 'delivered' ? '2026-11-21T12:40:00.000Z' : null,
        }),
      );
    });
    const { user } = renderWithProviders(<ParcelRoutes />, {
      route: '/?order_id=100045',
      session: { token: 'customer-token' },
      userOptions: { advanceTimers: jest.advanceTimersByTime },
    });
    void user;

    expect(await screen.findByText('Confirmed')).toBeInTheDocument();
    expect(requests).toHaveLength(1);

    await act(async () => {
      await jest.advanceTimersByTimeAsync(9_000);
    });
    expect(requests).toHaveLength(1);

    await act(async () => {
      await jest.advanceTimersByTimeAsync(1_000);
    });
    expect(await screen.findByText('On the Way', { selector: '.ant-tag' })).toBeInTheDocument();
    expect(requests).toHaveLength(2);

    await act(async () => {
      await jest.advanceTimersByTimeAsync(10_000);
    });
    expect(await screen.findByText('Delivered', { selector: '.ant-tag' })).toBeInTheDocument();
    expect(requests).toHaveLength(3);

    await act(async () => {
      await jest.advanceTimersByTimeAsync(30_000);
    });
    expect(requests).toHaveLength(3);
  } finally {
    jest.useRealTimers();
  }
});
