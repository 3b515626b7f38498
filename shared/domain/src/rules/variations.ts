import type { FoodVariationGroup } from '@storefront/contract';

// Item options (spec: shopping-core §3, §5). Messages are the spec's English
// texts with their values, so the storefront shows them with t(message, vars)
// and the API sends formatRuleMessage(...) of the same rule.

export interface RuleMessage {
  message: string;
  vars: Record<string, string | number>;
}

export const VARIATION_REQUIRED_MESSAGE = 'Variation {name} can not remain without selection';
export const VARIATION_RANGE_MESSAGE = 'Selected variation named {name} must be in between Minimum {min} and Maximum {max}';
export const VARIATION_RANGE_HINT = 'This Variation needs to be selected in between minimum {min} and Maximum {max} items.';
export const VARIATION_OUT_OF_STOCK_MESSAGE = 'This variation is out of stock. Choose another variation to proceed further.';

/** The message with its {placeholders} filled, for callers that send text (the API). */
export function formatRuleMessage({ message, vars }: RuleMessage): string {
  return message.replace(/\{(\w+)\}/g, (placeholder, name: string) => (name in vars ? String(vars[name]) : placeholder));
}

/** Selected labels per food variation group, keyed by the group's name. */
export type FoodSelection = Record<string, readonly string[]>;

/** A food variation group as the rules read it (the contract's, or the API's row). */
export type VariationGroup = Pick<FoodVariationGroup, 'name' | 'type' | 'min' | 'max' | 'required'> & {
  values: readonly { label: string; optionPrice: number | string }[];
};

/** The spec's "required (on means required)"; a boolean true, which some platform versions send, means the same. */
export function isRequiredGroup(group: Pick<FoodVariationGroup, 'required'>): boolean {
  return group.required === 'on' || group.required === true;
}

/**
 * min and max parsed as integers. A missing min is 0; a missing (or 0) max is
 * the number of values, since a multi group whose max is 0 could never be
 * chosen from (the platform stores 0 for "no maximum").
 */
export function groupLimits(group: Pick<VariationGroup, 'min' | 'max' | 'values'>): { min: number; max: number } {
  const min = Number.parseInt(String(group.min), 10);
  const max = Number.parseInt(String(group.max), 10);
  return {
    min: Number.isNaN(min) ? 0 : min,
    max: Number.isNaN(max) || max <= 0 ? (group.values?.length ?? 0) : max,
  };
}

function selectedIn(group: VariationGroup, selection: FoodSelection): string[] {
  const labels = new Set((group.values ?? []).map((value) => value.label));
  return (selection[group.name] ?? []).filter((label) => labels.has(label));
}

/**
 * One group's rule: a required group needs a selection; a multi group (required,
 * or optional with some selections) needs a count between min and max inclusive;
 * a single group holds at most one choice.
 */
export function validateVariationGroup(group: VariationGroup, selection: FoodSelection): RuleMessage | null {
  const count = selectedIn(group, selection).length;
  if (isRequiredGroup(group) && count === 0) {
    return { message: VARIATION_REQUIRED_MESSAGE, vars: { name: group.name } };
  }
  if (count === 0) return null;
  if (group.type === 'multi') {
    const { min, max } = groupLimits(group);
    return count < min || count > max ? { message: VARIATION_RANGE_MESSAGE, vars: { name: group.name, min, max } } : null;
  }
  return count > 1 ? { message: VARIATION_RANGE_MESSAGE, vars: { name: group.name, min: 1, max: 1 } } : null;
}

/** The first broken group in the item's order (the warning toasted before add or buy), or null when all pass. */
export function firstVariationIssue(groups: readonly VariationGroup[] | null | undefined, selection: FoodSelection): RuleMessage | null {
  for (const group of groups ?? []) {
    const issue = validateVariationGroup(group, selection);
    if (issue) return issue;
  }
  return null;
}

/** A chosen variation (or food value) with stock 0 blocks add, buy and update; an absent stock is not tracked. */
export function variationStockIssue(variation: { stock?: number | null } | null | undefined): RuleMessage | null {
  if (variation && variation.stock !== undefined && variation.stock !== null && Number(variation.stock) <= 0) {
    return { message: VARIATION_OUT_OF_STOCK_MESSAGE, vars: {} };
  }
  return null;
}

/** A cart line's food variation (`[{name, values:{label}}]`) as a selection. */
export function selectionFromCartVariation(variation: readonly unknown[] | null | undefined): FoodSelection {
  const selection: Record<string, string[]> = {};
  for (const entry of variation ?? []) {
    if (!entry || typeof entry !== 'object') continue;
    const { name, values } = entry as { name?: unknown; values?: { label?: unknown } };
    if (typeof name !== 'string' || !Array.isArray(values?.label)) continue;
    selection[name] = values.label.map(String);
  }
  return selection;
}

/** Sum of the chosen values' optionPrice (added to the item's price). */
export function foodVariationPrice(groups: readonly VariationGroup[] | null | undefined, selection: FoodSelection): number {
  let total = 0;
  for (const group of groups ?? []) {
    const chosen = new Set(selectedIn(group, selection));
    for (const value of group.values ?? []) {
      if (chosen.has(value.label)) total += Number(value.optionPrice) || 0;
    }
  }
  return total;
}
