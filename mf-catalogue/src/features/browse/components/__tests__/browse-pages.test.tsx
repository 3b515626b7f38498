import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  API,
  createTestServer,
  grocery,
  locatedSession,
  makeModule,
  makeStore,
  recordRequests,
  renderWithProviders,
} from '@storefront/testing';

const ecommerce = makeModule({ id: 4, module_name: 'Shop', module_type: 'ecommerce' });
import CatalogueRoutes from '../../../../exposes/routes';
import { mockIntersectionObserver, scrollSentinelIntoView } from '../../../search/hooks/__tests__/sentinel-mock';

jest.setTimeout(45_000);

const brands = [
  { id: 1, name: 'Orbit', image_full_url: '', items_count: 3 },
  { id: 2, name: 'acme', image_full_url: 'http://localhost:4000/images/brand/2.svg', items_count: 9 },
  { id: 3, name: 'Zephyr', image_full_url: '', items_count: 1 },
];

const server = createTestServer(http.get(`${API}/brand`, () => HttpResponse.json(brands)));

beforeEach(() => mockIntersectionObserver());

const brandNames = () =>
  within(screen.getByRole('navigation', { name: 'Brands' }))
    .getAllByRole('link')
    .map((link) => link.getAttribute('aria-label'));

test('/all-brands sorts by default, A to Z and Z to A (kept in the URL); a brand opens its results', async () => {
  const { user, path } = renderWithProviders(<CatalogueRoutes />, {
    route: '/all-brands',
    session: { ...locatedSession, module: ecommerce },
    mountAt: '/all-brands/*',
  });
  await screen.findByRole('link', { name: 'Orbit' });
  expect(brandNames()).toEqual(['Orbit', 'acme', 'Zephyr']);
  await user.click(screen.getByText('A to Z'));
  expect(path()).toBe('/all-brands?sort=a_to_z');
  expect(brandNames()).toEqual(['acme', 'Orbit', 'Zephyr']);
  await user.click(screen.getByText('Z to A'));
  expect(brandNames()).toEqual(['Zephyr', 'Orbit', 'acme']);
  expect(screen.getByRole('link', { name: 'acme' })).toHaveAttribute('href', '/home?brand_id=2&data_type=brand');
});

test('/all-brands goes to /home when there are no brands', async () => {
  server.use(http.get(`${API}/brand`, () => HttpResponse.json([])));
  const { path } = renderWithProviders(<CatalogueRoutes />, {
    route: '/all-brands',
    session: { ...locatedSession, module: ecommerce },
    mountAt: '/all-brands/*',
  });
  await waitFor(() => expect(path()).toBe('/home'));
});

test('the stores page counts, pages 12 at a time once each, stops at total_size, and a tab starts again', async () => {
  const page = (from: number, count: number) =>
    Array.from({ length: count }, (_, index) => makeStore({ id: from + index, name: `Store ${from + index}` }));
  server.use(
    http.get(`${API}/stores/get-stores/all`, ({ request }) => {
      const offset = Number(new URL(request.url).searchParams.get('offset'));
      // page 2 repeats store 12, which is shown once
      return HttpResponse.json({ total_size: 14, stores: offset === 1 ? page(1, 12) : page(12, 3) });
    }),
  );
  const requests = recordRequests(server, 'stores/get-stores/all');
  const { user, path } = renderWithProviders(<CatalogueRoutes />, {
    route: '/store/popular',
    session: { ...locatedSession, module: grocery },
    mountAt: '/store/*',
  });
  expect(await screen.findByRole('heading', { level: 2, name: '14 Stores' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Popular' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getAllByRole('article')).toHaveLength(12);
  act(() => scrollSentinelIntoView());
  expect(await screen.findByRole('article', { name: 'Store 14' })).toBeInTheDocument();
  expect(screen.getAllByRole('article')).toHaveLength(14);
  expect(requests.map((request) => [request.query.store_type, request.query.offset])).toEqual([
    ['popular', '1'],
    ['popular', '2'],
  ]);
  expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();

  await user.click(screen.getByRole('tab', { name: 'Top Rated' }));
  expect(path()).toBe('/store/popular?store_type=top_rated');
  await screen.findByRole('article', { name: 'Store 1' });
  expect(requests.at(-1)?.query).toMatchObject({ store_type: 'top_rated', offset: '1' });
});
