import { routes } from '@storefront/contract';
import { toast, tokenAtom, useBusEvent } from '@storefront/platform';
import { t } from '../../../i18n';
import { useSetAtom } from 'jotai';
import { useLocation, useNavigate } from 'react-router';

/**
 * The shell's side of the session events. A 401 with a token (emitted by the
 * API client) ends the session: the spec's message, the token removed, the
 * sign-in page. A sign-out from any remote always leaves no token behind.
 * The sign-in page gets the current page as `state.from`, so signing in
 * again returns there.
 */
export function useSessionEvents(): void {
  const setToken = useSetAtom(tokenAtom);
  const navigate = useNavigate();
  const location = useLocation();

  const goToSignIn = () => {
    const here = location.pathname + location.search;
    navigate(routes.signIn(), here.startsWith('/auth/') ? undefined : { state: { from: here } });
  };

  useBusEvent('session/expired', () => {
    setToken(null);
    toast('error', t('Your account is inactive or Your token has been expired'));
    goToSignIn();
  });

  useBusEvent('auth/signed-out', () => setToken(null));

  useBusEvent('auth/required', ({ message }) => {
    toast('warning', message || t('You must be login to access this page.'));
    goToSignIn();
  });
}
