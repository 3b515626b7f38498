import { toast, tokenAtom, useBusEvent } from '@storefront/shared';
import { useSetAtom } from 'jotai';
import { useNavigate } from 'react-router';

/**
 * The shell's side of the session events. A 401 with a token (emitted by the
 * API client) ends the session: the spec's message, the token removed, the
 * sign-in page. A sign-out from any remote always leaves no token behind.
 */
export function useSessionEvents(): void {
  const setToken = useSetAtom(tokenAtom);
  const navigate = useNavigate();

  useBusEvent('session/expired', () => {
    setToken(null);
    toast('error', 'Your account is inactive or Your token has been expired');
    navigate('/auth/sign-in');
  });

  useBusEvent('auth/signed-out', () => setToken(null));

  useBusEvent('auth/required', ({ message }) => {
    toast('warning', message || 'You must be login to access this page.');
    navigate('/auth/sign-in');
  });
}
