import { useEffect, useRef } from 'react';

/**
 * Infinite scroll: calls `onVisible` when the returned element (a sentinel under
 * the list) scrolls into view while `enabled`. Observing again after every load
 * asks for the next page while the sentinel is still in view.
 */
export function useSentinel<T extends Element>(enabled: boolean, onVisible: () => void, loadedCount: number) {
  const ref = useRef<T>(null);
  const latest = useRef(onVisible);
  useEffect(() => {
    latest.current = onVisible;
  });
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, loadedCount]);
  return ref;
}
