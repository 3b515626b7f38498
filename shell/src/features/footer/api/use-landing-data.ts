import { request, useLanguage, type ApiError } from '@storefront/platform';
import useSWR, { type SWRResponse } from 'swr';

/** The part of /react-landing-page the footer shows (discovery-and-modules §3, Landing data). */
export interface LandingData {
  fixed_footer_description?: string;
  fixed_newsletter_title?: string;
  fixed_newsletter_sub_title?: string;
  download_user_app_links?: {
    playstore_url?: string;
    playstore_url_status?: string | number;
    apple_store_url?: string;
    apple_store_url_status?: string | number;
  };
}

/** Localised by X-localization, so the language is part of the key. */
export function useLandingData(): SWRResponse<LandingData, ApiError> {
  return useSWR<LandingData, ApiError>(['react-landing-page', useLanguage()], () => request<LandingData>('react-landing-page'), {
    revalidateIfStale: false,
  });
}
