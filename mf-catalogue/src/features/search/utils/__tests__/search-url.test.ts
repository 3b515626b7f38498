import { routes } from '@storefront/contract';
import { buildResults, decodeCategoryName, parseResults, searchQueryOf, type ResultsState } from '../search-url';

const parseUrl = (url: string) => parseResults(new URL(url, 'http://x').searchParams);

function searched(overrides: Partial<ResultsState> = {}): ResultsState {
  return { ...parseUrl(routes.searchResults({ term: 'onion' }))!, ...overrides };
}

test('without a known data_type there are no results: the module home shows', () => {
  expect(parseResults('')).toBeNull();
  expect(parseResults('data_type=other&search=x')).toBeNull();
});

test("the spec's search link parses to the default choices: items, grid, high to low, no filter", () => {
  expect(parseUrl(routes.searchResults({ term: 'onion' }))).toEqual({
    dataType: 'searched',
    asked: { search: 'onion', data_type: 'searched' },
    tab: 'items',
    view: 'grid',
    sort: 'high',
    filters: [],
    rating: 0,
    minPrice: 0,
    maxPrice: 20000,
    categoryIds: [],
    brandIds: [],
  });
  expect(buildResults(searched())).toBe('/home?search=onion&data_type=searched');
});

test.each<[string, Partial<ResultsState>]>([
  ['the stores tab', { tab: 'stores' }],
  ['the list view', { view: 'list' }],
  ['low to high', { sort: 'low' }],
  ['every filter option', { filters: ['nearby', 'currently_open', 'top_rated', 'discounted', 'popular'] }],
  ['one filter', { filters: ['top_rated'] }],
  ['a rating', { rating: 4 }],
  ['a price range', { minPrice: 150, maxPrice: 900 }],
  ['only a minimum price', { minPrice: 10 }],
  ['only a maximum price', { maxPrice: 0 }],
  ['categories', { categoryIds: [3, 9] }],
  ['brands', { brandIds: [1, 2] }],
  [
    'everything at once',
    {
      tab: 'stores',
      view: 'list',
      sort: 'low',
      filters: ['nearby', 'popular'],
      rating: 3,
      minPrice: 5,
      maxPrice: 60,
      categoryIds: [4],
      brandIds: [8],
    },
  ],
])('%s survives build → parse', (_name, choice) => {
  const state = searched(choice);
  expect(parseUrl(buildResults(state))).toEqual(state);
});

test('Discounted is preselected for data_type=discounted, and unticking it is kept in the URL', () => {
  const offers = parseUrl(routes.specialOffers({ moduleId: 2 }))!;
  expect(offers.filters).toEqual(['discounted']);
  expect(buildResults(offers)).toBe('/home?search=special-offer&data_type=discounted&module_id=2');
  const none = { ...offers, filters: [] };
  expect(buildResults(none)).toMatch(/filter=(&|$)/);
  expect(parseUrl(buildResults(none))).toEqual(none);
});

test('category results keep the base64 name and ask for the category; the name decodes (UTF-8)', () => {
  const state = parseUrl(routes.categoryResults({ id: 5, name: 'Café', moduleId: 1 }))!;
  expect(state.dataType).toBe('category');
  expect(decodeCategoryName(state.asked.name)).toBe('Café');
  expect(parseUrl(buildResults(state))).toEqual(state);
  expect(searchQueryOf({ ...state, categoryIds: [7] })).toMatchObject({ name: undefined, category_ids: [5, 7] });
  expect(decodeCategoryName('%%%')).toBe('');
});

test('brand results ask for the brand', () => {
  const state = parseUrl(routes.brandResults({ brandId: 4 }))!;
  expect(searchQueryOf(state)).toMatchObject({ brand_ids: [4], name: undefined });
});

test('bad values fall back to defaults instead of breaking the page', () => {
  const state = parseResults(
    'data_type=searched&search=x&tab=9&view=x&sort=up&filter=bogus,nearby&rating=11&min_price=abc&max_price=-5&category_ids=a,2,2,-1',
  )!;
  expect(state).toMatchObject({
    tab: 'items',
    view: 'grid',
    sort: 'high',
    filters: ['nearby'],
    rating: 5,
    minPrice: 0,
    maxPrice: 0,
    categoryIds: [2],
  });
});

test('a reversed price range is put in order', () => {
  expect(parseResults('data_type=searched&min_price=500&max_price=100')).toMatchObject({ minPrice: 100, maxPrice: 500 });
});

test('the API query carries every filter, with 6amMart names', () => {
  expect(searchQueryOf(searched({ sort: 'low', filters: ['top_rated'], rating: 4, minPrice: 10, maxPrice: 50, brandIds: [2] }))).toEqual({
    name: 'onion',
    category_ids: undefined,
    brand_ids: [2],
    filter: ['top_rated'],
    rating_count: 4,
    min_price: 10,
    max_price: 50,
    sort_by: 'price_low',
  });
});
