import { getSessionStore, guestIdAtom, tokenAtom } from '../session/atoms';
import { NETWORK_ERROR_MESSAGE } from './errors';
import { request } from './client';

export interface GuestIdResponse {
  message?: string;
  guest_id: string | number;
}

/** POST auth/guest/request: a new guest id from the server. */
export const requestGuestId = () => request<GuestIdResponse>('auth/guest/request', { method: 'POST' });

let pending: Promise<void> | null = null;

/**
 * A visitor with neither token nor guest id gets a guest id once; every
 * caller on the page (the shell at start-up, the cart before its first call)
 * shares the one request.
 */
export function ensureGuestId(): Promise<void> {
  const session = getSessionStore();
  if (session.get(tokenAtom) || session.get(guestIdAtom)) return Promise.resolve();
  pending ??= requestGuestId()
    .then((response) => {
      const id = response?.guest_id;
      if (id === undefined || id === null || String(id).trim() === '') throw new Error(NETWORK_ERROR_MESSAGE);
      session.set(guestIdAtom, String(id));
    })
    .finally(() => {
      pending = null;
    });
  return pending;
}
