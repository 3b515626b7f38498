import { screen, waitFor, within } from '@testing-library/react';
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
import { PopularNearbySection } from '../popular-nearby-section';

const popular = [makeItem({ name: 'Fresh Apples' }), makeItem({ name: 'Brown Bread' })];
const saleProducts = Array.from({ length: 17 }, (_, index) => {
  const item = makeItem({ name: `Sale ${index + 1}`, discount: 20, discount_type: 'percent', store_discount: index === 0 ? 5 : 0 });
  return {
    id: index + 1,
    item_id: item.id,
    stock: 40,
    sold: 10 + index,
    available_stock: 30 - index,
    discount: 20,
    discount_type: 'percent',
    price: 10,
    item,
  };
});
const sale = {
  id: 3,
  title: 'Grocery Flash Sale',
  start_date: '2026-01-01T00:00:00Z',
  end_date: new Date(Date.now() + 3 * 86400000).toISOString(),
  active_products: saleProducts,
};
const flashQueries: URLSearchParams[] = [];

const server = createTestServer(
  http.get(`${API}/items/popular`, () => HttpResponse.json(makeItemPage(popular))),
  http.get(`${API}/flash-sales`, ({ request }) => {
    flashQueries.push(new URL(request.url).searchParams);
    return HttpResponse.json(sale);
  }),
);

const session = { ...locatedSession, module: grocery };

test('shows the popular items beside the flash-sale card: at most 15 products, each with its badge and progress, and View all', async () => {
  renderWithProviders(<PopularNearbySection />, { session });
  expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Popular Items Nearby' })).toBeInTheDocument();
  expect(screen.getByRole('article', { name: 'Fresh Apples' })).toBeInTheDocument();
  expect(flashQueries[0]!.get('limit')).toBe('2');
  expect(flashQueries[0]!.get('offset')).toBe('1');
  const card = screen.getByRole('complementary', { name: 'Flash Sale' });
  expect(within(card).getAllByRole('article')).toHaveLength(15);
  // the store discount comes first, as a percent
  expect(within(within(card).getByRole('article', { name: 'Sale 1' })).getByText('5% OFF')).toBeInTheDocument();
  expect(within(within(card).getByRole('article', { name: 'Sale 2' })).getByText('20% OFF')).toBeInTheDocument();
  // sold over stock times 100: 11 of 40 is 28%
  const progress = within(within(card).getByRole('article', { name: 'Sale 2' })).getByRole('progressbar');
  expect(progress).toHaveAttribute('aria-valuenow', '28');
  expect(within(card).getByRole('timer', { name: 'Flash sale ends in' })).toHaveTextContent(/02Days/);
  expect(within(card).getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/flash-sales?id=3');
});

test('a flash-sale product opens the item dialog', async () => {
  const opened = recordEvents('item/open');
  const { user } = renderWithProviders(<PopularNearbySection />, { session });
  const card = await screen.findByRole('complementary', { name: 'Flash Sale' });
  await user.click(within(card).getByRole('button', { name: 'Sale 3' }));
  expect(opened).toEqual([{ type: 'item/open', item: saleProducts[2]!.item }]);
});

test('without a running sale only the popular items show; with neither, nothing', async () => {
  server.use(http.get(`${API}/flash-sales`, () => HttpResponse.json(null)));
  const { unmount } = renderWithProviders(<PopularNearbySection />, { session });
  expect(await screen.findByRole('article', { name: 'Fresh Apples' })).toBeInTheDocument();
  expect(screen.queryByRole('complementary')).toBeNull();
  unmount();
  server.use(http.get(`${API}/items/popular`, () => HttpResponse.json(makeItemPage([]))));
  renderWithProviders(<PopularNearbySection />, { session });
  await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  expect(screen.queryByRole('heading')).toBeNull();
});
