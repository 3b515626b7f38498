import { API, createTestServer, food, grocery, locatedSession, makeStore, recordRequests, renderWithProviders } from '@storefront/testing';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { preload } from 'swr';
import { BannerSection } from '../../shared/banner-section';
import { FeaturedCategoriesSection } from '../sections/featured-categories-section';
import { StoresFilterSection } from '../sections/store-sections';

// The shell asks for a module home's first list before this remote's code arrives (shell/src/app/early-data.ts),
// with these keys written out there too. Here the hooks must read exactly those keys: with the answer preloaded
// under the key, the section shows it and makes no request of its own.
const server = createTestServer(
  http.get(`${API}/categories`, () => HttpResponse.json([{ id: 1, name: 'Asked again', featured: 1 }])),
  http.get(`${API}/banners`, () => HttpResponse.json({ banners: [], campaigns: [] })),
  http.get(`${API}/stores/get-stores/all`, () =>
    HttpResponse.json({ total_size: 1, limit: 12, offset: 1, stores: [makeStore({ id: 1, name: 'Asked again' })] }),
  ),
);

test("the featured categories read the shell's early key: ['categories', '{}', module, zones as stored, stored language, '']", async () => {
  const requests = recordRequests(server, 'categories');
  void preload(['categories', '{}', grocery.id, '[1]', null, ''], () => Promise.resolve([{ id: 9, name: 'Preloaded', featured: 1 }]));
  renderWithProviders(<FeaturedCategoriesSection />, { session: { ...locatedSession, module: grocery } });
  expect(await screen.findByText('Preloaded')).toBeInTheDocument();
  expect(requests).toHaveLength(0);
});

test("the banners read the shell's early key: ['banners', module, zones as stored, language]", async () => {
  const requests = recordRequests(server, 'banners');
  const banner = { id: 5, title: 'Preloaded banner', type: 'default', image_full_url: '', link: null, store: null, item: null };
  void preload(['banners', food.id, '[1]', 'en'], () => Promise.resolve({ banners: [banner], campaigns: [] }));
  renderWithProviders(<BannerSection />, { session: { ...locatedSession, module: food } });
  expect(await screen.findByTestId('banner-section')).toBeInTheDocument();
  expect(requests).toHaveLength(0);
});

test("grocery's stores read the shell's early key: the 'all' filter's first 12, as JSON in the query's order", async () => {
  const requests = recordRequests(server, 'stores/get-stores/all');
  const page = { total_size: 1, limit: 12, offset: 1, stores: [makeStore({ id: 8, name: 'Preloaded store' })] };
  void preload(['stores/get-stores/all', '{"store_type":"all","limit":12,"offset":1}', grocery.id, '[1]', null, ''], () =>
    Promise.resolve(page),
  );
  renderWithProviders(<StoresFilterSection />, { session: { ...locatedSession, module: grocery } });
  expect(await screen.findByText('Preloaded store')).toBeInTheDocument();
  expect(requests).toHaveLength(0);
});
