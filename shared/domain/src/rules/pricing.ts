import { discountedPrice, effectiveDiscount, hasDiscount, roundMoney } from './price';
import type { AddOn, CartLine, Item, ItemVariation } from '@storefront/contract';
import { foodVariationPrice, selectionFromCartVariation, type FoodSelection } from './variations';

// Prices (spec: shopping-core §4 "Total = discounted unit price times quantity
// plus add-ons"; §9 discount badge). The discount applies to the unit price
// (with its variation); add-ons are never discounted.

type DiscountFields = Pick<Item, 'discount' | 'discount_type' | 'store_discount'>;

/** An add-on as it counts in a total: its price and how many. */
export interface ChosenAddOn {
  price: number;
  quantity: number;
}

/**
 * The undiscounted unit price: a chosen (non-food) variation sets the price;
 * chosen food variation values add their optionPrice to the item's price.
 */
export function basePrice(
  item: Pick<Item, 'price' | 'food_variations'>,
  choice: { variation?: Pick<ItemVariation, 'price'> | null; foodSelection?: FoodSelection } = {},
): number {
  if (choice.variation && Number.isFinite(Number(choice.variation.price))) return Number(choice.variation.price);
  const price = Number(item.price) || 0;
  return choice.foodSelection ? price + foodVariationPrice(item.food_variations, choice.foodSelection) : price;
}

export function addOnsTotal(addOns: readonly ChosenAddOn[] | null | undefined): number {
  return roundMoney((addOns ?? []).reduce((sum, addOn) => sum + (Number(addOn.price) || 0) * (Number(addOn.quantity) || 0), 0));
}

export interface ItemTotalInput {
  item: DiscountFields;
  /** The undiscounted unit price (see basePrice). */
  unitPrice: number;
  quantity: number;
  addOns?: readonly ChosenAddOn[];
}

/** Discounted unit price × quantity + add-ons (price × their quantity). */
export function itemTotal({ item, unitPrice, quantity, addOns }: ItemTotalInput): number {
  const count = Math.max(0, Number(quantity) || 0);
  return roundMoney(discountedPrice(unitPrice, item) * count + addOnsTotal(addOns));
}

/** The add-ons of a cart line (add_on_ids with add_on_qtys, priced from the item's add_ons). */
export function cartLineAddOns(line: Pick<CartLine, 'add_on_ids' | 'add_on_qtys' | 'item'>): ChosenAddOn[] {
  const known = new Map<number, AddOn>((line.item?.add_ons ?? []).map((addOn) => [Number(addOn.id), addOn]));
  return (line.add_on_ids ?? []).flatMap((id, index) => {
    const addOn = known.get(Number(id));
    if (!addOn) return [];
    const quantity = Number(line.add_on_qtys?.[index] ?? 1);
    return [{ price: Number(addOn.price) || 0, quantity: Number.isFinite(quantity) ? quantity : 1 }];
  });
}

/**
 * A cart line's undiscounted unit price, read from its variation: a non-food
 * variation `{type, price}` (the price sent, else the item's variation of that
 * type), or food groups whose labels add their optionPrice.
 */
export function cartLineUnitPrice(line: Pick<CartLine, 'variation' | 'item'>): number {
  const item = line.item;
  const typed = (line.variation ?? []).find(
    (entry): entry is { type: string; price?: unknown } =>
      Boolean(entry) && typeof entry === 'object' && typeof (entry as { type?: unknown }).type === 'string',
  );
  if (typed) {
    const sent = Number(typed.price);
    if (typed.price !== undefined && typed.price !== null && Number.isFinite(sent)) return sent;
    const known = item?.variations?.find((variation) => variation.type === typed.type);
    if (known) return Number(known.price) || 0;
  }
  return basePrice(item ?? { price: 0 }, { foodSelection: selectionFromCartVariation(line.variation) });
}

/** A cart line's total by the rule: discounted unit price × quantity + add-ons. */
export function cartLineTotal(line: Pick<CartLine, 'variation' | 'item' | 'quantity' | 'add_on_ids' | 'add_on_qtys'>): number {
  if (!line.item) return 0;
  return itemTotal({
    item: line.item,
    unitPrice: cartLineUnitPrice(line),
    quantity: line.quantity,
    addOns: cartLineAddOns(line),
  });
}

/** The cart's subtotal: the sum of its lines' totals (discounts applied). */
export function cartSubtotal(lines: readonly CartLine[] | null | undefined): number {
  return roundMoney((lines ?? []).reduce((sum, line) => sum + cartLineTotal(line), 0));
}

/** 'You have Saved': the sum of (original − discounted unit price) × quantity. */
export function cartSavings(lines: readonly CartLine[] | null | undefined): number {
  return roundMoney(
    (lines ?? []).reduce((sum, line) => {
      if (!line.item) return sum;
      const unit = cartLineUnitPrice(line);
      return sum + (unit - discountedPrice(unit, line.item)) * Math.max(0, Number(line.quantity) || 0);
    }, 0),
  );
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
