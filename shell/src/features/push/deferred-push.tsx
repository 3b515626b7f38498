import { routes } from '@storefront/contract';
import { tokenAtom } from '@storefront/platform';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';

const PushConnection = lazy(() => import(/* webpackChunkName: "push" */ './push-connection'));

/**
 * Starts the push connection off the first view's path: a second after the page has loaded,
 * as its own chunk. A signed-in customer always gets one; a guest while on /track-order (a
 * guest's drawer elsewhere follows its order by the 10 s poll): the first view stays as it was.
 */
export function DeferredPush() {
  const signedIn = Boolean(useAtomValue(tokenAtom));
  const tracking = useLocation().pathname.startsWith(routes.trackOrder());
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = () => (timer = setTimeout(() => setLoaded(true), 1000));
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      clearTimeout(timer);
    };
  }, []);
  return loaded && (signedIn || tracking) ? (
    <Suspense fallback={null}>
      <PushConnection />
    </Suspense>
  ) : null;
}
