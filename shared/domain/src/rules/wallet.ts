// Wallet and loyalty point rules (spec: discovery-and-modules §7 Wallet and loyalty):
// the conversion of points into wallet money and the bonus a wallet top-up earns.
// The loyalty page and the API's point-transfer use the same functions.

/** The business's conversion terms (config loyalty_point_exchange_rate, loyalty_point_minimum_point). */
export interface LoyaltyConversion {
  /** Points worth one unit of money. */
  exchangeRate: number;
  /** The fewest points one transfer may convert. */
  minimumPoint: number;
}

export type PointTransferProblem =
  | { code: 'point_invalid' }
  | { code: 'point_below_minimum'; minimum: number }
  | { code: 'point_insufficient'; available: number }
  | { code: 'conversion_off' };

const cents = (amount: number) => Math.round(amount * 100) / 100;

/** The money `points` are worth, to the cent (rounded down, so a transfer never pays more than the rate). */
export function pointsToWallet(points: number, exchangeRate: number): number {
  if (!(exchangeRate > 0) || !(points > 0)) return 0;
  return Math.floor((points * 100) / exchangeRate) / 100;
}

/** Why converting `points` out of a balance of `available` is refused, or null when it is allowed. */
export function pointTransferProblem(points: number, available: number, terms: LoyaltyConversion): PointTransferProblem | null {
  if (!(terms.exchangeRate > 0)) return { code: 'conversion_off' };
  if (!Number.isInteger(points) || points <= 0) return { code: 'point_invalid' };
  if (points < terms.minimumPoint) return { code: 'point_below_minimum', minimum: terms.minimumPoint };
  if (points > available) return { code: 'point_insufficient', available };
  return null;
}

/** A wallet bonus offer (customer/wallet/bonuses). */
export interface WalletBonusTerms {
  bonus_type: 'percentage' | 'amount';
  bonus_amount: number;
  minimum_add_amount: number;
  /** 0 means no cap (percentage bonuses only). */
  maximum_bonus_amount: number;
}

/** The bonus one offer gives a top-up of `amount`: nothing below its minimum; a percentage is capped. */
export function bonusOf(amount: number, offer: WalletBonusTerms): number {
  if (!(amount > 0) || amount < offer.minimum_add_amount) return 0;
  if (offer.bonus_type === 'amount') return cents(offer.bonus_amount);
  const bonus = (amount * offer.bonus_amount) / 100;
  return cents(offer.maximum_bonus_amount > 0 ? Math.min(bonus, offer.maximum_bonus_amount) : bonus);
}

/** The best of the running offers for a top-up of `amount` (a top-up earns one bonus, the largest). */
export function walletBonus(amount: number, offers: readonly WalletBonusTerms[]): number {
  return offers.reduce((best, offer) => Math.max(best, bonusOf(amount, offer)), 0);
}
