import type { ChoiceOption, FoodVariationGroup, ItemVariation } from '@storefront/contract';

// Item options (spec: shopping-core §3, §5). Messages are the spec's English
// texts with their values, so callers show them with t(message, vars).

export interface RuleMessage {
  message: string;
  vars: Record<string, string | number>;
}

export const VARIATION_REQUIRED_MESSAGE = 'Variation {name} can not remain without selection';
export const VARIATION_RANGE_MESSAGE = 'Selected variation named {name} must be in between Minimum {min} and Maximum {max}';
export const VARIATION_RANGE_HINT = 'This Variation needs to be selected in between minimum {min} and Maximum {max} items.';
export const VARIATION_OUT_OF_STOCK_MESSAGE =
  'This variation is out of stock. Choose another variation to proceed further.';

/** Selected labels per food variation group, keyed by the group's name. */
export type FoodSelection = Record<string, readonly string[]>;

/** The wire shape of a food variation in cart calls. */
export interface CartFoodVariation {
  name: string;
  values: { label: string[] };
}

export function isRequiredGroup(group: Pick<FoodVariationGroup, 'required'>): boolean {
  return group.required === true || group.required === 'on';
}

/** min and max are parsed as integers; a missing min is 0, a missing max is the number of values. */
export function groupLimits(group: Pick<FoodVariationGroup, 'min' | 'max' | 'values'>): { min: number; max: number } {
  const min = Number.parseInt(String(group.min), 10);
  const max = Number.parseInt(String(group.max), 10);
  return {
    min: Number.isNaN(min) ? 0 : min,
    max: Number.isNaN(max) ? (group.values?.length ?? 0) : max,
  };
}

function selectedIn(group: FoodVariationGroup, selection: FoodSelection): string[] {
  const labels = new Set((group.values ?? []).map((value) => value.label));
  return (selection[group.name] ?? []).filter((label) => labels.has(label));
}

/**
 * One group's rule: a required group needs a selection; a multi group (required,
 * or optional with some selections) needs a count between min and max inclusive;
 * a single group holds at most one choice.
 */
export function validateVariationGroup(group: FoodVariationGroup, selection: FoodSelection): RuleMessage | null {
  const count = selectedIn(group, selection).length;
  if (isRequiredGroup(group) && count === 0) {
    return { message: VARIATION_REQUIRED_MESSAGE, vars: { name: group.name } };
  }
  if (group.type === 'multi') {
    if (count === 0) return null;
    const { min, max } = groupLimits(group);
    if (count < min || count > max) return { message: VARIATION_RANGE_MESSAGE, vars: { name: group.name, min, max } };
    return null;
  }
  if (count > 1) return { message: VARIATION_RANGE_MESSAGE, vars: { name: group.name, min: 1, max: 1 } };
  return null;
}

export interface VariationIssue extends RuleMessage {
  group: string;
}

/** Every broken group, in the item's order. */
export function validateFoodVariations(
  groups: readonly FoodVariationGroup[] | null | undefined,
  selection: FoodSelection,
): VariationIssue[] {
  const issues: VariationIssue[] = [];
  for (const group of groups ?? []) {
    const issue = validateVariationGroup(group, selection);
    if (issue) issues.push({ ...issue, group: group.name });
  }
  return issues;
}

/** The warning to toast before add or buy, or null when everything passes. */
export function firstVariationIssue(
  groups: readonly FoodVariationGroup[] | null | undefined,
  selection: FoodSelection,
): VariationIssue | null {
  return validateFoodVariations(groups, selection)[0] ?? null;
}

/** The info line under a multi group's title. */
export function variationRangeHint(group: FoodVariationGroup): RuleMessage | null {
  if (group.type !== 'multi') return null;
  const { min, max } = groupLimits(group);
  return { message: VARIATION_RANGE_HINT, vars: { min, max } };
}

/**
 * Clicking a value. Single: picks it, or toggles it off when already chosen.
 * Multi: adds or removes it; an addition beyond max is refused (the selection
 * stays as it was).
 */
export function toggleVariationValue(group: FoodVariationGroup, selection: FoodSelection, label: string): FoodSelection {
  const current = selectedIn(group, selection);
  const chosen = current.includes(label);
  let next: string[];
  if (group.type === 'single') next = chosen ? [] : [label];
  else if (chosen) next = current.filter((value) => value !== label);
  else if (current.length >= groupLimits(group).max) next = current;
  else next = [...current, label];
  return { ...selection, [group.name]: next };
}

/** The values marked isSelected by the server (a cart line's item) as a selection. */
export function selectionFromGroups(groups: readonly FoodVariationGroup[] | null | undefined): FoodSelection {
  const selection: Record<string, string[]> = {};
  for (const group of groups ?? []) {
    const labels = (group.values ?? []).filter((value) => value.isSelected).map((value) => value.label);
    if (labels.length > 0) selection[group.name] = labels;
  }
  return selection;
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

/** The selection in the cart payload's shape; groups without a choice are left out. */
export function toCartFoodVariation(
  groups: readonly FoodVariationGroup[] | null | undefined,
  selection: FoodSelection,
): CartFoodVariation[] {
  return (groups ?? [])
    .map((group) => ({ name: group.name, values: { label: selectedIn(group, selection) } }))
    .filter((entry) => entry.values.label.length > 0);
}

/** Sum of the chosen values' optionPrice (added to the item's price). */
export function foodVariationPrice(groups: readonly FoodVariationGroup[] | null | undefined, selection: FoodSelection): number {
  let total = 0;
  for (const group of groups ?? []) {
    const chosen = new Set(selectedIn(group, selection));
    for (const value of group.values ?? []) {
      if (chosen.has(value.label)) total += Number(value.optionPrice) || 0;
    }
  }
  return total;
}

// Older-style options (non-food modules): choice_options [{title, options}]
// select one option each; the variation is the one whose type string is the
// chosen options joined by '-' with spaces removed (e.g. 'Small-Red').

function compact(value: string): string {
  return value.replace(/\s+/g, '');
}

/** The first option of every choice: what the dialog preselects. */
export function defaultChoiceSelection(choiceOptions: readonly ChoiceOption[] | null | undefined): string[] {
  return (choiceOptions ?? []).map((choice) => choice.options?.[0] ?? '');
}

/** The variation type string for one option per choice, in the choices' order. */
export function variationTypeOf(chosenOptions: readonly string[]): string {
  return chosenOptions.map((option) => compact(option ?? '')).join('-');
}

/** The variation matching the chosen options, if the item has one. */
export function findVariation(
  variations: readonly ItemVariation[] | null | undefined,
  chosenOptions: readonly string[],
): ItemVariation | undefined {
  const type = variationTypeOf(chosenOptions);
  return (variations ?? []).find((variation) => compact(String(variation.type ?? '')) === type);
}

/** A chosen variation with stock 0 blocks add, buy and update. */
export function variationStockIssue(variation: Pick<ItemVariation, 'stock'> | null | undefined): RuleMessage | null {
  if (variation && variation.stock !== undefined && variation.stock !== null && Number(variation.stock) <= 0) {
    return { message: VARIATION_OUT_OF_STOCK_MESSAGE, vars: {} };
  }
  return null;
}
