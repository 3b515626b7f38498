import type { FoodVariationGroup } from '@storefront/contract';
import {
  firstVariationIssue,
  foodVariationPrice,
  formatRuleMessage,
  groupLimits,
  isRequiredGroup,
  selectionFromCartVariation,
  validateVariationGroup,
  variationStockIssue,
  VARIATION_OUT_OF_STOCK_MESSAGE,
  VARIATION_RANGE_MESSAGE,
  VARIATION_REQUIRED_MESSAGE,
  type FoodSelection,
  type RuleMessage,
} from '../variations.ts';

const values = [
  { label: 'A', optionPrice: 1 },
  { label: 'B', optionPrice: '2.5' },
  { label: 'C', optionPrice: 0 },
];
const single = (required: FoodVariationGroup['required']): FoodVariationGroup => ({
  name: 'Size',
  type: 'single',
  min: 0,
  max: 0,
  required,
  values,
});
const multi = (required: FoodVariationGroup['required'], min: number | string, max: number | string): FoodVariationGroup => ({
  name: 'Toppings',
  type: 'multi',
  min,
  max,
  required,
  values,
});

const required = (name: string): RuleMessage => ({ message: VARIATION_REQUIRED_MESSAGE, vars: { name } });
const range = (name: string, min: number, max: number): RuleMessage => ({ message: VARIATION_RANGE_MESSAGE, vars: { name, min, max } });

describe('required means on (true, which some platform versions send, too)', () => {
  it.each<[FoodVariationGroup['required'], boolean]>([
    ['on', true],
    [true, true],
    ['off', false],
    [false, false],
  ])('%p', (value, expected) => {
    expect(isRequiredGroup({ required: value })).toBe(expected);
  });
});

describe('min and max are integers; a missing or 0 max is the number of values', () => {
  it.each<[number | string, number | string, { min: number; max: number }]>([
    [1, 2, { min: 1, max: 2 }],
    ['1', '2', { min: 1, max: 2 }],
    ['', '', { min: 0, max: 3 }],
    [0, 0, { min: 0, max: 3 }],
  ])('min %p max %p', (min, max, limits) => {
    expect(groupLimits({ min, max, values })).toEqual(limits);
  });
});

describe('a variation group', () => {
  it.each<[string, FoodVariationGroup, string[], RuleMessage | null]>([
    ['a required single group needs a choice', single('on'), [], required('Size')],
    ['a required single group with one choice passes', single('on'), ['A'], null],
    ['a single group holds at most one choice', single('off'), ['A', 'B'], range('Size', 1, 1)],
    ['an optional single group may stay empty', single('off'), [], null],
    ['a required multi group needs a choice', multi('on', 1, 2), [], required('Toppings')],
    ['a multi group within min and max', multi('on', 1, 2), ['A', 'B'], null],
    ['a multi group above max', multi('on', 1, 2), ['A', 'B', 'C'], range('Toppings', 1, 2)],
    ['a multi group below min', multi('on', 2, 3), ['A'], range('Toppings', 2, 3)],
    ['an optional multi group with some choices is checked too', multi('off', 2, 3), ['A'], range('Toppings', 2, 3)],
    ['an optional multi group may stay empty', multi('off', 2, 3), [], null],
    ['labels the group lacks do not count', multi('on', 1, 2), ['Z'], required('Toppings')],
  ])('%s', (_name, group, labels, issue) => {
    expect(validateVariationGroup(group, { [group.name]: labels })).toEqual(issue);
  });

  it('the first broken group in the item’s order is the one to show', () => {
    const groups = [single('on'), multi('on', 1, 2)];
    expect(firstVariationIssue(groups, {})).toEqual(required('Size'));
    expect(firstVariationIssue(groups, { Size: ['A'] })).toEqual(required('Toppings'));
    expect(firstVariationIssue(groups, { Size: ['A'], Toppings: ['B'] })).toBeNull();
    expect(firstVariationIssue(undefined, {})).toBeNull();
  });
});

describe('messages as text (what the API sends)', () => {
  it.each<[RuleMessage, string]>([
    [required('Size'), 'Variation Size can not remain without selection'],
    [range('Toppings', 1, 3), 'Selected variation named Toppings must be in between Minimum 1 and Maximum 3'],
    [{ message: 'Keeps {unknown}', vars: {} }, 'Keeps {unknown}'],
  ])('%p', (rule, text) => {
    expect(formatRuleMessage(rule)).toBe(text);
  });
});

describe('variation stock', () => {
  it.each<[{ stock?: number | null } | null, boolean]>([
    [{ stock: 0 }, true],
    [{ stock: -1 }, true],
    [{ stock: 3 }, false],
    [{ stock: null }, false],
    [{}, false],
    [null, false],
  ])('%p blocks: %p', (variation, blocks) => {
    expect(variationStockIssue(variation)).toEqual(blocks ? { message: VARIATION_OUT_OF_STOCK_MESSAGE, vars: {} } : null);
  });
});

describe('food selection and its price', () => {
  it('reads a cart line’s food variation, skipping other shapes', () => {
    const selection: FoodSelection = selectionFromCartVariation([
      { name: 'Size', values: { label: ['A'] } },
      { type: 'Large' },
      null,
      { name: 'Toppings', values: { label: ['B', 'C'] } },
    ]);
    expect(selection).toEqual({ Size: ['A'], Toppings: ['B', 'C'] });
  });

  it('adds the chosen values’ optionPrice, ignoring labels the group lacks', () => {
    expect(foodVariationPrice([single('on'), multi('off', 1, 3)], { Size: ['A', 'Z'], Toppings: ['B', 'C'] })).toBe(3.5);
    expect(foodVariationPrice(undefined, { Size: ['A'] })).toBe(0);
  });
});
