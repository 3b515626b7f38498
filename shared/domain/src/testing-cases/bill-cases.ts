import type { BillInput, Bill } from '../rules/checkout.ts';

// Bills computed by the domain, run by the domain's test and by the API's
// order test with the same numbers seeded, so the checkout's figure and the
// server's charge cannot part.

const zone = { per_km_shipping_charge: 2, minimum_shipping_charge: 3, maximum_shipping_charge: 20 };
const store = { tax: 10, free_delivery: false, self_delivery_system: false };
const burger = { price: 10, discount: 10, discount_type: 'percent', add_ons: [{ id: 7, price: 1.5 }] };

export interface BillCase {
  name: string;
  input: BillInput;
  expected: Partial<Bill>;
}

export const BILL_CASES: BillCase[] = [
  {
    name: 'two discounted items, an add-on, 4 km, VAT excluded, a tip',
    input: {
      lines: [{ item: burger, quantity: 2, add_on_ids: [7], add_on_qtys: [2] }],
      orderType: 'delivery',
      distanceKm: 4,
      store,
      zone,
      freeDeliveryOver: 50,
      tips: 2,
    },
    // items 20, add-ons 3, discount 2, subtotal 21; tax 2.1; fee 4 × 2 = 8
    expected: { itemsPrice: 20, addOnsPrice: 3, discount: 2, subtotal: 21, tax: 2.1, deliveryFee: 8, tips: 2, total: 33.1 },
  },
  {
    name: 'a percent coupon capped at its maximum, VAT on the rest',
    input: {
      lines: [{ item: { price: 40, discount: 0, discount_type: 'amount' }, quantity: 1 }],
      orderType: 'delivery',
      distanceKm: 1,
      store,
      zone,
      coupon: { discount: 50, discount_type: 'percent', min_purchase: 10, max_discount: 5, coupon_type: 'default' },
    },
    // 40 − 5 = 35; tax 3.5; fee max(2, 3) = 3
    expected: { subtotal: 40, couponDiscount: 5, tax: 3.5, deliveryFee: 3, total: 41.5 },
  },
  {
    name: 'below the coupon’s minimum purchase the coupon takes nothing',
    input: {
      lines: [{ item: { price: 8, discount: 0, discount_type: 'amount' }, quantity: 1 }],
      orderType: 'take_away',
      distanceKm: 0,
      store: { tax: 0 },
      zone,
      coupon: { discount: 5, discount_type: 'amount', min_purchase: 20, max_discount: 0, coupon_type: 'default' },
    },
    expected: {
      couponDiscount: 0,
      couponIssue: { message: 'To apply this coupon, total item amount should be minimum', vars: { amount: 20 } },
      deliveryFee: 0,
      total: 8,
    },
  },
  {
    name: 'free delivery over the threshold, the fee capped first',
    input: {
      lines: [{ item: { price: 60, discount: 0, discount_type: 'amount' }, quantity: 1 }],
      orderType: 'delivery',
      distanceKm: 30,
      store: { tax: 0 },
      zone,
      freeDeliveryOver: 50,
    },
    expected: { deliveryFee: 0, originalDeliveryFee: 20, total: 60 },
  },
  {
    name: 'a free-delivery coupon, VAT included in the prices',
    input: {
      lines: [{ item: { price: 11, discount: 0, discount_type: 'amount' }, quantity: 1 }],
      orderType: 'delivery',
      distanceKm: 5,
      store: { tax: 10 },
      zone,
      taxIncluded: true,
      coupon: { discount: 0, discount_type: 'amount', min_purchase: 0, max_discount: 0, coupon_type: 'free_delivery' },
    },
    expected: { couponDiscount: 0, deliveryFee: 0, originalDeliveryFee: 10, tax: 1, taxIncluded: true, total: 11 },
  },
];
