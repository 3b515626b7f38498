import type { Coupon } from '@storefront/contract';
import { request } from '@storefront/platform';
import * as yup from 'yup';

export const applyCouponSchema = yup.object({
  code: yup.string().trim().min(1).max(50).required(),
  storeId: yup.number().integer().positive().required(),
});

/** GET coupon/apply: the coupon when the customer may use it here; the server's 404/406/407/403 otherwise. */
export async function applyCoupon(code: string, storeId: number): Promise<Coupon> {
  const input = await applyCouponSchema.validate({ code, storeId });
  return request<Coupon>('coupon/apply', { query: { code: input.code, store_id: input.storeId } });
}
