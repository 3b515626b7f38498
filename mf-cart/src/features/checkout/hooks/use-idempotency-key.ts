import { useCallback, useRef } from 'react';

function newKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * One Idempotency-Key per checkout attempt: the same inputs keep their key
 * (a retry after a lost answer, a second click, returns the order already
 * made); changed inputs get a new one (the server refuses a key reused for
 * another order); `release` after the order is placed starts afresh.
 */
export function useIdempotencyKey() {
  const current = useRef<{ fingerprint: string; key: string } | null>(null);
  const keyFor = useCallback((inputs: unknown) => {
    const fingerprint = JSON.stringify(inputs);
    if (current.current?.fingerprint !== fingerprint) current.current = { fingerprint, key: newKey() };
    return current.current.key;
  }, []);
  const release = useCallback(() => {
    current.current = null;
  }, []);
  return { keyFor, release };
}
