import { moduleAtom } from '@storefront/platform';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import {
  API,
  createTestServer,
  grocery,
  locatedSession,
  makeConfig,
  makeItem,
  makeItemPage,
  makeModule,
  recordEvents,
  renderWithProviders,
  type TestSession,
} from '@storefront/testing';
import { PopularItems } from '../popular-items';

// The popular items grid with the vertical item card (the cards' behaviour); none unless a test serves some.
const server = createTestServer(http.get(`${API}/items/popular`, () => HttpResponse.json(makeItemPage([]))));

function renderHome(session: TestSession = { ...locatedSession, module: grocery }) {
  return renderWithProviders(
    <Routes>
      <Route path="/home/*" element={<PopularItems />} />
      <Route path="*" element={null} />
    </Routes>,
    { route: '/home', session },
  );
}

function servePopular(...items: ReturnType<typeof makeItem>[]) {
  server.use(http.get(`${API}/items/popular`, () => HttpResponse.json(makeItemPage(items))));
}

const card = (name: string) => screen.findByRole('article', { name });

test('shows the module name and a card per popular item', async () => {
  servePopular(makeItem({ name: 'Fresh apples' }), makeItem({ name: 'Brown bread' }));
  renderHome();
  expect(screen.getByRole('heading', { name: 'Popular Items Nearby' })).toBeInTheDocument();
  expect(await card('Fresh apples')).toBeInTheDocument();
  expect(await card('Brown bread')).toBeInTheDocument();
});

test('cuts item names at 25 characters outside the food module', async () => {
  servePopular(makeItem({ name: 'Organic extra virgin olive oil 1 litre' }));
  renderHome();
  const article = await card('Organic extra virgin olive oil 1 litre');
  expect(within(article).getByText('Organic extra virgin oliv...')).toBeInTheDocument();
});

test('shows whole item names in the food module, with the veg marker', async () => {
  const food = makeModule({ id: 1, module_name: 'Food', module_type: 'food' });
  servePopular(
    makeItem({ name: 'Chicken biryani with raita and salad', module_type: 'food', veg: 0 }),
    makeItem({ name: 'Paneer tikka', module_type: 'food', veg: 1 }),
  );
  renderHome({ ...locatedSession, module: food });
  const biryani = await card('Chicken biryani with raita and salad');
  expect(within(biryani).getByText('Chicken biryani with raita and salad')).toBeInTheDocument();
  expect(within(biryani).getByText('Non-Veg')).toBeInTheDocument();
  expect(within(await card('Paneer tikka')).getByText('Veg')).toBeInTheDocument();
});

test('strikes through the original price beside the discounted one, with a percent badge', async () => {
  servePopular(makeItem({ name: 'Milk', price: 20, discount: 10, discount_type: 'percent' }));
  renderHome();
  const article = await card('Milk');
  expect(within(article).getByText('$18.00')).toBeInTheDocument();
  expect(within(article).getByText('$20.00').closest('del')).not.toBeNull();
  expect(within(article).getByText('10% OFF')).toBeInTheDocument();
});

test("prefers the store's discount and shows amount discounts as money", async () => {
  servePopular(
    makeItem({ name: 'Eggs', price: 10, discount: 1, discount_type: 'amount', store_discount: 25 }),
    makeItem({ name: 'Rice', price: 10, discount: 1.5, discount_type: 'amount' }),
  );
  renderHome();
  const eggs = await card('Eggs');
  expect(within(eggs).getByText('25% OFF')).toBeInTheDocument();
  expect(within(eggs).getByText('$7.50')).toBeInTheDocument();
  const rice = await card('Rice');
  expect(within(rice).getByText('$1.50 OFF')).toBeInTheDocument();
  expect(within(rice).getByText('$8.50')).toBeInTheDocument();
});

test('shows no struck-through price and no badge without a discount', async () => {
  servePopular(makeItem({ name: 'Salt', price: 3 }));
  renderHome();
  const article = await card('Salt');
  expect(within(article).getByText('$3.00').closest('del')).toBeNull();
  expect(within(article).queryByText(/OFF/)).toBeNull();
});

test('formats prices and ratings with the configured decimals and currency', async () => {
  server.use(
    http.get(`${API}/config`, () =>
      HttpResponse.json(makeConfig({ digit_after_decimal_point: 3, currency_symbol: '€', currency_symbol_direction: 'right' })),
    ),
  );
  servePopular(makeItem({ name: 'Tea', price: 4, avg_rating: 4.25 }));
  renderHome();
  const article = await card('Tea');
  expect(within(article).getByText('4.000€')).toBeInTheDocument();
  expect(within(article).getByText('4.250')).toBeInTheDocument();
});

test("labels items without a unit as 'No unit type'", async () => {
  servePopular(makeItem({ name: 'Soap', unit_type: null }), makeItem({ name: 'Flour', unit_type: 'kg' }));
  renderHome();
  expect(within(await card('Soap')).getByText('No unit type')).toBeInTheDocument();
  expect(within(await card('Flour')).getByText('kg')).toBeInTheDocument();
});

test('shows a placeholder when an item image fails to load', async () => {
  servePopular(makeItem({ name: 'Honey' }));
  renderHome();
  const article = await card('Honey');
  const image = within(article).getByRole('img', { name: 'Honey' });
  expect(image.tagName).toBe('IMG');
  fireEvent.error(image);
  expect(within(article).getByRole('img', { name: 'Honey' }).tagName).toBe('DIV');
});

test('hands a simple item to the cart when its add button is pressed', async () => {
  const apples = makeItem({ name: 'Fresh apples' });
  servePopular(apples);
  const added = recordEvents('cart/add-item');
  const { user } = renderHome();
  await card('Fresh apples');
  await user.click(screen.getByRole('button', { name: 'Add to cart: Fresh apples' }));
  expect(added).toEqual([{ type: 'cart/add-item', item: apples, quantity: 1 }]);
});

test('asks mf-location for a delivery location before adding (location/required), and adds nothing', async () => {
  servePopular(makeItem({ name: 'Fresh apples' }));
  const added = recordEvents('cart/add-item');
  const required = recordEvents('location/required');
  const { user } = renderHome({ module: grocery });
  await card('Fresh apples');
  await user.click(screen.getByRole('button', { name: 'Add to cart: Fresh apples' }));
  expect(required).toEqual([{ type: 'location/required' }]);
  expect(added).toEqual([]);
});

test('disables the add button of an out-of-stock item outside food', async () => {
  servePopular(makeItem({ name: 'Butter', stock: 0 }));
  renderHome();
  const article = await card('Butter');
  expect(within(article).getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
});

test('does not track stock in the food module', async () => {
  const food = makeModule({ id: 1, module_name: 'Food', module_type: 'food' });
  servePopular(makeItem({ name: 'Soup', module_type: 'food', stock: 0 }));
  renderHome({ ...locatedSession, module: food });
  const article = await card('Soup');
  expect(within(article).getByRole('button', { name: 'Add to cart: Soup' })).toBeEnabled();
});

test('an item whose options must be chosen opens the item dialog (item/open) instead of adding', async () => {
  servePopular(
    makeItem({
      name: 'Pizza',
      module_type: 'grocery',
      food_variations: [{ name: 'Size', type: 'single', min: 1, max: 1, required: 'on', values: [{ label: 'L', optionPrice: 2 }] }],
    }),
  );
  const opened = recordEvents('item/open');
  const added = recordEvents('cart/add-item');
  renderHome();
  const article = await card('Pizza');
  const choose = within(article).getByRole('button', { name: 'Choose options: Pizza' });
  expect(choose).toBeEnabled();
  expect(within(article).queryByRole('button', { name: /Add to cart/ })).toBeNull();
  fireEvent.click(choose);
  expect(opened.map((event) => event.item.name)).toEqual(['Pizza']);
  expect(added).toEqual([]);
});

test('shows skeleton cards while the items load', async () => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.get(`${API}/items/popular`, async () => {
      await released;
      return HttpResponse.json(makeItemPage([makeItem({ name: 'Late item' })]));
    }),
  );
  renderHome();
  expect(await screen.findByRole('status', { name: 'Loading' })).toBeInTheDocument();
  release();
  expect(await card('Late item')).toBeInTheDocument();
  expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull();
});

test('says so when the module has no popular items', async () => {
  servePopular();
  renderHome();
  expect(await screen.findByText('Items not found!')).toBeInTheDocument();
});

test('shows the error with a retry that loads the items', async () => {
  let calls = 0;
  server.use(
    http.get(`${API}/items/popular`, () => {
      calls += 1;
      if (calls === 1) return HttpResponse.json({ errors: [{ code: 'zoneId', message: 'Zone id is required!' }] }, { status: 403 });
      return HttpResponse.json(makeItemPage([makeItem({ name: 'Recovered item' })]));
    }),
  );
  const { user } = renderHome();
  expect(await screen.findByText('Popular items could not be loaded.')).toBeInTheDocument();
  expect(screen.getByText('Zone id is required!')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await card('Recovered item')).toBeInTheDocument();
});

test('sends the module id and the zone ids with the request', async () => {
  const seen: Record<string, string | null>[] = [];
  server.use(
    http.get(`${API}/items/popular`, ({ request }) => {
      seen.push({
        moduleId: request.headers.get('moduleId'),
        zoneid: request.headers.get('zoneid'),
        limit: new URL(request.url).searchParams.get('limit'),
      });
      return HttpResponse.json(makeItemPage([makeItem({ name: 'Fresh apples' })]));
    }),
  );
  renderHome({ ...locatedSession, module: makeModule({ id: 5 }), zoneId: '[1,3]' });
  await card('Fresh apples');
  expect(seen).toEqual([{ moduleId: '5', zoneid: '[1,3]', limit: '12' }]);
});

test('loads the other module’s items when the module changes', async () => {
  server.use(
    http.get(`${API}/items/popular`, ({ request }) =>
      HttpResponse.json(makeItemPage([makeItem({ name: request.headers.get('moduleId') === '2' ? 'Grocery item' : 'Pharmacy item' })])),
    ),
  );
  const { store } = renderHome();
  await card('Grocery item');
  act(() => store.set(moduleAtom, makeModule({ id: 3, module_name: 'Pharmacy', module_type: 'pharmacy' })));
  expect(await card('Pharmacy item')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('article', { name: 'Grocery item' })).toBeNull());
});

test('asks for a module when none is chosen', async () => {
  const picks = recordEvents('module/pick');
  const { user } = renderHome(locatedSession);
  expect(screen.getByText('Select a type of module for your orders')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Choose a module' }));
  expect(picks).toEqual([{ type: 'module/pick' }]);
});

test('speaks Arabic when the visitor chose it', async () => {
  servePopular(makeItem({ name: 'Milk', price: 20, discount: 10, discount_type: 'percent' }), makeItem({ name: 'Butter', stock: 0 }));
  renderHome({ ...locatedSession, module: grocery, language: 'ar' });
  expect(await screen.findByRole('heading', { name: 'المنتجات الشائعة بالقرب منك' })).toBeInTheDocument();
  const milk = await card('Milk');
  expect(within(milk).getByRole('button', { name: 'أضف إلى السلة: Milk' })).toBeInTheDocument();
  expect(within(milk).getByText('خصم 10%')).toBeInTheDocument();
  expect(within(await card('Butter')).getByRole('button', { name: 'غير متوفر في المخزون' })).toBeDisabled();
});

test('refuses a malformed answer at the boundary (development and tests) with a retry, instead of crashing', async () => {
  server.use(http.get(`${API}/items/popular`, () => HttpResponse.json({ total_size: 1, products: { not: 'a list' } })));
  renderHome();
  expect(await screen.findByText('Popular items could not be loaded.')).toBeInTheDocument();
  expect(screen.getByText(/not a ItemPage/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
});

// A server that does not serve items/popular (README: "Pointing the storefront at another server") answers
// 404 with its own page: the section says so in the visitor's language and the rest of the home stays.
const notServed = () =>
  new HttpResponse('<!doctype html><title>404 Not Found</title>', { status: 404, headers: { 'Content-Type': 'text/html' } });

test('items/popular answering 404 (a server without it): the section shows a translated notice, the home page stays', async () => {
  server.use(http.get(`${API}/items/popular`, notServed));
  renderHome();
  expect(await screen.findByText('Popular items could not be loaded.')).toBeInTheDocument();
  expect(screen.getByText('Something went wrong. Please try again.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Popular Items Nearby' })).toBeInTheDocument();
  expect(screen.queryByRole('article')).not.toBeInTheDocument();
});

test('items/popular answering 404 speaks Arabic when the visitor chose it', async () => {
  server.use(http.get(`${API}/items/popular`, notServed));
  renderHome({ ...locatedSession, module: grocery, language: 'ar' });
  expect(await screen.findByText('تعذر تحميل المنتجات الشائعة.')).toBeInTheDocument();
  expect(screen.getByText('حدث خطأ ما. يرجى المحاولة مرة أخرى.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'حاول مرة أخرى' })).toBeEnabled();
});

test('in ecommerce an item with options goes to its product page, and a card links its store', async () => {
  const shop = makeModule({ id: 4, module_name: 'Shop', module_type: 'ecommerce' });
  servePopular(
    makeItem({
      name: 'Sneakers',
      slug: 'sneakers',
      module_id: 4,
      module_type: 'ecommerce',
      store_id: 9,
      store_name: 'Sport House',
      zone_id: 1,
      variations: [{ type: '40', price: 10, stock: 1 }],
    }),
  );
  const events = recordEvents('item/open');
  const { user, path } = renderHome({ ...locatedSession, module: shop });
  const sneakers = await card('Sneakers');
  expect(within(sneakers).getByRole('link', { name: 'Sneakers' })).toHaveAttribute('href', '/product/sneakers?module_id=4');
  expect(within(sneakers).getByRole('link', { name: 'Sport House' })).toHaveAttribute(
    'href',
    '/store/9?module_id=4&store_zone_id=1&module_type=ecommerce',
  );
  await user.click(within(sneakers).getByRole('button', { name: 'Choose options: Sneakers' }));
  expect(path()).toBe('/product/sneakers?module_id=4');
  expect(events).toHaveLength(0);
});
