import type { OrderDetail } from '@storefront/contract';
import { emit, on } from '@storefront/platform';
import { API, createTestServer, makeCartLine, makeItem, makeTrackedOrder, recordEvents, renderWithProviders } from '@storefront/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { AppRoutes } from '../../../../app/routes';

const server = createTestServer();
jest.setTimeout(60_000);

const line = (id: number, name: string, quantity = 1): OrderDetail => ({
  id,
  order_id: 9,
  item_id: id,
  item_details: { id, name },
  variation: [],
  add_ons: [],
  price: 10,
  quantity,
  discount_on_item: 0,
  tax_amount: 0,
  total_add_on_price: 0,
});

const apples = makeItem({
  id: 31,
  name: 'Green Apples',
  module_type: 'grocery',
  stock: 20,
  variations: [],
  food_variations: [],
  choice_options: [],
});
const shirt = makeItem({
  id: 32,
  name: 'Linen Shirt',
  module_type: 'ecommerce',
  stock: 5,
  variations: [{ type: 'M', price: 20, stock: 5 }],
  choice_options: [{ name: 'choice_1', title: 'Size', options: ['M'] }],
} as never);
const soldOut = makeItem({
  id: 33,
  name: 'Oat Milk',
  module_type: 'grocery',
  stock: 0,
  variations: [],
  food_variations: [],
  choice_options: [],
});

function backend(status = 'delivered') {
  server.use(
    http.get(`${API}/customer/order/track`, () => HttpResponse.json(makeTrackedOrder({ id: 9, order_status: status as never }))),
    http.get(`${API}/customer/order/details`, () =>
      HttpResponse.json([line(31, 'Green Apples', 2), line(32, 'Linen Shirt'), line(33, 'Oat Milk'), line(34, 'Old Cheese')]),
    ),
    http.get(`${API}/items/details/:id`, ({ params }) => {
      const item = [apples, shirt, soldOut].find((candidate) => candidate.id === Number(params.id));
      return item
        ? HttpResponse.json(item)
        : HttpResponse.json({ errors: [{ code: 'product-001', message: 'Product not found!' }] }, { status: 404 });
    }),
  );
}

/** Stands in for mf-cart: answers each cart/add-item with the cart holding the item. */
function fakeCart() {
  const subscription = on('cart/add-item').subscribe((event) => {
    setTimeout(() => emit({ type: 'cart/changed', lines: [makeCartLine(event.item, event.quantity ?? 1)] }), 10);
  });
  return () => subscription.unsubscribe();
}

test('reorder puts what is available in the cart, reports what is gone and offers the options dialog for the rest', async () => {
  backend();
  const stop = fakeCart();
  const events = recordEvents('cart/add-item', 'item/open', 'cart/open');
  renderWithProviders(<AppRoutes />, { route: '/profile?orderId=9&page=my-orders', session: { token: 'token-1' } });
  fireEvent.click(await screen.findByRole('button', { name: 'Reorder' }));
  const dialog = await screen.findByRole('dialog', { name: 'Reorder' });
  expect(within(dialog).getByRole('region', { name: 'Added to the cart' })).toHaveTextContent('Green Apples');
  const gone = within(dialog).getByRole('region', { name: 'No longer available' });
  expect(gone).toHaveTextContent('Oat Milk');
  expect(gone).toHaveTextContent('Old Cheese');
  expect(within(dialog).getByRole('region', { name: 'Choose the options again' })).toHaveTextContent('Linen Shirt');
  expect(events.filter((event) => event.type === 'cart/add-item')).toEqual([{ type: 'cart/add-item', item: apples, quantity: 2 }]);

  fireEvent.click(within(dialog).getByRole('button', { name: 'Choose options' }));
  await waitFor(() => expect(events.some((event) => event.type === 'item/open')).toBe(true));
  stop();
});

test('a line the cart refuses is reported, not dropped', async () => {
  backend();
  const subscription = on('cart/add-item').subscribe(() => emit({ type: 'toast', level: 'error', message: 'Out of stock' }));
  renderWithProviders(<AppRoutes />, { route: '/profile?orderId=9&page=my-orders', session: { token: 'token-1' } });
  fireEvent.click(await screen.findByRole('button', { name: 'Reorder' }));
  const dialog = await screen.findByRole('dialog', { name: 'Reorder' });
  expect(within(dialog).getByRole('region', { name: 'No longer available' })).toHaveTextContent('Green Apples');
  expect(within(dialog).queryByRole('region', { name: 'Added to the cart' })).not.toBeInTheDocument();
  subscription.unsubscribe();
});

test('a running order has no reorder; a delivered one links to its rating page', async () => {
  backend('confirmed');
  renderWithProviders(<AppRoutes />, { route: '/profile?orderId=9&page=my-orders', session: { token: 'token-1' } });
  expect(await screen.findByText('Green Apples')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Reorder' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Rate & Review' })).not.toBeInTheDocument();
});
