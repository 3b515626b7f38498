import type { TrackedOrder } from '../../model/types';
import { request } from '../client';

export interface TrackOrderInput {
  orderId: string;
  contactNumber?: string;
  guestId?: string | null;
}

export const trackOrder = ({ orderId, contactNumber, guestId }: TrackOrderInput) =>
  request<TrackedOrder>('customer/order/track', {
    query: { order_id: orderId, contact_number: contactNumber, guest_id: guestId ?? undefined },
  });
