import { returnPathOf, routes } from '@storefront/contract';
import { isSignedInAtom, RemoteMount } from '@storefront/platform';
import { useAtomValue } from 'jotai';
import { Navigate, useLocation } from 'react-router';

/**
 * `/auth/*` (sign in, sign up) is for visitors: a signed-in customer goes to /home instead, or, having just
 * signed in, to the page they came from (the same `from` the sign-in form goes back to, so the two never race).
 */
export function AuthRoute() {
  const isSignedIn = useAtomValue(isSignedInAtom);
  const location = useLocation();
  if (isSignedIn) {
    const from = returnPathOf(location);
    return <Navigate to={from ?? routes.home()} replace />;
  }
  return <RemoteMount remote="mf_account" expose="./Routes" />;
}
