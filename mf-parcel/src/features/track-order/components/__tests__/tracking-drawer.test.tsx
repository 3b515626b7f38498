import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, createTestServer, makeTrackedOrder, recordRequests, renderWithProviders } from '@storefront/testing';
import type { TrackedOrder } from '@storefront/contract';
import { emit } from '@storefront/platform';
import ParcelOverlays from '../../../../exposes/overlays';

const server = createTestServer();

function trackHandler(respond: () => TrackedOrder) {
  server.use(http.get(`${API}/customer/order/track`, () => HttpResponse.json(respond())));
  return recordRequests(server, 'customer/order/track');
}

const onTheWay = (overrides: Partial<TrackedOrder> = {}) =>
  makeTrackedOrder({
    order_status: 'picked_up',
    processing: '2026-11-21T12:10:00.000Z',
    picked_up: '2026-11-21T12:20:00.000Z',
    remaining_distance: 1.25,
    store: {
      id: 7,
      name: 'Green Basket',
      address: '12 Market Street',
      latitude: '40.7561',
      longitude: '-73.9869',
    } as TrackedOrder['store'],
    delivery_address: { address: '221B Baker Street', contact_person_name: 'Jane Doe', latitude: '40.7529', longitude: '-73.9838' },
    delivery_man: [
      {
        id: 1,
        f_name: 'Marcus',
        l_name: 'Reed',
        phone: '+15550300001',
        image_full_url: 'http://localhost:4000/storage/delivery-man/1.svg',
        avg_rating: 4.8,
        lat: '40.7545',
        lng: '-73.9853',
      },
    ],
    ...overrides,
  });

const openDrawer = async (orderId = '100045') => {
  act(() => emit({ type: 'order/track', orderId }));
  return screen.findByRole('dialog', { name: 'Track order' });
};
const stepsOf = (drawer: HTMLElement) => within(drawer).getByLabelText('Order progress');

test('order/track opens the drawer on a pending order: Order Placed is the current step, with its time, the rest wait', async () => {
  const requests = trackHandler(() => makeTrackedOrder({ order_status: 'pending', confirmed: null }));
  renderWithProviders(<ParcelOverlays />, { session: { token: 'customer-token' } });

  const drawer = await openDrawer();
  expect(await within(drawer).findByText('Order #100045')).toBeInTheDocument();
  const steps = stepsOf(drawer);
  expect(steps.querySelector('.ant-steps-item-process')).toHaveTextContent('Order Placed');
  expect(steps.querySelector('.ant-steps-item-process')).toHaveTextContent(/2026/);
  expect(steps.querySelectorAll('.ant-steps-item-wait')).toHaveLength(3);
  expect(steps.querySelectorAll('.ant-steps-item-finish')).toHaveLength(0);
  expect(within(drawer).getByText('Pending')).toBeInTheDocument();
  expect(within(drawer).queryByRole('region', { name: 'Delivery man' })).not.toBeInTheDocument();
  expect(requests[0].url.searchParams.get('order_id')).toBe('100045');
});

test('on the way: three steps reached with their times, the delivery man to call or chat, the rider on the map and the distance left', async () => {
  trackHandler(() => onTheWay());
  renderWithProviders(<ParcelOverlays />, { session: { token: 'customer-token' } });

  const drawer = await openDrawer();
  const steps = await within(drawer).findByLabelText('Order progress');
  expect(steps.querySelectorAll('.ant-steps-item-finish')).toHaveLength(2);
  expect(steps.querySelector('.ant-steps-item-process')).toHaveTextContent('On the Way');
  expect(steps.querySelector('.ant-steps-item-wait')).toHaveTextContent('Delivered');

  const courier = within(drawer).getByRole('region', { name: 'Delivery man' });
  expect(within(courier).getByText('Marcus Reed')).toBeInTheDocument();
  expect(within(courier).getByLabelText('Rating 4.8')).toBeInTheDocument();
  expect(within(courier).getByRole('link', { name: 'Call Marcus Reed' })).toHaveAttribute('href', 'tel:+15550300001');
  expect(within(courier).getByRole('button', { name: 'Chat with Marcus Reed' })).toBeInTheDocument();

  const map = within(drawer).getByRole('img', { name: 'Delivery map' });
  expect(map.querySelector('[data-testid="map-rider"]')).toHaveAttribute('data-lat', '40.7545');
  expect(within(drawer).getByText('1.25 km away')).toBeInTheDocument();
});

test('a guest sees the order and the rider, but not the delivery man block', async () => {
  const requests = trackHandler(() => onTheWay());
  renderWithProviders(<ParcelOverlays />, { session: { guestId: 'guest-abc' } });

  const drawer = await openDrawer();
  expect(await within(drawer).findByRole('img', { name: 'Delivery map' })).toBeInTheDocument();
  expect(within(drawer).queryByRole('region', { name: 'Delivery man' })).not.toBeInTheDocument();
  expect(requests[0].url.searchParams.get('guest_id')).toBe('guest-abc');
});

test('a push about this order refreshes the drawer at once; one about another order does not', async () => {
  let status: TrackedOrder['order_status'] = 'picked_up';
  const requests = trackHandler(() =>
    onTheWay({ order_status: status, delivered: status === 'delivered' ? '2026-11-21T12:40:00.000Z' : null }),
  );
  renderWithProviders(<ParcelOverlays />, { session: { token: 'customer-token' } });
  const drawer = await openDrawer();
  expect(await within(drawer).findByText('On the Way', { selector: '.ant-tag' })).toBeInTheDocument();

  act(() => emit({ type: 'push/order-status', orderId: 999, orderStatus: 'delivered' }));
  status = 'delivered';
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  expect(requests).toHaveLength(1);

  act(() => emit({ type: 'push/order-status', orderId: 100045, orderStatus: 'delivered' }));
  expect(await within(drawer).findByText('Delivered', { selector: '.ant-tag' })).toBeInTheDocument();
  expect(stepsOf(drawer).querySelectorAll('.ant-steps-item-finish')).toHaveLength(4);
  expect(requests).toHaveLength(2);
});
