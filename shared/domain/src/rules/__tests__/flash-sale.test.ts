import { flashSaleAvailable, flashSaleProgress } from '../flash-sale';

describe('flash sale progress', () => {
  it('is sold over stock times 100', () => {
    expect(flashSaleProgress(25, 100)).toBe(25);
    expect(flashSaleProgress(1, 3)).toBeCloseTo(33.333, 2);
  });

  it('is clamped between 0 and 100', () => {
    expect(flashSaleProgress(150, 100)).toBe(100);
    expect(flashSaleProgress(-5, 100)).toBe(0);
  });

  it('is 0 instead of dividing by a stock of 0 or a missing value', () => {
    expect(flashSaleProgress(5, 0)).toBe(0);
    expect(flashSaleProgress(5, null)).toBe(0);
    expect(flashSaleProgress(undefined, 10)).toBe(0);
  });

  it('knows what is still available', () => {
    expect(flashSaleAvailable({ stock: 10, sold: 4 })).toBe(6);
    expect(flashSaleAvailable({ stock: 10, sold: 4, available_stock: 5 })).toBe(5);
    expect(flashSaleAvailable({ stock: 3, sold: 9 })).toBe(0);
  });
});
