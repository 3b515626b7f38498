import type { Config } from '@storefront/contract';
import useSWR, { type SWRResponse } from 'swr';
import { request } from '../http/client';
import type { ApiError } from '../http/errors';
import { useLanguage } from '../i18n/i18n';

/**
 * One cache key for the business config on the whole page: every app asks
 * through this hook, so the composed page fetches /config once per language
 * (the answer is localised by X-localization).
 */
export const configKey = (language: string) => ['config', language] as const;

export const fetchConfig = (): Promise<Config> => request<Config>('config');

export function useConfig(): SWRResponse<Config, ApiError> {
  return useSWR<Config, ApiError>(configKey(useLanguage()), fetchConfig, { revalidateIfStale: false });
}
