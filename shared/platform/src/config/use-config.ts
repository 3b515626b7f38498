import { cacheKeys, checkWire, type Config } from '@storefront/contract';
import useSWR, { type SWRResponse } from 'swr';
import { request } from '../http/client';
import type { ApiError } from '../http/errors';
import { useLanguage } from '../i18n/i18n';

/**
 * One cache key for the business config on the whole page: every app asks
 * through this hook, so the composed page fetches /config once per language
 * (the answer is localised by X-localization).
 */
export const configKey = cacheKeys.config;

export const fetchConfig = async (): Promise<Config> => {
  const config = await request<Config>('config');
  // Development and tests check the answer against the API's schema; production builds drop the check.
  if (process.env.NODE_ENV !== 'production') checkWire('Config', config);
  return config;
};

export function useConfig(): SWRResponse<Config, ApiError> {
  return useSWR<Config, ApiError>(configKey(useLanguage()), fetchConfig, { revalidateIfStale: false });
}
