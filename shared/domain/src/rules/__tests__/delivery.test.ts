import { deliveryFee, freeDeliveryProgress, type DeliveryFeeInput } from '../delivery';

describe('free delivery progress', () => {
  it('is the cart total over the threshold as a rounded percentage', () => {
    expect(freeDeliveryProgress(25, 100)).toEqual({ applies: true, percent: 25, remaining: 75, reached: false });
    expect(freeDeliveryProgress(33.333, 100).percent).toBe(33);
    expect(freeDeliveryProgress(66.6, 100)).toEqual({ applies: true, percent: 67, remaining: 33.4, reached: false });
  });

  it('is clamped to 100 and marked reached at or above the threshold', () => {
    expect(freeDeliveryProgress(100, 100)).toEqual({ applies: true, percent: 100, remaining: 0, reached: true });
    expect(freeDeliveryProgress(250, 100)).toEqual({ applies: true, percent: 100, remaining: 0, reached: true });
  });

  it('is clamped to 0 for an empty or odd total', () => {
    expect(freeDeliveryProgress(0, 100).percent).toBe(0);
    expect(freeDeliveryProgress(-5, 100)).toEqual({ applies: true, percent: 0, remaining: 100, reached: false });
    expect(freeDeliveryProgress(Number.NaN, 100).percent).toBe(0);
  });

  it('does not apply without a threshold', () => {
    expect(freeDeliveryProgress(50, null).applies).toBe(false);
    expect(freeDeliveryProgress(50, 0).applies).toBe(false);
    expect(freeDeliveryProgress(50, undefined)).toEqual({ applies: false, percent: 0, remaining: 0, reached: false });
  });
});

describe('delivery fee', () => {
  const base: DeliveryFeeInput = {
    orderType: 'delivery',
    distanceKm: 4,
    subtotal: 20,
    freeDeliveryOver: null,
    zoneCharge: { perKm: 2, minimum: 5, maximum: 20 },
  };

  it('is distance times the zone per-km rate', () => {
    expect(deliveryFee(base)).toBe(8);
  });

  it('is clamped to the zone minimum and maximum', () => {
    expect(deliveryFee({ ...base, distanceKm: 1 })).toBe(5);
    expect(deliveryFee({ ...base, distanceKm: 50 })).toBe(20);
  });

  it('has no upper limit when the maximum is 0 or missing', () => {
    expect(deliveryFee({ ...base, distanceKm: 50, zoneCharge: { perKm: 2, minimum: 5, maximum: 0 } })).toBe(100);
    expect(deliveryFee({ ...base, distanceKm: 50, zoneCharge: { perKm: 2 } })).toBe(100);
  });

  it('is 0 when the subtotal reaches free_delivery_over and no limit applied', () => {
    expect(deliveryFee({ ...base, subtotal: 100, freeDeliveryOver: 100 })).toBe(0);
    expect(deliveryFee({ ...base, subtotal: 99.99, freeDeliveryOver: 100 })).toBe(8);
    expect(deliveryFee({ ...base, subtotal: 500, freeDeliveryOver: 0 })).toBe(8);
  });

  it('keeps a clamped fee even above free_delivery_over', () => {
    expect(deliveryFee({ ...base, distanceKm: 1, subtotal: 500, freeDeliveryOver: 100 })).toBe(5);
    expect(deliveryFee({ ...base, distanceKm: 50, subtotal: 500, freeDeliveryOver: 100 })).toBe(20);
  });

  it('is 0 for take-away and with a free-delivery coupon', () => {
    expect(deliveryFee({ ...base, orderType: 'take_away' })).toBe(0);
    expect(deliveryFee({ ...base, freeDeliveryCoupon: true })).toBe(0);
  });

  it('uses the store rate when the store delivers itself, and 0 when it delivers free', () => {
    const storeDelivery = { selfDelivery: true, charge: { perKm: 3, minimum: 4, maximum: 10 } };
    expect(deliveryFee({ ...base, storeDelivery })).toBe(10);
    expect(deliveryFee({ ...base, distanceKm: 2, storeDelivery })).toBe(6);
    expect(deliveryFee({ ...base, distanceKm: 0.5, storeDelivery })).toBe(4);
    expect(deliveryFee({ ...base, storeDelivery: { ...storeDelivery, freeDelivery: true } })).toBe(0);
    expect(deliveryFee({ ...base, storeDelivery: { ...storeDelivery, selfDelivery: false } })).toBe(8);
  });

  it('adds the vehicle extra charge and then the bad-weather increase to a fee above 0', () => {
    expect(deliveryFee({ ...base, extraCharge: 2 })).toBe(10);
    expect(deliveryFee({ ...base, extraCharge: 2, increasedFeePercent: 10 })).toBe(11);
    expect(deliveryFee({ ...base, orderType: 'take_away', extraCharge: 2 })).toBe(0);
    expect(deliveryFee({ ...base, subtotal: 100, freeDeliveryOver: 100, extraCharge: 2 })).toBe(0);
  });

  it('reads a missing or bad distance as 0 km', () => {
    expect(deliveryFee({ ...base, distanceKm: Number.NaN })).toBe(5);
    expect(deliveryFee({ ...base, distanceKm: -3, zoneCharge: { perKm: 2 } })).toBe(0);
  });
});
