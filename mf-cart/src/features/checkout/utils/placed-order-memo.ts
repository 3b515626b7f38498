/**
 * What the order-placed page needs after the payment page sent the browser
 * away and back: whether the zone took cash on delivery for this order (the
 * failed-payment prompt offers the switch only then) and the guest's phone.
 * Kept for this tab only.
 */
export const PLACED_ORDER_KEY = 'storefront.placed-order';

export interface PlacedOrderMemo {
  orderId: number;
  cashOnDeliveryAllowed: boolean;
  contactNumber: string | null;
}

export function rememberPlacedOrder(memo: PlacedOrderMemo): void {
  try {
    window.sessionStorage.setItem(PLACED_ORDER_KEY, JSON.stringify(memo));
  } catch {
    // storage unavailable: the page falls back to the config
  }
}

/** The memo of `orderId`, or null when this tab placed another order (or none). */
export function recallPlacedOrder(orderId: number | null): PlacedOrderMemo | null {
  if (orderId === null) return null;
  try {
    const memo = JSON.parse(window.sessionStorage.getItem(PLACED_ORDER_KEY) ?? 'null') as Partial<PlacedOrderMemo> | null;
    if (!memo || memo.orderId !== orderId) return null;
    return {
      orderId,
      cashOnDeliveryAllowed: memo.cashOnDeliveryAllowed === true,
      contactNumber: typeof memo.contactNumber === 'string' ? memo.contactNumber : null,
    };
  } catch {
    return null;
  }
}
