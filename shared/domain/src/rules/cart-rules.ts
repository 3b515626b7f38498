// The cart's rules (spec: shopping-core §4 and §5). Pure functions: the caller
// passes what it knows, the rule answers, the caller decides what to show (the
// storefront) or which error to send (the API, which is the authority).

export type CartRefusalReason = 'Out of Stock' | 'Out of Limits' | 'other-store';

/**
 * The answer of a cart rule. `warnOnly` means the rule was broken but the
 * storefront still sends the call after showing the reason (the food module's
 * limit); the API refuses either way.
 */
export type CartRuleResult = { ok: true } | { ok: false; reason: CartRefusalReason; warnOnly?: boolean };

const OK: CartRuleResult = { ok: true };

/** A cart line as far as the one-store rule cares: its store, sent on the line or on its item. */
export interface StoreOfLine {
  store_id?: number | null;
  item?: { store_id?: number | null } | null;
}

/**
 * One store per cart: adding is allowed when the cart is empty or every line
 * belongs to the new item's store. Otherwise the storefront offers to clear
 * the cart and the API answers 409 `cart_store`.
 */
export function checkCartStore(lines: readonly StoreOfLine[] | null | undefined, item: { store_id: number }): CartRuleResult {
  const sameStore = (lines ?? []).every((line) => (line.store_id ?? line.item?.store_id) === item.store_id);
  return sameStore ? OK : { ok: false, reason: 'other-store' };
}

export interface QuantityCheckInput {
  moduleType?: string | null;
  /** Stock of the item, or of the chosen variation when there is one; absent means not tracked. */
  stock?: number | null;
  /** Absent, null or 0 means no limit. */
  maximumCartQuantity?: number | null;
  /** The quantity wanted in the cart. */
  quantity: number;
}

/**
 * Checks a wanted quantity against stock and the maximum cart quantity.
 * Non-food modules refuse when stock is below the wanted quantity (the spec's
 * "stock is at most the current quantity" when raising by one); the food
 * module tracks no stock. A maximum above which the quantity goes refuses,
 * except in the food module, which only warns.
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

/** Whether an item can be added at all: no stock left, outside the food module (which tracks none). */
export function isOutOfStock(moduleType: string | null | undefined, stock: number | null | undefined): boolean {
  const check = checkQuantity({ moduleType, stock, quantity: 1 });
  return !check.ok && check.reason === 'Out of Stock';
}

/** A variation of an item other than food: chosen by its type, with its own price and stock. */
export interface TypedVariation {
  type: string;
  stock?: number | null;
}

/** The item's variation a cart line holds (`variation: [{ type }]`), as the item defines it now. */
export function chosenVariation<V extends TypedVariation>(
  lineVariation: readonly unknown[] | null | undefined,
  itemVariations: readonly V[] | null | undefined,
): V | undefined {
  const chosen = (lineVariation ?? []).find(
    (entry): entry is { type: string } => Boolean(entry) && typeof (entry as { type?: unknown }).type === 'string',
  );
  return chosen ? (itemVariations ?? []).find((candidate) => candidate.type === chosen.type) : undefined;
}

/** The stock that limits a cart line: its chosen variation's, else the item's. */
export function lineStock(
  lineVariation: readonly unknown[] | null | undefined,
  item: { stock?: number | null; variations?: readonly TypedVariation[] | null } | null | undefined,
): number | null | undefined {
  return chosenVariation(lineVariation, item?.variations)?.stock ?? item?.stock;
}

/** The check before plus: raising `currentQuantity` by one. */
export function checkIncrease(input: Omit<QuantityCheckInput, 'quantity'> & { currentQuantity: number }): CartRuleResult {
  const { currentQuantity, ...rest } = input;
  return checkQuantity({ ...rest, quantity: currentQuantity + 1 });
}

/** Minus: at quantity 1 it becomes a delete of the line (a quantity never goes below 1). */
export type DecreaseAction = { action: 'update'; quantity: number } | { action: 'delete' };

export function decreaseQuantity(quantity: number): DecreaseAction {
  const current = Math.floor(Number(quantity));
  return Number.isFinite(current) && current > 1 ? { action: 'update', quantity: current - 1 } : { action: 'delete' };
}

/** The API's cart error codes mapped to the rule reasons (409 `cart_store`, 403 `stock`, 403 `cart_item_limit`). */
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

const compact = (value: string) => value.replace(/\s+/g, '');

/**
 * A canonical key for a cart variation, whatever its shape: food groups
 * `[{name, values:{label:[...]}}]` give 'Size=Large;Toppings=Corn|Olives'
 * (groups and labels sorted, empty groups left out), other modules
 * `[{type, price, stock}]` give the type without spaces. The API stores it to
 * find "the same item with the same variation".
 */
export function variationKey(variation: readonly unknown[] | null | undefined): string {
  const groups: string[] = [];
  for (const entry of variation ?? []) {
    if (!entry || typeof entry !== 'object') continue;
    const record = entry as { type?: unknown; name?: unknown; values?: { label?: unknown } };
    if (typeof record.type === 'string') return compact(record.type);
    if (typeof record.name !== 'string' || !Array.isArray(record.values?.label)) continue;
    const labels = record.values.label.map(String);
    if (labels.length > 0) groups.push(`${record.name}=${[...labels].sort().join('|')}`);
  }
  return groups.sort().join(';');
}

/** A cart line as far as "the same item and variation" cares. */
export interface ChoiceOfLine {
  item_id?: number;
  item?: { id?: number } | null;
  variation?: readonly unknown[] | null;
}

/**
 * The line holding the same item with the same variation, if any: the
 * storefront shows Update to cart instead of Add to cart, the API refuses a
 * second line (403 `cart_item`).
 */
export function findCartLine<Line extends ChoiceOfLine>(
  lines: readonly Line[] | null | undefined,
  item: { id: number },
  variation?: readonly unknown[] | null,
): Line | undefined {
  const key = variationKey(variation);
  return (lines ?? []).find((line) => (line.item_id ?? line.item?.id) === item.id && variationKey(line.variation) === key);
}
