import { useSyncExternalStore } from 'react';

/** The spec's mobile breakpoint: from 1180 px the top bar and the desktop navbar, below it the phone bar and drawer. */
export const WIDE_CHROME_QUERY = '(min-width: 1180px)';

const subscribe = (onChange: () => void) => {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(WIDE_CHROME_QUERY);
  query.addEventListener?.('change', onChange);
  return () => query.removeEventListener?.('change', onChange);
};

// Without matchMedia (an old browser, a test without layout) the desktop chrome shows, as the spec's designs start with it.
const isWide = () => (typeof window.matchMedia === 'function' ? window.matchMedia(WIDE_CHROME_QUERY).matches : true);

/** True at 1180 px and wider; follows the window as it is resized. */
export function useWideChrome(): boolean {
  return useSyncExternalStore(subscribe, isWide, () => true);
}
