import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  API,
  createTestServer,
  grocery,
  locatedSession,
  makeItem,
  makeStore,
  recordRequests,
  renderWithProviders,
} from '@storefront/testing';
import CatalogueRoutes from '../../../../exposes/routes';
import { mockIntersectionObserver, scrollSentinelIntoView } from '../../hooks/__tests__/sentinel-mock';

// twelve antd cards a page are slow to render on a busy machine
jest.setTimeout(45_000);

const items = (count: number, from = 1) =>
  Array.from({ length: count }, (_, index) => makeItem({ id: from + index, name: `Onion ${from + index}`, price: 10 + index }));

const server = createTestServer(
  http.get(`${API}/items/search`, ({ request }) => {
    const page = Number(new URL(request.url).searchParams.get('offset'));
    return HttpResponse.json({ total_size: 14, limit: 12, offset: page, products: page === 1 ? items(12) : items(2, 13), categories: [] });
  }),
  http.get(`${API}/stores/search`, () =>
    HttpResponse.json({ total_size: 1, limit: 12, offset: 1, stores: [makeStore({ id: 7, name: 'Onion Corner' })] }),
  ),
  http.get(`${API}/categories`, () => HttpResponse.json([{ id: 3, name: 'Vegetables', childes: [] }])),
  http.get(`${API}/brand`, () => HttpResponse.json([{ id: 4, name: 'Farmland', image_full_url: '', items_count: 3 }])),
);

beforeEach(() => mockIntersectionObserver());

function renderResults(route = '/home?search=onion&data_type=searched') {
  return renderWithProviders(<CatalogueRoutes />, { route, session: { ...locatedSession, module: grocery }, mountAt: '/home/*' });
}

test('a search shows its items, 12 per page, and the next page when the sentinel comes into view', async () => {
  const requests = recordRequests(server, 'items/search');
  renderResults();
  expect(await screen.findByRole('article', { name: 'Onion 1' })).toBeInTheDocument();
  expect(screen.getAllByRole('article')).toHaveLength(12);
  expect(requests[0].query).toMatchObject({ name: 'onion', limit: '12', offset: '1', sort_by: 'price_high' });
  expect(screen.getByRole('tab', { name: 'Items (14)' })).toHaveAttribute('aria-selected', 'true');

  act(() => scrollSentinelIntoView());
  expect(await screen.findByRole('article', { name: 'Onion 14' })).toBeInTheDocument();
  expect(screen.getAllByRole('article')).toHaveLength(14);
  expect(requests.map((request) => request.query.offset)).toEqual(['1', '2']);
  expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
});

test('the Stores tab, the sort toggle and the view are written to the URL', async () => {
  const requests = recordRequests(server, 'items/search');
  const { user, path } = renderResults();
  await screen.findByRole('article', { name: 'Onion 1' });

  await user.click(screen.getByRole('button', { name: 'Sort by : High to Low' }));
  expect(path()).toBe('/home?search=onion&data_type=searched&sort=low');
  expect(await screen.findByRole('button', { name: 'Sort by : Low to High' })).toBeInTheDocument();
  await screen.findByRole('article', { name: 'Onion 1' });
  expect(requests.at(-1)?.query.sort_by).toBe('price_low');

  await user.click(screen.getByRole('button', { name: 'List view' }));
  expect(path()).toBe('/home?search=onion&data_type=searched&view=1&sort=low');
  expect(screen.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');

  await user.click(screen.getByRole('tab', { name: /Stores/ }));
  expect(path()).toBe('/home?search=onion&data_type=searched&tab=1&view=1&sort=low');
  expect(await screen.findByRole('article', { name: 'Onion Corner' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Stores (1)' })).toHaveAttribute('aria-selected', 'true');
});

test('the list view shows the items in the list-view card (picture beside the text), the grid view in the vertical one', async () => {
  const { user } = renderResults();
  const first = await screen.findByRole('article', { name: 'Onion 1' });
  expect(first).toHaveAttribute('data-layout', 'vertical');
  expect(first.querySelector('.sf-plain-card-cover')).not.toBeNull();

  await user.click(screen.getByRole('button', { name: 'List view' }));
  await screen.findByRole('button', { name: 'List view', pressed: true });
  const cards = screen.getAllByRole('article');
  expect(cards).toHaveLength(12);
  for (const card of cards) expect(card).toHaveAttribute('data-layout', 'list');
  const listed = screen.getByRole('article', { name: 'Onion 1' });
  expect(listed.querySelector('.sf-plain-card-cover')).toBeNull();
  expect(within(listed).getByRole('img', { name: 'Onion 1' })).toBeInTheDocument();
  expect(within(listed).getByRole('button', { name: 'Add to cart: Onion 1' })).toBeEnabled();

  await user.click(screen.getByRole('button', { name: 'Grid view' }));
  await screen.findByRole('button', { name: 'Grid view', pressed: true });
  expect(screen.getByRole('article', { name: 'Onion 1' })).toHaveAttribute('data-layout', 'vertical');
});

test('the filter popover applies options, rating and a side-panel category in one URL the API is asked with', async () => {
  const requests = recordRequests(server, 'items/search');
  const { user, path } = renderResults();
  await screen.findByRole('article', { name: 'Onion 1' });
  await user.click(screen.getByRole('button', { name: 'Filter' }));
  const dialog = screen.getByRole('dialog', { name: 'Filter' });
  await user.click(within(dialog).getByRole('checkbox', { name: 'Top Rated' }));
  await user.click(within(dialog).getByRole('radio', { name: '4+ stars' }).closest('label')!);
  await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
  expect(path()).toBe('/home?search=onion&data_type=searched&filter=top_rated&rating=4');
  await user.click(await screen.findByRole('checkbox', { name: 'Vegetables' }));
  expect(path()).toBe('/home?search=onion&data_type=searched&filter=top_rated&rating=4&category_ids=3');
  await screen.findByRole('article', { name: 'Onion 1' });
  expect(requests.at(-1)?.query).toMatchObject({ filter: '["top_rated"]', rating_count: '4', category_ids: '[3]' });
  expect(screen.getByRole('button', { name: 'Filter (2)' })).toBeInTheDocument();
});

test('Discounted is preselected for the special offers', async () => {
  const requests = recordRequests(server, 'items/search');
  const { user } = renderResults('/home?search=special-offer&data_type=discounted');
  await screen.findByRole('article', { name: 'Onion 1' });
  expect(requests[0].query.filter).toBe('["discounted"]');
  expect(requests[0].query.name).toBeUndefined();
  await user.click(screen.getByRole('button', { name: 'Filter (1)' }));
  expect(within(screen.getByRole('dialog', { name: 'Filter (1)' })).getByRole('checkbox', { name: 'Discounted' })).toBeChecked();
});

test("nothing found shows the spec's empty texts on each tab", async () => {
  server.use(
    http.get(`${API}/items/search`, () => HttpResponse.json({ total_size: 0, limit: 12, offset: 1, products: [], categories: [] })),
    http.get(`${API}/stores/search`, () => HttpResponse.json({ total_size: 0, limit: 12, offset: 1, stores: [] })),
  );
  const { user } = renderResults();
  expect(await screen.findByText('Items not found!')).toBeInTheDocument();
  expect(screen.getByText('Sorry no data found related to your search')).toBeInTheDocument();
  await user.click(screen.getByRole('tab', { name: /Stores/ }));
  expect(await screen.findByText('Stores not found!')).toBeInTheDocument();
});

test('without a data_type /home is the module home', async () => {
  server.use(http.get(`${API}/items/popular`, () => HttpResponse.json({ total_size: 0, limit: 12, offset: 1, products: [] })));
  renderResults('/home');
  expect(await screen.findByRole('heading', { level: 2, name: 'Grocery' })).toBeInTheDocument();
  expect(screen.queryByRole('tablist')).toBeNull();
});
