import type { CartLine, Item, ModuleType } from '@storefront/contract';

// The cart's rules (spec: shopping-core §4 and §5). Pure functions: the caller
// passes what it knows, the rule answers, the caller decides what to show.

export type CartRefusalReason = 'Out of Stock' | 'Out of Limits' | 'other-store';

/**
 * The answer of a cart rule. `warnOnly` means the rule was broken but the
 * caller still proceeds after showing the reason (the food module's limit).
 */
export type CartRuleResult = { ok: true } | { ok: false; reason: CartRefusalReason; warnOnly?: boolean };

const OK: CartRuleResult = { ok: true };

/** Whether the caller may go on: the rule passed, or it only asked for a warning. */
export function mayProceed(result: CartRuleResult): boolean {
  return result.ok || result.warnOnly === true;
}

/** Quantity defaults to 1 and never goes below 1. */
export const DEFAULT_QUANTITY = 1;

/**
 * One store per cart: adding is allowed when the cart is empty or every line's
 * item belongs to the new item's store. Otherwise the caller offers to clear the cart.
 */
export function checkCartStore(cart: readonly CartLine[] | null | undefined, item: Pick<Item, 'store_id'>): CartRuleResult {
  const lines = cart ?? [];
  if (lines.length === 0) return OK;
  const sameStore = lines.every((line) => line.item?.store_id === item.store_id);
  return sameStore ? OK : { ok: false, reason: 'other-store' };
}

export interface QuantityCheckInput {
  moduleType?: ModuleType | string | null;
  /** Stock of the item, or of the chosen variation when there is one; absent means not tracked. */
  stock?: number | null;
  /** Absent, null or 0 means no limit. */
  maximumCartQuantity?: number | null;
  /** The quantity the caller wants to have in the cart. */
  quantity: number;
}

/**
 * Checks a wanted quantity against stock and the maximum cart quantity.
 * Non-food modules refuse when stock is below the wanted quantity (the spec's
 * "stock is at most the current quantity" when raising by one). A reached
 * maximum refuses, except in the food module, which only warns and still sends.
 */
export function checkQuantity({ moduleType, stock, maximumCartQuantity, quantity }: QuantityCheckInput): CartRuleResult {
  const isFood = moduleType === 'food';
  if (!isFood && stock !== undefined && stock !== null && Number.isFinite(Number(stock)) && Number(stock) < quantity) {
    return { ok: false, reason: 'Out of Stock' };
  }
  const limit = Number(maximumCartQuantity);
  if (Number.isFinite(limit) && limit > 0 && quantity > limit) {
    return isFood ? { ok: false, reason: 'Out of Limits', warnOnly: true } : { ok: false, reason: 'Out of Limits' };
  }
  return OK;
}

/** The check before plus: raising `currentQuantity` by one. */
export function checkIncrease(input: Omit<QuantityCheckInput, 'quantity'> & { currentQuantity: number }): CartRuleResult {
  const { currentQuantity, ...rest } = input;
  return checkQuantity({ ...rest, quantity: currentQuantity + 1 });
}

/** The check before adding an item that is not in the cart yet. */
export function checkAdd(item: Pick<Item, 'stock' | 'maximum_cart_quantity' | 'module_type'>, quantity = DEFAULT_QUANTITY, variationStock?: number | null): CartRuleResult {
  return checkQuantity({
    moduleType: item.module_type,
    stock: variationStock ?? item.stock,
    maximumCartQuantity: item.maximum_cart_quantity,
    quantity,
  });
}

/** A quantity as the UI may hold it: a whole number, at least 1. */
export function clampQuantity(quantity: number | null | undefined): number {
  const value = Math.floor(Number(quantity));
  return Number.isFinite(value) && value >= 1 ? value : DEFAULT_QUANTITY;
}

export function increaseQuantity(quantity: number): number {
  return clampQuantity(quantity) + 1;
}

/** Minus: at quantity 1 it becomes a delete of the line. */
export type DecreaseAction = { action: 'update'; quantity: number } | { action: 'delete' };

export function decreaseQuantity(quantity: number): DecreaseAction {
  const current = clampQuantity(quantity);
  return current <= 1 ? { action: 'delete' } : { action: 'update', quantity: current - 1 };
}

/** In the item dialog (no line to delete) minus stops at 1. */
export function decreaseDialogQuantity(quantity: number): number {
  return Math.max(DEFAULT_QUANTITY, clampQuantity(quantity) - 1);
}

/** The API's cart error codes mapped to the rule reasons (409 `cart_store`, `stock`, `cart_item_limit`). */
export function cartErrorReason(code: string | null | undefined): CartRefusalReason | undefined {
  switch (code) {
    case 'cart_store':
      return 'other-store';
    case 'stock':
      return 'Out of Stock';
    case 'cart_item_limit':
      return 'Out of Limits';
    default:
      return undefined;
  }
}

/**
 * A canonical key for a cart variation, whatever its shape: food groups
 * `[{name, values:{label:[...]}}]` or other modules `[{type, price, stock}]`.
 * Order of groups and labels does not matter.
 */
export function variationKey(variation: readonly unknown[] | null | undefined): string {
  const parts: string[] = [];
  for (const entry of variation ?? []) {
    if (!entry || typeof entry !== 'object') continue;
    const record = entry as Record<string, unknown>;
    if (typeof record.type === 'string') {
      parts.push(`type:${record.type.replace(/\s+/g, '')}`);
      continue;
    }
    if (typeof record.name === 'string') {
      const values = record.values as { label?: unknown } | undefined;
      const labels = Array.isArray(values?.label) ? values.label.map(String) : [];
      if (labels.length === 0) continue; // an empty group is no choice
      parts.push(`group:${record.name}=${[...labels].sort().join('|')}`);
    }
  }
  return parts.sort().join(';');
}

/**
 * The line holding the same item with the same variation, if any: it decides
 * between Add to cart and Update to cart.
 */
export function findCartLine(
  cart: readonly CartLine[] | null | undefined,
  item: Pick<Item, 'id'>,
  variation?: readonly unknown[] | null,
): CartLine | undefined {
  const key = variationKey(variation);
  return (cart ?? []).find((line) => (line.item_id ?? line.item?.id) === item.id && variationKey(line.variation) === key);
}
