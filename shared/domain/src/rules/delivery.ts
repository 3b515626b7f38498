import { roundMoney } from './price';

// Delivery money (spec: shopping-core §9 free-delivery progress; the platform's
// delivery fee rule). Every input is explicit, so the rules stay pure.

export interface FreeDeliveryProgress {
  /** false when the config sets no threshold (null or 0): show no bar. */
  applies: boolean;
  /** cart total / free_delivery_over as a rounded percentage, clamped 0 to 100. */
  percent: number;
  /** What is left to spend ('more for free delivery'); 0 once reached. */
  remaining: number;
  /** At or above the threshold ('You have reduced delivery charge'). */
  reached: boolean;
}

export function freeDeliveryProgress(cartTotal: number, freeDeliveryOver: number | null | undefined): FreeDeliveryProgress {
  const threshold = Number(freeDeliveryOver);
  const total = Number.isFinite(Number(cartTotal)) ? Math.max(0, Number(cartTotal)) : 0;
  if (!Number.isFinite(threshold) || threshold <= 0) return { applies: false, percent: 0, remaining: 0, reached: false };
  const percent = Math.min(100, Math.max(0, Math.round((total / threshold) * 100)));
  const reached = total >= threshold;
  return { applies: true, percent, remaining: reached ? 0 : roundMoney(threshold - total), reached };
}

/** A per-km rate with its limits (the zone×module pivot, or the store's own). */
export interface ShippingCharge {
  perKm: number;
  /** null/undefined: no lower limit. */
  minimum?: number | null;
  /** null/undefined/0: no upper limit. */
  maximum?: number | null;
}

export interface DeliveryFeeInput {
  orderType: 'delivery' | 'take_away' | 'schedule_order' | 'parcel' | string;
  /** Metres from distance-api ÷ 1000 (haversine as a fallback). */
  distanceKm: number;
  /** The order's item total (subtotal). */
  subtotal: number;
  /** The config's free_delivery_over; null or 0 means none. */
  freeDeliveryOver?: number | null;
  /** The zone×module pivot charge (per_km_shipping_charge, minimum_..., maximum_...). */
  zoneCharge: ShippingCharge;
  /** Set when the store runs its own delivery. */
  storeDelivery?: { selfDelivery: boolean; freeDelivery?: boolean; charge: ShippingCharge };
  /** The vehicle's extra charge for this distance. */
  extraCharge?: number;
  /** The zone's bad-weather increase in percent, when its status is on. */
  increasedFeePercent?: number | null;
  /** A free_delivery coupon is applied. */
  freeDeliveryCoupon?: boolean;
}

function clampCharge(amount: number, charge: ShippingCharge): { fee: number; limited: boolean } {
  const minimum = Number(charge.minimum);
  const maximum = Number(charge.maximum);
  if (Number.isFinite(minimum) && charge.minimum !== null && charge.minimum !== undefined && amount < minimum) {
    return { fee: minimum, limited: true };
  }
  if (Number.isFinite(maximum) && maximum > 0 && amount > maximum) return { fee: maximum, limited: true };
  return { fee: amount, limited: false };
}

/**
 * The delivery fee, following the platform:
 * 1. take-away orders and free-delivery coupons pay 0;
 * 2. a store with its own delivery: 0 when it offers free delivery, else
 *    distance × its per-km rate clamped to its min and max;
 * 3. otherwise distance × the zone×module per_km, clamped to the pivot's min and
 *    max; when neither limit applies, 0 when subtotal ≥ free_delivery_over (> 0);
 * 4. a fee above 0 then gets the vehicle extra charge, and 5. the bad-weather increase.
 */
export function deliveryFee(input: DeliveryFeeInput): number {
  if (input.orderType === 'take_away' || input.freeDeliveryCoupon) return 0;
  const distance = Number.isFinite(Number(input.distanceKm)) ? Math.max(0, Number(input.distanceKm)) : 0;
  let fee: number;
  if (input.storeDelivery?.selfDelivery) {
    if (input.storeDelivery.freeDelivery) return 0;
    fee = clampCharge(distance * (Number(input.storeDelivery.charge.perKm) || 0), input.storeDelivery.charge).fee;
  } else {
    const { fee: clamped, limited } = clampCharge(distance * (Number(input.zoneCharge.perKm) || 0), input.zoneCharge);
    const threshold = Number(input.freeDeliveryOver);
    const free = !limited && Number.isFinite(threshold) && threshold > 0 && Number(input.subtotal) >= threshold;
    fee = free ? 0 : clamped;
  }
  if (fee <= 0) return 0;
  fee += Math.max(0, Number(input.extraCharge) || 0);
  const increase = Number(input.increasedFeePercent);
  if (Number.isFinite(increase) && increase > 0) fee *= 1 + increase / 100;
  return roundMoney(fee);
}
