import { formatDecimal, formatPrice, formatQuantity } from '../number.ts';
import { itemDisplayName, TRUNCATE, truncate } from '../text.ts';

describe('formatPrice', () => {
  it('shows the configured number of decimals', () => {
    expect(formatPrice(12.5)).toBe('$12.50');
    expect(formatPrice(12.5, { digits: 0 })).toBe('$13');
    expect(formatPrice(12.3456, { digits: 3 })).toBe('$12.346');
  });

  it('places the currency symbol left or right', () => {
    expect(formatPrice(1234.5, { symbol: '€', direction: 'left' })).toBe('€1,234.50');
    expect(formatPrice(1234.5, { symbol: '৳', direction: 'right' })).toBe('1,234.50৳');
  });

  it('shows 0 for a value that is not a number', () => {
    expect(formatPrice(Number.NaN)).toBe('$0.00');
    expect(formatPrice(Number.POSITIVE_INFINITY, { digits: 1 })).toBe('$0.0');
  });

  it('builds one number format per language and number of decimals, not one per price', () => {
    const NumberFormat = jest.spyOn(Intl, 'NumberFormat');
    try {
      for (let amount = 0; amount < 50; amount += 1) formatPrice(amount, { digits: 1, locale: 'de' });
      expect(formatPrice(1234.5, { digits: 1, locale: 'de' })).toBe('$1.234,5');
      expect(formatPrice(1234.5, { digits: 2, locale: 'de' })).toBe('$1.234,50');
      expect(NumberFormat.mock.calls.length).toBeLessThanOrEqual(2);
    } finally {
      NumberFormat.mockRestore();
    }
  });
});

describe('formatDecimal', () => {
  it('uses digit_after_decimal_point decimals', () => {
    expect(formatDecimal(4.5, 1)).toBe('4.5');
    expect(formatDecimal(4, 2)).toBe('4.00');
    expect(formatDecimal(Number.NaN, 1)).toBe('0.0');
  });
});

describe('formatQuantity', () => {
  it('adds a leading zero below 10', () => {
    expect(formatQuantity(0)).toBe('00');
    expect(formatQuantity(1)).toBe('01');
    expect(formatQuantity(9)).toBe('09');
    expect(formatQuantity(10)).toBe('10');
    expect(formatQuantity(123)).toBe('123');
  });
});

describe('truncate', () => {
  it('has the spec limits: item names 25, read-more 70, descriptions 130', () => {
    expect(TRUNCATE).toEqual({ itemName: 25, readMore: 70, description: 130 });
  });

  it('cuts longer text and adds an ellipsis', () => {
    const name = 'Chicken Tikka Masala With Garlic Naan';
    expect(truncate(name, TRUNCATE.itemName)).toBe('Chicken Tikka Masala With...');
    expect(truncate('x'.repeat(71), TRUNCATE.readMore)).toBe(`${'x'.repeat(70)}...`);
    expect(truncate('y'.repeat(131), TRUNCATE.description)).toBe(`${'y'.repeat(130)}...`);
  });

  it('leaves text at or under the limit alone, and empties nothing', () => {
    expect(truncate('x'.repeat(25), 25)).toBe('x'.repeat(25));
    expect(truncate('short', 25)).toBe('short');
    expect(truncate(null, 25)).toBe('');
    expect(truncate(undefined, 25)).toBe('');
  });
});

describe('item names on cards', () => {
  it('are whole in the food module and cut at 25 characters elsewhere', () => {
    expect(itemDisplayName('A'.repeat(40), 'food')).toBe('A'.repeat(40));
    expect(itemDisplayName('A'.repeat(26), 'grocery')).toBe(`${'A'.repeat(25)}...`);
    expect(itemDisplayName(null, 'pharmacy')).toBe('');
  });
});
