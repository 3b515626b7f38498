/**
 * One formatter per language and number of decimals: building an Intl.NumberFormat costs far more than
 * formatting with one, and a page of cards formats hundreds of prices.
 */
const moneyFormats = new Map<string, Intl.NumberFormat>();

function moneyFormat(locale: string, digits: number): Intl.NumberFormat {
  const key = `${locale}:${digits}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { numberingSystem: 'latn', minimumFractionDigits: digits, maximumFractionDigits: digits });
    moneyFormats.set(key, format);
  }
  return format;
}

/** Formats money with the configured number of decimals and currency symbol placement. */
export function formatPrice(
  amount: number,
  {
    digits = 2,
    symbol = '$',
    direction = 'left',
    locale = 'en',
  }: { digits?: number; symbol?: string; direction?: 'left' | 'right'; locale?: string } = {},
): string {
  const value = moneyFormat(locale, digits).format(Number.isFinite(amount) ? amount : 0);
  return direction === 'right' ? `${value}${symbol}` : `${symbol}${value}`;
}

/** Ratings and other plain numbers shown with digit_after_decimal_point decimals. */
export function formatDecimal(value: number, digits = 2): string {
  return (Number.isFinite(value) ? value : 0).toFixed(digits);
}

/** Quantities below 10 show a leading zero. */
export function formatQuantity(quantity: number): string {
  return quantity >= 0 && quantity < 10 ? `0${quantity}` : String(quantity);
}
