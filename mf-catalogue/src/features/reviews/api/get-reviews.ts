import { request, type ApiError } from '@storefront/platform';
import { useCallback, useState } from 'react';
import useSWR from 'swr';

/** One review as items/reviews/{id} and stores/reviews answer it. */
export interface Review {
  id: number;
  item_id?: number;
  /** The item the review is about (stores/reviews lists the reviews of all the store's items). */
  item_name?: string;
  rating: number;
  comment: string;
  customer_name: string;
  created_at: string;
  attachment_full_url: string[];
}

interface ReviewPage {
  total_size: number;
  limit: number;
  offset: number;
  reviews: Review[];
}

/** Reviews per page of items/reviews/{id} and stores/reviews. */
export const REVIEW_PAGE_SIZE = 5;

/** Where a list of reviews comes from: the path and the query that names whose they are. */
interface ReviewSource {
  path: string;
  query?: Record<string, number>;
}

/** Reviews, newest first, a page at a time: `loadMore` adds the next page while there is one. */
function useReviews(source: ReviewSource | null) {
  const id = source ? `${source.path}?${JSON.stringify(source.query ?? {})}` : null;
  const [shown, setShown] = useState({ id, pages: 1 });
  const pages = shown.id === id ? shown.pages : 1;
  const { data, error, isLoading, isValidating, mutate } = useSWR<ReviewPage[], ApiError>(
    source ? ['reviews', id, pages] : null,
    () =>
      Promise.all(
        Array.from({ length: pages }, (_, index) =>
          request<ReviewPage>(source!.path, { query: { ...source!.query, limit: REVIEW_PAGE_SIZE, offset: index + 1 } }),
        ),
      ),
    { keepPreviousData: true },
  );
  const reviews = (data ?? []).flatMap((page) => page.reviews);
  const total = data?.[0]?.total_size ?? 0;
  const loadMore = useCallback(() => setShown({ id, pages: pages + 1 }), [id, pages]);
  const retry = useCallback(() => void mutate(), [mutate]);
  return {
    reviews,
    total,
    /** the first answer is still on its way */
    pending: !data && !error && Boolean(source),
    error: error ?? null,
    loading: isLoading,
    retrying: isValidating,
    hasMore: reviews.length < total,
    loadMore,
    retry,
  };
}

/** An item's reviews (items/reviews/{id}). */
export const useItemReviews = (itemId: number | null) => useReviews(itemId ? { path: `items/reviews/${itemId}` } : null);

/** The reviews of a store's items (stores/reviews?store_id=). */
export const useStoreReviews = (storeId: number | null) =>
  useReviews(storeId ? { path: 'stores/reviews', query: { store_id: storeId } } : null);
