import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, createTestServer, food, grocery, locatedSession, makeStore, renderWithProviders } from '@storefront/testing';
import { BestStoreNearbySection } from '../best-store-nearby-section';
import { orderStores } from '../utils/store-tabs';
import { VisitAgainSection } from '../visit-again-section';

const stores = [
  { ...makeStore({ id: 1, name: 'Alpha Foods', avg_rating: 3.9 }), created_at: '2026-01-05T00:00:00Z', distance: 1200 },
  { ...makeStore({ id: 2, name: 'Beta Mart', avg_rating: 4.8 }), created_at: '2025-06-01T00:00:00Z', distance: 800 },
  { ...makeStore({ id: 3, name: 'Gamma Shop', avg_rating: 4.2 }), created_at: '2026-03-01T00:00:00Z', distance: 300 },
];

const visitRequests: (string | null)[] = [];
const server = createTestServer(
  http.get(`${API}/stores/popular`, ({ request }) => {
    const url = new URL(request.url);
    expect(url.searchParams.get('limit')).toBe('12');
    return HttpResponse.json({ total_size: 3, limit: 12, offset: 1, stores });
  }),
  http.get(`${API}/customer/visit-again`, ({ request }) => {
    visitRequests.push(request.headers.get('Authorization'));
    return HttpResponse.json([stores[2], { ...stores[0], open: 0 }]);
  }),
);
beforeEach(() => (visitRequests.length = 0));

const names = () => screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'));

test('orders the tabs as the spec says: Popular keeps the server order, Top Rated by rating, New by created_at', () => {
  expect(orderStores(stores, 'Popular').map((s) => s.id)).toEqual([1, 2, 3]);
  expect(orderStores(stores, 'Top Rated').map((s) => s.id)).toEqual([2, 3, 1]);
  expect(orderStores(stores, 'New').map((s) => s.id)).toEqual([3, 1, 2]);
});

test('Best Store Nearby shows the popular stores and reorders them by tab', async () => {
  const { user } = renderWithProviders(<BestStoreNearbySection />, { session: { ...locatedSession, module: grocery } });
  expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Best Store Nearby' })).toBeInTheDocument();
  expect(names()).toEqual(['Alpha Foods', 'Beta Mart', 'Gamma Shop']);
  const tabs = screen.getByRole('radiogroup', { name: 'Order stores by' });
  await user.click(within(tabs).getByText('Top Rated'));
  expect(names()).toEqual(['Beta Mart', 'Gamma Shop', 'Alpha Foods']);
  await user.click(within(tabs).getByText('New'));
  expect(names()).toEqual(['Gamma Shop', 'Alpha Foods', 'Beta Mart']);
});

test("Best Store Nearby marks the stores a signed-in customer ordered from before 'Visit Again', and none for a guest", async () => {
  const { unmount } = renderWithProviders(<BestStoreNearbySection />, {
    session: { ...locatedSession, module: grocery, token: 'token-1' },
  });
  expect(await screen.findByRole('heading', { name: 'Best Store Nearby' })).toBeInTheDocument();
  await waitFor(() => expect(within(screen.getByRole('article', { name: 'Gamma Shop' })).getByText('Visit Again')).toBeInTheDocument());
  expect(within(screen.getByRole('article', { name: 'Alpha Foods' })).getByText('Visit Again')).toBeInTheDocument();
  expect(within(screen.getByRole('article', { name: 'Beta Mart' })).queryByText('Visit Again')).toBeNull();
  expect(visitRequests).toEqual(['Bearer token-1']);
  unmount();

  renderWithProviders(<BestStoreNearbySection />, { session: { ...locatedSession, module: grocery } });
  expect(await screen.findByRole('heading', { name: 'Best Store Nearby' })).toBeInTheDocument();
  expect(screen.queryByText('Visit Again')).toBeNull();
  expect(visitRequests).toEqual(['Bearer token-1']);
});

test('Best Store Nearby is not there without stores', async () => {
  server.use(http.get(`${API}/stores/popular`, () => HttpResponse.json({ total_size: 0, limit: 12, offset: 1, stores: [] })));
  renderWithProviders(<BestStoreNearbySection />, { session: { ...locatedSession, module: food } });
  await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  expect(screen.queryByRole('heading')).toBeNull();
});

test('Visit Again shows a signed-in customer their stores, marked Visit Again, a closed one closed', async () => {
  renderWithProviders(<VisitAgainSection />, { session: { ...locatedSession, module: grocery, token: 'token-1' } });
  expect(await screen.findByRole('heading', { name: 'Visit Again' })).toBeInTheDocument();
  expect(names()).toEqual(['Gamma Shop', 'Alpha Foods']);
  expect(within(screen.getByRole('article', { name: 'Alpha Foods' })).getByText('CLOSED NOW')).toBeInTheDocument();
  for (const card of screen.getAllByRole('article')) expect(within(card).getByText('Visit Again')).toBeInTheDocument();
  expect(visitRequests).toEqual(['Bearer token-1']);
});

test('Visit Again asks nothing and shows nothing for a guest', async () => {
  renderWithProviders(<VisitAgainSection />, { session: { ...locatedSession, module: grocery } });
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.queryByRole('heading')).toBeNull();
  expect(screen.queryByRole('status')).toBeNull();
  expect(visitRequests).toEqual([]);
});
