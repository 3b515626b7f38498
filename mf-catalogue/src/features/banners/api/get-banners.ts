import { cacheKeys } from '@storefront/contract';
import { fetchBannerList, moduleAtom, useLanguage, zoneIdAtom } from '@storefront/platform';
import { useAtomValue } from 'jotai';
import useSWR from 'swr';

/** A banner (spec §3 Banner). */
export interface Banner {
  id: number;
  title: string;
  type: 'default' | 'store_wise' | 'item_wise';
  image_full_url: string;
  link: string | null;
  store: { id: number; slug?: string; zone_id?: number; module_id?: number } | null;
  item: { id: number; slug?: string } | null;
}

export interface BannerCampaign {
  id: number;
  title: string;
  slug: string;
  image_full_url: string;
}

export interface BannerList {
  banners: Banner[];
  campaigns: BannerCampaign[];
}

/** Banners cache 5 min (spec §9). */
export const BANNERS_CACHE_MS = 5 * 60 * 1000;

export const fetchBanners = () => fetchBannerList<BannerList>();

/**
 * The module's banners for the saved zones (the request's headers carry both, so both key the list). The key is the
 * shared one: the shell asks for the food and ecommerce homes' banners with it while this remote's code loads.
 */
export function useBanners() {
  const module = useAtomValue(moduleAtom);
  const zoneId = useAtomValue(zoneIdAtom);
  const language = useLanguage();
  return useSWR(module ? cacheKeys.banners(module.id, zoneId, language) : null, fetchBanners, { dedupingInterval: BANNERS_CACHE_MS });
}
