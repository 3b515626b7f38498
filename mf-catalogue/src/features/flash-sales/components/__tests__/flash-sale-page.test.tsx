import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, createTestServer, grocery, locatedSession, makeItem, renderWithProviders } from '@storefront/testing';
import CatalogueRoutes from '../../../../exposes/routes';

const products = [
  {
    id: 1,
    stock: 50,
    sold: 25,
    discount: 20,
    discount_type: 'percent',
    price: 10,
    item: makeItem({ name: 'Honey', discount: 20, discount_type: 'percent' }),
  },
  {
    id: 2,
    stock: 40,
    sold: 40,
    discount: 3,
    discount_type: 'amount',
    price: 12,
    item: makeItem({ name: 'Oat Milk', discount: 3, discount_type: 'amount' }),
  },
].map((line) => ({ ...line, item_id: line.item.id, available_stock: line.stock - line.sold }));
const asked: string[] = [];
createTestServer(
  http.get(`${API}/flash-sales/items`, ({ request }) => {
    const id = new URL(request.url).searchParams.get('flash_sale_id') ?? '';
    asked.push(id);
    if (id !== '3') return HttpResponse.json({ errors: [{ code: 'flash_sale', message: 'Flash sale not found!' }] }, { status: 404 });
    return HttpResponse.json({
      total_size: 2,
      limit: 30,
      offset: 1,
      flash_sale: {
        id: 3,
        title: 'Grocery Flash Sale',
        start_date: '2026-01-01T00:00:00Z',
        end_date: new Date(Date.now() + 86400000 + 60000).toISOString(),
      },
      products: products.map((line) => line.item),
      active_products: products,
    });
  }),
);

const renderSale = (route: string) =>
  renderWithProviders(<CatalogueRoutes />, { route, session: { ...locatedSession, module: grocery }, mountAt: '/flash-sales/*' });

test('shows the sale, when it ends, and every product with its discount and stock progress', async () => {
  renderSale('/flash-sales?id=3');
  expect(await screen.findByRole('heading', { level: 2, name: 'Grocery Flash Sale' }, { timeout: 20000 })).toBeInTheDocument();
  expect(screen.getByRole('timer', { name: 'Flash sale ends in' })).toHaveTextContent(/01Days/);
  const honey = screen.getByRole('article', { name: 'Honey' });
  expect(within(honey).getByText('20% OFF')).toBeInTheDocument();
  expect(within(honey).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
  expect(within(honey).getByText('Available: 25')).toBeInTheDocument();
  const milk = screen.getByRole('article', { name: 'Oat Milk' });
  expect(within(milk).getByText('$3.00 OFF')).toBeInTheDocument();
  expect(within(milk).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
});

test('an unknown sale is not found; a missing id asks nothing', async () => {
  const { unmount } = renderSale('/flash-sales?id=99');
  expect(await screen.findByText('Flash sale not found')).toBeInTheDocument();
  unmount();
  asked.length = 0;
  renderSale('/flash-sales');
  expect(await screen.findByText('Flash sale not found')).toBeInTheDocument();
  expect(asked).toEqual([]);
});
