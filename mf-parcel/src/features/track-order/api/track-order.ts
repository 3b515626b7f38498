import { cacheKeys, checkWire, type TrackedOrder } from '@storefront/contract';
import { isOrderRunning } from '@storefront/domain';
import { request, useBusEvent, type ApiError } from '@storefront/platform';
import useSWR from 'swr';
import * as yup from 'yup';

/** The spec polls a tracked order every 10 s until it is delivered. */
export const TRACKING_POLL_MS = 10_000;

export const trackOrderKey = (input: TrackOrderInput | null) =>
  input ? cacheKeys.trackedOrder(input.orderId, input.contactNumber ?? '', input.guestId ?? '') : null;

export interface TrackOrderInput {
  orderId: string;
  contactNumber?: string;
  guestId?: string | null;
}

export async function fetchTrackedOrder({ orderId, contactNumber, guestId }: TrackOrderInput): Promise<TrackedOrder> {
  const order = await request<TrackedOrder>('customer/order/track', {
    query: { order_id: orderId, contact_number: contactNumber, guest_id: guestId ?? undefined },
  });
  if (process.env.NODE_ENV !== 'production') checkWire('TrackedOrder', order);
  return order;
}

/**
 * The order being tracked, live: refreshed at once when the shell's push connection reports a
 * new status (`push/order-status`), and every 10 s (the spec's poll, which also moves the
 * rider, and the fallback when push is unavailable) until it is delivered or stopped.
 */
export function useTrackedOrder(input: TrackOrderInput | null) {
  const swr = useSWR<TrackedOrder, ApiError>(trackOrderKey(input), () => fetchTrackedOrder(input as TrackOrderInput), {
    // polled while the order runs; a delivered, stopped or refunded one no longer changes on its own
    refreshInterval: (order) => (order && isOrderRunning(order.order_status) ? TRACKING_POLL_MS : 0),
  });
  useBusEvent('push/order-status', (event) => {
    if (input && String(event.orderId) === input.orderId.trim()) void swr.mutate();
  });
  return swr;
}

export interface TrackOrderFormValues {
  orderId: string;
  contactNumber: string;
}

/** A guest proves the order is theirs with the contact number; a signed-in customer needs only the id. */
export function trackOrderSchema(isGuest: boolean): yup.ObjectSchema<TrackOrderFormValues> {
  return yup.object({
    orderId: yup.string().trim().required('Need a order id'),
    contactNumber: isGuest ? yup.string().trim().required('Need a contact number') : yup.string().trim().default(''),
  }) as yup.ObjectSchema<TrackOrderFormValues>;
}
