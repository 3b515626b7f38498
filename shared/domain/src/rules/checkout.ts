import { roundMoney } from './price.ts';
import { cartSavings, lineAddOnsTotal, lineBasePrice, priceCartLine, type PricedLine } from './pricing.ts';
import { isWithinWindow, parseClock, type WallClock } from './availability.ts';
import type { RuleMessage } from './variations.ts';

// The checkout's bill (spec: shopping-core §2 checkout, discovery §3 Coupon;
// the platform's fee and total rules in 6ammart-api.md "Checkout" and
// "Delivery fee"). The checkout shows the bill computed here and the API
// charges the bill computed here from the same inputs read from its database:
// the server is the only authority, this code is only the one rule both run.

export const COD_LIMIT_MESSAGE = 'The total amount of the order, exceeds maximum amount of the cash on delivery method';
export const COUPON_MIN_PURCHASE_MESSAGE = 'To apply this coupon, total item amount should be minimum';
export const COD_UNAVAILABLE_MESSAGE = 'Cash on delivery is not available for this order';
export const DIGITAL_UNAVAILABLE_MESSAGE = 'Digital payment is not available for this order';
export const WALLET_UNAVAILABLE_MESSAGE = 'Wallet payment is not available for this order';
export const WALLET_BALANCE_MESSAGE = 'Your wallet balance is not enough to pay for this order';
export const SCHEDULE_CLOSED_MESSAGE = 'The store is closed at the chosen time. Choose another time.';
export const STORE_CLOSED_MESSAGE = 'The store is closed now. Schedule your order for later.';
export const MINIMUM_ORDER_MESSAGE = 'The order amount must be at least {amount} for this store';

// --- distance -----------------------------------------------------------------

export interface Point {
  lat: number;
  lng: number;
}

const EARTH_RADIUS_KM = 6371;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in km, rounded to metres (the fee's distance when no road distance is known). */
export function distanceKm(a: Point, b: Point): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h))) * 1000) / 1000;
}

// --- delivery fee ---------------------------------------------------------------

export type CheckoutOrderType = 'delivery' | 'take_away';

/** The store's own delivery terms (used when it delivers itself). */
export interface StoreDeliveryTerms {
  free_delivery?: boolean | number | null;
  self_delivery_system?: boolean | number | null;
  per_km_shipping_charge?: number | null;
  minimum_shipping_charge?: number | null;
  maximum_shipping_charge?: number | null;
}

/** The zone × module terms (the pivot of get-zone-id's zone_data[].modules), and the zone's surcharge. */
export interface ZoneDeliveryTerms {
  per_km_shipping_charge: number;
  minimum_shipping_charge: number;
  maximum_shipping_charge?: number | null;
  increased_delivery_fee?: number | null;
  increased_delivery_fee_status?: boolean | number | null;
}

export interface DeliveryFeeInput {
  orderType: CheckoutOrderType;
  distanceKm: number;
  /** What free_delivery_over is compared with: the items after their discounts, add-ons included. */
  subtotal: number;
  store: StoreDeliveryTerms;
  zone: ZoneDeliveryTerms;
  /** The config's free_delivery_over; null or 0 means no threshold. */
  freeDeliveryOver?: number | null;
  /** A free_delivery coupon is applied. */
  freeDeliveryCoupon?: boolean;
}

export interface DeliveryFee {
  /** What the customer pays for delivery. */
  fee: number;
  /** The fee before free delivery (threshold, store or coupon) made it 0. */
  original: number;
}

const clamp = (value: number, min: number, max: number | null | undefined) => {
  const upper = max !== null && max !== undefined && Number(max) > 0 ? Number(max) : Infinity;
  return Math.min(Math.max(value, Number(min) || 0), upper);
};

/**
 * The delivery fee: distance × per-km rate clamped to the minimum and maximum
 * (the store's own terms when it delivers itself, else the zone's for the
 * module), raised by the zone's surcharge when it is on; 0 for take-away, for
 * a store with free delivery, at or above free_delivery_over, and with a
 * free-delivery coupon.
 */
export function deliveryFee(input: DeliveryFeeInput): DeliveryFee {
  if (input.orderType === 'take_away') return { fee: 0, original: 0 };
  const distance = Number.isFinite(input.distanceKm) ? Math.max(0, input.distanceKm) : 0;
  const selfDelivery = Boolean(Number(input.store.self_delivery_system));
  const terms = selfDelivery
    ? {
        perKm: Number(input.store.per_km_shipping_charge) || 0,
        min: Number(input.store.minimum_shipping_charge) || 0,
        max: input.store.maximum_shipping_charge,
      }
    : {
        perKm: Number(input.zone.per_km_shipping_charge) || 0,
        min: Number(input.zone.minimum_shipping_charge) || 0,
        max: input.zone.maximum_shipping_charge,
      };
  let original = clamp(distance * terms.perKm, terms.min, terms.max);
  const surcharge = Number(input.zone.increased_delivery_fee) || 0;
  if (Boolean(Number(input.zone.increased_delivery_fee_status)) && surcharge > 0) original *= 1 + surcharge / 100;
  original = roundMoney(original);
  const threshold = Number(input.freeDeliveryOver) || 0;
  const free =
    Boolean(Number(input.store.free_delivery)) || (threshold > 0 && input.subtotal >= threshold) || Boolean(input.freeDeliveryCoupon);
  return { fee: free ? 0 : original, original };
}

// --- coupon ---------------------------------------------------------------------

export interface CouponTerms {
  discount: number;
  /** 'percent' or 'amount'. */
  discount_type: string;
  min_purchase: number;
  /** Caps a percent discount; 0 means no cap. */
  max_discount: number;
  /** default, zone_wise, store_wise, free_delivery, first_order. */
  coupon_type: string;
}

export type CouponOutcome = { ok: true; discount: number; freeDelivery: boolean } | { ok: false; issue: RuleMessage };

/**
 * What a coupon takes off the items' subtotal: refused below min_purchase (the
 * spec's message, with the amount to show after it); a percent capped at
 * max_discount; an amount at most the subtotal; a free-delivery coupon takes
 * nothing off the items but makes the fee 0.
 */
export function couponDiscount(coupon: CouponTerms, subtotal: number): CouponOutcome {
  const minimum = Number(coupon.min_purchase) || 0;
  if (subtotal < minimum) return { ok: false, issue: { message: COUPON_MIN_PURCHASE_MESSAGE, vars: { amount: minimum } } };
  if (coupon.coupon_type === 'free_delivery') return { ok: true, discount: 0, freeDelivery: true };
  const value = Math.max(0, Number(coupon.discount) || 0);
  let discount = coupon.discount_type === 'percent' ? (subtotal * value) / 100 : value;
  const cap = Number(coupon.max_discount) || 0;
  if (coupon.discount_type === 'percent' && cap > 0) discount = Math.min(discount, cap);
  return { ok: true, discount: roundMoney(Math.min(discount, subtotal)), freeDelivery: false };
}

// --- tax ------------------------------------------------------------------------

/**
 * VAT at the store's rate on what the items cost after the coupon. Included
 * (the config's tax_included): the share of the price that is tax, shown but
 * not added; excluded: added to the total.
 */
export function orderTax(amount: number, taxPercent: number, taxIncluded: boolean): { tax: number; included: boolean } {
  const rate = Math.max(0, Number(taxPercent) || 0);
  const base = Math.max(0, amount);
  const tax = taxIncluded ? base - base / (1 + rate / 100) : (base * rate) / 100;
  return { tax: roundMoney(tax), included: taxIncluded };
}

// --- the bill -------------------------------------------------------------------

export interface BillInput {
  lines: readonly PricedLine[];
  orderType: CheckoutOrderType;
  distanceKm: number;
  store: StoreDeliveryTerms & { tax?: number | null };
  zone: ZoneDeliveryTerms;
  freeDeliveryOver?: number | null;
  taxIncluded?: boolean;
  coupon?: CouponTerms | null;
  /** The delivery-man tip (delivery only). */
  tips?: number;
  /** The config's additional (service) charge when it is on. */
  additionalCharge?: number;
}

export interface Bill {
  /** Undiscounted unit prices × quantities (variations included, add-ons not). */
  itemsPrice: number;
  addOnsPrice: number;
  /** The items' own or store discount ('You have Saved'). */
  discount: number;
  /** itemsPrice + addOnsPrice − discount: what the cart lines cost. */
  subtotal: number;
  couponDiscount: number;
  /** Why the coupon given does not apply (then it takes nothing off). */
  couponIssue: RuleMessage | null;
  tax: number;
  taxIncluded: boolean;
  deliveryFee: number;
  originalDeliveryFee: number;
  tips: number;
  additionalCharge: number;
  /** subtotal − coupon + tax (when excluded) + fee + tip + additional charge. */
  total: number;
}

const money = (value: unknown) => {
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? roundMoney(number) : 0;
};

/** The order's bill, line by line the cart's prices, then the coupon, tax, fee, tip and charge. */
export function computeBill(input: BillInput): Bill {
  const itemsPrice = roundMoney(
    input.lines.reduce((sum, line) => (line.item ? sum + lineBasePrice(line) * Math.max(0, Number(line.quantity) || 0) : sum), 0),
  );
  const addOnsPrice = roundMoney(input.lines.reduce((sum, line) => (line.item ? sum + lineAddOnsTotal(line) : sum), 0));
  const discount = cartSavings(input.lines);
  const subtotal = roundMoney(input.lines.reduce((sum, line) => sum + priceCartLine(line).total, 0));
  const coupon = input.coupon ? couponDiscount(input.coupon, subtotal) : null;
  const couponAmount = coupon?.ok ? coupon.discount : 0;
  const { tax, included } = orderTax(subtotal - couponAmount, Number(input.store.tax) || 0, Boolean(input.taxIncluded));
  const fee = deliveryFee({
    orderType: input.orderType,
    distanceKm: input.distanceKm,
    subtotal,
    store: input.store,
    zone: input.zone,
    freeDeliveryOver: input.freeDeliveryOver,
    freeDeliveryCoupon: Boolean(coupon?.ok && coupon.freeDelivery),
  });
  const tips = input.orderType === 'delivery' ? money(input.tips) : 0;
  const additionalCharge = money(input.additionalCharge);
  const total = roundMoney(subtotal - couponAmount + (included ? 0 : tax) + fee.fee + tips + additionalCharge);
  return {
    itemsPrice,
    addOnsPrice,
    discount,
    subtotal,
    couponDiscount: couponAmount,
    couponIssue: coupon && !coupon.ok ? coupon.issue : null,
    tax,
    taxIncluded: included,
    deliveryFee: fee.fee,
    originalDeliveryFee: fee.original,
    tips,
    additionalCharge,
    total,
  };
}

// --- payment --------------------------------------------------------------------

export type CheckoutPaymentMethod = 'cash_on_delivery' | 'digital_payment' | 'wallet';

export interface PaymentContext {
  /** The config's cash_on_delivery and the zone's (get-zone-id zone_data[].cash_on_delivery). */
  cashOnDelivery: boolean;
  /** The zone × module maximum_cod_order_amount; null or 0 means no limit. */
  maximumCodOrderAmount?: number | null;
  digitalPayment: boolean;
  /** The config's customer_wallet_status, for a signed-in customer only. */
  wallet: boolean;
  walletBalance?: number | null;
}

/** Why a payment method cannot pay this total, or null when it can. */
export function paymentIssue(method: CheckoutPaymentMethod, total: number, context: PaymentContext): RuleMessage | null {
  switch (method) {
    case 'cash_on_delivery': {
      if (!context.cashOnDelivery) return { message: COD_UNAVAILABLE_MESSAGE, vars: {} };
      const limit = Number(context.maximumCodOrderAmount) || 0;
      return limit > 0 && total > limit ? { message: COD_LIMIT_MESSAGE, vars: { amount: limit } } : null;
    }
    case 'digital_payment':
      return context.digitalPayment ? null : { message: DIGITAL_UNAVAILABLE_MESSAGE, vars: {} };
    case 'wallet':
      if (!context.wallet) return { message: WALLET_UNAVAILABLE_MESSAGE, vars: {} };
      return (Number(context.walletBalance) || 0) >= total ? null : { message: WALLET_BALANCE_MESSAGE, vars: {} };
    default:
      return { message: DIGITAL_UNAVAILABLE_MESSAGE, vars: {} };
  }
}

/** The store's minimum order (on the subtotal), or null when it is met. */
export function minimumOrderIssue(subtotal: number, minimumOrder: number | null | undefined): RuleMessage | null {
  const minimum = Number(minimumOrder) || 0;
  return minimum > 0 && subtotal < minimum ? { message: MINIMUM_ORDER_MESSAGE, vars: { amount: minimum } } : null;
}

// --- opening hours and schedule slots ------------------------------------------

/** One opening window of a store: day 0 = Sunday, times 'HH:mm[:ss]' of the business's time zone. */
export interface StoreSchedule {
  day: number;
  opening_time: string;
  closing_time: string;
}

export interface StoreHours {
  active?: boolean | number | null;
  always_open?: boolean | number | null;
  schedules?: readonly StoreSchedule[] | null;
}

/** Whether the store takes orders at this wall-clock day and time. */
export function isStoreOpenAt(store: StoreHours, at: Pick<WallClock, 'day' | 'time'>): boolean {
  if (store.active !== undefined && store.active !== null && !Number(store.active)) return false;
  if (Number(store.always_open)) return true;
  return (store.schedules ?? []).some((s) => s.day === at.day && isWithinWindow(s.opening_time, s.closing_time, at));
}

export interface ScheduleSlot {
  /** 'YYYY-MM-DD' in the business's time zone. */
  date: string;
  /** Start and end, 'HH:mm'. */
  start: string;
  end: string;
  /** What the order sends as schedule_at: 'YYYY-MM-DD HH:mm:00'. */
  value: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const hhmm = (seconds: number) => `${pad(Math.floor(seconds / 3600) % 24)}:${pad(Math.floor((seconds % 3600) / 60))}`;

function addDays(date: string, days: number): { date: string; day: number } {
  const [y, m, d] = date.split('-').map(Number);
  const next = new Date(Date.UTC(y!, m! - 1, d! + days));
  return { date: `${next.getUTCFullYear()}-${pad(next.getUTCMonth() + 1)}-${pad(next.getUTCDate())}`, day: next.getUTCDay() };
}

/**
 * The slots a scheduled order can choose: today (from the next slot after now)
 * and the following `days - 1` days, `slotMinutes` long, inside the store's
 * opening windows (an always-open store: the whole day). Windows past midnight
 * are cut at midnight.
 */
export function scheduleSlots(store: StoreHours, clock: WallClock, slotMinutes: number, days = 2): ScheduleSlot[] {
  const step = Math.max(5, Math.floor(slotMinutes) || 30) * 60;
  const now = parseClock(clock.time) ?? 0;
  const slots: ScheduleSlot[] = [];
  for (let offset = 0; offset < days; offset++) {
    const { date, day } = addDays(clock.date, offset);
    const windows = Number(store.always_open)
      ? [{ open: 0, close: 24 * 3600 }]
      : (store.schedules ?? [])
          .filter((s) => s.day === day)
          .map((s) => {
            const open = parseClock(s.opening_time) ?? 0;
            const close = parseClock(s.closing_time) ?? 24 * 3600;
            return { open, close: close > open ? close : 24 * 3600 };
          });
    for (const window of windows.sort((a, b) => a.open - b.open)) {
      let start = Math.ceil(window.open / step) * step;
      if (offset === 0) start = Math.max(start, (Math.floor(now / step) + 1) * step);
      for (; start + step <= window.close + 59; start += step) {
        const value = `${date} ${hhmm(start)}:00`;
        if (!slots.some((slot) => slot.value === value)) slots.push({ date, start: hhmm(start), end: hhmm(start + step), value });
      }
    }
  }
  return slots;
}

/** A schedule_at value ('YYYY-MM-DD HH:mm[:ss]') as a wall clock, or null when malformed. */
export function parseScheduleAt(value: string | null | undefined): WallClock | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec((value ?? '').trim());
  if (!match) return null;
  const [, y, m, d, hh, mm, ss = '00'] = match;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  if (date.getUTCMonth() !== Number(m) - 1 || date.getUTCDate() !== Number(d)) return null;
  if (parseClock(`${hh}:${mm}:${ss}`) === null || Number(hh) > 23) return null;
  return { date: `${y}-${m}-${d}`, day: date.getUTCDay(), time: `${hh}:${mm}:${ss}` };
}

/**
 * Whether `scheduleAt` is a time the store can take an order for: after now,
 * within `days` days, inside its opening hours.
 */
export function isValidScheduleAt(store: StoreHours, scheduleAt: WallClock, clock: WallClock, days = 2): boolean {
  const stamp = (c: WallClock) => `${c.date} ${c.time}`;
  if (stamp(scheduleAt) <= stamp(clock)) return false;
  if (scheduleAt.date > addDays(clock.date, days - 1).date) return false;
  return isStoreOpenAt(store, scheduleAt);
}

// --- the payment page's token ------------------------------------------------------

/**
 * The token the payment page returns with (discovery §2 guest order-placed
 * dialog): base64 of key=value pairs joined by '&&'; attribute_id is the order id.
 */
export function encodePaymentToken(values: Record<string, string | number>): string {
  const text = Object.entries(values)
    .map(([key, value]) => `${key}=${value}`)
    .join('&&');
  return btoa(String.fromCharCode(...new TextEncoder().encode(text)));
}

/** The token's pairs; an unreadable token gives {}. */
export function decodePaymentToken(token: string | null | undefined): Record<string, string> {
  if (!token) return {};
  let text: string;
  try {
    const binary = atob(token.trim().replace(/-/g, '+').replace(/_/g, '/'));
    text = new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return {};
  }
  const values: Record<string, string> = {};
  for (const pair of text.split('&&')) {
    const index = pair.indexOf('=');
    if (index > 0) values[pair.slice(0, index).trim()] = pair.slice(index + 1).trim();
  }
  return values;
}
