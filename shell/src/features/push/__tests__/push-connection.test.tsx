import { act, screen } from '@testing-library/react';
import { recordEvents, renderWithProviders } from '@storefront/testing';
import type { PushStreamOptions, ServerSentEvent } from '../sse';
import PushConnection from '../push-connection';

const streams: PushStreamOptions[] = [];
jest.mock('../sse', () => ({
  runPushStream: (options: PushStreamOptions) => {
    streams.push(options);
    return new Promise<void>((resolve) => options.signal.addEventListener('abort', () => resolve()));
  },
}));

beforeEach(() => {
  streams.length = 0;
});

const push = (event: string, data: Record<string, unknown>, id = '1') =>
  act(() => streams.at(-1)!.onEvent({ id, event, data: JSON.stringify({ type: event, ...data }) } satisfies ServerSentEvent));

test('a signed-in customer’s stream sends the bearer in a header, and an order status becomes a bus event and a toast that opens the order', async () => {
  const events = recordEvents('push/order-status');
  const { user, path } = renderWithProviders(<PushConnection />, { route: '/home', session: { token: 'customer-token' } });

  expect(streams).toHaveLength(1);
  expect(streams[0].url).toMatch(/\/api\/v1\/customer\/notifications\/stream$/);
  expect(streams[0].headers().authorization).toBe('Bearer customer-token');

  push('order_status', { order_id: 100045, order_status: 'picked_up' });
  expect(events).toEqual([{ type: 'push/order-status', orderId: 100045, orderStatus: 'picked_up' }]);
  await user.click(await screen.findByRole('button', { name: 'Order #100045: On the Way' }));
  expect(path()).toBe('/profile?page=my-orders&orderId=100045');
});

test('a guest’s stream names the guest id; its order toast opens the tracking drawer', async () => {
  const tracked = recordEvents('order/track');
  const { user } = renderWithProviders(<PushConnection />, { route: '/home', session: { guestId: 'guest-abc' } });

  expect(streams[0].url).toMatch(/stream\?guest_id=guest-abc$/);
  push('order_status', { order_id: 7, order_status: 'delivered' });
  await user.click(await screen.findByRole('button', { name: 'Order #7: Delivered' }));
  expect(tracked).toEqual([{ type: 'order/track', orderId: '7' }]);
});

test('a message shows ‘You have a new message’ away from the chat, and only the bus event on the chat page', async () => {
  const messages = recordEvents('push/message');
  renderWithProviders(<PushConnection />, { route: '/home', session: { token: 'customer-token' } });
  push('message', { conversation_id: 3, sender_type: 'delivery_man' });
  expect(await screen.findByText('You have a new message')).toBeInTheDocument();
  expect(messages).toEqual([{ type: 'push/message', conversationId: 3, senderType: 'delivery_man' }]);
});

test('on the chat page a message refreshes the chat (bus event) without a toast', async () => {
  const messages = recordEvents('push/message');
  renderWithProviders(<PushConnection />, { route: '/profile?page=inbox', session: { token: 'customer-token' } });
  push('message', { conversation_id: 3, sender_type: 'vendor' });
  expect(messages).toHaveLength(1);
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 100));
  });
  expect(screen.queryByText('You have a new message')).not.toBeInTheDocument();
});

test('a referral code shows its title and body for 5 seconds', async () => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  try {
    const referrals = recordEvents('push/referral');
    renderWithProviders(<PushConnection />, { route: '/home', session: { token: 'customer-token' } });
    push('referral_code', { title: 'Your friend joined', body: 'You earned 10 points' });
    expect(await screen.findByText('Your friend joined')).toBeInTheDocument();
    expect(screen.getByText('You earned 10 points')).toBeInTheDocument();
    expect(referrals).toEqual([{ type: 'push/referral', title: 'Your friend joined', body: 'You earned 10 points' }]);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(4_000);
    });
    expect(screen.getByText('Your friend joined')).toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(2_000);
    });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1_000);
    });
    expect(screen.queryByText('Your friend joined')).not.toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});

test('no stream without a token or a guest id', () => {
  renderWithProviders(<PushConnection />, { route: '/home' });
  expect(streams).toHaveLength(0);
});
