import type { Coupon } from '@storefront/contract';
import { request, tokenAtom, type ApiError } from '@storefront/platform';
import { useAtomValue } from 'jotai';
import useSWR from 'swr';

/** coupon/list: the coupons open to everyone and the customer's own. */
export function useCoupons() {
  const token = useAtomValue(tokenAtom);
  return useSWR<Coupon[], ApiError>(token ? ['coupon/list', token] : null, () => request<Coupon[]>('coupon/list'));
}
