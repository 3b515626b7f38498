import type { Item } from '@storefront/contract';

/**
 * The discount that applies to an item: the store's discount (a percentage)
 * takes precedence when above 0, otherwise the item's own discount.
 */
export function effectiveDiscount(item: Pick<Item, 'discount' | 'discount_type' | 'store_discount'>): {
  value: number;
  type: 'percent' | 'amount';
} {
  if ((item.store_discount ?? 0) > 0) return { value: Number(item.store_discount), type: 'percent' };
  return { value: Number(item.discount) || 0, type: item.discount_type === 'percent' ? 'percent' : 'amount' };
}

/** Unit price after discount, never below zero. */
export function discountedPrice(
  price: number,
  item: Pick<Item, 'discount' | 'discount_type' | 'store_discount'>,
): number {
  const { value, type } = effectiveDiscount(item);
  const reduced = type === 'percent' ? price - (price * value) / 100 : price - value;
  return Math.max(0, roundMoney(reduced));
}

export function hasDiscount(item: Pick<Item, 'discount' | 'discount_type' | 'store_discount'>): boolean {
  return effectiveDiscount(item).value > 0;
}

export function roundMoney(value: number): number {
  return Math.round(value * 100) / 100;
}
