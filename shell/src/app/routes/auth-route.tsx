import { routes } from '@storefront/contract';
import { isSignedInAtom, RemoteMount } from '@storefront/platform';
import { useAtomValue } from 'jotai';
import { Navigate } from 'react-router';

/** `/auth/*` (sign in, sign up) is for visitors: a signed-in customer goes to /home instead. */
export function AuthRoute() {
  const isSignedIn = useAtomValue(isSignedInAtom);
  if (isSignedIn) return <Navigate to={routes.home()} replace />;
  return <RemoteMount remote="mf_account" expose="./Routes" />;
}
