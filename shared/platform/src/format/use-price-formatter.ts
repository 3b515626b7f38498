import type { Config } from '@storefront/contract';
import { formatPrice } from '@storefront/domain';
import { useMemo } from 'react';
import { useConfig } from '../config/use-config';
import { useLanguage } from '../i18n/i18n';
import { isolateNumber } from './bidi';

/** Money as the business configured it, in the language's number format; defaults until (or if) the config fails to load. */
export function priceFormatter(config: Config | undefined, language = 'en'): (amount: number) => string {
  const options = {
    digits: config?.digit_after_decimal_point ?? 2,
    symbol: config?.currency_symbol ?? '$',
    direction: config?.currency_symbol_direction ?? 'left',
    locale: language,
  } as const;
  return (amount) => isolateNumber(formatPrice(amount, options), language);
}

/** The price formatter of the current config and language. */
export function usePriceFormatter(): (amount: number) => string {
  const { data } = useConfig();
  const language = useLanguage();
  return useMemo(() => priceFormatter(data, language), [data, language]);
}
