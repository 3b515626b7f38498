import { formatDecimal, formatDistance, formatPrice, formatQuantity } from '../number';
import { TRUNCATE, truncate } from '../text';
import { formatTime12 } from '../time';

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
});

describe('formatDecimal', () => {
  it('uses digit_after_decimal_point decimals', () => {
    expect(formatDecimal(4.5, 1)).toBe('4.5');
    expect(formatDecimal(4, 2)).toBe('4.00');
    expect(formatDecimal(Number.NaN, 1)).toBe('0.0');
  });
});

describe('formatDistance', () => {
  it("shows '0 km' for zero and for nonsense", () => {
    expect(formatDistance(0)).toBe('0 km');
    expect(formatDistance(-2)).toBe('0 km');
    expect(formatDistance(Number.NaN)).toBe('0 km');
  });

  it("shows '1k+ km' above 1000 km", () => {
    expect(formatDistance(1000.01)).toBe('1k+ km');
    expect(formatDistance(5000)).toBe('1k+ km');
    expect(formatDistance(1000)).toBe('1000.00 km');
  });

  it('shows km with the configured decimals', () => {
    expect(formatDistance(3.14159)).toBe('3.14 km');
    expect(formatDistance(3.14159, 1)).toBe('3.1 km');
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

describe('formatTime12', () => {
  it("formats 24-hour times as 'hh:mm a'", () => {
    expect(formatTime12('18:05')).toBe('06:05 pm');
    expect(formatTime12('09:30:00')).toBe('09:30 am');
    expect(formatTime12('00:15')).toBe('12:15 am');
    expect(formatTime12('12:00')).toBe('12:00 pm');
    expect(formatTime12('23:59:59')).toBe('11:59 pm');
    expect(formatTime12('7:05')).toBe('07:05 am');
  });

  it('gives an empty string for a missing or malformed time', () => {
    expect(formatTime12(undefined)).toBe('');
    expect(formatTime12('')).toBe('');
    expect(formatTime12('noon')).toBe('');
    expect(formatTime12('25:00')).toBe('');
    expect(formatTime12('12:75')).toBe('');
  });
});
