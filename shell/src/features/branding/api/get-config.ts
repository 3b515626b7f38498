import { getConfig, useLanguage } from '@storefront/shared';
import useSWR from 'swr';

export const getConfigKey = (language: string) => ['config', language] as const;

export const fetchConfig = () => getConfig();

/** The business settings: name and logo for the navbar. Cached for the whole visit. */
export function useConfig() {
  const language = useLanguage();
  return useSWR(getConfigKey(language), fetchConfig, { revalidateIfStale: false });
}
