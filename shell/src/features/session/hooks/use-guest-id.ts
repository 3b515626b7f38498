import { ensureGuestId, guestIdAtom } from '@storefront/platform';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';

/**
 * Obtains a guest id when none is stored (spec §1), and again when the API
 * client drops one the server no longer knows. It runs after the first
 * render and never blocks it; a failure is silent and the next page load
 * tries again.
 */
export function useGuestId(): void {
  const guestId = useAtomValue(guestIdAtom);
  useEffect(() => {
    if (!guestId) ensureGuestId().catch(() => undefined);
  }, [guestId]);
}
