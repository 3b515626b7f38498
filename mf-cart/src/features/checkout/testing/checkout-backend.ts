import type { Item, Address, CartLine, Config, Coupon, ZoneLookup } from '@storefront/contract';
import { API, createTestServer, makeConfig, makeStore } from '@storefront/testing';
import { http, HttpResponse } from 'msw';
import type { CheckoutStore } from '../api/get-store-details';

export interface CheckoutRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Headers;
  body: Record<string, unknown> | FormData | undefined;
}

/** A business that offers everything the checkout can show, in UTC. */
export const checkoutConfig = (overrides: Partial<Config> = {}): Config =>
  makeConfig({
    free_delivery_over: null,
    guest_checkout_status: 1,
    cash_on_delivery: true,
    digital_payment: true,
    customer_wallet_status: 1,
    dm_tips_status: 1,
    home_delivery_status: 1,
    takeaway_status: 1,
    tax_included: 0,
    schedule_order: false,
    schedule_order_slot_duration: 30,
    time_zone: 'UTC',
    prescription_order_status: true,
    ...overrides,
  });

/** Store 7 of zone 1 (grocery module 2): 5 % tax, delivery and take-away, always open. */
export const checkoutStore = (overrides: Partial<CheckoutStore> = {}): CheckoutStore => ({
  ...makeStore({ id: 7, zone_id: 1, module_id: 2, latitude: '23.8', longitude: '90.4' }),
  tax: 5,
  delivery: true,
  take_away: true,
  always_open: true,
  schedules: [],
  schedule_order: false,
  minimum_order: 0,
  self_delivery_system: 0,
  prescription_order: false,
  ...overrides,
});

/** Zone 1 for module 2: 2 per km, at least 5, cash on delivery up to `maxCod`. */
export function zoneLookup({ maxCod = 100, cod = true }: { maxCod?: number | null; cod?: boolean } = {}): ZoneLookup {
  return {
    zone_id: '[1]',
    zone_data: [
      {
        id: 1,
        cash_on_delivery: cod,
        digital_payment: true,
        modules: [
          {
            id: 2,
            module_name: 'Grocery',
            module_type: 'grocery',
            pivot: {
              zone_id: 1,
              module_id: 2,
              per_km_shipping_charge: 2,
              minimum_shipping_charge: 5,
              maximum_shipping_charge: null,
              maximum_cod_order_amount: maxCod,
            },
          },
        ],
      },
    ],
  };
}

/** The address the fake Delivery Addresses panel picks: about 1.5 km from store 7. */
export const testAddress: Address = {
  address_type: 'home',
  contact_person_name: 'Jane Doe',
  contact_person_number: '+15550100100',
  contact_person_email: 'jane@example.com',
  address: '221B Baker Street',
  latitude: '23.81',
  longitude: '90.41',
  road: '',
  house: '4',
  floor: null,
};

export const checkoutBackend = {
  config: checkoutConfig(),
  store: checkoutStore(),
  lines: [] as CartLine[],
  zone: zoneLookup(),
  coupon: null as Coupon | null,
  /** items/details/{id}: the item as the server has it now (Buy Now reads it again after a 409). */
  itemDetails: null as Item | null,
  /** The answer of the next order placements (status, body). */
  placeAnswer: null as { status: number; body: unknown } | null,
  placeDelayMs: 0,
  requests: [] as CheckoutRequest[],
  reset() {
    this.config = checkoutConfig();
    this.store = checkoutStore();
    this.lines = [];
    this.zone = zoneLookup();
    this.coupon = null;
    this.itemDetails = null;
    this.placeAnswer = null;
    this.placeDelayMs = 0;
    this.requests = [];
  },
  sent(path: string) {
    return this.requests.filter((request) => request.path === path);
  },
};

async function record(request: Request): Promise<CheckoutRequest> {
  const url = new URL(request.url);
  let body: CheckoutRequest['body'];
  if (request.method !== 'GET') {
    const type = request.headers.get('content-type') ?? '';
    body = type.includes('multipart/form-data')
      ? await request.clone().formData()
      : ((await request.clone().json()) as Record<string, unknown>);
  }
  const entry = {
    method: request.method,
    path: url.pathname.replace('/api/v1/', ''),
    query: Object.fromEntries(url.searchParams),
    headers: request.headers,
    body,
  };
  checkoutBackend.requests.push(entry);
  return entry;
}

const placed = (orderId: number, body: Record<string, unknown> | FormData | undefined) => ({
  message: 'Order placed successfully!',
  order_id: orderId,
  total_ammount: body instanceof FormData ? 0 : Number(body?.order_amount ?? 0),
  status: 200,
  created_at: '2026-11-21T12:00:00.000Z',
  user_id: null,
  payment_method: body instanceof FormData ? 'cash_on_delivery' : String(body?.payment_method ?? ''),
  payment_url: body instanceof FormData || body?.payment_method !== 'digital_payment' ? null : 'http://localhost:4000/payment/100045',
});

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const handlers = [
  http.get(`${API}/config`, () => HttpResponse.json(checkoutBackend.config)),
  http.get(`${API}/customer/cart/list`, async ({ request }) => {
    await record(request);
    return HttpResponse.json(checkoutBackend.lines);
  }),
  http.get(`${API}/stores/details/:id`, () => HttpResponse.json(checkoutBackend.store)),
  http.get(`${API}/items/details/:id`, async ({ request }) => {
    await record(request);
    return checkoutBackend.itemDetails
      ? HttpResponse.json(checkoutBackend.itemDetails)
      : HttpResponse.json({ errors: [{ code: 'product', message: 'Product not found' }] }, { status: 404 });
  }),
  http.get(`${API}/config/get-zone-id`, () => HttpResponse.json(checkoutBackend.zone)),
  http.get(`${API}/customer/info`, () =>
    HttpResponse.json({ id: 1, f_name: 'Jane', l_name: 'Doe', phone: '+15550100100', email: 'jane@example.com', wallet_balance: 500 }),
  ),
  http.get(`${API}/coupon/apply`, async ({ request }) => {
    await record(request);
    return checkoutBackend.coupon
      ? HttpResponse.json(checkoutBackend.coupon)
      : HttpResponse.json({ errors: [{ code: 'coupon', message: 'Coupon not found' }] }, { status: 404 });
  }),
  http.post(`${API}/customer/order/place`, async ({ request }) => {
    const { body } = await record(request);
    if (checkoutBackend.placeDelayMs) await delay(checkoutBackend.placeDelayMs);
    const answer = checkoutBackend.placeAnswer;
    if (answer) return HttpResponse.json(answer.body as object, { status: answer.status });
    return HttpResponse.json(placed(100045, body));
  }),
  http.post(`${API}/customer/order/prescription/place`, async ({ request }) => {
    const { body } = await record(request);
    return HttpResponse.json(placed(100046, body));
  }),
  http.put(`${API}/customer/order/payment-method`, async ({ request }) => {
    await record(request);
    return HttpResponse.json({ message: 'Payment info updated.' });
  }),
  http.put(`${API}/customer/order/cancel`, async ({ request }) => {
    await record(request);
    return HttpResponse.json({ message: 'Order canceled successfully' });
  }),
];

/** The MSW server of a checkout test file; `checkoutBackend` starts afresh after each test. */
export function createCheckoutServer() {
  const server = createTestServer(...handlers);
  afterEach(() => checkoutBackend.reset());
  return server;
}
