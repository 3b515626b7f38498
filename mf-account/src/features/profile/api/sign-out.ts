import { request } from '@storefront/platform';

/** A logout never waits longer than this for the server to revoke the token. */
export const SIGN_OUT_TIMEOUT_MS = 3000;

export const signOutKey = 'auth/logout';

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Revokes the token on the server. The visitor is signed out locally whatever
 * the answer (offline, slow, already expired), so failures are not reported.
 */
export const revokeToken = () =>
  Promise.race([
    request<{ message?: string }>('auth/logout', { method: 'POST' }).then(
      () => undefined,
      () => undefined,
    ),
    delay(SIGN_OUT_TIMEOUT_MS),
  ]);
