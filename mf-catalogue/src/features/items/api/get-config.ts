import { formatPrice, getConfig, useLanguage, type Config } from '@storefront/shared';
import useSWR from 'swr';

/** The shell's key (the config is localised by X-localization), so the composed page fetches it once per language. */
export const configKey = (language: string) => ['config', language] as const;

export const fetchConfig = (): Promise<Config> => getConfig();

export function useConfig() {
  return useSWR(configKey(useLanguage()), fetchConfig, { revalidateIfStale: false });
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
