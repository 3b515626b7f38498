import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  API,
  createTestServer,
  grocery,
  locatedSession,
  makeItem,
  makeItemPage,
  makeStore,
  recordEvents,
  renderWithProviders,
  type TestSession,
} from '@storefront/testing';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { WishlistHeartProps } from '@storefront/contract';
import CatalogueRoutes from '../../../exposes/routes';

// mf_account/WishlistHeart stands in as a plain button naming what it was given
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));
const FakeHeart = ({ storeId, itemId }: WishlistHeartProps) => <button type="button">{`wish store ${storeId} item ${itemId}`}</button>;
beforeEach(() => jest.mocked(loadRemote).mockResolvedValue({ default: FakeHeart }));

type StoreAnswer = ReturnType<typeof makeStore> & Record<string, unknown>;

const greenMarket = (overrides: Partial<StoreAnswer> = {}): StoreAnswer => ({
  ...makeStore({ id: 7, slug: 'green-market', name: 'Green Market', address: '12 Market Street', latitude: '40.7', longitude: '-74' }),
  delivery_time: '30-40 min',
  rating_count: 12,
  cover_photo_full_url: 'http://localhost:4000/images/store-cover/7.svg',
  logo_full_url: 'http://localhost:4000/images/store/7.svg',
  category_details: [
    { id: 1, name: 'Fruit', parent_id: 0 },
    { id: 2, name: 'Bakery', parent_id: 0 },
    { id: 3, name: 'Apples', parent_id: 1 },
  ],
  active_coupons: [],
  ...overrides,
});

const server = createTestServer(
  http.get(`${API}/stores/details/:id`, () => HttpResponse.json(greenMarket())),
  http.get(`${API}/items/latest`, () => HttpResponse.json(makeItemPage([]))),
  http.get(`${API}/stores/reviews`, () => HttpResponse.json({ total_size: 0, limit: 5, offset: 1, reviews: [] })),
);

function renderStore(route = '/store/green-market?module_id=2', session: TestSession = { ...locatedSession, module: grocery }) {
  return renderWithProviders(<CatalogueRoutes />, { route, session, mountAt: '/store/*' });
}

function serveItems(items: ReturnType<typeof makeItem>[], total = items.length) {
  const requests: URL[] = [];
  server.use(
    http.get(`${API}/items/latest`, ({ request }) => {
      requests.push(new URL(request.url));
      return HttpResponse.json({ ...makeItemPage(items), total_size: total });
    }),
  );
  return requests;
}

test('shows skeletons while the store loads, then its name, address, rating, delivery time and map button', async () => {
  serveItems([]);
  const routes = recordEvents('location/show-route');
  const { user } = renderStore();
  expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  // the first test also waits for the lazily imported store page
  expect(await screen.findByRole('heading', { level: 2, name: 'Green Market' }, { timeout: 10_000 })).toBeInTheDocument();
  expect(screen.getByText(/12 Market Street/)).toBeInTheDocument();
  expect(screen.getByLabelText('Rating 4.50')).toBeInTheDocument();
  expect(screen.getByText('Delivery 30-40 min')).toBeInTheDocument();
  // mf-location's store and delivery map (works offline), from the store to the customer's point
  await user.click(screen.getByRole('button', { name: 'View on map' }));
  expect(routes).toEqual([
    { type: 'location/show-route', store: { name: 'Green Market', latLng: { lat: 40.7, lng: -74 } }, delivery: locatedSession.latLng },
  ]);
  expect(screen.getByRole('img', { name: 'Green Market cover' })).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Green Market logo' })).toBeInTheDocument();
  expect(screen.getByText('Open Now')).toBeInTheDocument();
  expect(screen.queryByText(/closed now/i)).toBeNull();
});

test('in Arabic the address and the delivery time keep their own direction (not "min 40-30", "Market Street 12")', async () => {
  serveItems([]);
  renderStore(undefined, { ...locatedSession, module: grocery, language: 'ar' });
  expect(await screen.findByRole('heading', { level: 2, name: 'Green Market' }, { timeout: 10_000 })).toBeInTheDocument();
  // the address stands alone: the element for it; the time is inside a translated sentence: isolated in the text
  expect(screen.getByText('12 Market Street').tagName).toBe('BDI');
  expect(await screen.findByText('التوصيل \u206830-40 min\u2069')).toBeInTheDocument();
  // the store search's button is named in Arabic, not by its icon's English "search"
  expect(screen.getByRole('button', { name: 'بحث' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'search' })).toBeNull();
});

test("an active store whose open flag is 0 shows 'CLOSED NOW'", async () => {
  server.use(http.get(`${API}/stores/details/:id`, () => HttpResponse.json(greenMarket({ open: 0 }))));
  renderStore();
  expect((await screen.findAllByText('CLOSED NOW')).length).toBeGreaterThan(0);
  expect(screen.queryByText('Closed Now')).toBeNull();
});

test("an inactive store shows 'Closed Now'", async () => {
  server.use(http.get(`${API}/stores/details/:id`, () => HttpResponse.json(greenMarket({ active: false, open: 0 }))));
  renderStore();
  expect((await screen.findAllByText('Closed Now')).length).toBeGreaterThan(0);
  expect(screen.queryByText('CLOSED NOW')).toBeNull();
});

test("lists the store's items with the item cards; a simple item goes to the cart", async () => {
  const requests = serveItems([makeItem({ name: 'Fresh apples' }), makeItem({ name: 'Brown bread' })]);
  const events = recordEvents('cart/add-item');
  const { user } = renderStore();
  const apples = await screen.findByRole('article', { name: 'Fresh apples' });
  expect(screen.getByRole('article', { name: 'Brown bread' })).toBeInTheDocument();
  expect(requests[0].searchParams.get('store_id')).toBe('7');
  expect(requests[0].searchParams.get('offset')).toBe('1');
  expect(requests[0].searchParams.get('category_id')).toBeNull();
  await user.click(within(apples).getByRole('button', { name: 'Add to cart: Fresh apples' }));
  expect(events).toEqual([
    expect.objectContaining({ type: 'cart/add-item', quantity: 1, item: expect.objectContaining({ name: 'Fresh apples' }) }),
  ]);
});

test('an item with options opens the item dialog', async () => {
  serveItems([makeItem({ name: 'T-shirt', variations: [{ type: 'S', price: 10, stock: 3 }] })]);
  const events = recordEvents('item/open');
  const { user } = renderStore();
  await user.click(await screen.findByRole('button', { name: 'Choose options: T-shirt' }));
  expect(events).toEqual([expect.objectContaining({ type: 'item/open', item: expect.objectContaining({ name: 'T-shirt' }) })]);
});

test('the category tabs ask for the chosen main category, and Load more asks for the next page', async () => {
  const requests = serveItems(
    Array.from({ length: 12 }, (_, index) => makeItem({ name: `Apple ${index + 1}` })),
    20,
  );
  const { user } = renderStore();
  await screen.findByRole('article', { name: 'Apple 1' });
  const tabs = screen.getByRole('radiogroup', { name: 'Categories' });
  expect(
    within(tabs)
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')?.textContent),
  ).toEqual(['All', 'Fruit', 'Bakery']);
  await user.click(within(tabs).getByText('Fruit'));
  await waitFor(() => expect(requests.some((url) => url.searchParams.get('category_id') === '1')).toBe(true));
  await screen.findAllByRole('article');
  await user.click(await screen.findByRole('button', { name: 'Load more' }));
  await waitFor(() =>
    expect(requests.some((url) => url.searchParams.get('category_id') === '1' && url.searchParams.get('offset') === '2')).toBe(true),
  );
});

test('says so when the store has no items', async () => {
  serveItems([]);
  renderStore();
  expect(await screen.findByText('Items not found!')).toBeInTheDocument();
  expect(screen.getByText('This store has no items here yet.')).toBeInTheDocument();
});

test('shows the running coupons with a copy button that says Copied!', async () => {
  server.use(
    http.get(`${API}/stores/details/:id`, () =>
      HttpResponse.json(
        greenMarket({
          active_coupons: [
            {
              id: 1,
              title: 'Weekend deal',
              code: 'WEEKEND10',
              discount: 10,
              discount_type: 'percent',
              min_purchase: 50,
              max_discount: 20,
              coupon_type: 'store_wise',
              expire_date: '2099-01-01',
            },
            {
              id: 2,
              title: 'Free ride',
              code: 'SHIPFREE',
              discount: 0,
              discount_type: 'amount',
              min_purchase: 0,
              max_discount: 0,
              coupon_type: 'free_delivery',
              expire_date: '2099-01-01',
            },
          ],
        }),
      ),
    ),
  );
  serveItems([]);
  const { user } = renderStore();
  const coupon = await screen.findByRole('group', { name: 'Weekend deal' });
  expect(within(await screen.findByRole('group', { name: 'Free ride' })).getByText('Free Delivery')).toBeInTheDocument();
  expect(within(coupon).getByText('10% OFF')).toBeInTheDocument();
  expect(within(coupon).getByText('Min purchase $50.00')).toBeInTheDocument();
  await user.click(within(coupon).getByRole('button', { name: 'Copy code WEEKEND10' }));
  expect(within(coupon).getByText('Copied!')).toBeInTheDocument();
});

test('a missing store says so; another failure offers a retry that loads the store', async () => {
  server.use(
    http.get(`${API}/stores/details/:id`, () =>
      HttpResponse.json({ errors: [{ code: 'store-001', message: 'Store not found!' }] }, { status: 404 }),
    ),
  );
  const first = renderStore('/store/gone');
  expect(await screen.findByText('Store not found!')).toBeInTheDocument();
  first.unmount();

  let calls = 0;
  server.use(
    http.get(`${API}/stores/details/:id`, () => {
      calls += 1;
      return calls === 1
        ? HttpResponse.json({ errors: [{ code: 'x', message: 'Server down' }] }, { status: 500 })
        : HttpResponse.json(greenMarket());
    }),
  );
  const { user } = renderStore();
  expect(await screen.findByText('The store could not be loaded.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { level: 2, name: 'Green Market' })).toBeInTheDocument();
});

test('an items failure keeps the store and offers a retry', async () => {
  let calls = 0;
  server.use(
    http.get(`${API}/items/latest`, () => {
      calls += 1;
      return calls === 1
        ? HttpResponse.json({ errors: [{ code: 'x', message: 'Server down' }] }, { status: 500 })
        : HttpResponse.json(makeItemPage([makeItem({ name: 'Pears' })]));
    }),
  );
  const { user } = renderStore();
  expect(await screen.findByText("The store's items could not be loaded.")).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Green Market' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('article', { name: 'Pears' })).toBeInTheDocument();
});

test('without a delivery location the items ask for one', async () => {
  const events = recordEvents('location/pick');
  const { user } = renderStore('/store/7', {});
  expect(await screen.findByText("Pick a delivery location to see this store's items.")).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Pick from Map' }));
  expect(events).toHaveLength(1);
});

test('the store name of a card links to its store page, and not again from that page', async () => {
  serveItems([makeItem({ name: 'Fresh apples', store_id: 7, store_name: 'Green Market', module_id: 2, zone_id: 1 })]);
  const { user, path } = renderStore('/store/7?module_id=2&store_zone_id=1');
  const apples = await screen.findByRole('article', { name: 'Fresh apples' });
  const link = within(apples).getByRole('link', { name: 'Green Market' });
  expect(link).toHaveAttribute('aria-current', 'page');
  await user.click(link);
  expect(path()).toBe('/store/7?module_id=2&store_zone_id=1');
});

test("the store's wishlist heart is mf_account/WishlistHeart for the store", async () => {
  serveItems([]);
  renderStore();
  expect(await screen.findByRole('button', { name: 'wish store 7 item undefined' })).toBeInTheDocument();
});

test("shows today's hours, 24 hours, or closed today, and the delivery fee unless delivery is free", async () => {
  const today = new Date().getDay();
  server.use(
    http.get(`${API}/stores/details/:id`, () =>
      HttpResponse.json(
        greenMarket({
          minimum_shipping_charge: 2.5,
          schedules: [
            { day: today, opening_time: '17:00:00', closing_time: '22:30:00' },
            { day: today, opening_time: '10:00:00', closing_time: '14:30:00' },
            { day: (today + 1) % 7, opening_time: '08:00:00', closing_time: '09:00:00' },
          ],
        }),
      ),
    ),
  );
  serveItems([]);
  const first = renderStore();
  expect(await screen.findByText('Today 10:00 AM – 2:30 PM, 5:00 PM – 10:30 PM')).toBeInTheDocument();
  expect(screen.getByText('Delivery fee from $2.50')).toBeInTheDocument();
  first.unmount();

  server.use(
    http.get(`${API}/stores/details/:id`, () =>
      HttpResponse.json(greenMarket({ always_open: true, free_delivery: true, minimum_shipping_charge: 2.5 })),
    ),
  );
  const second = renderStore();
  expect(await screen.findByText('Open 24 hours')).toBeInTheDocument();
  expect(screen.getByText('Free Delivery')).toBeInTheDocument();
  expect(screen.queryByText(/Delivery fee from/)).toBeNull();
  second.unmount();

  server.use(http.get(`${API}/stores/details/:id`, () => HttpResponse.json(greenMarket({ schedules: [] }))));
  renderStore();
  expect(await screen.findByText('Closed today')).toBeInTheDocument();
});

test('the search inside the store asks for the typed name, after a pause, and says when nothing matches', async () => {
  const requests: URL[] = [];
  server.use(
    http.get(`${API}/items/latest`, ({ request }) => {
      const url = new URL(request.url);
      requests.push(url);
      const name = url.searchParams.get('name');
      const items =
        name === null ? [makeItem({ name: 'Apples' }), makeItem({ name: 'Bread' })] : name === 'brea' ? [makeItem({ name: 'Bread' })] : [];
      return HttpResponse.json(makeItemPage(items));
    }),
  );
  const { user } = renderStore();
  expect(await screen.findByRole('article', { name: 'Apples' })).toBeInTheDocument();
  await user.type(screen.getByRole('searchbox', { name: 'Search in this store' }), 'brea');
  await waitFor(() => expect(screen.queryByRole('article', { name: 'Apples' })).toBeNull());
  expect(screen.getByRole('article', { name: 'Bread' })).toBeInTheDocument();
  const named = requests.filter((url) => url.searchParams.has('name'));
  // one request for the settled text, not one per letter
  expect(named.map((url) => url.searchParams.get('name'))).toEqual(['brea']);
  expect(named[0].searchParams.get('store_id')).toBe('7');
  await user.type(screen.getByRole('searchbox', { name: 'Search in this store' }), 'x');
  expect(await screen.findByText('Sorry no data found related to your search')).toBeInTheDocument();
});
