import type { Item, Store } from '@storefront/contract';
import { request, useLanguage } from '@storefront/platform';
import useSWR from 'swr';

/** One review as items/details answers it. */
export interface ProductReview {
  id: number;
  rating: number;
  comment?: string | null;
  customer_name?: string;
  created_at?: string;
}

/** items/details/{id|slug}: the item plus its images, description, latest reviews and store. */
export interface ItemDetails extends Item {
  reviews?: ProductReview[];
  images_full_url?: string[];
  store_details?: (Store & { slug?: string }) | null;
}

export const ITEM_DETAILS_CACHE_MS = 60 * 1000;

export function itemDetailsKey(idOrSlug: string | undefined, moduleId: number | undefined, campaign: boolean, language: string) {
  return idOrSlug ? (['items/details', idOrSlug, moduleId ?? null, campaign, language] as const) : null;
}

export async function fetchItemDetails([, idOrSlug, moduleId, campaign]: NonNullable<
  ReturnType<typeof itemDetailsKey>
>): Promise<ItemDetails> {
  return request<ItemDetails>(`items/details/${encodeURIComponent(idOrSlug)}`, {
    query: { campaign: campaign ? 'true' : undefined },
    headers: moduleId ? { moduleId: String(moduleId) } : undefined,
  });
}

export function useItemDetails(idOrSlug: string | undefined, moduleId: number | undefined, campaign: boolean) {
  const language = useLanguage();
  return useSWR(itemDetailsKey(idOrSlug, moduleId, campaign, language), fetchItemDetails, { dedupingInterval: ITEM_DETAILS_CACHE_MS });
}
