import { getConfig, type ApiError, type Config } from '@storefront/shared';
import useSWR from 'swr';

export const configKey = 'config';

export const fetchConfig = () => getConfig();

/** The business config; the map starts at its default_location. */
export function useConfig() {
  return useSWR<Config, ApiError>(configKey, fetchConfig, { revalidateIfStale: false });
}
