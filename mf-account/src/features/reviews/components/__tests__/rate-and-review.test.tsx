import type { OrderDetail, TrackedOrder } from '@storefront/contract';
import { API, createTestServer, makeTrackedOrder, renderWithProviders } from '@storefront/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import AccountRoutes from '../../../../exposes/routes';

const server = createTestServer();
jest.setTimeout(60_000);

const line = (id: number, name: string): OrderDetail => ({
  id,
  order_id: 5,
  item_id: id,
  item_details: { id, name },
  variation: [],
  add_ons: [],
  price: 10,
  quantity: 1,
  discount_on_item: 0,
  tax_amount: 0,
  total_add_on_price: 0,
});

function backend(order: TrackedOrder, reviews = { order_id: 5, items: [] as unknown[], delivery_man: null as unknown }) {
  const sent: { items: FormData[]; courier: unknown[] } = { items: [], courier: [] };
  server.use(
    http.get(`${API}/customer/order/track`, () => HttpResponse.json(order)),
    http.get(`${API}/customer/order/details`, () => HttpResponse.json([line(11, 'Green Apples'), line(12, 'Brown Bread')])),
    http.get(`${API}/items/reviews/order/5`, () => HttpResponse.json(reviews)),
    http.post(`${API}/items/reviews/submit`, async ({ request }) => {
      sent.items.push(await request.formData());
      return HttpResponse.json({ message: 'Review submitted successfully' });
    }),
    http.post(`${API}/delivery-man/reviews/submit`, async ({ request }) => {
      sent.courier.push(await request.json());
      return HttpResponse.json({ message: 'Review submitted successfully' });
    }),
  );
  return sent;
}

const delivered = () => makeTrackedOrder({ id: 5, order_status: 'delivered', delivery_man: [{ id: 3, f_name: 'Marcus', l_name: 'Reed' }] });

const renderPage = () =>
  renderWithProviders(<AccountRoutes />, { route: '/rate-and-review/5', mountAt: '/rate-and-review/*', session: { token: 'token-1' } });

const png = (name = 'photo.png', size = 100) => new File([new Uint8Array(size)], name, { type: 'image/png' });

test('a visitor is sent to sign in', async () => {
  const { path } = renderWithProviders(<AccountRoutes />, { route: '/rate-and-review/5', mountAt: '/rate-and-review/*' });
  expect(await screen.findByText('You must be login to access this page.')).toBeInTheDocument();
  await waitFor(() => expect(path()).toMatch(/^\/auth\/sign-in/));
});

test('an order not delivered yet cannot be rated', async () => {
  backend(makeTrackedOrder({ id: 5, order_status: 'picked_up' }));
  renderPage();
  expect(await screen.findByText('You can review an order only after it is delivered.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
});

test('each item and the delivery man have a form; a rating is required', async () => {
  const sent = backend(delivered());
  renderPage();
  const apples = await screen.findByRole('region', { name: 'Green Apples' });
  expect(screen.getByRole('region', { name: 'Brown Bread' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Delivery man' })).toHaveTextContent('Marcus Reed');
  fireEvent.click(within(apples).getByRole('button', { name: 'Submit' }));
  expect(await within(apples).findByText('Please give a rating.')).toBeInTheDocument();
  expect(sent.items).toHaveLength(0);
});

test('the comment is at most 1000 characters', async () => {
  backend(delivered());
  renderPage();
  const apples = await screen.findByRole('region', { name: 'Green Apples' });
  fireEvent.change(within(apples).getByLabelText('Write your review'), { target: { value: 'x'.repeat(1001) } });
  expect(await within(apples).findByText('The review may not be greater than 1000 characters.')).toBeInTheDocument();
});

test('pictures: images only, 2 MB each, three at most', async () => {
  backend(delivered());
  renderPage();
  const apples = await screen.findByRole('region', { name: 'Green Apples' });
  const input = within(apples).getByLabelText('Add pictures', { selector: 'input' });
  fireEvent.change(input, { target: { files: [new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' })] } });
  expect(await within(apples).findByText('Only images can be uploaded (PNG, JPEG, WebP or GIF).')).toBeInTheDocument();
  fireEvent.change(input, { target: { files: [png('big.png', 2 * 1024 * 1024 + 1)] } });
  expect(await within(apples).findByText('Each image must be 2 MB or smaller.')).toBeInTheDocument();
  fireEvent.change(input, { target: { files: [png('1.png'), png('2.png'), png('3.png'), png('4.png')] } });
  expect(await within(apples).findByText('Maximum 3 images can be send at a time.')).toBeInTheDocument();
  expect(within(apples).getAllByRole('button', { name: /^Remove / })).toHaveLength(3);
});

test('an item review is sent as multipart with its pictures, then shows as reviewed', async () => {
  const sent = backend(delivered());
  renderPage();
  const apples = await screen.findByRole('region', { name: 'Green Apples' });
  fireEvent.click(within(apples).getByRole('radio', { name: '4 of 5 stars' }));
  fireEvent.change(within(apples).getByLabelText('Write your review'), { target: { value: '  Crisp and fresh  ' } });
  fireEvent.change(within(apples).getByLabelText('Add pictures', { selector: 'input' }), { target: { files: [png()] } });
  server.use(
    http.get(`${API}/items/reviews/order/5`, () =>
      HttpResponse.json({
        order_id: 5,
        items: [
          { id: 1, item_id: 11, rating: 4, comment: 'Crisp and fresh', attachment_full_url: [], customer_name: 'Jane Doe', created_at: '' },
        ],
        delivery_man: null,
      }),
    ),
  );
  fireEvent.click(within(apples).getByRole('button', { name: 'Submit' }));
  expect(await screen.findByText('Review submitted successfully')).toBeInTheDocument();
  const form = sent.items[0]!;
  expect([form.get('item_id'), form.get('order_id'), form.get('rating'), form.get('comment')]).toEqual(['11', '5', '4', 'Crisp and fresh']);
  expect(form.getAll('attachment[]')).toHaveLength(1);
  expect(await within(screen.getByRole('region', { name: 'Green Apples' })).findByText('Reviewed')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: '4 of 5 stars' })).toBeInTheDocument();
});

test('the delivery man is rated with his id and the order', async () => {
  const sent = backend(delivered());
  renderPage();
  const courier = await screen.findByRole('region', { name: 'Delivery man' });
  fireEvent.click(within(courier).getByRole('radio', { name: '5 of 5 stars' }));
  fireEvent.change(within(courier).getByLabelText('Write your review'), { target: { value: 'On time' } });
  fireEvent.click(within(courier).getByRole('button', { name: 'Submit' }));
  await waitFor(() => expect(sent.courier).toEqual([{ delivery_man_id: 3, order_id: 5, rating: 5, comment: 'On time' }]));
});

test("the server's refusal is shown translated by key", async () => {
  backend(delivered());
  server.use(
    http.post(`${API}/items/reviews/submit`, () =>
      HttpResponse.json({ errors: [{ code: 'review', message: 'You have already reviewed this item.' }] }, { status: 409 }),
    ),
  );
  renderPage();
  const bread = await screen.findByRole('region', { name: 'Brown Bread' });
  fireEvent.click(within(bread).getByRole('radio', { name: '3 of 5 stars' }));
  fireEvent.click(within(bread).getByRole('button', { name: 'Submit' }));
  expect(await screen.findByText('You have already reviewed this item.')).toBeInTheDocument();
});
