import type { Coupon } from '@storefront/contract';
import { request } from '@storefront/platform';
import { useScopedSWR } from './use-scoped-swr';

export const fetchCoupons = () => request<Coupon[]>('coupon/list');

export function useCoupons() {
  return useScopedSWR('coupon/list', fetchCoupons, { dedupingInterval: 60 * 1000, needsZone: false });
}
