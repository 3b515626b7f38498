import { freeDeliveryProgress, type FreeDeliveryProgress } from '../delivery.ts';

describe('free delivery progress: cart total over free_delivery_over, rounded, clamped 0 to 100', () => {
  it.each<[string, number, number | null | undefined, FreeDeliveryProgress]>([
    ['a quarter of the way', 25, 100, { applies: true, percent: 25, remaining: 75, reached: false }],
    ['rounded down', 33.333, 100, { applies: true, percent: 33, remaining: 66.67, reached: false }],
    ['rounded up, the rest in cents', 66.6, 100, { applies: true, percent: 67, remaining: 33.4, reached: false }],
    ['reached at the threshold', 100, 100, { applies: true, percent: 100, remaining: 0, reached: true }],
    ['clamped to 100 above it', 250, 100, { applies: true, percent: 100, remaining: 0, reached: true }],
    ['clamped to 0 for an odd total', -5, 100, { applies: true, percent: 0, remaining: 100, reached: false }],
    ['a total that is not a number counts as 0', Number.NaN, 100, { applies: true, percent: 0, remaining: 100, reached: false }],
    ['no bar without a threshold (null)', 50, null, { applies: false, percent: 0, remaining: 0, reached: false }],
    ['no bar without a threshold (0)', 50, 0, { applies: false, percent: 0, remaining: 0, reached: false }],
    ['no bar without a threshold (absent)', 50, undefined, { applies: false, percent: 0, remaining: 0, reached: false }],
  ])('%s', (_name, total, threshold, expected) => {
    expect(freeDeliveryProgress(total, threshold)).toEqual(expected);
  });
});
