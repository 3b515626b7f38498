import { routes } from '@storefront/contract';
import { isSignedInAtom, toast } from '@storefront/platform';
import { useAtomValue } from 'jotai';
import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { t as translate } from '../../../i18n';

/**
 * The account pages need a customer: a visitor opening one gets the spec's message and goes to
 * sign in, then back here. A customer who signs out or deletes the account while on the page is
 * sent on by that action (home, the landing page), so the page only stops showing.
 */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const isSignedIn = useAtomValue(isSignedInAtom);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (!isSignedIn) {
      toast('error', translate('You must be login to access this page.'));
      void navigate(routes.signIn({ from: `${pathname}${search}` }), { replace: true });
    }
    // on opening only: see above
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return isSignedIn ? children : null;
}
