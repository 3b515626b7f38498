/** §9: the search box shows at most 5 recent searches. */
export const RECENT_SEARCHES_MAX = 5;

/** The history after searching `term`: most recent first, once each, at most 5. */
export function withRecent(recent: readonly string[], term: string): string[] {
  const clean = term.trim();
  if (!clean) return [...recent].slice(0, RECENT_SEARCHES_MAX);
  return [clean, ...recent.filter((value) => value !== clean)].slice(0, RECENT_SEARCHES_MAX);
}

/** The stored list, whatever the browser held (searchedValues may be edited by hand). */
export function readableRecent(stored: unknown): string[] {
  return Array.isArray(stored)
    ? stored.filter((value): value is string => typeof value === 'string' && value.trim() !== '').slice(0, RECENT_SEARCHES_MAX)
    : [];
}
