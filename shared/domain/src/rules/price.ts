// Discounts (spec: shopping-core §4 "the original price is struck through
// beside the discounted price"; §9 discount badge).

/** The fields of an item that decide its discount. */
export interface DiscountFields {
  discount?: number | null;
  /** 'percent', or anything else for an amount. */
  discount_type?: string | null;
  /** The store's discount, a percentage; it takes precedence when above 0. */
  store_discount?: number | null;
}

/** The discount that applies: the store's (a percentage) when above 0, otherwise the item's own. */
export function effectiveDiscount(item: DiscountFields): { value: number; type: 'percent' | 'amount' } {
  if ((Number(item.store_discount) || 0) > 0) return { value: Number(item.store_discount), type: 'percent' };
  return { value: Number(item.discount) || 0, type: item.discount_type === 'percent' ? 'percent' : 'amount' };
}

/** Money rounded to cents, the way every total is rounded. */
export function roundMoney(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Unit price after discount, rounded to cents and never below zero. */
export function discountedPrice(price: number, item: DiscountFields): number {
  const { value, type } = effectiveDiscount(item);
  const reduced = type === 'percent' ? price - (price * value) / 100 : price - value;
  return Math.max(0, roundMoney(reduced));
}

export function hasDiscount(item: DiscountFields): boolean {
  return effectiveDiscount(item).value > 0;
}

/**
 * The discount badge: a percentage when the discount is a percent (the store's
 * discount first when above 0), otherwise an amount the caller formats as money.
 * null when there is no discount.
 */
export type DiscountBadge = { type: 'percent'; value: number; text: string } | { type: 'amount'; value: number };

export function discountBadge(item: DiscountFields): DiscountBadge | null {
  if (!hasDiscount(item)) return null;
  const { value, type } = effectiveDiscount(item);
  if (type === 'percent') return { type, value, text: `${Number(value.toFixed(2))}%` };
  return { type, value };
}
