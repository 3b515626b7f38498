import type { Item } from '@storefront/contract';

/** The sessionStorage key the item dialog writes and the checkout reads for `?page=buy_now|campaign`. */
export const BUY_NOW_KEY = 'storefront.buy-now';

/**
 * One line bought without the cart: 'Buy Now' (source buy_now) or a campaign's
 * 'Order Now' (source campaign). The item is the one the dialog showed; the
 * server prices the order again from its own data.
 */
export interface BuyNowLine {
  item: Item;
  quantity: number;
  /** The cart payload's variation: food `[{name, values:{label}}]` or `[{type, price, stock}]`. */
  variation: unknown[];
  add_on_ids: number[];
  add_on_qtys: number[];
  source: 'buy_now' | 'campaign';
}

/** Hands the line to the checkout (this tab only); false when storage is unavailable. */
export function writeBuyNow(line: BuyNowLine): boolean {
  try {
    window.sessionStorage.setItem(BUY_NOW_KEY, JSON.stringify(line));
    return true;
  } catch {
    return false;
  }
}

const isIdList = (value: unknown): value is number[] => Array.isArray(value) && value.every((id) => Number.isInteger(id));

/** The stored line, or null when there is none or it is malformed (a hand-edited storage never crashes the checkout). */
export function readBuyNow(): BuyNowLine | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(window.sessionStorage.getItem(BUY_NOW_KEY) ?? 'null');
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object') return null;
  const line = parsed as Partial<BuyNowLine>;
  const valid =
    Boolean(line.item) &&
    typeof line.item === 'object' &&
    Number.isInteger(line.item?.id) &&
    Number.isInteger(line.quantity) &&
    Number(line.quantity) >= 1 &&
    Array.isArray(line.variation) &&
    isIdList(line.add_on_ids) &&
    isIdList(line.add_on_qtys) &&
    (line.source === 'buy_now' || line.source === 'campaign');
  return valid ? (line as BuyNowLine) : null;
}

export function clearBuyNow(): void {
  try {
    window.sessionStorage.removeItem(BUY_NOW_KEY);
  } catch {
    // storage unavailable: nothing was stored
  }
}
