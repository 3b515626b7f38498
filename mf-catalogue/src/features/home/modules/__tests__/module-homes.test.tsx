import {
  API,
  createTestServer,
  fakeIntersectionObserver,
  food,
  grocery,
  locatedSession,
  makeItem,
  makeItemPage,
  makeModule,
  makeStore,
  pharmacy,
  renderWithProviders,
} from '@storefront/testing';
import type { Module } from '@storefront/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { HomePage } from '../../../../app/home-page';

// The shared sections are helper A's (tested there): here each is a marker, so the composition and its order show.
jest.mock('../../shared', () => {
  const names = [
    'BannerSection',
    'HighlightsSection',
    'PopularNearbySection',
    'JustForYouSection',
    'SpecialOfferSection',
    'BestStoreNearbySection',
    'VisitAgainSection',
    'CashbackWidget',
    'CouponsSection',
    'BottomBannerSection',
  ];
  const sections: Record<string, unknown> = Object.fromEntries(names.map((name) => [name, () => <div data-testid="shared">{name}</div>]));
  // the sticky bottom section gives its banner a close button
  sections.BottomBannerSection = ({ onDismiss }: { onDismiss?: () => void }) => (
    <div data-testid="shared">
      BottomBannerSection
      {onDismiss ? (
        <button type="button" onClick={onDismiss}>
          Close
        </button>
      ) : null}
    </div>
  );
  return sections;
});
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(() => new Promise(() => undefined)) }));

const ecommerce = makeModule({ id: 4, module_name: 'Shop', module_type: 'ecommerce' });
const fruit = { id: '3', name: 'Fruits' };
const dairy = { id: '4', name: 'Dairy' };

const empty = [
  http.get(`${API}/categories`, () => HttpResponse.json([])),
  http.get(`${API}/stores/get-stores/all`, () => HttpResponse.json({ total_size: 0, limit: 12, offset: 1, stores: [] })),
  http.get(`${API}/stores/latest`, () => HttpResponse.json({ total_size: 0, limit: 12, offset: 1, stores: [] })),
  http.get(`${API}/items/most-reviewed`, () => HttpResponse.json({ ...makeItemPage([]), categories: [] })),
  http.get(`${API}/items/recommended`, () => HttpResponse.json({ ...makeItemPage([]), items: [] })),
  http.get(`${API}/items/new-arrival`, () => HttpResponse.json({ ...makeItemPage([]), categories: [] })),
  http.get(`${API}/categories/featured/items`, () => HttpResponse.json({ ...makeItemPage([]), categories: [] })),
  http.get(`${API}/brand`, () => HttpResponse.json([])),
  http.get(`${API}/common-condition`, () => HttpResponse.json([])),
];
const server = createTestServer(...empty);
// a home renders many sections and their lazily imported code: a loaded machine needs more than the default
jest.setTimeout(60_000);

const renderHome = (module: Module, viewportWidth = 1280) =>
  renderWithProviders(<HomePage />, { route: '/home', mountAt: '/home', session: { ...locatedSession, module }, viewportWidth });

const sharedOrder = () => screen.getAllByTestId('shared').map((node) => node.textContent);
// the sections' code is imported lazily: the first wait of a busy run can be long
const section = (name: string) => screen.findByRole('region', { name }, { timeout: 15_000 });

test('grocery: its own sections between the shared ones, in the spec order', async () => {
  server.use(
    http.get(`${API}/categories`, () =>
      HttpResponse.json([
        { id: 1, name: 'Fruits', featured: 1, image_full_url: '' },
        { id: 2, name: 'Bakery', featured: 0, image_full_url: '' },
      ]),
    ),
    http.get(`${API}/stores/get-stores/all`, ({ request }) => {
      const type = new URL(request.url).searchParams.get('store_type');
      const store = type === 'top_rated' ? makeStore({ id: 9, name: 'Best Rated Grocer' }) : makeStore({ name: 'Green Market' });
      return HttpResponse.json({ total_size: 1, limit: 12, offset: 1, stores: [store] });
    }),
    http.get(`${API}/items/most-reviewed`, () =>
      HttpResponse.json(
        makeItemPage([makeItem({ name: 'Apples', category_ids: [fruit] }), makeItem({ name: 'Milk', category_ids: [dairy] })]),
      ),
    ),
    http.get(`${API}/items/recommended`, () => HttpResponse.json({ ...makeItemPage([]), items: [makeItem({ name: 'Honey' })] })),
  );
  const { user } = renderHome(grocery);
  const categories = await section('Featured Categories');
  expect(within(categories).getByRole('link', { name: /Fruits/ })).toHaveAttribute('href', '/category/1');
  expect(within(categories).queryByText('Bakery')).toBeNull(); // only featured = 1

  const stores = await section('Stores');
  expect(await within(stores).findByRole('article', { name: 'Green Market' })).toBeInTheDocument();
  await user.click(within(stores).getByRole('tab', { name: 'Top Rated' }));
  expect(await within(stores).findByRole('article', { name: 'Best Rated Grocer' })).toBeInTheDocument();

  const reviewed = await section('Best Reviewed Items');
  expect(
    within(reviewed)
      .getAllByRole('tab')
      .map((tab) => tab.textContent),
  ).toEqual(['All', 'Fruits', 'Dairy']);
  await user.click(within(reviewed).getByRole('tab', { name: 'Dairy' }));
  expect(within(reviewed).getByRole('article', { name: 'Milk' })).toBeInTheDocument();
  expect(within(reviewed).queryByRole('article', { name: 'Apples' })).toBeNull();

  const love = await section('Items you will love');
  expect(within(love).getByRole('article', { name: 'Honey' })).toBeInTheDocument();

  expect(sharedOrder()).toEqual([
    'VisitAgainSection',
    'PopularNearbySection',
    'BannerSection',
    'HighlightsSection',
    'JustForYouSection',
    'SpecialOfferSection',
    'BestStoreNearbySection',
    'CouponsSection',
    'BottomBannerSection',
    'CashbackWidget',
  ]);
  const headings = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
  expect(headings).toEqual(['Featured Categories', 'Stores', 'Best Reviewed Items', 'Items you will love']);
  // the spec's order: visited stores, the stores area, then popular items
  const popular = screen.getByText('PopularNearbySection');
  expect(stores.compareDocumentPosition(popular) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(screen.getByText('VisitAgainSection').compareDocumentPosition(stores) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});

test('grocery: sections with nothing to show are hidden', async () => {
  renderHome(grocery);
  await waitFor(() => expect(screen.queryAllByRole('status', { name: 'Loading' })).toHaveLength(0));
  expect(screen.queryAllByRole('heading', { level: 3 })).toHaveLength(0);
  expect(screen.getByRole('heading', { level: 2, name: 'Grocery' })).toBeInTheDocument();
});

test('pharmacy: Basic Medicine Nearby, the featured store and the Common Conditions with their products', async () => {
  const headache = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => makeItem({ name: `Pain relief ${n}`, module_type: 'pharmacy' }));
  server.use(
    http.get(`${API}/items/most-reviewed`, () =>
      HttpResponse.json(makeItemPage([makeItem({ name: 'Paracetamol', module_type: 'pharmacy' })])),
    ),
    http.get(`${API}/stores/get-stores/all`, ({ request }) => {
      expect(new URL(request.url).searchParams.get('featured')).toBe('1');
      return HttpResponse.json({ total_size: 1, limit: 12, offset: 1, stores: [makeStore({ name: 'City Pharmacy', featured: 1 })] });
    }),
    http.get(`${API}/common-condition`, () =>
      HttpResponse.json([
        { id: 1, name: 'Headache', items_count: 8 },
        { id: 2, name: 'Fever', items_count: 1 },
        { id: 3, name: 'Empty', items_count: 0 },
      ]),
    ),
    http.get(`${API}/common-condition/items/:id`, ({ params, request }) => {
      expect(new URL(request.url).searchParams.get('limit')).toBe('20');
      const products = params.id === '1' ? headache : [makeItem({ name: 'Fever syrup', module_type: 'pharmacy' })];
      return HttpResponse.json(makeItemPage(products));
    }),
  );
  const { user } = renderHome(pharmacy);
  const basic = await section('Basic Medicine Nearby');
  expect(within(basic).getByRole('article', { name: 'Paracetamol' })).toBeInTheDocument();
  expect(await within(await section('Featured Store')).findByRole('article', { name: 'City Pharmacy' })).toBeInTheDocument();

  const conditions = await section('Common Conditions');
  expect(
    within(conditions)
      .getAllByRole('tab')
      .map((tab) => tab.textContent),
  ).toEqual(['Headache', 'Fever']);
  const list = await within(conditions).findByRole('list', { name: 'Headache' });
  expect(within(list).getAllByRole('article')).toHaveLength(8);
  expect(list).toHaveAttribute('data-rows', '2'); // more than 7 on a wide screen: two rows
  await user.click(within(conditions).getByRole('tab', { name: 'Fever' }));
  const fever = await within(conditions).findByRole('list', { name: 'Fever' });
  expect(within(fever).getByRole('article', { name: 'Fever syrup' })).toBeInTheDocument();
  expect(fever).toHaveAttribute('data-rows', '1');

  expect(screen.getByRole('complementary', { name: 'Pharmacy offers' })).toHaveTextContent('BottomBannerSection');
  expect(sharedOrder().slice(0, 4)).toEqual(['BannerSection', 'JustForYouSection', 'VisitAgainSection', 'PopularNearbySection']);
});

test("pharmacy: the sticky offers close, and stay closed in this tab's next visits to the home", async () => {
  sessionStorage.clear();
  const first = renderHome(pharmacy, 412);
  const offers = await screen.findByRole('complementary', { name: 'Pharmacy offers' });
  await first.user.click(within(offers).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('complementary', { name: 'Pharmacy offers' })).toBeNull();
  first.unmount();

  renderHome(pharmacy, 412);
  expect(await screen.findByRole('heading', { name: 'Pharmacy' })).toBeInTheDocument();
  expect(screen.queryByRole('complementary', { name: 'Pharmacy offers' })).toBeNull();
  sessionStorage.clear();
});

test('food: new-arrival restaurants and best reviewed dishes on the food cards (veg marker, halal tag)', async () => {
  server.use(
    http.get(`${API}/stores/latest`, () =>
      HttpResponse.json({
        total_size: 1,
        limit: 12,
        offset: 1,
        stores: [makeStore({ name: 'Curry House', module_id: 1, open: 0, distance: 1200 })],
      }),
    ),
    http.get(`${API}/items/most-reviewed`, () =>
      HttpResponse.json(
        makeItemPage([makeItem({ name: 'Chicken biryani with raita and salad', module_type: 'food', veg: 0, is_halal: 1 })]),
      ),
    ),
  );
  renderHome(food);
  const restaurants = await section('New Arrival Restaurants');
  const store = await within(restaurants).findByRole('article', { name: 'Curry House' });
  expect(within(store).getByText('CLOSED NOW')).toBeInTheDocument();
  expect(within(store).queryByText(/km/)).toBeNull(); // no distance in food
  const dishes = await section('Best Reviewed Items');
  const dish = within(dishes).getByRole('article', { name: 'Chicken biryani with raita and salad' });
  expect(within(dish).getByText('Chicken biryani with raita and salad')).toBeInTheDocument();
  expect(within(dish).getByRole('img', { name: 'Non-Veg' })).toBeInTheDocument();
  expect(within(dish).getByText('Halal')).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Featured Categories' })).toBeNull();
});

test('ecommerce: new arrivals (8 on a wide screen) under tabs, the featured category slider and the brands teaser', async () => {
  const arrivals = Array.from({ length: 10 }, (_, n) =>
    makeItem({
      name: `Gadget ${n}`,
      module_type: 'ecommerce',
      category_ids: [n < 7 ? { id: '5', name: 'Phones' } : { id: '6', name: 'Audio' }],
    }),
  );
  server.use(
    http.get(`${API}/items/new-arrival`, () =>
      HttpResponse.json({
        ...makeItemPage(arrivals),
        categories: [
          { id: 5, name: 'Phones' },
          { id: 6, name: 'Audio' },
        ],
      }),
    ),
    http.get(`${API}/categories/featured/items`, () =>
      HttpResponse.json({
        ...makeItemPage([makeItem({ name: 'Leather jacket', module_type: 'ecommerce', category_ids: [{ id: '8', name: 'Fashion' }] })]),
        categories: [{ id: 8, name: 'Fashion' }],
      }),
    ),
    http.get(`${API}/brand`, () =>
      HttpResponse.json(Array.from({ length: 12 }, (_, n) => ({ id: n + 1, name: `Brand ${n + 1}`, image_full_url: '' }))),
    ),
  );
  const { user } = renderHome(ecommerce);
  const news = await section('New Arrivals');
  expect(within(news).getAllByRole('article')).toHaveLength(8);
  await user.click(within(news).getByRole('tab', { name: 'Audio' }));
  expect(
    within(news)
      .getAllByRole('article')
      .map((card) => card.getAttribute('aria-label')),
  ).toEqual(['Gadget 7', 'Gadget 8', 'Gadget 9']);

  const featured = await section('Featured Categories');
  expect(within(featured).getByRole('tab', { name: 'Fashion' })).toHaveAttribute('aria-selected', 'true');
  expect(within(featured).getByRole('link', { name: 'Leather jacket' })).toHaveAttribute('href', expect.stringMatching(/^\/product\//));

  const brands = await section('Brands');
  const links = within(brands)
    .getAllByRole('link')
    .filter((link) => link.textContent?.startsWith('Brand'));
  expect(links).toHaveLength(9);
  expect(links[0]).toHaveAttribute('data-large', 'true');
  expect(links[0]).toHaveAttribute('href', '/home?brand_id=1&data_type=brand');
  expect(within(brands).getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/all-brands');
});

test('ecommerce: a phone shows four new arrivals', async () => {
  server.use(
    http.get(`${API}/items/new-arrival`, () =>
      HttpResponse.json({ ...makeItemPage(Array.from({ length: 10 }, (_, n) => makeItem({ name: `Gadget ${n}` }))), categories: [] }),
    ),
  );
  renderHome(ecommerce, 400);
  const news = await section('New Arrivals');
  expect(within(news).getAllByRole('article')).toHaveLength(4);
});

test('grocery: the stores area (on the first screen) mounts with the home; the sections below wait for their place', async () => {
  const viewport = fakeIntersectionObserver();
  try {
    server.use(
      http.get(`${API}/stores/get-stores/all`, () =>
        HttpResponse.json({ total_size: 1, limit: 12, offset: 1, stores: [makeStore({ name: 'Green Market' })] }),
      ),
    );
    renderHome(grocery, 412);
    const stores = await section('Stores');
    expect(await within(stores).findByRole('article', { name: 'Green Market' })).toBeInTheDocument();
    // nothing came into view: the Deferred sections still hold their places
    expect(viewport.observed.some(({ element }) => element.contains(stores))).toBe(false);
    expect(screen.queryByText('PopularNearbySection')).toBeNull();
    expect(screen.queryByText('VisitAgainSection')).toBeNull();
  } finally {
    viewport.restore();
  }
});

test.each([
  ['food', food],
  ['ecommerce', ecommerce],
])('%s: the banners that open the home mount with it; the sections below wait for their place', async (_, module) => {
  const viewport = fakeIntersectionObserver();
  try {
    renderHome(module, 412);
    expect(await screen.findByText('BannerSection')).toBeInTheDocument();
    expect(screen.queryByText('PopularNearbySection')).toBeNull();
    expect(viewport.observed.length).toBeGreaterThan(0);
  } finally {
    viewport.restore();
  }
});
