import { bonusOf, pointTransferProblem, pointsToWallet, walletBonus } from '../wallet.ts';

const terms = { exchangeRate: 10, minimumPoint: 100 };

describe('pointsToWallet', () => {
  it.each([
    [100, 10, 10],
    [125, 10, 12.5],
    [1, 3, 0.33],
    [100, 0, 0],
    [-5, 10, 0],
  ])('%d points at %d per unit give %d', (points, rate, money) => {
    expect(pointsToWallet(points, rate)).toBe(money);
  });
});

describe('pointTransferProblem', () => {
  it('allows the minimum and anything up to the balance', () => {
    expect(pointTransferProblem(100, 120, terms)).toBeNull();
    expect(pointTransferProblem(120, 120, terms)).toBeNull();
  });
  it('refuses fewer points than the minimum', () => {
    expect(pointTransferProblem(99, 500, terms)).toEqual({ code: 'point_below_minimum', minimum: 100 });
  });
  it('refuses more points than the customer has', () => {
    expect(pointTransferProblem(150, 120, terms)).toEqual({ code: 'point_insufficient', available: 120 });
  });
  it('refuses fractions, zero and negatives', () => {
    for (const points of [0, -100, 100.5, Number.NaN]) expect(pointTransferProblem(points, 500, terms)).toEqual({ code: 'point_invalid' });
  });
  it('refuses everything when the business sets no rate', () => {
    expect(pointTransferProblem(100, 500, { exchangeRate: 0, minimumPoint: 0 })).toEqual({ code: 'conversion_off' });
  });
});

describe('wallet bonus', () => {
  const percent = { bonus_type: 'percentage' as const, bonus_amount: 10, minimum_add_amount: 50, maximum_bonus_amount: 20 };
  const flat = { bonus_type: 'amount' as const, bonus_amount: 5, minimum_add_amount: 20, maximum_bonus_amount: 0 };
  it('gives nothing below the minimum top-up', () => {
    expect(bonusOf(49.99, percent)).toBe(0);
  });
  it('caps a percentage bonus at its maximum', () => {
    expect(bonusOf(100, percent)).toBe(10);
    expect(bonusOf(500, percent)).toBe(20);
  });
  it('gives the best single offer', () => {
    expect(walletBonus(30, [percent, flat])).toBe(5);
    expect(walletBonus(100, [percent, flat])).toBe(10);
    expect(walletBonus(10, [percent, flat])).toBe(0);
  });
});
