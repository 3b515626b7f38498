import type { Item } from '@storefront/contract';
import type { PricedLine } from '@storefront/domain';
import { request } from '@storefront/platform';
import { useState } from 'react';
import { useCart } from '../../cart/api/get-cart';
import { readBuyNow, writeBuyNow, type BuyNowLine } from '../../cart/utils/buy-now';

/** Where the checkout's lines come from (discovery §2 /checkout variants). */
export type CheckoutSource = 'cart' | 'buy_now' | 'campaign' | 'prescription';

export function checkoutSourceOf(page: string | null): CheckoutSource {
  return page === 'buy_now' || page === 'campaign' || page === 'prescription' ? page : 'cart';
}

/** A line the bill prices and the order sends. */
export interface CheckoutLine extends PricedLine {
  item: Item;
  quantity: number;
  variation: unknown[];
  add_on_ids: number[];
  add_on_qtys: number[];
}

export interface CheckoutLines {
  lines: CheckoutLine[];
  /** The Buy Now / Order Now line as stored (sent as the order's `cart`). */
  buyNow: BuyNowLine | null;
  loading: boolean;
  failed: boolean;
  /** Reads the lines again (the cart from the server). */
  refresh: () => Promise<unknown>;
}

/**
 * The cart's lines (page=cart), the one line Buy Now or Order Now handed over
 * in sessionStorage (buy_now, campaign; read once when the page opens, so the
 * line survives a reload but not another Buy Now in this tab changing it
 * under the visitor), or none (prescription).
 */
export function useCheckoutLines(source: CheckoutSource): CheckoutLines {
  const cart = useCart();
  const [buyNow, setBuyNow] = useState(() => (source === 'buy_now' || source === 'campaign' ? readBuyNow() : null));
  if (source === 'cart') {
    const lines = cart.lines.filter((line) => Boolean(line.item)) as CheckoutLine[];
    return {
      lines,
      buyNow: null,
      loading: Boolean(cart.key) && cart.data === undefined && !cart.error,
      failed: Boolean(cart.error) && !cart.data,
      refresh: () => cart.mutate(),
    };
  }
  // a campaign line needs page=campaign, a Buy Now line page=buy_now: a mismatched link shows no lines
  const line = buyNow && buyNow.source === source ? buyNow : null;
  return {
    lines: line ? [{ ...line, variation: line.variation, add_on_ids: line.add_on_ids, add_on_qtys: line.add_on_qtys }] : [],
    buyNow: line,
    loading: false,
    failed: false,
    // the item as the server has it now (its price may have changed since Buy Now), kept for a reload
    refresh: async () => {
      if (!line) return;
      const item = await request<Item>(`items/details/${line.item.id}`, { query: { campaign: line.source === 'campaign' } });
      const fresh = { ...line, item };
      writeBuyNow(fresh);
      setBuyNow(fresh);
    },
  };
}
