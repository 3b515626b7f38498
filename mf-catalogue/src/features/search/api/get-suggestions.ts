import { moduleAtom, request, zoneIdAtom } from '@storefront/platform';
import { useAtomValue } from 'jotai';
import useSWR from 'swr';

export interface Suggestion {
  id: number;
  name: string;
  slug?: string | null;
}
export interface Suggestions {
  items: Suggestion[];
  stores: Suggestion[];
}

/** §9: the search cache lasts 5 minutes. */
export const SEARCH_CACHE_MS = 5 * 60 * 1000;

const list = (value: unknown): Suggestion[] =>
  Array.isArray(value) ? value.filter((entry): entry is Suggestion => Boolean(entry) && typeof entry.name === 'string') : [];

export async function fetchSuggestions(name: string): Promise<Suggestions> {
  const answer = await request<Partial<Suggestions>>('items/item-or-store-search', { query: { name } });
  return { items: list(answer?.items), stores: list(answer?.stores) };
}

/** Item and store names for the debounced text; nothing is asked for blank text. */
export function useSuggestions(text: string) {
  const module = useAtomValue(moduleAtom);
  const zoneId = useAtomValue(zoneIdAtom);
  const name = text.trim();
  return useSWR(name ? ['items/item-or-store-search', name, module?.id ?? null, zoneId] : null, () => fetchSuggestions(name), {
    dedupingInterval: SEARCH_CACHE_MS,
    keepPreviousData: false,
  });
}
