import type { TrackedOrder } from '@storefront/contract';

export type OrderStatus = TrackedOrder['order_status'];

/** Statuses of a finished order: the History tab; every other order is Running. */
const FINISHED: readonly OrderStatus[] = ['delivered', 'canceled', 'failed', 'refund_requested', 'refunded', 'refund_request_canceled'];

export const isRunning = (order: Pick<TrackedOrder, 'order_status'>) => !FINISHED.includes(order.order_status);

/** A customer may cancel until the store has confirmed the order (the API checks it again). */
export const canCancel = (order: Pick<TrackedOrder, 'order_status'>) => ['pending', 'accepted', 'failed'].includes(order.order_status);

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

/** The four steps of an order (spec: discovery §4 Order tracking drawer) and the index reached by the status. */
export const ORDER_STEPS = ['Order Placed', 'Order Confirmed', 'On the Way', 'Delivered'] as const;

export function stepOf(status: OrderStatus): number {
  switch (status) {
    case 'pending':
      return 0;
    case 'accepted':
    case 'confirmed':
    case 'processing':
    case 'handover':
      return 1;
    case 'picked_up':
      return 2;
    default:
      return 3;
  }
}

/** The time each step was reached, from the order's status timestamps. */
export function stepTimes(order: TrackedOrder): (string | null | undefined)[] {
  const extra = order as TrackedOrder & { accepted?: string | null };
  return [order.pending ?? order.created_at, order.confirmed ?? extra.accepted, order.picked_up, order.delivered];
}

/** 'cash_on_delivery' → 'Cash on delivery' style keys of the app's texts. */
export const paymentMethodLabels: Record<string, string> = {
  cash_on_delivery: 'Cash on delivery',
  digital_payment: 'Digital payment',
  wallet: 'Wallet',
  partial_payment: 'Partial payment',
  offline_payment: 'Offline payment',
};

export const paymentStatusLabels: Record<string, string> = { paid: 'Paid', unpaid: 'Unpaid', partially_paid: 'Partially paid' };
