import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  API,
  createTestServer,
  locatedSession,
  makeItem,
  makeModule,
  makeStore,
  recordEvents,
  renderWithProviders,
  type TestSession,
} from '@storefront/testing';
import CatalogueRoutes from '../../../exposes/routes';

const ecommerce = makeModule({ id: 4, module_name: 'Shop', module_type: 'ecommerce' });

const shoes = (overrides: Record<string, unknown> = {}) => ({
  ...makeItem({
    id: 501,
    slug: 'running-shoes',
    name: 'Running shoes',
    price: 80,
    discount: 25,
    discount_type: 'percent',
    module_id: 4,
    module_type: 'ecommerce',
    store_id: 9,
    store_name: 'Sport House',
    description: 'Light shoes for daily runs.',
  }),
  images_full_url: ['http://localhost:4000/images/shoes-1.png', 'http://localhost:4000/images/shoes-2.png'],
  store_details: makeStore({ id: 9, slug: 'sport-house', name: 'Sport House', module_id: 4, zone_id: 1 }),
  ...overrides,
});

const server = createTestServer(
  http.get(`${API}/items/details/:id`, () => HttpResponse.json(shoes())),
  http.get(`${API}/items/related-store-items/:id`, () => HttpResponse.json([])),
  http.get(`${API}/items/reviews/:id`, () => HttpResponse.json({ total_size: 0, limit: 5, offset: 1, reviews: [] })),
);

const review = (id: number, customer_name: string, comment: string, rating = 4, attachment_full_url: string[] = []) => ({
  id,
  rating,
  comment,
  customer_name,
  created_at: '2026-11-20T10:00:00Z',
  attachment_full_url,
});

function renderProduct(route = '/product/running-shoes?module_id=4', session: TestSession = { ...locatedSession, module: ecommerce }) {
  return renderWithProviders(<CatalogueRoutes />, { route, session, mountAt: '/product/*' });
}

test('shows the gallery, name, store link, discounted price and description', async () => {
  const { user } = renderProduct();
  expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  const page = await screen.findByRole('article', { name: 'Running shoes' });
  expect(within(page).getByRole('heading', { level: 2, name: 'Running shoes' })).toBeInTheDocument();
  expect(within(page).getByText('$60.00')).toBeInTheDocument();
  expect(within(page).getByText('$80.00').closest('del')).not.toBeNull();
  expect(within(page).getByText('25% OFF')).toBeInTheDocument();
  expect(within(page).getByText('Light shoes for daily runs.')).toBeInTheDocument();
  expect(within(page).getByRole('link', { name: 'Sport House' })).toHaveAttribute('href', '/store/sport-house?module_id=4&store_zone_id=1');
  const pictures = within(page).getByRole('group', { name: 'Pictures' });
  expect(within(pictures).getAllByRole('button')).toHaveLength(3);
  await user.click(within(pictures).getByRole('button', { name: 'Picture 3' }));
  expect(within(pictures).getByRole('button', { name: 'Picture 3' })).toHaveAttribute('aria-pressed', 'true');
  expect(within(page).getByRole('img', { name: 'Running shoes' })).toHaveAttribute('src', 'http://localhost:4000/images/shoes-2.png');
});

test('Add to cart hands the chosen quantity of a simple item to the cart', async () => {
  const events = recordEvents('cart/add-item');
  const { user } = renderProduct();
  await screen.findByRole('article', { name: 'Running shoes' });
  const quantity = screen.getByRole('spinbutton');
  await user.clear(quantity);
  await user.type(quantity, '3');
  await user.click(screen.getByRole('button', { name: /Add to cart/ }));
  expect(events).toEqual([expect.objectContaining({ type: 'cart/add-item', quantity: 3, item: expect.objectContaining({ id: 501 }) })]);
});

test('an item with choice options lists them and hands the choice to the item dialog; Buy Now too', async () => {
  server.use(
    http.get(`${API}/items/details/:id`, () =>
      HttpResponse.json(
        shoes({
          choice_options: [{ name: 'choice_1', title: 'Size', options: ['40', ' 41'] }],
          variations: [
            { type: '40', price: 80, stock: 2 },
            { type: '41', price: 82, stock: 1 },
          ],
        }),
      ),
    ),
  );
  const events = recordEvents('item/open', 'cart/add-item');
  const { user } = renderProduct();
  await screen.findByRole('article', { name: 'Running shoes' });
  expect(screen.getByText('Size')).toBeInTheDocument();
  expect(screen.getByText('41')).toBeInTheDocument();
  expect(screen.queryByRole('spinbutton')).toBeNull();
  await user.click(screen.getByRole('button', { name: /Choose options/ }));
  await user.click(screen.getByRole('button', { name: /Buy Now/ }));
  expect(events.map((event) => event.type)).toEqual(['item/open', 'item/open']);
});

test('an out-of-stock product cannot be added', async () => {
  server.use(http.get(`${API}/items/details/:id`, () => HttpResponse.json(shoes({ stock: 0 }))));
  renderProduct();
  await screen.findByRole('article', { name: 'Running shoes' });
  expect(screen.getByText('Out of Stock')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Add to cart/ })).toBeDisabled();
  expect(screen.getByRole('button', { name: /Buy Now/ })).toBeDisabled();
});

test('without a delivery location adding asks mf-location for one (location/required)', async () => {
  const events = recordEvents('cart/add-item');
  const required = recordEvents('location/required');
  const { user } = renderProduct('/product/501', {});
  await screen.findByRole('article', { name: 'Running shoes' });
  await user.click(screen.getByRole('button', { name: /Add to cart/ }));
  expect(required).toEqual([{ type: 'location/required' }]);
  expect(events).toHaveLength(0);
});

test('a missing product says so; another failure offers a retry', async () => {
  server.use(
    http.get(`${API}/items/details/:id`, () =>
      HttpResponse.json({ errors: [{ code: 'product-001', message: 'Product not found!' }] }, { status: 404 }),
    ),
  );
  const first = renderProduct('/product/nothing');
  expect(await screen.findByText('Product not found!')).toBeInTheDocument();
  first.unmount();

  let calls = 0;
  server.use(
    http.get(`${API}/items/details/:id`, () => {
      calls += 1;
      return calls === 1
        ? HttpResponse.json({ errors: [{ code: 'x', message: 'Server down' }] }, { status: 500 })
        : HttpResponse.json(shoes());
    }),
  );
  const { user } = renderProduct();
  expect(await screen.findByText('The product could not be loaded.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('article', { name: 'Running shoes' })).toBeInTheDocument();
});

test('asks for a campaign item when product_type=campaign', async () => {
  const asked: URL[] = [];
  server.use(
    http.get(`${API}/items/details/:id`, ({ request }) => {
      asked.push(new URL(request.url));
      return HttpResponse.json(shoes());
    }),
  );
  renderProduct('/product/501?module_id=4&product_type=campaign');
  await screen.findByRole('article', { name: 'Running shoes' });
  expect(asked[0].pathname).toMatch(/items\/details\/501$/);
  expect(asked[0].searchParams.get('campaign')).toBe('true');
});

test("shows the item's reviews from items/reviews a page at a time, and the store's other items", async () => {
  const asked: URL[] = [];
  server.use(
    http.get(`${API}/items/reviews/:id`, ({ request, params }) => {
      const url = new URL(request.url);
      asked.push(url);
      expect(params.id).toBe('501');
      const offset = Number(url.searchParams.get('offset'));
      const all = [
        review(1, 'Jane Doe', 'Comfortable from day one.', 4, ['http://localhost:4000/api/v1/items/reviews/image/abc']),
        ...Array.from({ length: 5 }, (_, index) => review(index + 2, `Runner ${index + 2}`, `Review ${index + 2}`, 5)),
      ];
      return HttpResponse.json({ total_size: all.length, limit: 5, offset, reviews: all.slice((offset - 1) * 5, offset * 5) });
    }),
    http.get(`${API}/items/related-store-items/:id`, () =>
      HttpResponse.json([
        makeItem({ name: 'Socks', module_type: 'ecommerce', module_id: 4 }),
        makeItem({ name: 'Cap', slug: 'cap', module_type: 'ecommerce', module_id: 4, choice_options: [{ title: 'Size', options: ['M'] }] }),
      ]),
    ),
  );
  const events = recordEvents('cart/add-item');
  const { user, path } = renderProduct();
  const first = await screen.findByRole('listitem', { name: 'Jane Doe' });
  expect(within(first).getByText('Comfortable from day one.')).toBeInTheDocument();
  expect(within(first).getByLabelText('Rating 4.00')).toBeInTheDocument();
  expect(within(first).getByRole('img', { name: 'Picture 1 of the review' })).toHaveAttribute(
    'src',
    'http://localhost:4000/api/v1/items/reviews/image/abc',
  );
  expect(screen.getByRole('heading', { name: 'Reviews (6)' })).toBeInTheDocument();
  expect(screen.queryByRole('listitem', { name: 'Runner 6' })).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Show more reviews' }));
  expect(await screen.findByRole('listitem', { name: 'Runner 6' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Show more reviews' })).toBeNull();
  expect(asked.map((url) => url.searchParams.get('limit'))).toContain('5');

  expect(screen.getByRole('heading', { name: 'More from this store' })).toBeInTheDocument();
  await user.click(within(await screen.findByRole('article', { name: 'Socks' })).getByRole('button', { name: 'Add to cart: Socks' }));
  expect(events).toEqual([expect.objectContaining({ item: expect.objectContaining({ name: 'Socks' }) })]);
  await user.click(screen.getByRole('button', { name: 'Choose options: Cap' }));
  expect(path()).toBe('/product/cap?module_id=4');
});

test('hides the reviews and the related items when there are none', async () => {
  renderProduct();
  await screen.findByRole('article', { name: 'Running shoes' });
  await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull());
  expect(screen.queryByRole('heading', { name: 'Reviews' })).toBeNull();
  expect(screen.queryByRole('heading', { name: 'More from this store' })).toBeNull();
});
