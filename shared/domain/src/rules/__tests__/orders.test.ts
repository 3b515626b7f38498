import type { OrderStatus } from '@storefront/contract';
import { ORDER_STEPS, canCancelOrder, isOrderRunning, isOrderStopped, orderStepOf, orderStepTimes } from '../orders.ts';

const ALL: OrderStatus[] = [
  'pending',
  'accepted',
  'confirmed',
  'processing',
  'handover',
  'picked_up',
  'delivered',
  'canceled',
  'failed',
  'refund_requested',
  'refunded',
  'refund_request_canceled',
];

describe('order statuses', () => {
  it('advances the four tracking steps with the status (discovery §4)', () => {
    expect(ORDER_STEPS).toEqual(['Order Placed', 'Order Confirmed', 'On the Way', 'Delivered']);
    expect(['pending', 'confirmed', 'picked_up', 'delivered'].map((status) => orderStepOf(status as OrderStatus))).toEqual([0, 1, 2, 3]);
    expect(orderStepOf('accepted')).toBe(1);
    expect(orderStepOf('handover')).toBe(1);
    expect(orderStepOf('refunded')).toBe(3);
  });

  it('shows a stopped order on the first step, stopped', () => {
    for (const status of ['canceled', 'failed'] as const) {
      expect(isOrderStopped(status)).toBe(true);
      expect(orderStepOf(status)).toBe(0);
    }
    expect(ALL.filter(isOrderStopped)).toEqual(['canceled', 'failed']);
  });

  it('runs until delivered, stopped or refunded: the Running and History tabs', () => {
    expect(ALL.filter(isOrderRunning)).toEqual(['pending', 'accepted', 'confirmed', 'processing', 'handover', 'picked_up']);
  });

  it('lets the customer cancel only before the store confirms', () => {
    expect(ALL.filter(canCancelOrder)).toEqual(['pending', 'accepted', 'failed']);
  });
});

describe('orderStepTimes', () => {
  it('dates each step, the placement by pending or else created_at, confirmation by confirmed or else accepted', () => {
    expect(orderStepTimes({ created_at: 'c', accepted: 'a', picked_up: 'p' })).toEqual(['c', 'a', 'p', undefined]);
    expect(orderStepTimes({ created_at: 'c', pending: 'n', accepted: 'a', confirmed: 'f', delivered: 'd' })).toEqual([
      'n',
      'f',
      undefined,
      'd',
    ]);
  });
});
