import type { Config } from '@storefront/contract';
import { isolateText } from '../bidi';
import { distanceFormatter, timeFormatter } from '../use-distance-time-formatters';
import { priceFormatter } from '../use-price-formatter';

const LRI = '\u2066';
const PDI = '\u2069';
const config = { digit_after_decimal_point: 2, currency_symbol: '$', currency_symbol_direction: 'left' } as Config;

describe('priceFormatter', () => {
  it('writes the amount as the language does', () => {
    expect(priceFormatter(config, 'en')(1234.5)).toBe('$1,234.50');
    expect(priceFormatter(config, 'tr')(1234.5)).toBe('$1.234,50');
  });

  it('keeps an Arabic price in left-to-right order, isolated from the words around it', () => {
    expect(priceFormatter(config, 'ar')(12.5)).toBe(`${LRI}$12.50${PDI}`);
    const right = { ...config, currency_symbol: 'ر.س', currency_symbol_direction: 'right' } as Config;
    expect(priceFormatter(right, 'ar')(12.5)).toBe(`${LRI}12.50ر.س${PDI}`);
  });
});

describe('distanceFormatter', () => {
  it('writes kilometres in the language, with the spec limits', () => {
    const en = distanceFormatter('en');
    expect([en(3.456), en(0), en(-1), en(1500)]).toEqual(['3.46 km', '0 km', '0 km', '1k+ km']);
    expect(distanceFormatter('tr')(3.456)).toBe('3,46 km');
    expect(distanceFormatter('ar')(3.456)).toBe(`${LRI}3.46 كم${PDI}`);
  });

  it('is built once per language and digits: every card of a page asks for it', () => {
    expect(distanceFormatter('en', 1)).toBe(distanceFormatter('en', 1));
    expect(distanceFormatter('en', 1)).not.toBe(distanceFormatter('en', 2));
    expect(distanceFormatter('en', 1)(3.456)).toBe('3.5 km');
    expect(distanceFormatter('tr', 1)).not.toBe(distanceFormatter('en', 1));
  });
});

describe('timeFormatter', () => {
  it('writes an API time of day as the language does', () => {
    expect(timeFormatter('en')('18:05')).toBe('6:05 PM');
    expect(timeFormatter('tr')('18:05:00')).toBe('18:05');
    expect(timeFormatter('ar')('18:05')).toBe(`${LRI}6:05 م${PDI}`);
  });

  it('is built once per language', () => {
    expect(timeFormatter('en')).toBe(timeFormatter('en'));
    expect(timeFormatter('tr')).not.toBe(timeFormatter('en'));
  });

  it('writes nothing for a malformed time', () => {
    expect(timeFormatter('en')('25:00')).toBe('');
    expect(timeFormatter('en')('soon')).toBe('');
    expect(timeFormatter('en')(new Date(Number.NaN))).toBe('');
  });
});

describe('isolateText', () => {
  it("keeps an API value in its own direction inside Arabic text, and leaves left-to-right languages' text alone", () => {
    expect(isolateText('15-25 min', 'ar')).toBe('\u206815-25 min\u2069');
    expect(isolateText('15-25 min', 'en')).toBe('15-25 min');
    expect(isolateText('15-25 min', 'tr')).toBe('15-25 min');
  });
});
