import type { OrderDetail, TrackedOrder } from '@storefront/contract';
import { emit } from '@storefront/platform';
import { API, createTestServer, fakeIntersectionObserver, makeTrackedOrder, renderWithProviders } from '@storefront/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { AppRoutes } from '../../../../app/routes';

const server = createTestServer();
const customer = { token: 'customer-token' };

function makeLine(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    id: 1,
    order_id: 100045,
    item_id: 11,
    item_details: { id: 11, name: 'Margherita Pizza' },
    variation: [{ name: 'Size', values: { label: ['Large'] } }],
    add_ons: [{ id: 3, name: 'Extra cheese', price: 1.5, quantity: 2 }],
    price: 10,
    quantity: 2,
    discount_on_item: 0,
    tax_amount: 0,
    total_add_on_price: 3,
    ...overrides,
  };
}

/** Orders 1..n: the even ones delivered (history), the others pending (running). */
const manyOrders = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    makeTrackedOrder({
      id: 200000 + index + 1,
      order_status: index % 2 === 1 ? 'delivered' : 'pending',
      store: { id: 7, name: `Store ${index + 1}` },
    }),
  );

function orderBackend(orders: TrackedOrder[], lines: OrderDetail[] = [makeLine()]) {
  const state = { offsets: [] as string[], cancelled: [] as unknown[], orders };
  server.use(
    http.get(`${API}/customer/order/list`, ({ request }) => {
      const url = new URL(request.url);
      expect(request.headers.get('authorization')).toBe('Bearer customer-token');
      const offset = Number(url.searchParams.get('offset'));
      const limit = Number(url.searchParams.get('limit'));
      state.offsets.push(`${offset}/${limit}`);
      return HttpResponse.json({
        total_size: state.orders.length,
        limit,
        offset,
        orders: state.orders.slice((offset - 1) * limit, offset * limit),
      });
    }),
    http.get(`${API}/customer/order/track`, ({ request }) => {
      const id = Number(new URL(request.url).searchParams.get('order_id'));
      const order = state.orders.find((entry) => entry.id === id);
      return order
        ? HttpResponse.json(order)
        : HttpResponse.json({ errors: [{ code: 'order', message: 'Order not found' }] }, { status: 404 });
    }),
    http.get(`${API}/customer/order/details`, () => HttpResponse.json(lines)),
    http.get(`${API}/customer/order/cancellation-reasons`, ({ request }) => {
      const url = new URL(request.url);
      expect([url.searchParams.get('offset'), url.searchParams.get('limit'), url.searchParams.get('type')]).toEqual([
        '1',
        '10',
        'customer',
      ]);
      return HttpResponse.json({
        total_size: 2,
        limit: 10,
        offset: 1,
        data: [
          { id: 1, reason: 'Ordered by mistake' },
          { id: 2, reason: 'Found a better price' },
        ],
      });
    }),
    http.put(`${API}/customer/order/cancel`, async ({ request }) => {
      const body = (await request.json()) as { order_id: number; reason: string };
      state.cancelled.push(body);
      state.orders = state.orders.map((order) => (order.id === body.order_id ? { ...order, order_status: 'canceled' as const } : order));
      return HttpResponse.json({ message: 'Order canceled successfully' });
    }),
  );
  return state;
}

describe('order pages', () => {
  test('a visitor is told to sign in and sent to the sign-in page', async () => {
    const view = renderWithProviders(<AppRoutes />, { route: '/my-orders', mountAt: '/my-orders/*' });
    expect(await screen.findByText('You must be login to access this page.')).toBeInTheDocument();
    await waitFor(() => expect(view.path()).toBe('/auth/sign-in'));
  });

  test('/my-orders lists running and history orders by tabs, ten per page with Load more', async () => {
    const state = orderBackend(manyOrders(13));
    const view = renderWithProviders(<AppRoutes />, { route: '/my-orders', mountAt: '/my-orders/*', session: customer });
    const running = await screen.findByRole('list', { name: 'Running' });
    // the first page of ten: five pending orders among them
    await waitFor(() => expect(within(running).getAllByRole('listitem')).toHaveLength(5));
    expect(within(running).getByText('Order #200001')).toBeInTheDocument();
    expect(within(running).queryByText('Order #200002')).not.toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Running' })).getAllByRole('listitem')).toHaveLength(7));
    expect(state.offsets).toContain('2/10');
    expect(state.offsets.every((offset) => offset.endsWith('/10'))).toBe(true);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    await view.user.click(screen.getByText('History'));
    const history = screen.getByRole('list', { name: 'History' });
    expect(within(history).getAllByRole('listitem')).toHaveLength(6);
    expect(within(history).getAllByText('Delivered')).toHaveLength(6);

    await view.user.click(within(history).getByText('Order #200002'));
    expect(view.path()).toBe('/profile?page=my-orders&orderId=200002');
  });

  test('a pushed order status refreshes the list at once (the order moves to the history)', async () => {
    const state = orderBackend(manyOrders(1));
    renderWithProviders(<AppRoutes />, { route: '/my-orders', mountAt: '/my-orders/*', session: customer });
    const running = await screen.findByRole('list', { name: 'Running' });
    expect(await within(running).findByText('Order #200001')).toBeInTheDocument();
    state.orders = state.orders.map((order) => ({ ...order, order_status: 'delivered' as const }));
    act(() => emit({ type: 'push/order-status', orderId: 200001, orderStatus: 'delivered' }));
    // no longer running: the running tab has no order left
    await waitFor(() => expect(screen.queryByText('Order #200001')).not.toBeInTheDocument());
  });

  test('scrolling to the end of the list reads the next page', async () => {
    const observer = fakeIntersectionObserver();
    try {
      const state = orderBackend(manyOrders(13));
      renderWithProviders(<AppRoutes />, { route: '/my-orders', mountAt: '/my-orders/*', session: customer });
      await screen.findByRole('button', { name: 'Load more' });
      await waitFor(() => expect(observer.observed.length).toBeGreaterThan(0));
      const last = observer.lastObserved();
      expect(last.element).toBe(screen.getByRole('button', { name: 'Load more' }));
      act(() => last.intersect());
      await waitFor(() => expect(state.offsets).toContain('2/10'));
      await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument());
    } finally {
      observer.restore();
    }
  });

  test('an order: its items with options and add-ons, the bill from the server, the steps, store, address and payment', async () => {
    orderBackend([
      makeTrackedOrder({
        id: 100045,
        order_amount: 30.5,
        payment_method: 'cash_on_delivery',
        payment_status: 'unpaid',
        ...({ delivery_charge: 5, total_tax_amount: 1.5, store_discount_amount: 2, dm_tips: 3, tax_status: 'excluded' } as object),
      }),
    ]);
    renderWithProviders(<AppRoutes />, { route: '/profile?orderId=100045&page=my-orders', mountAt: '/profile/*', session: customer });
    expect(await screen.findByText('Margherita Pizza')).toBeInTheDocument();
    expect(screen.getByText('Size: Large')).toBeInTheDocument();
    expect(screen.getByText('Addons: Extra cheese × 2')).toBeInTheDocument();
    expect(screen.getByText('Quantity: 2')).toBeInTheDocument();
    const bill = screen.getByText('Bill').closest('.ant-card') as HTMLElement;
    expect(within(bill).getByText('Items price').nextSibling).toHaveTextContent('20.00');
    expect(within(bill).getByText('Addons').nextSibling).toHaveTextContent('3.00');
    expect(within(bill).getByText('Discount').nextSibling).toHaveTextContent('- $2.00');
    expect(within(bill).getByText('Delivery fee').nextSibling).toHaveTextContent('5.00');
    expect(within(bill).getByText('Deliveryman tips').nextSibling).toHaveTextContent('3.00');
    expect(within(bill).getByText('Total').closest('.ant-flex')).toHaveTextContent('Total$30.50');
    expect(screen.getByText('Order Confirmed')).toBeInTheDocument();
    expect(screen.getByText('Green Basket')).toBeInTheDocument();
    expect(screen.getByText('221B Baker Street, London')).toBeInTheDocument();
    expect(screen.getByText('Cash on delivery')).toBeInTheDocument();
    expect(screen.getByText('Unpaid')).toBeInTheDocument();
    // confirmed by the store: no longer cancellable, and no checkout notice without from=checkout
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
    expect(screen.queryByText('Order Placed Successfully')).not.toBeInTheDocument();
  });

  test('a parcel: its sender and receiver, and no empty items card', async () => {
    orderBackend(
      [
        makeTrackedOrder({
          id: 100046,
          order_type: 'parcel',
          store: null,
          delivery_address: { contact_person_name: 'Jane Doe', address: '150 Bedford Avenue, Brooklyn' },
          receiver_details: { contact_person_name: 'Rita Receiver', address: 'Flatiron District, New York' },
        } as Partial<TrackedOrder>),
      ],
      [],
    );
    renderWithProviders(<AppRoutes />, { route: '/profile?orderId=100046&page=my-orders', mountAt: '/profile/*', session: customer });
    expect(await screen.findByText('Rita Receiver')).toBeInTheDocument();
    expect(screen.getByText('Receiver')).toBeInTheDocument();
    expect(screen.getByText('Sender')).toBeInTheDocument();
    expect(screen.getByText('150 Bedford Avenue, Brooklyn')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Items' })).not.toBeInTheDocument();
  });

  test('from checkout: the placement notice; a pending order is cancelled with a chosen reason', async () => {
    const state = orderBackend([makeTrackedOrder({ id: 100046, order_status: 'pending', confirmed: null })]);
    const view = renderWithProviders(<AppRoutes />, {
      route: '/profile?orderId=100046&page=my-orders&from=checkout',
      mountAt: '/profile/*',
      session: customer,
    });
    expect(await screen.findByText('Order Placed Successfully')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Cancel Order' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('Ordered by mistake');
    await view.user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please select a cancellation reason')).toBeInTheDocument();
    expect(state.cancelled).toEqual([]);

    await view.user.click(within(dialog).getByText('Found a better price'));
    await view.user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Order canceled successfully')).toBeInTheDocument();
    expect(state.cancelled).toEqual([{ order_id: 100046, reason: 'Found a better price' }]);
    await waitFor(() => expect(screen.getAllByText('Canceled').length).toBeGreaterThan(0));
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
  });

  test("another customer's order (404) shows 'Order not found'", async () => {
    orderBackend([]);
    renderWithProviders(<AppRoutes />, { route: '/profile?orderId=999&page=my-orders', mountAt: '/profile/*', session: customer });
    expect(await screen.findByText('Order not found')).toBeInTheDocument();
  });
});
