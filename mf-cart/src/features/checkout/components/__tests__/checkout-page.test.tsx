import { loadRemote } from '@module-federation/enhanced/runtime';
import type { Coupon } from '@storefront/contract';
import { COD_LIMIT_MESSAGE } from '@storefront/domain';
import { priceFormatter } from '@storefront/platform';
import { makeCartLine, makeItem, pharmacy, renderWithProviders, type TestSession } from '@storefront/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { File as NodeFile } from 'node:buffer';
import { http, HttpResponse } from 'msw';
import { locatedGuest } from '../../../../testing/render-cart';
import Routes from '../../../../exposes/routes';
import { checkoutBackend, checkoutStore, createCheckoutServer, zoneLookup } from '../../testing/checkout-backend';
import { FakeDeliveryAddresses } from '../../testing/fake-delivery-addresses';
import { openPaymentPage } from '../../utils/payment-page';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));
jest.mock('../../utils/payment-page', () => ({ openPaymentPage: jest.fn() }));

const server = createCheckoutServer();
const price = priceFormatter(undefined, 'en');

beforeEach(() => {
  (loadRemote as jest.Mock).mockResolvedValue({ default: FakeDeliveryAddresses });
});

/** Two of a $10 item: items $20, VAT 5 % $1, delivery $5 (1.5 km × $2, at least $5): $26. */
function seedCart() {
  checkoutBackend.lines = [makeCartLine(makeItem({ price: 10, store_id: 7 }), 2)];
}

function renderCheckout(page = 'cart', session: TestSession = locatedGuest) {
  return renderWithProviders(<Routes />, { route: `/checkout?page=${page}`, mountAt: '/checkout/*', session });
}

async function chooseAddress(user: ReturnType<typeof renderCheckout>['user']) {
  // the first mount of the (fake) remote loads lazily
  await user.click(await screen.findByRole('button', { name: 'Use the test address' }, { timeout: 5000 }));
  await screen.findByText('Chosen: 221B Baker Street');
}

const total = () => screen.getByTestId('order-total').textContent;
const placeButton = () => screen.getByRole('button', { name: 'Place Order' });

test('a guest pays cash on delivery: one order with an Idempotency-Key and the shown total, then the guest dialog', async () => {
  seedCart();
  const { user, path } = renderCheckout();
  await chooseAddress(user);
  await user.click(screen.getByRole('radio', { name: 'Cash On Delivery' }));
  await waitFor(() => expect(total()).toBe(price(26)));
  expect(placeButton()).toBeEnabled();

  await user.click(placeButton());

  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('#100045')).toBeInTheDocument();
  expect(within(dialog).getByText(/Remember your order ID 100045 and your phone number \+15550100100/)).toBeInTheDocument();
  expect(path()).toBe('/checkout/order-placed?order_id=100045&status=pending&totalAmount=26');
  const [placed] = checkoutBackend.sent('customer/order/place');
  expect(placed.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{32,36}$/);
  expect(placed.body).toMatchObject({
    order_type: 'delivery',
    payment_method: 'cash_on_delivery',
    store_id: 7,
    source: 'cart',
    order_amount: 26,
    guest_id: locatedGuest.guestId,
    contact_person_email: 'jane@example.com',
    latitude: 23.81,
    longitude: 90.41,
    schedule_at: null,
  });
  // the server emptied the cart: the checkout reads it again
  expect(checkoutBackend.sent('customer/cart/list').length).toBeGreaterThan(1);
});

test('a double click on Place Order sends one request', async () => {
  seedCart();
  checkoutBackend.placeDelayMs = 200;
  const { user } = renderCheckout();
  await chooseAddress(user);
  await user.click(screen.getByRole('radio', { name: 'Cash On Delivery' }));
  await waitFor(() => expect(placeButton()).toBeEnabled());

  await user.dblClick(placeButton());

  await screen.findByRole('dialog');
  expect(checkoutBackend.sent('customer/order/place')).toHaveLength(1);
});

test('a retry after a failure keeps its Idempotency-Key; a changed order gets a new one', async () => {
  seedCart();
  checkoutBackend.placeAnswer = { status: 500, body: { errors: [{ code: 'server', message: 'Something went wrong. Please try again.' }] } };
  const { user } = renderCheckout();
  await chooseAddress(user);
  await user.click(screen.getByRole('radio', { name: 'Cash On Delivery' }));
  await waitFor(() => expect(placeButton()).toBeEnabled());

  await user.click(placeButton());
  await waitFor(() => expect(placeButton()).toBeEnabled());
  await user.click(placeButton());
  await waitFor(() => expect(checkoutBackend.sent('customer/order/place')).toHaveLength(2));
  await waitFor(() => expect(placeButton()).toBeEnabled());
  await user.type(screen.getByRole('textbox', { name: 'Order note' }), 'Ring twice');
  await user.click(placeButton());

  await waitFor(() => expect(checkoutBackend.sent('customer/order/place')).toHaveLength(3));
  const keys = checkoutBackend.sent('customer/order/place').map((request) => request.headers.get('Idempotency-Key'));
  expect(keys[1]).toBe(keys[0]);
  expect(keys[2]).not.toBe(keys[0]);
});

test('cash on delivery above the zone maximum is refused with the message', async () => {
  seedCart();
  checkoutBackend.zone = zoneLookup({ maxCod: 20 });
  const { user } = renderCheckout();
  await chooseAddress(user);

  expect(await screen.findByText(COD_LIMIT_MESSAGE)).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'Cash On Delivery' })).toBeDisabled();
  expect(placeButton()).toBeDisabled();
});

const coupon = (overrides: Partial<Coupon>): Coupon => ({
  id: 3,
  title: 'Five off',
  code: 'FIVE',
  discount: 5,
  discount_type: 'amount',
  min_purchase: 0,
  max_discount: 0,
  coupon_type: 'default',
  store_id: null,
  expire_date: '2030-01-01',
  ...overrides,
});

test('a coupon below its minimum purchase shows the message and the amount', async () => {
  seedCart();
  checkoutBackend.coupon = coupon({ min_purchase: 50 });
  const { user } = renderCheckout();
  await user.type(await screen.findByRole('textbox', { name: 'Coupon code' }), 'FIVE');
  await user.click(screen.getByRole('button', { name: 'Apply' }));

  expect(await screen.findByText(`To apply this coupon, total item amount should be minimum ${price(50)}`)).toBeInTheDocument();
  expect(checkoutBackend.sent('coupon/apply')[0].query).toEqual({ code: 'FIVE', store_id: '7' });
});

test('an applied coupon lowers the total; Remove puts it back', async () => {
  seedCart();
  checkoutBackend.coupon = coupon({});
  const { user } = renderCheckout();
  await chooseAddress(user);
  await waitFor(() => expect(total()).toBe(price(26)));
  await user.type(screen.getByRole('textbox', { name: 'Coupon code' }), 'FIVE');
  await user.click(screen.getByRole('button', { name: 'Apply' }));

  // items 20 − coupon 5 = 15, VAT 5 % = 0.75, delivery 5
  await waitFor(() => expect(total()).toBe(price(20.75)));
  await user.click(screen.getByRole('button', { name: 'Remove' }));
  await waitFor(() => expect(total()).toBe(price(26)));
});

test('an unknown coupon says so', async () => {
  seedCart();
  const { user } = renderCheckout();
  await user.type(await screen.findByRole('textbox', { name: 'Coupon code' }), 'NOPE');
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Coupon not found');
});

test('take-away shows no delivery fee and no tips, and the panel asks for the contact only', async () => {
  seedCart();
  const { user } = renderCheckout();
  await chooseAddress(user);
  expect(screen.getByText('Delivery fee')).toBeInTheDocument();
  expect(screen.getByRole('radiogroup', { name: 'Delivery man tips' })).toBeInTheDocument();

  await user.click(screen.getByRole('radio', { name: 'Take Away' }));

  expect(await screen.findByText('Panel for take_away')).toBeInTheDocument();
  expect(screen.queryByText('Delivery fee')).not.toBeInTheDocument();
  expect(screen.queryByRole('radiogroup', { name: 'Delivery man tips' })).not.toBeInTheDocument();
  await waitFor(() => expect(total()).toBe(price(21)));
});

test('a tip is added to the total and sent', async () => {
  seedCart();
  const { user } = renderCheckout();
  await chooseAddress(user);
  // antd's button-style radios take the click on their label
  await user.click(screen.getByText(price(2)));
  await waitFor(() => expect(total()).toBe(price(28)));
  await user.click(screen.getByRole('radio', { name: 'Cash On Delivery' }));
  await user.click(placeButton());
  await screen.findByRole('dialog');
  expect(checkoutBackend.sent('customer/order/place')[0].body).toMatchObject({ dm_tips: 2, order_amount: 28 });
});

test('digital payment sends the browser to the payment page with a callback to the order-placed page', async () => {
  seedCart();
  const { user } = renderCheckout('cart', { ...locatedGuest, token: 'customer-token' });
  await chooseAddress(user);
  await user.click(screen.getByRole('radio', { name: 'Digital Payment' }));
  await user.click(placeButton());

  await waitFor(() => expect(openPaymentPage).toHaveBeenCalledWith('http://localhost:4000/payment/100045'));
  const [placed] = checkoutBackend.sent('customer/order/place');
  expect(placed.body).toMatchObject({ payment_method: 'digital_payment', callback: 'http://localhost/checkout/order-placed' });
  expect(placed.body).not.toHaveProperty('guest_id');
});

test('a customer paying cash on delivery lands on the order in the account, with the placement notice', async () => {
  seedCart();
  const { user, path } = renderCheckout('cart', { ...locatedGuest, token: 'customer-token' });
  await chooseAddress(user);
  await user.click(screen.getByRole('radio', { name: 'Cash On Delivery' }));
  await user.click(placeButton());

  await waitFor(() => expect(path()).toBe('/profile?orderId=100045&page=my-orders&from=checkout'));
  expect(checkoutBackend.sent('customer/order/place')).toHaveLength(1);
});

test('a changed total (409 order_amount) shows the message and reads the cart again', async () => {
  seedCart();
  checkoutBackend.placeAnswer = {
    status: 409,
    body: { errors: [{ code: 'order_amount', message: 'The order total has changed. Please review your order.' }] },
  };
  const { user } = renderCheckout();
  await chooseAddress(user);
  await user.click(screen.getByRole('radio', { name: 'Cash On Delivery' }));
  const reads = checkoutBackend.sent('customer/cart/list').length;
  await user.click(placeButton());

  expect(await screen.findByText('The order total has changed. Please review your order.')).toBeInTheDocument();
  await waitFor(() => expect(checkoutBackend.sent('customer/cart/list').length).toBeGreaterThan(reads));
});

test('Buy Now orders the stored line without the cart and clears it afterwards', async () => {
  const item = makeItem({ price: 10, store_id: 7 });
  sessionStorage.setItem(
    'storefront.buy-now',
    JSON.stringify({ item, quantity: 2, variation: [], add_on_ids: [], add_on_qtys: [], source: 'buy_now' }),
  );
  const { user } = renderCheckout('buy_now');
  await chooseAddress(user);
  await user.click(screen.getByRole('radio', { name: 'Cash On Delivery' }));
  await waitFor(() => expect(total()).toBe(price(26)));
  await user.click(placeButton());

  await screen.findByRole('dialog');
  expect(checkoutBackend.sent('customer/order/place')[0].body).toMatchObject({
    source: 'buy_now',
    cart: [{ item_id: item.id, item_type: 'Item', quantity: 2, variation: [], add_on_ids: [], add_on_qtys: [] }],
  });
  expect(sessionStorage.getItem('storefront.buy-now')).toBeNull();
});

test('the summary lists each line with its chosen options and add-ons', async () => {
  const item = makeItem({
    price: 10,
    store_id: 7,
    food_variations: [{ name: 'Size', type: 'single', min: 0, max: 0, required: 'on', values: [{ label: 'Large', optionPrice: 2 }] }],
    add_ons: [{ id: 5, name: 'Cheese', price: 1 }],
  });
  checkoutBackend.lines = [
    { ...makeCartLine(item, 1), variation: [{ name: 'Size', values: { label: ['Large'] } }], add_on_ids: [5], add_on_qtys: [2] },
  ];
  renderCheckout();
  const summary = await screen.findByRole('list', { name: 'Items' });
  expect(summary).toHaveTextContent('Size: Large');
  expect(summary).toHaveTextContent('Addons: Cheese × 2');
});

test('after a 409 a Buy Now line is priced again from the item as the server has it', async () => {
  const item = makeItem({ price: 10, store_id: 7 });
  sessionStorage.setItem(
    'storefront.buy-now',
    JSON.stringify({ item, quantity: 2, variation: [], add_on_ids: [], add_on_qtys: [], source: 'buy_now' }),
  );
  checkoutBackend.itemDetails = { ...item, price: 12 };
  checkoutBackend.placeAnswer = {
    status: 409,
    body: { errors: [{ code: 'order_amount', message: 'The order total has changed. Please review your order.' }] },
  };
  const { user } = renderCheckout('buy_now');
  await chooseAddress(user);
  await user.click(screen.getByRole('radio', { name: 'Cash On Delivery' }));
  await waitFor(() => expect(total()).toBe(price(26)));
  await user.click(placeButton());

  expect(await screen.findByText('The order total has changed. Please review your order.')).toBeInTheDocument();
  // 2 × 12 instead of 2 × 10, with the fee and the tax that follow from it
  await waitFor(() => expect(total()).toBe(price(30.2)));
  expect(JSON.parse(sessionStorage.getItem('storefront.buy-now') ?? '{}').item.price).toBe(12);
});

test('an empty cart offers the way home', async () => {
  renderCheckout();
  expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/home');
});

test('a guest is sent to sign in when guest checkout is off', async () => {
  checkoutBackend.config = { ...checkoutBackend.config, guest_checkout_status: 0 };
  const { path } = renderCheckout();
  await waitFor(() => expect(path()).toBe('/auth/sign-in?from=%2Fcheckout%3Fpage%3Dcart'));
});

test('a campaign item needs a signed-in customer', async () => {
  const { path } = renderCheckout('campaign');
  await waitFor(() => expect(path()).toBe('/auth/sign-in?from=%2Fcheckout%3Fpage%3Dcampaign'));
});

test('a closed store offers only scheduled slots', async () => {
  seedCart();
  checkoutBackend.config = { ...checkoutBackend.config, schedule_order: true };
  // open only on a day that is never today: every day but today's weekday
  const today = new Date().getUTCDay();
  const schedules = [0, 1, 2, 3, 4, 5, 6]
    .filter((day) => day !== today)
    .map((day) => ({ day, opening_time: '00:00', closing_time: '23:59' }));
  checkoutBackend.store = checkoutStore({ always_open: false, schedule_order: true, schedules });
  renderCheckout();
  expect(await screen.findByRole('combobox', { name: 'Delivery slot' })).toBeInTheDocument();
  expect(screen.queryByRole('radio', { name: 'Now' })).not.toBeInTheDocument();
});

describe('prescription orders', () => {
  // Node's File: the fetch under test (Node's) sends only its own Blobs in a FormData, as a browser sends its own
  const image = (name: string) => new NodeFile(['png'], name, { type: 'image/png' }) as unknown as File;

  function renderPrescription() {
    checkoutBackend.store = checkoutStore({ id: 9, module_id: 3, prescription_order: true });
    checkoutBackend.zone = zoneLookup();
    return renderWithProviders(<Routes />, {
      route: '/checkout?page=prescription&store_id=9',
      mountAt: '/checkout/*',
      session: { ...locatedGuest, module: pharmacy },
      userOptions: { applyAccept: false },
    });
  }

  test('a fourth image is refused with the spec message', async () => {
    const { user } = renderPrescription();
    const input = await screen.findByLabelText('Prescription images (up to 3)');
    await user.upload(input, [image('a.png'), image('b.png'), image('c.png')]);
    await user.upload(input, image('d.png'));

    expect(await screen.findByText('Maximum 3 images can be send at a time.')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Chosen prescription images' })).getAllByRole('listitem')).toHaveLength(3);
  });

  test('a PDF is refused, whatever the file picker allowed', async () => {
    const { user } = renderPrescription();
    const input = await screen.findByLabelText('Prescription images (up to 3)');
    expect(input).toHaveAttribute('accept', 'image/*');
    await user.upload(input, new File(['%PDF'], 'scan.pdf', { type: 'application/pdf' }));

    expect(await screen.findByText('Only images can be uploaded (PNG, JPEG, WebP or GIF).')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Chosen prescription images' })).not.toBeInTheDocument();
  });

  test('the images go as multipart with the Idempotency-Key, and none means no order', async () => {
    const { user } = renderPrescription();
    await chooseAddress(user);
    await user.click(screen.getByRole('radio', { name: 'Cash On Delivery' }));
    expect(placeButton()).toBeDisabled();
    expect(screen.getAllByText('Please upload your prescription image').length).toBeGreaterThan(0);

    await user.upload(screen.getByLabelText('Prescription images (up to 3)'), [image('a.png'), image('b.png')]);
    await waitFor(() => expect(placeButton()).toBeEnabled());
    await user.click(placeButton());

    await screen.findByRole('dialog');
    const [sent] = checkoutBackend.sent('customer/order/prescription/place');
    expect(sent.headers.get('Idempotency-Key')).toBeTruthy();
    const form = sent.body as FormData;
    expect(form.getAll('order_attachment[]')).toHaveLength(2);
    expect(form.get('store_id')).toBe('9');
    expect(form.get('payment_method')).toBe('cash_on_delivery');
    expect(form.get('guest_id')).toBe(locatedGuest.guestId);
  });
});

// keeps `server` used: a test can override one route
test('a failing store shows a retry', async () => {
  seedCart();
  server.use(http.get('http://localhost:4000/api/v1/stores/details/:id', () => HttpResponse.json({ errors: [] }, { status: 500 })));
  renderCheckout();
  expect(await screen.findByText('The checkout could not be loaded.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});
