import type { Item, Store } from '@storefront/contract';
import { moduleAtom, request, zoneIdAtom, type QueryValue } from '@storefront/platform';
import { useAtomValue } from 'jotai';
import useSWRInfinite from 'swr/infinite';
import { searchQueryOf, type ResultsState } from '../utils/search-url';
import { SEARCH_CACHE_MS } from './get-suggestions';

/** §9: results per page and tab; the stores page loads 12 at a time too. */
export const SEARCH_PAGE_SIZE = 12;

interface Page {
  total_size: number;
  [rows: string]: unknown;
}

/** Rows of any page, whatever the server sent. */
function rowsOf<T extends { id: number }>(value: unknown): T[] {
  return Array.isArray(value) ? value.filter((row): row is T => Boolean(row) && typeof row.id === 'number') : [];
}

/** The same row on two pages (rows moved while paging) is shown once. */
export function dedupeById<T extends { id: number }>(rows: T[]): T[] {
  const seen = new Set<number>();
  return rows.filter((row) => (seen.has(row.id) ? false : (seen.add(row.id), true)));
}

/**
 * Pages of 12 of a 6amMart list (offset is the page number, from 1) until `total_size`
 * rows are loaded or a page comes back empty. The key holds the path, the query, the
 * module and the zone (both are request headers), so any other choice starts again at page 1.
 */
export function usePagedRows<T extends { id: number }>(
  path: string | null,
  query: Record<string, QueryValue>,
  rowsKey: 'products' | 'stores',
) {
  const module = useAtomValue(moduleAtom);
  const zoneId = useAtomValue(zoneIdAtom);
  const serialized = JSON.stringify(query);
  const pages = useSWRInfinite<Page>(
    (index, previous: Page | null) => {
      if (!path) return null;
      if (previous && (index * SEARCH_PAGE_SIZE >= Number(previous.total_size) || rowsOf(previous[rowsKey]).length === 0)) return null;
      return [path, serialized, module?.id ?? null, zoneId, index + 1] as const;
    },
    ([key, , , , page]: readonly [string, string, number | null, string | null, number]) =>
      request<Page>(key, { query: { ...query, limit: SEARCH_PAGE_SIZE, offset: page } }),
    { dedupingInterval: SEARCH_CACHE_MS, revalidateFirstPage: false },
  );
  const data = pages.data ?? [];
  const total = data.length > 0 ? Number(data[0].total_size) || 0 : 0;
  const last = data[data.length - 1];
  const hasMore = last !== undefined && data.length * SEARCH_PAGE_SIZE < total && rowsOf(last[rowsKey]).length > 0;
  const loadingMore = pages.isLoading || (data.length < pages.size && !pages.error);
  return {
    pages,
    total,
    hasMore,
    loadingMore,
    rows: dedupeById(data.flatMap((page) => rowsOf<T>(page[rowsKey]))),
    loadMore: () => void pages.setSize((size) => size + 1),
  };
}

export const useItemResults = (state: ResultsState) => usePagedRows<Item>('items/search', searchQueryOf(state), 'products');

export const useStoreResults = (state: ResultsState) => usePagedRows<Store>('stores/search', searchQueryOf(state), 'stores');
