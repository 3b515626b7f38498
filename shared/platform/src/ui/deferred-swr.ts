import { useDeferredValue } from 'react';
import type { Middleware, SWRResponse } from 'swr';

/**
 * SWR middleware: each hook's `data` passes through `useDeferredValue`.
 *
 * SWR reads its cache with `useSyncExternalStore`, whose updates React always
 * renders synchronously: when a response arrives, every section that shows it
 * (a rail of cards, a grid of stores) renders in one task that cannot yield,
 * 0.3–1 s on a phone's CPU, and the page cannot answer a tap meanwhile (most of
 * the mobile Total Blocking Time). Deferred, the synchronous render only repeats
 * what is on screen and the new data renders in a background render that
 * yields to the browser every few milliseconds. Data already in the cache when a
 * hook mounts is returned at once (no extra render); `isLoading` stays true
 * until the deferred data has rendered, so no empty state flashes in between.
 */
export const deferredData: Middleware = (useSWRNext) => (key, fetcher, config) => {
  const response = useSWRNext(key, fetcher, config);
  const latest = response.data;
  const data = useDeferredValue(latest);
  const behind = data !== latest;
  // Copies the accessors, not their values: SWR re-renders a hook only for the fields its component reads.
  const deferred = Object.defineProperties({}, Object.getOwnPropertyDescriptors(response)) as SWRResponse;
  Object.defineProperty(deferred, 'data', { get: () => data, enumerable: true });
  Object.defineProperty(deferred, 'isLoading', { get: () => response.isLoading || (behind && data === undefined), enumerable: true });
  return deferred;
};
