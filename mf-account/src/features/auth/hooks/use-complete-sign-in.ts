import { returnPathOf, routes } from '@storefront/contract';
import { emit, toast, tokenAtom } from '@storefront/platform';
import { t } from '../../../i18n';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * What happens once the API hands out a token: it is stored, the other remotes
 * hear about it, a toast confirms it and the visitor goes back where they came from.
 */
export function useCompleteSignIn(successMessage: string) {
  const setToken = useSetAtom(tokenAtom);
  const navigate = useNavigate();
  const location = useLocation();
  const from = returnPathOf(location);

  return useCallback(
    (token: string) => {
      setToken(token);
      emit({ type: 'auth/signed-in' });
      toast('success', t(successMessage));
      navigate(from ?? routes.home(), { replace: true });
    },
    [from, navigate, setToken, successMessage],
  );
}
