import { request, tokenAtom, type ApiError } from '@storefront/platform';
import { useAtomValue } from 'jotai';
import useSWR from 'swr';

/** customer/review-reminder: the latest delivered order to rate (order_id null when there is none) and its items' pictures. */
export interface ReviewReminder {
  order_id: number | null;
  images: string[];
}

/** One review as items/reviews answers it. */
export interface Review {
  id: number;
  item_id: number;
  item_name?: string;
  order_id?: number | null;
  rating: number;
  comment: string;
  attachment_full_url: string[];
  customer_name: string;
  created_at: string;
}

/** items/reviews/order/{id}: what the customer already rated in the order. */
export interface OrderReviews {
  order_id: number;
  items: Review[];
  delivery_man: { delivery_man_id: number; rating: number; comment: string } | null;
}

export const fetchReviewReminder = () => request<ReviewReminder>('customer/review-reminder');

export const cancelReviewReminder = (orderId: number) =>
  request<{ message: string }>('customer/review-reminder-cancel', { query: { order_id: orderId } });

/** multipart: item_id, order_id, rating, comment and up to three `attachment[]` pictures. */
export const submitItemReview = (form: FormData) => request<{ message: string }>('items/reviews/submit', { method: 'POST', body: form });

export const submitDeliveryManReview = (body: { delivery_man_id: number; order_id: number; rating: number; comment: string }) =>
  request<{ message: string }>('delivery-man/reviews/submit', { method: 'POST', body });

export function useOrderReviews(orderId: number) {
  const token = useAtomValue(tokenAtom);
  return useSWR<OrderReviews, ApiError>(token && orderId ? ['items/reviews/order', orderId, token] : null, () =>
    request<OrderReviews>(`items/reviews/order/${orderId}`),
  );
}
