import type { Store } from '@storefront/contract';
import { request } from '@storefront/platform';
import { useMemo } from 'react';
import { useScopedSWR } from './use-scoped-swr';

export const fetchVisitAgain = () => request<Store[]>('customer/visit-again');

/** The signed-in customer's recent stores; nothing is requested for a guest. */
export function useVisitAgain() {
  return useScopedSWR('customer/visit-again', fetchVisitAgain, { signedIn: true });
}

/**
 * The ids of the stores a signed-in customer ordered from or visited before (customer/visit-again, one request
 * shared by every card through SWR); empty for a guest. Every store list marks its cards 'Visit Again' from it.
 */
export function useVisitedStoreIds(): ReadonlySet<number> {
  const { data } = useVisitAgain();
  return useMemo(() => new Set(Array.isArray(data) ? data.map((store) => store.id) : []), [data]);
}
