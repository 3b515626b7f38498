import { formatPrice, getConfig, type Config } from '@storefront/shared';
import useSWR from 'swr';

/** The same key in every app, so the composed page fetches the config once. */
export const configKey = 'config';

export const fetchConfig = (): Promise<Config> => getConfig();

export function useConfig() {
  return useSWR(configKey, fetchConfig, { dedupingInterval: 5 * 60 * 1000 });
}

/** Money as the business configured it; sensible defaults until (or if) the config fails to load. */
export function priceFormatter(config: Config | undefined): (amount: number) => string {
  const options = {
    digits: config?.digit_after_decimal_point ?? 2,
    symbol: config?.currency_symbol ?? '$',
    direction: config?.currency_symbol_direction ?? 'left',
  } as const;
  return (amount) => formatPrice(amount, options);
}
