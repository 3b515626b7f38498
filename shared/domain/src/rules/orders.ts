import type { OrderStatus } from '@storefront/contract';

// The life of an order as the customer sees it (spec: discovery-and-modules §4 Order tracking
// drawer; shopping-core §2 the orders of /my-orders). The API cancels, lists and closes chats
// by these same lists.

/** Statuses of a finished order: the History tab; every other order is Running. */
export const FINISHED_ORDER_STATUSES = [
  'delivered',
  'canceled',
  'failed',
  'refund_requested',
  'refunded',
  'refund_request_canceled',
] as const satisfies readonly OrderStatus[];

/** Statuses a customer may still cancel: until the store has confirmed the order. */
export const CANCELLABLE_ORDER_STATUSES = ['pending', 'failed', 'accepted'] as const satisfies readonly OrderStatus[];

/** Statuses that stopped the order before it arrived: its progress shows as stopped. */
export const STOPPED_ORDER_STATUSES = ['canceled', 'failed'] as const satisfies readonly OrderStatus[];

/** The four steps of the tracking drawer, in order (the English texts are the translation keys). */
export const ORDER_STEPS = ['Order Placed', 'Order Confirmed', 'On the Way', 'Delivered'] as const;

const includes = (list: readonly OrderStatus[], status: OrderStatus) => list.includes(status);

export const isOrderRunning = (status: OrderStatus): boolean => !includes(FINISHED_ORDER_STATUSES, status);
export const canCancelOrder = (status: OrderStatus): boolean => includes(CANCELLABLE_ORDER_STATUSES, status);
export const isOrderStopped = (status: OrderStatus): boolean => includes(STOPPED_ORDER_STATUSES, status);

/**
 * The index in ORDER_STEPS the status has reached. A stopped order stays on the step it was on
 * when it stopped, which the status no longer tells: it shows on the first.
 */
export function orderStepOf(status: OrderStatus): number {
  switch (status) {
    case 'pending':
    case 'canceled':
    case 'failed':
      return 0;
    case 'accepted':
    case 'confirmed':
    case 'processing':
    case 'handover':
      return 1;
    case 'picked_up':
      return 2;
    case 'delivered':
    case 'refund_requested':
    case 'refunded':
    case 'refund_request_canceled':
      return 3;
  }
}

/** The timestamps of an order that date its steps (an accepted order counts as confirmed). */
export interface OrderStepTimestamps {
  created_at?: string | null;
  pending?: string | null;
  accepted?: string | null;
  confirmed?: string | null;
  picked_up?: string | null;
  delivered?: string | null;
}

/** When the order reached each of ORDER_STEPS (null or undefined: not yet, or not known). */
export function orderStepTimes(order: OrderStepTimestamps): (string | null | undefined)[] {
  return [order.pending ?? order.created_at, order.confirmed ?? order.accepted, order.picked_up, order.delivered];
}
