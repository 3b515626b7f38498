import { bestCashback, campaignEnd, cashbackFor, countdown, flashSaleProgress } from '../promotions.ts';

describe('flash-sale progress: sold over stock times 100', () => {
  it.each<[string, number | null, number | null, number]>([
    ['a quarter sold', 25, 100, 25],
    ['rounded to a whole percent', 1, 3, 33],
    ['all sold', 40, 40, 100],
    ['clamped when more sold than stocked', 50, 40, 100],
    ['nothing sold', 0, 40, 0],
    ['no stock shows 0, not Infinity', 5, 0, 0],
    ['missing numbers count as 0', null, null, 0],
  ])('%s', (_name, sold, stock, expected) => {
    expect(flashSaleProgress(sold, stock)).toBe(expected);
  });
});

describe('countdown: days, hours, minutes, seconds until the end', () => {
  const now = Date.UTC(2026, 0, 1, 0, 0, 0);
  it('splits the time left', () => {
    expect(countdown(now + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000, now)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
      over: false,
    });
  });
  it('is over at and after the end', () => {
    expect(countdown(now, now).over).toBe(true);
    expect(countdown(now - 1000, now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, over: true });
  });
  it('is over for an unknown end', () => {
    expect(countdown(Number.NaN, now).over).toBe(true);
  });
});

describe('campaign end: the last day at its end time', () => {
  it('defaults to the end of the day', () => {
    expect(campaignEnd('2026-03-04')).toBe(new Date(2026, 2, 4, 23, 59, 59).getTime());
  });
  it('uses the end time when given', () => {
    expect(campaignEnd('2026-03-04', '18:30')).toBe(new Date(2026, 2, 4, 18, 30, 0).getTime());
  });
  it('is NaN for a missing date', () => {
    expect(campaignEnd(null)).toBeNaN();
  });
});

describe('cashback an order earns', () => {
  const percent = { cashback_type: 'percentage', cashback_amount: 10, min_purchase: 30, max_discount: 8 };
  const amount = { cashback_type: 'amount', cashback_amount: 5, min_purchase: 50, max_discount: 0 };
  it('nothing below the minimum purchase', () => {
    expect(cashbackFor(29.99, percent)).toBe(0);
  });
  it('a percentage of the amount', () => {
    expect(cashbackFor(40, percent)).toBe(4);
  });
  it('a percentage capped by max_discount', () => {
    expect(cashbackFor(200, percent)).toBe(8);
  });
  it('a fixed amount', () => {
    expect(cashbackFor(60, amount)).toBe(5);
  });
  it('the best offer wins, none when nothing applies', () => {
    expect(bestCashback(60, [percent, amount])).toMatchObject({ cashback_type: 'percentage', cashback: 6 });
    expect(bestCashback(10, [percent, amount])).toBeNull();
  });
});
