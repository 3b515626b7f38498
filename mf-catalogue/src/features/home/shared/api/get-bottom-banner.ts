import { request } from '@storefront/platform';
import { useScopedSWR } from './use-scoped-swr';

/** The module's promotional banners (spec §3 Promotional banners); the home's last section uses the bottom one. */
export interface OtherBanners {
  bottom_section_banner_full_url?: string | null;
  promotional_banner_full_url?: string | null;
}

export const fetchOtherBanners = () => request<OtherBanners>('other-banners');

export function useOtherBanners() {
  return useScopedSWR('other-banners', fetchOtherBanners, { dedupingInterval: 5 * 60 * 1000, needsZone: false });
}
