import { API, createTestServer, grocery, locatedSession, makeStore, renderWithProviders } from '@storefront/testing';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { FeaturedCategoriesSection } from '../featured-categories-section';
import { StoresFilterSection } from '../store-sections';

const stores = Array.from({ length: 6 }, (_, index) =>
  makeStore({ id: index + 1, name: `Store ${index + 1}`, cover_photo_full_url: `https://cdn.example/store-${index + 1}.png` }),
);
const categories = Array.from({ length: 12 }, (_, index) => ({
  id: index + 1,
  name: `Category ${index + 1}`,
  featured: 1,
  image_full_url: `https://cdn.example/category-${index + 1}.png`,
}));
createTestServer(
  http.get(`${API}/stores/get-stores/all`, () => HttpResponse.json({ total_size: stores.length, limit: 12, offset: 1, stores })),
  http.get(`${API}/categories`, () => HttpResponse.json(categories)),
);
const session = { ...locatedSession, module: grocery };

test("a home rail's first store pictures load at once, the first one first (the page's LCP); the rest lazily", async () => {
  renderWithProviders(<StoresFilterSection />, { session });
  expect(await screen.findByRole('img', { name: 'Store 1' })).toHaveAttribute('fetchpriority', 'high');
  const loading = stores.map((store) => screen.getByRole('img', { name: store.name }).getAttribute('loading'));
  expect(loading).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy', 'lazy']);
  expect(screen.getByRole('img', { name: 'Store 2' })).not.toHaveAttribute('fetchpriority');
});

test('the featured categories on the first screen load at once; the ones a scroll away lazily', async () => {
  renderWithProviders(<FeaturedCategoriesSection />, { session });
  expect(await screen.findByRole('img', { name: 'Category 1' })).toHaveAttribute('loading', 'eager');
  expect(screen.getByRole('img', { name: 'Category 10' })).toHaveAttribute('loading', 'eager');
  expect(screen.getByRole('img', { name: 'Category 11' })).toHaveAttribute('loading', 'lazy');
  expect(screen.getByRole('img', { name: 'Category 1' })).not.toHaveAttribute('fetchpriority');
});
