import type { BusEvent } from '@storefront/contract';
import { moduleAtom, on } from '@storefront/platform';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { configFixture, itemFixture, itemPage, locatedVisitor, moduleFixture } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render-with-providers';
import { API, server, useMswServer } from '../../testing/server';
import CatalogueRoutes from '../../exposes/routes';

useMswServer();

function renderHome(storage: Record<string, string> = locatedVisitor()) {
  return renderWithProviders(
    <Routes>
      <Route path="/home/*" element={<CatalogueRoutes />} />
    </Routes>,
    { route: '/home', storage },
  );
}

function servePopular(...items: ReturnType<typeof itemFixture>[]) {
  server.use(http.get(`${API}/items/popular`, () => HttpResponse.json(itemPage(items))));
}

function recordEvents<T extends BusEvent['type']>(type: T) {
  const events: BusEvent[] = [];
  const subscription = on(type).subscribe((event) => events.push(event));
  afterEachCleanups.push(() => subscription.unsubscribe());
  return events;
}
const afterEachCleanups: (() => void)[] = [];
afterEach(() => afterEachCleanups.splice(0).forEach((cleanup) => cleanup()));

const card = (name: string) => screen.findByRole('article', { name });

test('shows the module name and a card per popular item', async () => {
  servePopular(itemFixture({ name: 'Fresh apples' }), itemFixture({ name: 'Brown bread' }));
  renderHome();
  expect(screen.getByRole('heading', { level: 2, name: 'Grocery' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Popular Items Nearby' })).toBeInTheDocument();
  expect(await card('Fresh apples')).toBeInTheDocument();
  expect(await card('Brown bread')).toBeInTheDocument();
});

test('cuts item names at 25 characters outside the food module', async () => {
  servePopular(itemFixture({ name: 'Organic extra virgin olive oil 1 litre' }));
  renderHome();
  const article = await card('Organic extra virgin olive oil 1 litre');
  expect(within(article).getByText('Organic extra virgin oliv...')).toBeInTheDocument();
});

test('shows whole item names in the food module, with the veg marker', async () => {
  const food = moduleFixture({ id: 1, module_name: 'Food', module_type: 'food' });
  servePopular(
    itemFixture({ name: 'Chicken biryani with raita and salad', module_type: 'food', veg: 0 }),
    itemFixture({ name: 'Paneer tikka', module_type: 'food', veg: 1 }),
  );
  renderHome(locatedVisitor(food));
  const biryani = await card('Chicken biryani with raita and salad');
  expect(within(biryani).getByText('Chicken biryani with raita and salad')).toBeInTheDocument();
  expect(within(biryani).getByText('Non-Veg')).toBeInTheDocument();
  expect(within(await card('Paneer tikka')).getByText('Veg')).toBeInTheDocument();
});

test('strikes through the original price beside the discounted one, with a percent badge', async () => {
  servePopular(itemFixture({ name: 'Milk', price: 20, discount: 10, discount_type: 'percent' }));
  renderHome();
  const article = await card('Milk');
  expect(within(article).getByText('$18.00')).toBeInTheDocument();
  expect(within(article).getByText('$20.00').closest('del')).not.toBeNull();
  expect(within(article).getByText('10% OFF')).toBeInTheDocument();
});

test("prefers the store's discount and shows amount discounts as money", async () => {
  servePopular(
    itemFixture({ name: 'Eggs', price: 10, discount: 1, discount_type: 'amount', store_discount: 25 }),
    itemFixture({ name: 'Rice', price: 10, discount: 1.5, discount_type: 'amount' }),
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
  servePopular(itemFixture({ name: 'Salt', price: 3 }));
  renderHome();
  const article = await card('Salt');
  expect(within(article).getByText('$3.00').closest('del')).toBeNull();
  expect(within(article).queryByText(/OFF/)).toBeNull();
});

test('formats prices and ratings with the configured decimals and currency', async () => {
  server.use(
    http.get(`${API}/config`, () =>
      HttpResponse.json(configFixture({ digit_after_decimal_point: 3, currency_symbol: '€', currency_symbol_direction: 'right' })),
    ),
  );
  servePopular(itemFixture({ name: 'Tea', price: 4, avg_rating: 4.25 }));
  renderHome();
  const article = await card('Tea');
  expect(within(article).getByText('4.000€')).toBeInTheDocument();
  expect(within(article).getByText('4.250')).toBeInTheDocument();
});

test("labels items without a unit as 'No unit type'", async () => {
  servePopular(itemFixture({ name: 'Soap', unit_type: null }), itemFixture({ name: 'Flour', unit_type: 'kg' }));
  renderHome();
  expect(within(await card('Soap')).getByText('No unit type')).toBeInTheDocument();
  expect(within(await card('Flour')).getByText('kg')).toBeInTheDocument();
});

test('shows a placeholder when an item image fails to load', async () => {
  servePopular(itemFixture({ name: 'Honey' }));
  renderHome();
  const article = await card('Honey');
  const image = within(article).getByRole('img', { name: 'Honey' });
  expect(image.tagName).toBe('IMG');
  fireEvent.error(image);
  expect(within(article).getByRole('img', { name: 'Honey' }).tagName).toBe('DIV');
});

test('hands a simple item to the cart when its add button is pressed', async () => {
  const apples = itemFixture({ name: 'Fresh apples' });
  servePopular(apples);
  const added = recordEvents('cart/add-item');
  const { user } = renderHome();
  await card('Fresh apples');
  await user.click(screen.getByRole('button', { name: 'Add to cart: Fresh apples' }));
  expect(added).toEqual([{ type: 'cart/add-item', item: apples, quantity: 1 }]);
});

test('asks for a delivery location before adding, and Pick from Map opens the picker', async () => {
  servePopular(itemFixture({ name: 'Fresh apples' }));
  const added = recordEvents('cart/add-item');
  const picks = recordEvents('location/pick');
  const { module } = locatedVisitor();
  const { user } = renderHome({ module });
  await card('Fresh apples');
  await user.click(screen.getByRole('button', { name: 'Add to cart: Fresh apples' }));
  const dialog = await screen.findByRole('dialog');
  expect(
    within(dialog).getByText(
      'Please add you delivery location so that we can review if the restaurant is available to deliver in your area or not',
    ),
  ).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Pick from Map' }));
  expect(picks).toEqual([{ type: 'location/pick' }]);
  expect(added).toEqual([]);
});

test('disables the add button of an out-of-stock item outside food', async () => {
  servePopular(itemFixture({ name: 'Butter', stock: 0 }));
  renderHome();
  const article = await card('Butter');
  expect(within(article).getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
});

test('does not track stock in the food module', async () => {
  const food = moduleFixture({ id: 1, module_name: 'Food', module_type: 'food' });
  servePopular(itemFixture({ name: 'Soup', module_type: 'food', stock: 0 }));
  renderHome(locatedVisitor(food));
  const article = await card('Soup');
  expect(within(article).getByRole('button', { name: 'Add to cart: Soup' })).toBeEnabled();
});

test('does not quick-add an item whose options must be chosen', async () => {
  servePopular(
    itemFixture({
      name: 'Pizza',
      module_type: 'grocery',
      food_variations: [{ name: 'Size', type: 'single', min: 1, max: 1, required: 'on', values: [{ label: 'L', optionPrice: 2 }] }],
    }),
  );
  renderHome();
  const article = await card('Pizza');
  expect(within(article).getByRole('button', { name: 'Choose options' })).toBeDisabled();
  expect(within(article).queryByRole('button', { name: /Add to cart/ })).toBeNull();
});

test('shows skeleton cards while the items load', async () => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.get(`${API}/items/popular`, async () => {
      await released;
      return HttpResponse.json(itemPage([itemFixture({ name: 'Late item' })]));
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
      return HttpResponse.json(itemPage([itemFixture({ name: 'Recovered item' })]));
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
      return HttpResponse.json(itemPage([itemFixture({ name: 'Fresh apples' })]));
    }),
  );
  renderHome({ ...locatedVisitor(moduleFixture({ id: 5 })), zoneid: '[1,3]' });
  await card('Fresh apples');
  expect(seen).toEqual([{ moduleId: '5', zoneid: '[1,3]', limit: '12' }]);
});

test('loads the other module’s items when the module changes', async () => {
  server.use(
    http.get(`${API}/items/popular`, ({ request }) =>
      HttpResponse.json(
        itemPage([itemFixture({ name: request.headers.get('moduleId') === '2' ? 'Grocery item' : 'Pharmacy item' })]),
      ),
    ),
  );
  const { store } = renderHome();
  await card('Grocery item');
  act(() => store.set(moduleAtom, moduleFixture({ id: 3, module_name: 'Pharmacy', module_type: 'pharmacy' })));
  expect(await card('Pharmacy item')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Pharmacy' })).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('article', { name: 'Grocery item' })).toBeNull());
});

test('asks for a module when none is chosen', async () => {
  const picks = recordEvents('module/pick');
  const { module: _module, ...withoutModule } = locatedVisitor();
  const { user } = renderHome(withoutModule);
  expect(screen.getByText('Select a type of module for your orders')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Choose a module' }));
  expect(picks).toEqual([{ type: 'module/pick' }]);
});

test('speaks Arabic when the visitor chose it', async () => {
  servePopular(itemFixture({ name: 'Milk', price: 20, discount: 10, discount_type: 'percent' }), itemFixture({ name: 'Butter', stock: 0 }));
  renderHome({ ...locatedVisitor(), 'language-setting': 'ar' });
  expect(await screen.findByRole('heading', { name: 'المنتجات الشائعة بالقرب منك' })).toBeInTheDocument();
  const milk = await card('Milk');
  expect(within(milk).getByRole('button', { name: 'أضف إلى السلة: Milk' })).toBeInTheDocument();
  expect(within(milk).getByText('خصم 10%')).toBeInTheDocument();
  expect(within(await card('Butter')).getByRole('button', { name: 'غير متوفر في المخزون' })).toBeDisabled();
});

test('treats a malformed answer as no items instead of crashing', async () => {
  server.use(http.get(`${API}/items/popular`, () => HttpResponse.json({ total_size: 1, products: { not: 'a list' } })));
  renderHome();
  expect(await screen.findByText('Items not found!')).toBeInTheDocument();
});
