import { request } from '@storefront/platform';
import type { CashbackOffer } from '@storefront/domain';
import { useScopedSWR } from './use-scoped-swr';

/** A running cashback offer (spec §3 Cashback). */
export interface Cashback extends CashbackOffer {
  id: number;
  title: string;
  end_date: string;
}

/** The cashback query's stale time (spec §9). */
export const CASHBACK_STALE_MS = 10 * 1000;

export const fetchCashbacks = () => request<Cashback[]>('cashback/list');

export function useCashbacks() {
  return useScopedSWR('cashback/list', fetchCashbacks, { dedupingInterval: CASHBACK_STALE_MS, needsZone: false });
}
