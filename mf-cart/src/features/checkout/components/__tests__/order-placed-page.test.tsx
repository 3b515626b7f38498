import { encodePaymentToken } from '@storefront/domain';
import { priceFormatter } from '@storefront/platform';
import { renderWithProviders, type TestSession } from '@storefront/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { locatedGuest } from '../../../../testing/render-cart';
import Routes from '../../../../exposes/routes';
import { checkoutBackend, createCheckoutServer } from '../../testing/checkout-backend';
import { rememberPlacedOrder } from '../../utils/placed-order-memo';
import { FAILED_PROMPT_DELAY_MS } from '../order-failed-prompt';

createCheckoutServer();
const price = priceFormatter(undefined, 'en');

function renderPlaced(query: string, session: TestSession = locatedGuest) {
  return renderWithProviders(<Routes />, { route: `/checkout/order-placed?${query}`, mountAt: '/checkout/*', session });
}

afterEach(() => sessionStorage.clear());

test('the guest dialog reads the order id from the payment token', async () => {
  const token = encodePaymentToken({ payment_method: 'digital_payment', attribute_id: 100077, flag: 'success' });
  renderPlaced(`flag=success&status=confirmed&totalAmount=26&token=${encodeURIComponent(token)}`);

  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Order Placed Successfully')).toBeInTheDocument();
  expect(within(dialog).getByText('#100077')).toBeInTheDocument();
  expect(within(dialog).getByText('Confirmed')).toBeInTheDocument();
  expect(within(dialog).getByText(price(26))).toBeInTheDocument();
  expect(within(dialog).getByText(/Remember your order ID 100077 and the phone number you gave/)).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Track Order' })).toBeInTheDocument();
});

test('a customer sees a confirmation with the order, its status, its total and the way to track it', async () => {
  renderPlaced('order_id=100045&status=pending&totalAmount=26', { ...locatedGuest, token: 'customer-token' });

  expect(await screen.findByText('Order Placed Successfully')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByText('#100045')).toBeInTheDocument();
  expect(screen.getByText('Pending')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Track Order' })).toHaveAttribute('href', '/track-order');
  expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/home');
});

test('a failed payment opens the prompt after 500 ms; switching to cash on delivery ends on /home', async () => {
  jest.useFakeTimers();
  try {
    rememberPlacedOrder({ orderId: 100045, cashOnDeliveryAllowed: true, contactNumber: '+15550100100' });
    const { user, path } = renderWithProviders(<Routes />, {
      route: '/checkout/order-placed?flag=fail&order_id=100045&status=failed&totalAmount=26',
      mountAt: '/checkout/*',
      session: { ...locatedGuest, token: 'customer-token' },
      userOptions: { advanceTimers: jest.advanceTimersByTime },
    });
    expect(await screen.findByText('Payment failed')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(FAILED_PROMPT_DELAY_MS - 50));
    expect(screen.queryByText("Order didn't place successfully.")).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(50));
    expect(await screen.findByText("Order didn't place successfully.")).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back to home' }));
    expect(await screen.findByText('Are you agree with this order fail?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Switch to Cash On Delivery' }));

    await waitFor(() => expect(path()).toBe('/home'));
    expect(checkoutBackend.sent('customer/order/payment-method')[0].body).toEqual({ order_id: 100045 });
    expect(await screen.findByText('Payment info updated.')).toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});

test('a guest whose zone takes no cash on delivery can only cancel, with the payment reason', async () => {
  rememberPlacedOrder({ orderId: 100045, cashOnDeliveryAllowed: false, contactNumber: '+15550100100' });
  const { user, path } = renderPlaced('flag=cancel&order_id=100045&status=failed');

  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Payment failed')).toBeInTheDocument();
  expect(within(dialog).getByText(/your phone number \+15550100100/)).toBeInTheDocument();
  await user.click(await lastButton('Back to home'));
  expect(await screen.findByText('Are you agree with this order fail?')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Switch to Cash On Delivery' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Cancel Order' }));

  await waitFor(() => expect(path()).toBe('/home'));
  expect(checkoutBackend.sent('customer/order/cancel')[0].body).toEqual({
    order_id: 100045,
    reason: 'Order payment canceled',
    guest_id: locatedGuest.guestId,
  });
});

/** The failed prompt opens over the guest dialog: its button is the last one of that name. */
async function lastButton(name: string) {
  await waitFor(() => expect(screen.getByText("Order didn't place successfully.")).toBeInTheDocument());
  const buttons = screen.getAllByRole('button', { name });
  return buttons[buttons.length - 1]!;
}

test('a link without an order says so', async () => {
  renderPlaced('flag=success');
  expect(await screen.findByText('This order could not be found.')).toBeInTheDocument();
});
