import type { TrackedOrder } from '@storefront/contract';

export type OrderStatus = TrackedOrder['order_status'];

/** The status as the customer reads it (keys of the app's texts). */
export const statusLabels: Record<OrderStatus, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  confirmed: 'Confirmed',
  processing: 'Processing',
  handover: 'Handover',
  picked_up: 'On the way',
  delivered: 'Delivered',
  canceled: 'Canceled',
  failed: 'Failed',
  refund_requested: 'Refund requested',
  refunded: 'Refunded',
  refund_request_canceled: 'Refund request canceled',
};

export const statusColor = (status: OrderStatus) =>
  status === 'delivered'
    ? 'green'
    : ['canceled', 'failed', 'refund_request_canceled'].includes(status)
      ? 'red'
      : status === 'pending'
        ? 'gold'
        : 'blue';

/** 'cash_on_delivery' → 'Cash on delivery' style keys of the app's texts. */
export const paymentMethodLabels: Record<string, string> = {
  cash_on_delivery: 'Cash on delivery',
  digital_payment: 'Digital payment',
  wallet: 'Wallet',
  partial_payment: 'Partial payment',
  offline_payment: 'Offline payment',
};

export const paymentStatusLabels: Record<string, string> = { paid: 'Paid', unpaid: 'Unpaid', partially_paid: 'Partially paid' };
