import { request } from '@storefront/platform';

/** The reason a failed digital payment's order is cancelled with (shopping-core §4 Failed order). */
export const PAYMENT_CANCEL_REASON = 'Order payment canceled';

/** PUT customer/order/cancel. */
export const cancelOrder = (orderId: number, guestId: string | null, reason = PAYMENT_CANCEL_REASON) =>
  request<{ message: string }>('customer/order/cancel', {
    method: 'PUT',
    body: { order_id: orderId, reason, ...(guestId ? { guest_id: guestId } : {}) },
  });
