import { routes } from '@storefront/contract';
import { emit, request, toast, tokenAtom, useFeedback } from '@storefront/platform';
import { useSetAtom } from 'jotai';
import { useLocation, useNavigate } from 'react-router';
import { useT } from '../../../i18n';

/** The spec's half second between the confirmation and the sign-out. */
export const LOGOUT_DELAY_MS = 500;
/** A logout never waits longer than this for the server to revoke the token. */
const REVOKE_TIMEOUT_MS = 3000;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Logout as the spec's §4 Auth: a confirmation, then after 0.5 s the token is
 * removed (the cart and the wish list reset on `auth/signed-out`), a success
 * message, and /home (or / when already on /home).
 */
export function useLogout(onDone?: () => void) {
  const t = useT();
  const { modal } = useFeedback();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const setToken = useSetAtom(tokenAtom);
  return () =>
    modal.confirm({
      title: t('Are you sure you want to logout?'),
      okText: t('Logout'),
      cancelText: t('Cancel'),
      onOk: async () => {
        const revoke = request('auth/logout', { method: 'POST' }).catch(() => undefined);
        await Promise.all([Promise.race([revoke, wait(REVOKE_TIMEOUT_MS)]), wait(LOGOUT_DELAY_MS)]);
        setToken(null);
        emit({ type: 'auth/signed-out' });
        toast('success', t('Logout successful.'));
        onDone?.();
        navigate(pathname === routes.home() ? routes.landing() : routes.home());
      },
    });
}
