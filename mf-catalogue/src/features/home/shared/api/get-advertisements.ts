import type { Store } from '@storefront/contract';
import { request } from '@storefront/platform';
import { useScopedSWR } from './use-scoped-swr';

/** A promotion of "Highlights for you" (spec §3 Promotion/ad). */
export interface Promotion {
  id: number;
  add_type: 'video_promotion' | 'store_promotion';
  title: string;
  description: string;
  video_attachment_full_url: string | null;
  cover_image_full_url: string | null;
  profile_image_full_url: string | null;
  is_rating_active: number;
  is_review_active: number;
  average_rating: number;
  reviews_comments_count: number;
  store: Store & { slug?: string; distance?: number | null };
}

/** The ads cache time (spec §9). */
export const ADS_CACHE_MS = 400;

export const fetchAdvertisements = () => request<Promotion[]>('advertisement/list');

/** The spec's "retried once on failure". */
export function useAdvertisements() {
  return useScopedSWR('advertisement/list', fetchAdvertisements, { dedupingInterval: ADS_CACHE_MS, errorRetryCount: 1 });
}
