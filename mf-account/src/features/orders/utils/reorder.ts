import type { BusEvent, Item, OrderDetail } from '@storefront/contract';
import { ApiError, emit, observe, request } from '@storefront/platform';

/** How long one line may take to reach the cart (the clear-cart confirmation waits for the customer). */
export const REORDER_LINE_TIMEOUT_MS = 30_000;

export interface ReorderResult {
  added: string[];
  /** gone from the catalogue, out of stock, or refused by the cart's rules */
  unavailable: string[];
  /** chosen with options the cart event cannot carry: the item dialog opens for them */
  needsOptions: Item[];
}

const hasOptions = (item: Item) =>
  (item.food_variations?.length ?? 0) > 0 || (item.variations?.length ?? 0) > 0 || (item.choice_options?.length ?? 0) > 0;

/** Whether the item can be ordered now: it exists and, outside food, has stock. */
const inStock = (item: Item) => item.module_type === 'food' || item.stock === undefined || item.stock === null || item.stock > 0;

/** Resolves true once the cart holds the item (`cart/changed`), false on a cart refusal toast or the time-out. */
function waitForCart(itemId: number, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const subscriptions = [
      observe('cart/changed').subscribe((event) => {
        if (event.lines.some((line) => line.item_id === itemId)) done(true);
      }),
      observe('toast').subscribe((event: Extract<BusEvent, { type: 'toast' }>) => {
        if (event.level === 'error') done(false);
      }),
    ];
    const timer = setTimeout(() => done(false), timeoutMs);
    function done(answer: boolean) {
      clearTimeout(timer);
      subscriptions.forEach((subscription) => subscription.unsubscribe());
      resolve(answer);
    }
  });
}

/**
 * Reorder (issue 15 item 5): each line of the order is looked up as it is now; what is gone or out
 * of stock is reported, not silently dropped; the rest goes to the cart one line at a time through
 * `cart/add-item`, which mf-cart answers with its rules (one store, stock, maximum quantity).
 */
export async function reorder(lines: OrderDetail[], timeoutMs = REORDER_LINE_TIMEOUT_MS): Promise<ReorderResult> {
  const result: ReorderResult = { added: [], unavailable: [], needsOptions: [] };
  for (const line of lines) {
    const name = line.item_details.name;
    if (line.item_id === null) {
      result.unavailable.push(name); // a campaign item: its campaign is over or has its own page
      continue;
    }
    let item: Item;
    try {
      item = await request<Item>(`items/details/${line.item_id}`);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        result.unavailable.push(name);
        continue;
      }
      throw error;
    }
    if (!inStock(item)) {
      result.unavailable.push(item.name);
      continue;
    }
    if (hasOptions(item)) {
      result.needsOptions.push(item);
      continue;
    }
    const arrived = waitForCart(item.id, timeoutMs);
    emit({ type: 'cart/add-item', item, quantity: line.quantity });
    if (await arrived) result.added.push(item.name);
    else result.unavailable.push(item.name);
  }
  return result;
}
