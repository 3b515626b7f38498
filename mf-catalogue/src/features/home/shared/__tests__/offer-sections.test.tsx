import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  API,
  createTestServer,
  grocery,
  locatedSession,
  makeItem,
  makeItemPage,
  recordEvents,
  renderWithProviders,
} from '@storefront/testing';
import { CashbackWidget } from '../cashback-widget';
import { COUPON_COPIED_MS, CouponsSection } from '../coupons-section';
import { JustForYouSection } from '../just-for-you-section';
import { SpecialOfferSection } from '../special-offer-section';

const discounted = Array.from({ length: 6 }, (_, index) =>
  makeItem({ name: `Deal ${index + 1}`, discount: 10 + index, discount_type: 'percent' }),
);
const campaignItem = makeItem({
  id: 900,
  name: 'Weekend Honey Deal',
  available_date_starts: '2026-01-01',
  available_date_ends: '2026-12-31',
} as never);
const discountedQueries: URLSearchParams[] = [];

const server = createTestServer(
  http.get(`${API}/items/discounted`, ({ request }) => {
    discountedQueries.push(new URL(request.url).searchParams);
    return HttpResponse.json(makeItemPage(discounted));
  }),
  http.get(`${API}/campaigns/basic`, () =>
    HttpResponse.json([
      { id: 4, slug: 'fresh-week-4', title: 'Fresh Week', image_full_url: 'http://localhost:4000/storage/campaign/4.svg' },
    ]),
  ),
  http.get(`${API}/campaigns/item`, () => HttpResponse.json([campaignItem])),
  http.get(`${API}/cashback/list`, () =>
    HttpResponse.json([
      {
        id: 1,
        title: 'Get 10% back',
        cashback_type: 'percentage',
        cashback_amount: 10,
        min_purchase: 30,
        max_discount: 8,
        end_date: '2026-12-31',
      },
      { id: 2, title: '$5 back', cashback_type: 'amount', cashback_amount: 5, min_purchase: 50, max_discount: 0, end_date: '2026-11-30' },
    ]),
  ),
  http.get(`${API}/coupon/list`, () =>
    HttpResponse.json([
      {
        id: 1,
        title: '10% off your order',
        code: 'GROC10',
        discount: 10,
        discount_type: 'percent',
        min_purchase: 20,
        coupon_type: 'default',
      },
      {
        id: 2,
        title: 'Free delivery',
        code: 'GROCSHIP',
        discount: 0,
        discount_type: 'amount',
        min_purchase: 15,
        coupon_type: 'free_delivery',
      },
    ]),
  ),
);
beforeEach(() => (discountedQueries.length = 0));

const session = { ...locatedSession, module: grocery };

test('special offers: asks for 15 discounted items and shows them with their badge and View all', async () => {
  renderWithProviders(<SpecialOfferSection />, { session });
  expect(await screen.findByRole('heading', { name: 'Special Offers for You' })).toBeInTheDocument();
  expect(discountedQueries[0]!.get('limit')).toBe('15');
  expect(screen.getAllByRole('article')).toHaveLength(6);
  expect(within(screen.getByRole('article', { name: 'Deal 1' })).getByText('10% OFF')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'View all' })).toHaveAttribute(
    'href',
    '/home?search=special-offer&module_id=2&data_type=discounted',
  );
});

test('special offers: nothing discounted, no section', async () => {
  server.use(http.get(`${API}/items/discounted`, () => HttpResponse.json(makeItemPage([]))));
  renderWithProviders(<SpecialOfferSection />, { session });
  await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  expect(screen.queryByRole('heading')).toBeNull();
});

test('Just For You: a campaign opens its page; a campaign item offers only Order Now, which needs a sign-in', async () => {
  const events = recordEvents('auth/required', 'item/open');
  const { user } = renderWithProviders(<JustForYouSection />, { session });
  expect(await screen.findByRole('heading', { name: 'Just For You' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Fresh Week/ })).toHaveAttribute('href', '/campaigns/4?module_id=2');
  await user.click(screen.getByRole('button', { name: 'Order Now: Weekend Honey Deal' }));
  expect(events).toEqual([{ type: 'auth/required', message: 'You are not logged in' }]);
});

test('Just For You: signed in, Order Now opens the item dialog', async () => {
  const events = recordEvents('item/open');
  const { user } = renderWithProviders(<JustForYouSection />, { session: { ...session, token: 'token-1' } });
  await user.click(await screen.findByRole('button', { name: 'Order Now: Weekend Honey Deal' }));
  expect(events).toEqual([{ type: 'item/open', item: campaignItem }]);
});

test('Just For You: no campaigns, no section', async () => {
  server.use(
    http.get(`${API}/campaigns/basic`, () => HttpResponse.json([])),
    http.get(`${API}/campaigns/item`, () => HttpResponse.json([])),
  );
  renderWithProviders(<JustForYouSection />, { session });
  await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  expect(screen.queryByRole('heading')).toBeNull();
});

test('the cashback widget toggles its panel of offers', async () => {
  const { user } = renderWithProviders(<CashbackWidget />, { session });
  const toggle = await screen.findByRole('button', { name: 'Cashback' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await user.click(toggle);
  const panel = screen.getByRole('dialog', { name: 'Cashback offers' });
  expect(within(panel).getByText('Get 10% back')).toBeInTheDocument();
  expect(within(panel).getByText('10% cashback')).toBeInTheDocument();
  expect(within(panel).getByText('$5.00 cashback')).toBeInTheDocument();
  await user.click(toggle);
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('the cashback widget is not there without offers', async () => {
  let asked = false;
  server.use(
    http.get(`${API}/cashback/list`, () => {
      asked = true;
      return HttpResponse.json([]);
    }),
  );
  renderWithProviders(<CashbackWidget />, { session });
  await waitFor(() => expect(asked).toBe(true));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.queryByRole('button', { name: 'Cashback' })).toBeNull();
});

test('a coupon code copies and says Copied for 1 second', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  try {
    const { user } = renderWithProviders(<CouponsSection />, { session, userOptions: { advanceTimers: jest.advanceTimersByTime } });
    // user-event set up its own clipboard on render: watch that one
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    expect(await screen.findByRole('heading', { name: 'Coupons' })).toBeInTheDocument();
    expect(screen.getByText('10% OFF')).toBeInTheDocument();
    expect(screen.getByText('Free Delivery')).toBeInTheDocument();
    const card = screen.getByRole('article', { name: '10% off your order' });
    await user.click(within(card).getByRole('button', { name: 'Copy code GROC10' }));
    expect(writeText).toHaveBeenCalledWith('GROC10');
    expect(await within(card).findByText('Copied')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(COUPON_COPIED_MS - 100));
    expect(within(card).getByText('Copied')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(within(card).queryByText('Copied')).toBeNull();
  } finally {
    jest.useRealTimers();
  }
});
