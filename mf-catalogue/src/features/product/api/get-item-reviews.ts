import { request, type ApiError } from '@storefront/platform';
import { useCallback, useState } from 'react';
import useSWR from 'swr';

/** One review as items/reviews/{id} answers it. */
export interface ItemReview {
  id: number;
  rating: number;
  comment: string;
  customer_name: string;
  created_at: string;
  attachment_full_url: string[];
}

interface ItemReviewPage {
  total_size: number;
  limit: number;
  offset: number;
  reviews: ItemReview[];
}

/** Reviews per page of items/reviews/{id}. */
export const REVIEW_PAGE_SIZE = 5;

/** The item's reviews, newest first, a page at a time: `loadMore` adds the next page while there is one. */
export function useItemReviews(itemId: number | null) {
  const [shown, setShown] = useState({ itemId, pages: 1 });
  const pages = shown.itemId === itemId ? shown.pages : 1;
  const { data, error, isLoading } = useSWR<ItemReviewPage[], ApiError>(
    itemId ? ['items/reviews', itemId, pages] : null,
    () =>
      Promise.all(
        Array.from({ length: pages }, (_, index) =>
          request<ItemReviewPage>(`items/reviews/${itemId}`, { query: { limit: REVIEW_PAGE_SIZE, offset: index + 1 } }),
        ),
      ),
    { keepPreviousData: true },
  );
  const reviews = (data ?? []).flatMap((page) => page.reviews);
  const total = data?.[0]?.total_size ?? 0;
  const loadMore = useCallback(() => setShown({ itemId, pages: pages + 1 }), [itemId, pages]);
  return { reviews, total, error: error ?? null, loading: isLoading, hasMore: reviews.length < total, loadMore };
}
