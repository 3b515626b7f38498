import { roundMoney } from './price.ts';

// Free-delivery progress (spec: shopping-core §9).

export interface FreeDeliveryProgress {
  /** false when the config sets no threshold (null or 0): show no bar. */
  applies: boolean;
  /** cart total / free_delivery_over as a rounded percentage, clamped 0 to 100. */
  percent: number;
  /** What is left to spend ('more for free delivery'); 0 once reached. */
  remaining: number;
  /** At or above the threshold ('You have reduced delivery charge'). */
  reached: boolean;
}

export function freeDeliveryProgress(cartTotal: number, freeDeliveryOver: number | null | undefined): FreeDeliveryProgress {
  const threshold = Number(freeDeliveryOver);
  const total = Number.isFinite(Number(cartTotal)) ? Math.max(0, Number(cartTotal)) : 0;
  if (!Number.isFinite(threshold) || threshold <= 0) return { applies: false, percent: 0, remaining: 0, reached: false };
  const percent = Math.min(100, Math.max(0, Math.round((total / threshold) * 100)));
  const reached = total >= threshold;
  return { applies: true, percent, remaining: reached ? 0 : roundMoney(threshold - total), reached };
}
