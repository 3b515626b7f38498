import { emit } from '@storefront/platform';
import { API, createTestServer, makeCustomer, makeModule, renderWithProviders } from '@storefront/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useState, type ReactNode } from 'react';
import AccountOverlays from '../overlays';
import { wantsInterest } from '../../features/interest/hooks/use-interest-redirect';
import { WELCOME_FLAG_KEY } from '../../features/welcome/utils/welcome-flag';

const server = createTestServer();
jest.setTimeout(60_000);
const signedIn = { token: 'token-1' };

function reminderBackend(orderId: number | null) {
  const cancelled: string[] = [];
  server.use(
    http.get(`${API}/customer/review-reminder`, () =>
      HttpResponse.json({ order_id: orderId, images: orderId ? ['http://api.test/storage/item/1.svg'] : [] }),
    ),
    http.get(`${API}/customer/review-reminder-cancel`, ({ request }) => {
      cancelled.push(new URL(request.url).searchParams.get('order_id')!);
      return HttpResponse.json({ message: 'Review reminder canceled' });
    }),
    http.get(`${API}/customer/info`, () => HttpResponse.json(makeCustomer())),
  );
  return cancelled;
}

afterEach(() => window.localStorage.removeItem(WELCOME_FLAG_KEY));

/** The flag as sign-up leaves it (the test render clears storage first, so it is set inside). */
function WithWelcomeFlag({ children }: { children: ReactNode }) {
  useState(() => window.localStorage.setItem(WELCOME_FLAG_KEY, '1'));
  return children;
}

describe('rating prompt', () => {
  test('on the module home it offers the last delivered order; Rate opens its rating page', async () => {
    reminderBackend(100045);
    const { path } = renderWithProviders(<AccountOverlays />, { route: '/home', session: signedIn });
    const prompt = await screen.findByRole('dialog', { name: 'Rate your last order' });
    expect(prompt).toHaveTextContent('Your order #100045 was delivered. Rate the items and the delivery man.');
    fireEvent.click(screen.getByRole('button', { name: 'Rate' }));
    await waitFor(() => expect(path()).toBe('/rate-and-review/100045'));
    expect(screen.queryByRole('dialog', { name: 'Rate your last order' })).not.toBeInTheDocument();
  });

  test('Cancel tells the server and closes it', async () => {
    const cancelled = reminderBackend(100045);
    renderWithProviders(<AccountOverlays />, { route: '/home', session: signedIn });
    await screen.findByRole('dialog', { name: 'Rate your last order' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(cancelled).toEqual(['100045']));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Rate your last order' })).not.toBeInTheDocument());
  });

  test('nothing when there is no order to rate, off the home page, or for a visitor', async () => {
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('review-reminder')) requests.push(request.url);
    });
    reminderBackend(null);
    const first = renderWithProviders(<AccountOverlays />, { route: '/home', session: signedIn });
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    first.unmount();
    reminderBackend(7);
    renderWithProviders(<AccountOverlays />, { route: '/wallet', session: signedIn });
    renderWithProviders(<AccountOverlays />, { route: '/home' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(requests).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    server.events.removeAllListeners();
  });
});

describe('welcome modal', () => {
  test('the stored flag opens it with the first-order discount and its validity; closing clears the flag', async () => {
    reminderBackend(null);
    server.use(
      http.get(`${API}/customer/info`, () =>
        HttpResponse.json(
          makeCustomer({
            is_valid_for_discount: true,
            discount_amount: 10,
            discount_amount_type: 'percentage',
            validity: '30 days',
          } as never),
        ),
      ),
    );
    renderWithProviders(
      <WithWelcomeFlag>
        <AccountOverlays />
      </WithWelcomeFlag>,
      { route: '/home', session: signedIn },
    );
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    expect(await screen.findByText('Get 10% off on your first order within 30 days.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Welcome' })).not.toBeInTheDocument());
    expect(window.localStorage.getItem(WELCOME_FLAG_KEY)).toBeNull();
  });

  test('without a discount it only welcomes; without the flag nothing opens', async () => {
    reminderBackend(null);
    server.use(http.get(`${API}/customer/info`, () => HttpResponse.json(makeCustomer({ is_valid_for_discount: false } as never))));
    const first = renderWithProviders(
      <WithWelcomeFlag>
        <AccountOverlays />
      </WithWelcomeFlag>,
      { route: '/home', session: signedIn },
    );
    expect(await screen.findByText('Your account is ready. Happy shopping!')).toBeInTheDocument();
    first.unmount();
    window.localStorage.removeItem(WELCOME_FLAG_KEY);
    renderWithProviders(<AccountOverlays />, { route: '/home', session: signedIn });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('heading', { name: 'Welcome' })).not.toBeInTheDocument();
  });
});

describe('/interest after choosing a module', () => {
  test("the spec's condition: saved interests, the module not among them, not parcel", () => {
    const grocery = { id: 2, module_type: 'grocery' as const };
    expect(wantsInterest({ selected_modules_for_interest: [1] }, grocery)).toBe(true);
    expect(wantsInterest({ selected_modules_for_interest: [1, 2] }, grocery)).toBe(false);
    expect(wantsInterest({ selected_modules_for_interest: [] }, grocery)).toBe(false);
    expect(wantsInterest({}, grocery)).toBe(false);
    expect(wantsInterest({ selected_modules_for_interest: [1] }, { id: 5, module_type: 'parcel' })).toBe(false);
  });

  test('a chosen module without interests opens /interest', async () => {
    reminderBackend(null);
    server.use(http.get(`${API}/customer/info`, () => HttpResponse.json(makeCustomer({ selected_modules_for_interest: [1] } as never))));
    const { path } = renderWithProviders(<AccountOverlays />, { route: '/home', session: signedIn });
    await act(async () => emit({ type: 'module/selected', module: makeModule({ id: 2, module_type: 'grocery' }) }));
    await waitFor(() => expect(path()).toBe('/interest'));
  });

  test('a module chosen before the overlays have loaded still opens /interest once they mount', async () => {
    reminderBackend(null);
    server.use(http.get(`${API}/customer/info`, () => HttpResponse.json(makeCustomer({ selected_modules_for_interest: [1] } as never))));
    emit({ type: 'module/selected', module: makeModule({ id: 2, module_type: 'grocery' }) });
    const { path } = renderWithProviders(<AccountOverlays />, { route: '/home', session: signedIn });
    await waitFor(() => expect(path()).toBe('/interest'));
  });
});
