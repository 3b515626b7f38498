import type { CancellationReasonPage, OrderDetail, OrderList, TrackedOrder } from '@storefront/contract';
import { request, tokenAtom, useBusEvent, type ApiError } from '@storefront/platform';
import { useAtomValue } from 'jotai';
import { useCallback, useMemo, useState } from 'react';
import useSWR from 'swr';

/** Orders per page of customer/order/list. */
export const ORDER_PAGE_SIZE = 10;

export const fetchOrderPage = (offset: number) => request<OrderList>('customer/order/list', { query: { limit: ORDER_PAGE_SIZE, offset } });

/**
 * The customer's orders, newest first, a page of ten at a time: `loadMore` adds the next
 * page while there is one. Keyed by the token, so another customer starts from page one.
 */
export function useOrderPages() {
  const token = useAtomValue(tokenAtom);
  const [shown, setShown] = useState<{ owner: string | null; pages: number }>({ owner: token, pages: 1 });
  const pages = shown.owner === token ? shown.pages : 1;
  const { data, error, isLoading, isValidating, mutate } = useSWR<OrderList[], ApiError>(
    token ? (['customer/order/list', token, pages] as const) : null,
    () => Promise.all(Array.from({ length: pages }, (_, index) => fetchOrderPage(index + 1))),
    { keepPreviousData: true },
  );
  // an order's new status pushed while the list shows (spec: shopping-core §4 Notifications)
  useBusEvent('push/order-status', () => void mutate());
  const orders = useMemo(() => {
    const seen = new Set<number>();
    return (data ?? []).flatMap((page) => page.orders).filter((order) => !seen.has(order.id) && Boolean(seen.add(order.id)));
  }, [data]);
  const total = data?.[0]?.total_size ?? null;
  const hasMore = total !== null && (data?.length ?? 0) * ORDER_PAGE_SIZE < total;
  const loaded = data?.length ?? pages;
  const loadMore = useCallback(() => setShown({ owner: token, pages: loaded + 1 }), [token, loaded]);
  return { orders, total, loading: isLoading || isValidating, error: error ?? null, hasMore, loadMore };
}

/** The order (as tracking answers it to its customer) and its lines. */
export function useOrder(orderId: number | null) {
  const token = useAtomValue(tokenAtom);
  const key = token && orderId ? (['customer/order', orderId, token] as const) : null;
  const order = useSWR<TrackedOrder, ApiError>(key, () => request<TrackedOrder>('customer/order/track', { query: { order_id: orderId } }));
  const lines = useSWR<OrderDetail[], ApiError>(key && [...key, 'details'], () =>
    request<OrderDetail[]>('customer/order/details', { query: { order_id: orderId } }),
  );
  useBusEvent('push/order-status', (event) => {
    if (event.orderId === orderId) void order.mutate();
  });
  return { order, lines };
}

/** The customer's cancellation reasons (spec: discovery §8, offset 1, limit 10). */
export function useCancellationReasons(enabled: boolean) {
  return useSWR<CancellationReasonPage, ApiError>(enabled ? 'customer/order/cancellation-reasons' : null, () =>
    request<CancellationReasonPage>('customer/order/cancellation-reasons', { query: { offset: 1, limit: 10, type: 'customer' } }),
  );
}

export const cancelOrder = (orderId: number, reason: string) =>
  request<{ message: string }>('customer/order/cancel', { method: 'PUT', body: { order_id: orderId, reason } });
