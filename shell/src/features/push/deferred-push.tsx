import { routes } from '@storefront/contract';
import { observe, tokenAtom } from '@storefront/platform';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';

const PushConnection = lazy(() => import(/* webpackChunkName: "push" */ './push-connection'));

/** This tab's guest has tracked an order: its pushes are wanted from now on, after a reload too. */
const GUEST_FOLLOWS_KEY = 'storefront.push.guest-follows-orders';

/**
 * Starts the push connection off the first view's path: after the page has loaded and the
 * browser is idle, as its own chunk. A signed-in customer always gets one; a guest once it
 * follows an order (opens its tracking), since a guest without an order has nothing to be told.
 */
export function DeferredPush() {
  const signedIn = Boolean(useAtomValue(tokenAtom));
  const [guestFollows, setGuestFollows] = useState(() => sessionStorage.getItem(GUEST_FOLLOWS_KEY) === '1');
  const [idle, setIdle] = useState(false);
  const onTrackingPage = useLocation().pathname.startsWith(routes.trackOrder());

  const follows = guestFollows || onTrackingPage;

  useEffect(() => {
    if (follows) {
      sessionStorage.setItem(GUEST_FOLLOWS_KEY, '1');
      return;
    }
    const subscription = observe('order/track').subscribe(() => setGuestFollows(true));
    return () => subscription.unsubscribe();
  }, [follows]);

  useEffect(() => {
    let timer: number | undefined;
    const ready = () => {
      timer = window.setTimeout(() => setIdle(true), 1000);
    };
    if (document.readyState === 'complete') ready();
    else window.addEventListener('load', ready, { once: true });
    return () => {
      window.removeEventListener('load', ready);
      window.clearTimeout(timer);
    };
  }, []);

  if (!idle || !(signedIn || follows)) return null;
  return (
    <Suspense fallback={null}>
      <PushConnection />
    </Suspense>
  );
}
