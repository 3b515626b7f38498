import { loadRemote } from '@module-federation/enhanced/runtime';
import type { Address, DeliveryAddressesProps } from '@storefront/contract';
import { emit } from '@storefront/platform';
import { API, createTestServer, recordEvents, recordRequests, renderWithProviders } from '@storefront/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import ParcelRoutes from '../../../../exposes/routes';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));

const senderAddress: Address = {
  address_type: 'home',
  contact_person_name: 'Jane Doe',
  contact_person_number: '+15550100100',
  contact_person_email: 'jane@example.com',
  address: '1 Sender Street',
  latitude: '40.7561',
  longitude: '-73.9869',
};

/** Stands in for mf_account/DeliveryAddresses: picks the sender's address. */
function FakeDeliveryAddresses({ value, onChange }: DeliveryAddressesProps) {
  return (
    <section aria-label="Delivery Addresses">
      <button type="button" onClick={() => onChange(senderAddress)}>
        Use the sender address
      </button>
      {value ? <p>Chosen: {value.address}</p> : null}
    </section>
  );
}

jest.setTimeout(90_000);

const server = createTestServer();
const category = {
  id: 12,
  name: 'Fragile',
  description: 'Handled with care.',
  image_full_url: 'http://api.test/storage/parcel-category/12.svg',
  module_id: 6,
  parcel_per_km_shipping_charge: 2.5,
  parcel_minimum_shipping_charge: 10,
};

beforeEach(() => {
  (loadRemote as jest.Mock).mockResolvedValue({ default: FakeDeliveryAddresses });
  sessionStorage.setItem('parcel-category', JSON.stringify(category));
  server.use(
    http.get(`${API}/parcel-category`, () => HttpResponse.json([category])),
    http.get(`${API}/parcel/charge`, () =>
      HttpResponse.json({ distance: 1.63, per_km_shipping_charge: 2.5, minimum_shipping_charge: 10, delivery_charge: 10 }),
    ),
    http.post(`${API}/parcel/place`, () =>
      HttpResponse.json({ message: 'Order placed successfully', order_id: 100777, total_ammount: 10, status: 200, payment_url: null }),
    ),
  );
});
afterEach(() => sessionStorage.clear());

const renderForm = (token?: string) =>
  renderWithProviders(<ParcelRoutes />, {
    route: '/parcel-delivery-info',
    mountAt: '/*',
    session: token ? { token } : { guestId: 'guest-1' },
  });

test('without the receiver and the sender, placing shows translated messages and sends nothing', async () => {
  const placed = recordRequests(server, 'parcel/place');
  const { user } = renderForm();

  await user.click(await screen.findByRole('button', { name: 'Place order' }, { timeout: 20_000 }));

  expect(await screen.findByText('Receiver name is required')).toBeInTheDocument();
  expect(screen.getByText('Receiver phone is required')).toBeInTheDocument();
  expect(screen.getByText('Pick the receiver’s address on the map')).toBeInTheDocument();
  expect(screen.getByText('Choose the sender’s address')).toBeInTheDocument();
  expect(placed).toHaveLength(0);
});

test('the receiver is picked on the map (fromReceiver), the server prices the trip, the order is placed as a parcel and tracked', async () => {
  const placed = recordRequests(server, 'parcel/place');
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post(`${API}/parcel/place`, async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json({
        message: 'Order placed successfully',
        order_id: 100777,
        total_ammount: 10,
        status: 200,
        payment_url: null,
      });
    }),
  );
  const events = recordEvents('location/pick', 'order/track');
  const { user, path } = renderForm('customer-token');

  await user.click(await screen.findByRole('button', { name: 'Use the sender address' }, { timeout: 20_000 }));
  await user.type(screen.getByLabelText('Receiver name'), 'Rita Receiver');
  await user.type(screen.getByLabelText('Receiver phone'), '+1 212 555 0199');
  await user.click(screen.getByRole('button', { name: 'Pick on the map' }));
  expect(events).toContainEqual({ type: 'location/pick', fromReceiver: true });
  act(() =>
    emit({
      type: 'location/receiver-picked',
      location: { address: '2 Receiver Avenue', latLng: { lat: 40.7416, lng: -73.9897 }, zoneIds: [1] },
    }),
  );
  expect(await screen.findByText('2 Receiver Avenue')).toBeInTheDocument();
  expect(await screen.findByTestId('parcel-charge')).toHaveTextContent('10.00');

  await user.click(screen.getByRole('radio', { name: 'Receiver' }));
  await user.click(screen.getByRole('button', { name: 'Place order' }));

  await waitFor(() => expect(placed).toHaveLength(1));
  expect(bodies[0]).toMatchObject({
    order_type: 'parcel',
    parcel_category_id: 12,
    charge_payer: 'receiver',
    payment_method: 'cash_on_delivery',
    address: '1 Sender Street',
    order_amount: 10,
    receiver_details: { contact_person_name: 'Rita Receiver', address: '2 Receiver Avenue', latitude: 40.7416, longitude: -73.9897 },
  });
  expect(placed[0].headers.get('idempotency-key')).toBeTruthy();
  await waitFor(() => expect(path()).toBe('/profile?orderId=100777&page=my-orders&from=checkout'));
  expect(events).toContainEqual({ type: 'order/track', orderId: '100777' });
});
