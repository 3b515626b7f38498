// Flash sales, campaigns and cashback (spec: discovery-and-modules §3, §9; shopping-core §2 countdown, §9 flash-sale progress).

/** Stock progress of a flash-sale product: sold over stock times 100, whole percent, clamped 0 to 100 (0 without stock). */
export function flashSaleProgress(sold: number | null | undefined, stock: number | null | undefined): number {
  const total = Number(stock) || 0;
  if (total <= 0) return 0;
  const percent = Math.round(((Number(sold) || 0) / total) * 100);
  return Math.min(100, Math.max(0, percent));
}

/** What a countdown shows: whole days, hours, minutes and seconds left, and whether it is over. */
export interface Countdown {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  over: boolean;
}

/** Time left until `end` at `now` (both epoch ms); an unknown end counts as over. */
export function countdown(end: number, now: number): Countdown {
  const left = Math.floor((end - now) / 1000);
  if (!Number.isFinite(left) || left <= 0) return { days: 0, hours: 0, minutes: 0, seconds: 0, over: true };
  return {
    days: Math.floor(left / 86400),
    hours: Math.floor((left % 86400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
    over: false,
  };
}

/**
 * The end of a campaign as epoch ms: its last day (YYYY-MM-DD) at its end time (HH:mm[:ss], default the day's end),
 * in the browser's time zone; NaN when the date is not one.
 */
export function campaignEnd(endDate: string | null | undefined, endTime?: string | null): number {
  const date = /^(\d{4})-(\d{2})-(\d{2})/.exec(endDate ?? '');
  if (!date) return Number.NaN;
  const time = /^(\d{2}):(\d{2})(?::(\d{2}))?/.exec(endTime ?? '') ?? [null, '23', '59', '59'];
  return new Date(+date[1]!, +date[2]! - 1, +date[3]!, +time[1]!, +time[2]!, +(time[3] ?? 0)).getTime();
}

/** A cashback offer as cashback/list sends it. */
export interface CashbackOffer {
  cashback_type: string;
  cashback_amount: number;
  min_purchase: number;
  /** The cap of a percentage cashback; 0 means none. */
  max_discount: number;
}

/** The cashback an order of `amount` earns from an offer: 0 below min_purchase; a percentage is capped by max_discount when above 0. */
export function cashbackFor(amount: number, offer: CashbackOffer): number {
  const total = Number(amount) || 0;
  if (total <= 0 || total < (Number(offer.min_purchase) || 0)) return 0;
  const value = Number(offer.cashback_amount) || 0;
  if (offer.cashback_type !== 'percentage') return Math.round(value * 100) / 100;
  const earned = (total * value) / 100;
  const cap = Number(offer.max_discount) || 0;
  return Math.round((cap > 0 ? Math.min(earned, cap) : earned) * 100) / 100;
}

/** The offer that earns the most on `amount`, or null when none earns anything. */
export function bestCashback<T extends CashbackOffer>(amount: number, offers: readonly T[]): (T & { cashback: number }) | null {
  let best: (T & { cashback: number }) | null = null;
  for (const offer of offers) {
    const cashback = cashbackFor(amount, offer);
    if (cashback > 0 && (!best || cashback > best.cashback)) best = { ...offer, cashback };
  }
  return best;
}
