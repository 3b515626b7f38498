import { PRICE_CASES } from '../../testing-cases/price-cases.ts';
import { discountBadge, discountedPrice, effectiveDiscount, hasDiscount, type DiscountFields } from '../price.ts';
import { cartSavings, lineAddOnsTotal, lineBasePrice, priceCartLine, type PricedLine } from '../pricing.ts';

describe('the price of a cart line (the table the API test charges too)', () => {
  it.each(PRICE_CASES.map((c) => [c.name, c] as const))('%s', (_name, { item, line, expected }) => {
    expect(priceCartLine({ ...line, item })).toEqual(expected);
  });
});

describe('discounts', () => {
  it.each<[string, DiscountFields, number, { value: number; type: 'percent' | 'amount' }]>([
    ['a percent', { discount: 10, discount_type: 'percent' }, 90, { value: 10, type: 'percent' }],
    ['an amount', { discount: 15, discount_type: 'amount' }, 85, { value: 15, type: 'amount' }],
    ['any other type is an amount', { discount: 15, discount_type: 'flat' }, 85, { value: 15, type: 'amount' }],
    ['the store’s first when above 0', { discount: 5, discount_type: 'amount', store_discount: 20 }, 80, { value: 20, type: 'percent' }],
    [
      'a store discount of 0 leaves the item’s',
      { discount: 5, discount_type: 'percent', store_discount: 0 },
      95,
      { value: 5, type: 'percent' },
    ],
    ['never below zero', { discount: 150, discount_type: 'amount' }, 0, { value: 150, type: 'amount' }],
    ['none', {}, 100, { value: 0, type: 'amount' }],
  ])('%s', (_name, item, price, discount) => {
    expect(effectiveDiscount(item)).toEqual(discount);
    expect(discountedPrice(100, item)).toBe(price);
    expect(hasDiscount(item)).toBe(discount.value > 0);
  });

  it.each<[DiscountFields, ReturnType<typeof discountBadge>]>([
    [
      { discount: 12.5, discount_type: 'percent' },
      { type: 'percent', value: 12.5, text: '12.5%' },
    ],
    [
      { discount: 3, discount_type: 'amount', store_discount: 10 },
      { type: 'percent', value: 10, text: '10%' },
    ],
    [
      { discount: 3, discount_type: 'amount' },
      { type: 'amount', value: 3 },
    ],
    [{ discount: 0, discount_type: 'percent' }, null],
  ])('badge of %p', (item, badge) => {
    expect(discountBadge(item)).toEqual(badge);
  });
});

describe('parts of a line', () => {
  const item = {
    price: 10,
    variations: [{ type: 'Large Red', price: 14 }],
    add_ons: [
      { id: 1, price: 2 },
      { id: 2, price: 0.5 },
    ],
  };

  it.each<[string, unknown[], number]>([
    ['the item’s variation of the type, spaces aside', [{ type: 'LargeRed', price: 1 }], 14],
    ['the line’s price when the item no longer lists the type', [{ type: 'Gone', price: 9 }], 9],
    ['the item’s price without a variation', [], 10],
  ])('base price: %s', (_name, variation, price) => {
    expect(lineBasePrice({ item, variation })).toBe(price);
  });

  it.each<[string, number[], number[] | undefined, number]>([
    ['price × quantity each', [1, 2], [2, 3], 5.5],
    ['a missing quantity is 1', [1, 2], [2], 4.5],
    ['an add-on the item lacks costs nothing', [9], [1], 0],
    ['a negative quantity counts as 0', [1], [-2], 0],
  ])('add-ons: %s', (_name, ids, quantities, total) => {
    expect(lineAddOnsTotal({ item, add_on_ids: ids, add_on_qtys: quantities })).toBe(total);
  });

  it('a line without its item costs 0', () => {
    expect(priceCartLine({ item: null, quantity: 2 })).toEqual({ unitPrice: 0, total: 0 });
  });
});

describe('you have saved', () => {
  it('sums (original − discounted unit price) × quantity, add-ons aside', () => {
    const lines: PricedLine[] = PRICE_CASES.map(({ item, line }) => ({ ...line, item }));
    // 0 + 10×3 + 15×2 + 10×2 + 10×1 + 12×2 + 12.55×2 + 3.30×3 + 1.95×4
    expect(cartSavings(lines)).toBe(156.8);
    expect(cartSavings([])).toBe(0);
    expect(cartSavings(null)).toBe(0);
  });
});
