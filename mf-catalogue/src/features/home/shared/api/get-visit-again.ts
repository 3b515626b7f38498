import type { Store } from '@storefront/contract';
import { request } from '@storefront/platform';
import { useScopedSWR } from './use-scoped-swr';

export const fetchVisitAgain = () => request<Store[]>('customer/visit-again');

/** The signed-in customer's recent stores; nothing is requested for a guest. */
export function useVisitAgain() {
  return useScopedSWR('customer/visit-again', fetchVisitAgain, { signedIn: true });
}
