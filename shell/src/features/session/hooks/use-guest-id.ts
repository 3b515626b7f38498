import { guestIdAtom, requestGuestId } from '@storefront/shared';
import { useAtom } from 'jotai';
import { useEffect, useRef } from 'react';

/**
 * Obtains a guest id when none is stored (spec §1), and again when the API
 * client drops one the server no longer knows. It runs after the
 * first render and never blocks it; a failure is silent and the next page
 * load tries again.
 */
export function useGuestId(): void {
  const [guestId, setGuestId] = useAtom(guestIdAtom);
  const requested = useRef(false);
  useEffect(() => {
    if (guestId) {
      requested.current = false; // a stale id dropped later is replaced again
      return;
    }
    if (requested.current) return;
    requested.current = true;
    requestGuestId()
      .then((response) => {
        const id = response?.guest_id;
        if (id !== undefined && id !== null && String(id).trim()) setGuestId(String(id));
      })
      .catch(() => {
        requested.current = false; // allowed again on the next mount (next page load)
      });
  }, [guestId, setGuestId]);
}
