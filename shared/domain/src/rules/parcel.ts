import { roundMoney } from './price.ts';

// Parcel delivery charge (spec: discovery-and-modules §7 parcel-category; 6ammart-api parcel-category).

/** A parcel category's own rates; null means "the zone's parcel rate". */
export interface ParcelCategoryRates {
  parcel_per_km_shipping_charge: number | string | null;
  parcel_minimum_shipping_charge: number | string | null;
}

/** The parcel module's rates in the sender's zone (zone_module). */
export interface ParcelZoneRates {
  per_km_shipping_charge: number | string;
  minimum_shipping_charge: number | string;
}

export interface ParcelCharge {
  /** The rate used, per km. */
  perKm: number;
  minimum: number;
  /** distance × perKm, never below the minimum, in cents. */
  charge: number;
}

const rate = (value: number | string | null | undefined): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 ? number : null;
};

/**
 * What sending a parcel costs: the category's per-km rate and minimum when it sets
 * them, otherwise the zone's parcel rates; distance × rate, never below the minimum.
 */
export function parcelCharge(distanceKm: number, category: ParcelCategoryRates, zone: ParcelZoneRates): ParcelCharge {
  const perKm = rate(category.parcel_per_km_shipping_charge) ?? rate(zone.per_km_shipping_charge) ?? 0;
  const minimum = rate(category.parcel_minimum_shipping_charge) ?? rate(zone.minimum_shipping_charge) ?? 0;
  const distance = Number.isFinite(distanceKm) && distanceKm > 0 ? distanceKm : 0;
  return { perKm, minimum, charge: roundMoney(Math.max(distance * perKm, minimum)) };
}

/** Who pays the parcel charge. */
export type ParcelChargePayer = 'sender' | 'receiver';
export const PARCEL_CHARGE_PAYERS: readonly ParcelChargePayer[] = ['sender', 'receiver'];

/** A parcel order's total: the charge and the delivery man's tip (no items, no tax). */
export function parcelTotal(charge: number, tips: number): number {
  return roundMoney(charge + (Number.isFinite(tips) && tips > 0 ? tips : 0));
}
