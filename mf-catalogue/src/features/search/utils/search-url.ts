// The results page's state lives in /home's query (spec: discovery-and-modules §2, §4):
// what was asked (the spec's search, name, id, brand_id, data_type, module_id, ...)
// and every choice made on the page (tab, view, sort, filters). One parse and one
// build, so a reload, back/forward and a shared link show the same page.

import { isDataType, type DataType } from './data-types';

/** The spec's filter options (§3 Filter options), in the popover's order. */
export const FILTER_OPTIONS = ['nearby', 'currently_open', 'top_rated', 'discounted', 'popular'] as const;
export type FilterOption = (typeof FILTER_OPTIONS)[number];

/** §9: the price filter's default range. */
export const PRICE_MIN = 0;
export const PRICE_MAX = 20000;

export type ResultsTab = 'items' | 'stores';
export type ResultsView = 'grid' | 'list';
export type ResultsSort = 'high' | 'low';

/** The spec's /home query parameters, kept as they came (they name what was asked). */
const ASKED_KEYS = ['search', 'name', 'id', 'from', 'fromSearch', 'brand_id', 'data_type', 'module_id'] as const;
type AskedKey = (typeof ASKED_KEYS)[number];

export interface ResultsState {
  dataType: DataType;
  asked: Partial<Record<AskedKey, string>>;
  tab: ResultsTab;
  view: ResultsView;
  sort: ResultsSort;
  filters: FilterOption[];
  /** Minimum stars, 0 for any. */
  rating: number;
  minPrice: number;
  maxPrice: number;
  categoryIds: number[];
  brandIds: number[];
}

/** Discounted is preselected for the special offers' list (spec §4). */
export const defaultFilters = (dataType: DataType): FilterOption[] => (dataType === 'discounted' ? ['discounted'] : []);

function ids(raw: string | null): number[] {
  if (!raw) return [];
  const values = raw
    .split(',')
    .map((part) => Number(part))
    .filter((id) => Number.isInteger(id) && id > 0);
  return [...new Set(values)];
}

function bounded(raw: string | null, fallback: number, min: number, max: number): number {
  if (raw === null || raw.trim() === '') return fallback;
  const value = Number(raw);
  return Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : fallback;
}

/** The results state of a /home query, or null when it has no (known) data_type: then the module home shows. */
export function parseResults(query: URLSearchParams | string): ResultsState | null {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const dataType = params.get('data_type');
  if (!isDataType(dataType)) return null;
  const asked: ResultsState['asked'] = {};
  for (const key of ASKED_KEYS) {
    const value = params.get(key);
    if (value !== null && value !== '') asked[key] = value;
  }
  const filterParam = params.get('filter');
  const filters =
    filterParam === null ? defaultFilters(dataType) : FILTER_OPTIONS.filter((option) => filterParam.split(',').includes(option));
  let minPrice = bounded(params.get('min_price'), PRICE_MIN, PRICE_MIN, PRICE_MAX);
  let maxPrice = bounded(params.get('max_price'), PRICE_MAX, PRICE_MIN, PRICE_MAX);
  if (minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  return {
    dataType,
    asked,
    tab: params.get('tab') === '1' ? 'stores' : 'items',
    view: params.get('view') === '1' ? 'list' : 'grid',
    sort: params.get('sort') === 'low' ? 'low' : 'high',
    filters,
    rating: Math.round(bounded(params.get('rating'), 0, 0, 5)),
    minPrice,
    maxPrice,
    categoryIds: ids(params.get('category_ids')),
    brandIds: ids(params.get('brand_ids')),
  };
}

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((value) => b.includes(value));

/**
 * The /home URL of a results state. Defaults are left out, so the spec's links
 * (routes.searchResults, routes.categoryResults, ...) parse to the default choices.
 * Tab 0 is items and 1 stores, view 0 grid and 1 list (spec §4).
 */
export function buildResults(state: ResultsState): string {
  const params = new URLSearchParams();
  for (const key of ASKED_KEYS) {
    const value = key === 'data_type' ? state.dataType : state.asked[key];
    if (value !== undefined && value !== '') params.set(key, value);
  }
  if (state.tab === 'stores') params.set('tab', '1');
  if (state.view === 'list') params.set('view', '1');
  if (state.sort === 'low') params.set('sort', 'low');
  const filters = FILTER_OPTIONS.filter((option) => state.filters.includes(option));
  if (!sameSet(filters, defaultFilters(state.dataType))) params.set('filter', filters.join(','));
  if (state.rating > 0) params.set('rating', String(state.rating));
  if (state.minPrice !== PRICE_MIN) params.set('min_price', String(state.minPrice));
  if (state.maxPrice !== PRICE_MAX) params.set('max_price', String(state.maxPrice));
  if (state.categoryIds.length > 0) params.set('category_ids', state.categoryIds.join(','));
  if (state.brandIds.length > 0) params.set('brand_ids', state.brandIds.join(','));
  return `/home?${params.toString()}`;
}

/** The category's name from its base64 (routes.categoryResults encodes UTF-8 bytes); '' when it is not base64. */
export function decodeCategoryName(encoded: string | undefined): string {
  if (!encoded) return '';
  try {
    const bytes = Uint8Array.from(atob(encoded), (char) => char.charCodeAt(0));
    return new TextDecoder().decode(bytes);
  } catch {
    return '';
  }
}

/** What the search API is asked for a results state (items/search and stores/search, 6amMart's names). */
export function searchQueryOf(state: ResultsState) {
  const categoryIds = [...state.categoryIds];
  const brandIds = [...state.brandIds];
  const askedId = Number(state.asked.id);
  if (state.dataType === 'category' && Number.isInteger(askedId) && askedId > 0 && !categoryIds.includes(askedId))
    categoryIds.unshift(askedId);
  const askedBrand = Number(state.asked.brand_id);
  if (state.dataType === 'brand' && Number.isInteger(askedBrand) && askedBrand > 0 && !brandIds.includes(askedBrand))
    brandIds.unshift(askedBrand);
  return {
    name: state.dataType === 'searched' ? (state.asked.search ?? '') : undefined,
    category_ids: categoryIds.length > 0 ? categoryIds : undefined,
    brand_ids: brandIds.length > 0 ? brandIds : undefined,
    filter: state.filters.length > 0 ? state.filters : undefined,
    rating_count: state.rating > 0 ? state.rating : undefined,
    min_price: state.minPrice !== PRICE_MIN ? state.minPrice : undefined,
    max_price: state.maxPrice !== PRICE_MAX ? state.maxPrice : undefined,
    sort_by: state.sort === 'low' ? 'price_low' : 'price_high',
  };
}
