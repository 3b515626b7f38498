import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, createTestServer, renderWithProviders } from '@storefront/testing';
import { StoreReviews } from '../components/store-reviews';

const review = (id: number, customer: string, item: string, comment: string, rating: number, pictures: string[] = []) => ({
  id,
  item_id: 100 + id,
  item_name: item,
  rating,
  comment,
  customer_name: customer,
  created_at: '2026-03-14T12:00:00Z',
  attachment_full_url: pictures,
});

const server = createTestServer();

function serveReviews(all: ReturnType<typeof review>[]) {
  const asked: URL[] = [];
  server.use(
    http.get(`${API}/stores/reviews`, ({ request }) => {
      const url = new URL(request.url);
      asked.push(url);
      const limit = Number(url.searchParams.get('limit'));
      const offset = Number(url.searchParams.get('offset'));
      return HttpResponse.json({ total_size: all.length, limit, offset, reviews: all.slice((offset - 1) * limit, offset * limit) });
    }),
  );
  return asked;
}

const store = { id: 7, avg_rating: 4.5, rating_count: 12 };

test("the store's reviews: the rating summary, then each review with its customer, rating, date, text, item and pictures", async () => {
  const asked = serveReviews([
    review(1, 'Rita Reviewer', 'Fresh Apples', 'Crisp and fresh.', 5, ['http://localhost:4000/api/v1/items/reviews/image/abc']),
    ...Array.from({ length: 5 }, (_, index) => review(index + 2, `Shopper ${index + 2}`, 'Whole Milk', `Review ${index + 2}`, 4)),
  ]);
  const { user } = renderWithProviders(<StoreReviews store={store} digits={2} />);
  expect(screen.getByRole('status', { name: 'Loading reviews' })).toBeInTheDocument();

  const first = await screen.findByRole('listitem', { name: 'Rita Reviewer' });
  expect(asked[0].searchParams.get('store_id')).toBe('7');
  expect(asked[0].searchParams.get('limit')).toBe('5');
  expect(screen.getByRole('heading', { name: 'Reviews (6)' })).toBeInTheDocument();
  // the summary: the average in the config's digits and the number of ratings
  expect(screen.getByText('4.50 out of 5')).toBeInTheDocument();
  expect(screen.getByText('12 ratings')).toBeInTheDocument();
  expect(within(first).getByLabelText('Rating 5.00')).toBeInTheDocument();
  expect(within(first).getByText('Mar 14, 2026')).toHaveAttribute('datetime', '2026-03-14T12:00:00Z');
  expect(within(first).getByText('Crisp and fresh.')).toBeInTheDocument();
  expect(within(first).getByText('On Fresh Apples')).toBeInTheDocument();
  expect(within(first).getByRole('img', { name: 'Picture 1 of the review' })).toHaveAttribute(
    'src',
    'http://localhost:4000/api/v1/items/reviews/image/abc',
  );
  expect(screen.queryByText('No reviews yet.')).toBeNull();

  // a page at a time
  expect(screen.queryByRole('listitem', { name: 'Shopper 6' })).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Show more reviews' }));
  expect(await screen.findByRole('listitem', { name: 'Shopper 6' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Show more reviews' })).toBeNull();
});

test('a store without reviews says so, with its rating in the digits of the config', async () => {
  serveReviews([]);
  renderWithProviders(<StoreReviews store={{ id: 7, avg_rating: 0, rating_count: 1 }} digits={1} />);
  expect(await screen.findByText('No reviews yet.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Reviews (0)' })).toBeInTheDocument();
  expect(screen.getByText('0.0 out of 5')).toBeInTheDocument();
  expect(screen.getByText('1 rating')).toBeInTheDocument();
  expect(screen.queryByRole('listitem')).toBeNull();
  expect(screen.queryByRole('status', { name: 'Loading reviews' })).toBeNull();
});

test('reviews that cannot load say so and can be asked again', async () => {
  let fail = true;
  server.use(
    http.get(`${API}/stores/reviews`, () =>
      fail
        ? HttpResponse.json({ errors: [{ code: 'store', message: 'Store not found!' }] }, { status: 404 })
        : HttpResponse.json({ total_size: 1, limit: 5, offset: 1, reviews: [review(1, 'Rita Reviewer', 'Fresh Apples', 'Crisp.', 5)] }),
    ),
  );
  const { user } = renderWithProviders(<StoreReviews store={store} digits={2} />);
  expect(await screen.findByText('The reviews could not be loaded.')).toBeInTheDocument();
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('listitem', { name: 'Rita Reviewer' })).toBeInTheDocument();
});
