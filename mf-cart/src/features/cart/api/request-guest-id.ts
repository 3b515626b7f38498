import { getSessionStore, guestIdAtom, requestGuestId, tokenAtom } from '@storefront/shared';

let pending: Promise<void> | null = null;

/**
 * A visitor with neither token nor guest id gets a guest id once, before the
 * first cart call; concurrent callers share the one request.
 */
export function ensureGuestId(): Promise<void> {
  const session = getSessionStore();
  if (session.get(tokenAtom) || session.get(guestIdAtom)) return Promise.resolve();
  pending ??= requestGuestId()
    .then(({ guest_id }) => {
      if (guest_id === undefined || guest_id === null || guest_id === '') throw new Error('Something went wrong. Please try again.');
      session.set(guestIdAtom, String(guest_id));
    })
    .finally(() => {
      pending = null;
    });
  return pending;
}
