import { discountedPrice, roundMoney, type DiscountFields } from './price.ts';
import { foodVariationPrice, selectionFromCartVariation, type VariationGroup } from './variations.ts';

// The price of a cart line (spec: shopping-core §4 "Total = discounted unit
// price times quantity plus add-ons. The chosen variation sets the price.").
// The storefront prices the item dialog and the cart with it, and the API
// charges with it: both pass the line as the cart payload holds it.

/** What an item brings to a line's price. */
export interface PricedItem extends DiscountFields {
  price: number;
  /** Non-food variations: the chosen one's price replaces the item's. */
  variations?: readonly { type: string; price: number }[] | null;
  /** Food variation groups: the chosen values' optionPrice is added to the item's price. */
  food_variations?: readonly VariationGroup[] | null;
  add_ons?: readonly { id: number; price: number }[] | null;
}

/** A cart line in the cart payload's shape (add and update calls, the cart list). */
export interface PricedLine {
  item: PricedItem | null | undefined;
  quantity: number;
  /** Food `[{name, values:{label:[...]}}]` or other modules `[{type, price, stock}]`. */
  variation?: readonly unknown[] | null;
  add_on_ids?: readonly number[] | null;
  /** Per add-on quantity, in add_on_ids' order; a missing one is 1. */
  add_on_qtys?: readonly number[] | null;
}

const compact = (value: string) => value.replace(/\s+/g, '');

/**
 * The undiscounted unit price of a line: a non-food variation `{type}` sets it
 * (the item's variation of that type; the price on the line only when the
 * item no longer lists the type), food groups add their values' optionPrice
 * to the item's price.
 */
export function lineBasePrice(line: Pick<PricedLine, 'item' | 'variation'>): number {
  const item = line.item;
  const typed = (line.variation ?? []).find(
    (entry): entry is { type: string; price?: unknown } =>
      Boolean(entry) && typeof entry === 'object' && typeof (entry as { type?: unknown }).type === 'string',
  );
  if (typed) {
    const known = item?.variations?.find((variation) => compact(variation.type) === compact(typed.type));
    if (known) return Number(known.price) || 0;
    if (Number.isFinite(Number(typed.price)) && typed.price !== null && typed.price !== undefined) return Number(typed.price);
  }
  const price = Number(item?.price) || 0;
  return price + foodVariationPrice(item?.food_variations, selectionFromCartVariation(line.variation));
}

/** The line's add-ons priced from the item's add_ons: price × quantity each, never discounted. */
export function lineAddOnsTotal(line: Pick<PricedLine, 'item' | 'add_on_ids' | 'add_on_qtys'>): number {
  const prices = new Map((line.item?.add_ons ?? []).map((addOn) => [Number(addOn.id), Number(addOn.price) || 0]));
  const total = (line.add_on_ids ?? []).reduce((sum, id, index) => {
    const quantity = Number(line.add_on_qtys?.[index] ?? 1);
    return sum + (prices.get(Number(id)) ?? 0) * (Number.isFinite(quantity) ? Math.max(0, quantity) : 1);
  }, 0);
  return roundMoney(total);
}

export interface LinePrice {
  /** The discounted unit price (the variation's price included, add-ons not). */
  unitPrice: number;
  /** unitPrice × quantity + add-ons: what the line costs. */
  total: number;
}

/** A line's price by the rule; a line without its item costs 0. */
export function priceCartLine(line: PricedLine): LinePrice {
  if (!line.item) return { unitPrice: 0, total: 0 };
  const unitPrice = discountedPrice(lineBasePrice(line), line.item);
  const quantity = Math.max(0, Number(line.quantity) || 0);
  return { unitPrice, total: roundMoney(unitPrice * quantity + lineAddOnsTotal(line)) };
}

/** 'You have Saved': the sum of (original − discounted unit price) × quantity. */
export function cartSavings(lines: readonly PricedLine[] | null | undefined): number {
  return roundMoney(
    (lines ?? []).reduce((sum, line) => {
      if (!line.item) return sum;
      const unit = lineBasePrice(line);
      return sum + (unit - discountedPrice(unit, line.item)) * Math.max(0, Number(line.quantity) || 0);
    }, 0),
  );
}
