import { BILL_CASES } from '../../testing-cases/bill-cases.ts';
import {
  COD_LIMIT_MESSAGE,
  WALLET_BALANCE_MESSAGE,
  computeBill,
  couponDiscount,
  decodePaymentToken,
  deliveryFee,
  distanceKm,
  encodePaymentToken,
  isStoreOpenAt,
  isValidScheduleAt,
  minimumOrderIssue,
  orderTax,
  parseScheduleAt,
  paymentIssue,
  scheduleSlots,
} from '../checkout.ts';

describe('the bill (the table the API charges too)', () => {
  it.each(BILL_CASES.map((c) => [c.name, c] as const))('%s', (_name, { input, expected }) => {
    expect(computeBill(input)).toMatchObject(expected);
  });

  it('a take-away order pays no fee and no tip', () => {
    const bill = computeBill({ ...BILL_CASES[0]!.input, orderType: 'take_away' });
    expect(bill).toMatchObject({ deliveryFee: 0, tips: 0, total: 23.1 });
  });

  it('ignores a negative or non-finite tip', () => {
    expect(computeBill({ ...BILL_CASES[0]!.input, tips: -5 }).tips).toBe(0);
    expect(computeBill({ ...BILL_CASES[0]!.input, tips: Number.NaN }).tips).toBe(0);
  });
});

describe('the delivery fee', () => {
  const zone = { per_km_shipping_charge: 2, minimum_shipping_charge: 3, maximum_shipping_charge: 20 };
  const base = { orderType: 'delivery' as const, subtotal: 10, store: {}, zone };

  it.each([
    [0.5, 3],
    [4, 8],
    [30, 20],
  ])('%s km costs %s (per km, clamped to the minimum and maximum)', (distance, fee) => {
    expect(deliveryFee({ ...base, distanceKm: distance }).fee).toBe(fee);
  });

  it('no maximum means no cap', () => {
    expect(deliveryFee({ ...base, distanceKm: 30, zone: { ...zone, maximum_shipping_charge: null } }).fee).toBe(60);
  });

  it('a store delivering itself uses its own terms, and its free delivery', () => {
    const store = { self_delivery_system: 1, per_km_shipping_charge: 1, minimum_shipping_charge: 1, maximum_shipping_charge: 5 };
    expect(deliveryFee({ ...base, distanceKm: 3, store }).fee).toBe(3);
    expect(deliveryFee({ ...base, distanceKm: 3, store: { ...store, free_delivery: true } })).toEqual({ fee: 0, original: 3 });
  });

  it('the zone’s surcharge raises the fee when it is on', () => {
    const surcharged = { ...zone, increased_delivery_fee: 10, increased_delivery_fee_status: 1 };
    expect(deliveryFee({ ...base, distanceKm: 4, zone: surcharged }).fee).toBe(8.8);
    expect(deliveryFee({ ...base, distanceKm: 4, zone: { ...surcharged, increased_delivery_fee_status: 0 } }).fee).toBe(8);
  });

  it('free at the threshold exactly, not below it', () => {
    expect(deliveryFee({ ...base, distanceKm: 4, subtotal: 50, freeDeliveryOver: 50 }).fee).toBe(0);
    expect(deliveryFee({ ...base, distanceKm: 4, subtotal: 49.99, freeDeliveryOver: 50 }).fee).toBe(8);
  });
});

describe('coupons', () => {
  const coupon = { discount: 10, discount_type: 'percent', min_purchase: 20, max_discount: 0, coupon_type: 'default' };
  it('a percent of the subtotal, uncapped when max_discount is 0', () => {
    expect(couponDiscount(coupon, 200)).toEqual({ ok: true, discount: 20, freeDelivery: false });
  });
  it('an amount never takes more than the subtotal', () => {
    expect(couponDiscount({ ...coupon, discount: 50, discount_type: 'amount' }, 30)).toEqual({
      ok: true,
      discount: 30,
      freeDelivery: false,
    });
  });
  it('refuses below the minimum purchase with the spec’s message and the amount', () => {
    expect(couponDiscount(coupon, 19.99)).toEqual({
      ok: false,
      issue: { message: 'To apply this coupon, total item amount should be minimum', vars: { amount: 20 } },
    });
  });
});

describe('tax', () => {
  it('excluded: added on top; included: the share of the price', () => {
    expect(orderTax(100, 5, false)).toEqual({ tax: 5, included: false });
    expect(orderTax(105, 5, true)).toEqual({ tax: 5, included: true });
    expect(orderTax(-3, 5, false).tax).toBe(0);
  });
});

describe('payment methods', () => {
  const context = { cashOnDelivery: true, maximumCodOrderAmount: 100, digitalPayment: true, wallet: true, walletBalance: 30 };
  it('cash on delivery up to the zone’s maximum, with the spec’s message above it', () => {
    expect(paymentIssue('cash_on_delivery', 100, context)).toBeNull();
    expect(paymentIssue('cash_on_delivery', 100.01, context)?.message).toBe(COD_LIMIT_MESSAGE);
    expect(paymentIssue('cash_on_delivery', 10, { ...context, cashOnDelivery: false })).not.toBeNull();
  });
  it('the wallet needs the balance', () => {
    expect(paymentIssue('wallet', 30, context)).toBeNull();
    expect(paymentIssue('wallet', 30.01, context)?.message).toBe(WALLET_BALANCE_MESSAGE);
    expect(paymentIssue('wallet', 1, { ...context, wallet: false })).not.toBeNull();
  });
  it('digital payment when the zone takes it', () => {
    expect(paymentIssue('digital_payment', 1, context)).toBeNull();
    expect(paymentIssue('digital_payment', 1, { ...context, digitalPayment: false })).not.toBeNull();
  });
  it('a store’s minimum order', () => {
    expect(minimumOrderIssue(9.99, 10)?.vars).toEqual({ amount: 10 });
    expect(minimumOrderIssue(10, 10)).toBeNull();
    expect(minimumOrderIssue(1, 0)).toBeNull();
  });
});

describe('opening hours and schedule slots', () => {
  const store = {
    schedules: [
      { day: 2, opening_time: '09:00:00', closing_time: '11:00:00' },
      { day: 3, opening_time: '10:00:00', closing_time: '10:59:59' },
    ],
  };
  const tuesday = { day: 2, date: '2026-11-24', time: '09:40:12' };

  it('open inside a window of the day, closed outside, inactive never', () => {
    expect(isStoreOpenAt(store, tuesday)).toBe(true);
    expect(isStoreOpenAt(store, { day: 2, time: '11:00:01' })).toBe(false);
    expect(isStoreOpenAt({ ...store, active: false }, tuesday)).toBe(false);
    expect(isStoreOpenAt({ always_open: true }, { day: 0, time: '03:00:00' })).toBe(true);
  });

  it('slots from the next one after now, to the closing time, today and tomorrow', () => {
    expect(scheduleSlots(store, tuesday, 30).map((slot) => slot.value)).toEqual([
      '2026-11-24 10:00:00',
      '2026-11-24 10:30:00',
      '2026-11-25 10:00:00',
      '2026-11-25 10:30:00',
    ]);
    expect(scheduleSlots(store, tuesday, 30)[0]).toMatchObject({ date: '2026-11-24', start: '10:00', end: '10:30' });
  });

  it('a schedule_at is valid only in the future, within two days, while the store is open', () => {
    const at = (value: string) => parseScheduleAt(value)!;
    expect(isValidScheduleAt(store, at('2026-11-24 10:30'), tuesday)).toBe(true);
    expect(isValidScheduleAt(store, at('2026-11-24 09:30'), tuesday)).toBe(false);
    expect(isValidScheduleAt(store, at('2026-11-24 12:00'), tuesday)).toBe(false);
    expect(isValidScheduleAt(store, at('2026-11-26 10:00'), tuesday)).toBe(false);
    expect(parseScheduleAt('2026-02-30 10:00')).toBeNull();
    expect(parseScheduleAt('soon')).toBeNull();
  });
});

describe('the payment page’s token', () => {
  it('round-trips key=value pairs joined by &&, attribute_id being the order id', () => {
    const token = encodePaymentToken({ payment_method: 'digital_payment', attribute_id: 100042, transaction_reference: 'T-1' });
    expect(atob(token)).toBe('payment_method=digital_payment&&attribute_id=100042&&transaction_reference=T-1');
    expect(decodePaymentToken(token)).toEqual({ payment_method: 'digital_payment', attribute_id: '100042', transaction_reference: 'T-1' });
  });
  it('an unreadable token gives nothing, not an error', () => {
    expect(decodePaymentToken('%%%')).toEqual({});
    expect(decodePaymentToken(undefined)).toEqual({});
  });
});

it('distance in km on the sphere', () => {
  expect(distanceKm({ lat: 40.7536, lng: -73.9832 }, { lat: 40.7536, lng: -73.9832 })).toBe(0);
  expect(distanceKm({ lat: 40.7536, lng: -73.9832 }, { lat: 40.7128, lng: -74.006 })).toBeCloseTo(4.95, 1);
});
