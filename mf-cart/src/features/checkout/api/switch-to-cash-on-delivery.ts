import { request } from '@storefront/platform';

/** PUT customer/order/payment-method: a failed digital payment becomes cash on delivery (when the zone allows it). */
export const switchToCashOnDelivery = (orderId: number, guestId: string | null) =>
  request<{ message: string }>('customer/order/payment-method', {
    method: 'PUT',
    body: { order_id: orderId, ...(guestId ? { guest_id: guestId } : {}) },
  });
