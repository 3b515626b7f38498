import type { FoodVariationGroup } from '@storefront/contract';
import {
  defaultChoiceSelection,
  findVariation,
  firstVariationIssue,
  foodVariationPrice,
  groupLimits,
  selectionFromCartVariation,
  selectionFromGroups,
  toCartFoodVariation,
  toggleVariationValue,
  validateFoodVariations,
  validateVariationGroup,
  variationRangeHint,
  variationStockIssue,
  variationTypeOf,
} from '../variations';

const size: FoodVariationGroup = {
  name: 'Size',
  type: 'single',
  min: 0,
  max: 0,
  required: 'on',
  values: [
    { label: 'Small', optionPrice: 0 },
    { label: 'Large', optionPrice: '20' },
  ],
};
const toppings: FoodVariationGroup = {
  name: 'Toppings',
  type: 'multi',
  min: '2',
  max: '3',
  required: 'on',
  values: [
    { label: 'Cheese', optionPrice: 5 },
    { label: 'Olives', optionPrice: '3.5' },
    { label: 'Onion', optionPrice: 2 },
    { label: 'Corn', optionPrice: 1 },
  ],
};
const sauces: FoodVariationGroup = {
  name: 'Sauces',
  type: 'multi',
  min: 1,
  max: 2,
  required: 'off',
  values: [
    { label: 'Ketchup', optionPrice: 0 },
    { label: 'Mayo', optionPrice: 1 },
    { label: 'Chili', optionPrice: 1 },
  ],
};
const crust: FoodVariationGroup = { ...size, name: 'Crust', required: 'off', values: [{ label: 'Thin', optionPrice: 0 }, { label: 'Thick', optionPrice: 4 }] };

describe('food variation groups', () => {
  it('needs a selection in a required group', () => {
    expect(validateVariationGroup(size, {})).toEqual({
      message: 'Variation {name} can not remain without selection',
      vars: { name: 'Size' },
    });
    expect(validateVariationGroup({ ...size, required: true }, { Size: [] })).not.toBeNull();
    expect(validateVariationGroup(size, { Size: ['Large'] })).toBeNull();
  });

  it('ignores labels that the group does not have', () => {
    expect(validateVariationGroup(size, { Size: ['Gigantic'] })?.message).toBe('Variation {name} can not remain without selection');
  });

  it('needs a multi group count between min and max inclusive, parsed as integers', () => {
    const range = {
      message: 'Selected variation named {name} must be in between Minimum {min} and Maximum {max}',
      vars: { name: 'Toppings', min: 2, max: 3 },
    };
    expect(validateVariationGroup(toppings, { Toppings: ['Cheese'] })).toEqual(range);
    expect(validateVariationGroup(toppings, { Toppings: ['Cheese', 'Olives'] })).toBeNull();
    expect(validateVariationGroup(toppings, { Toppings: ['Cheese', 'Olives', 'Onion'] })).toBeNull();
    expect(validateVariationGroup(toppings, { Toppings: ['Cheese', 'Olives', 'Onion', 'Corn'] })).toEqual(range);
    expect(groupLimits({ ...toppings, min: '2.9', max: ' 3 ' })).toEqual({ min: 2, max: 3 });
  });

  it('checks an optional multi group only once something is selected', () => {
    expect(validateVariationGroup(sauces, {})).toBeNull();
    expect(validateVariationGroup(sauces, { Sauces: ['Ketchup', 'Mayo', 'Chili'] })).toEqual({
      message: 'Selected variation named {name} must be in between Minimum {min} and Maximum {max}',
      vars: { name: 'Sauces', min: 1, max: 2 },
    });
    expect(validateVariationGroup(sauces, { Sauces: ['Mayo'] })).toBeNull();
  });

  it('lets an optional single group stay empty but never hold two choices', () => {
    expect(validateVariationGroup(crust, {})).toBeNull();
    expect(validateVariationGroup(crust, { Crust: ['Thin', 'Thick'] })?.vars).toEqual({ name: 'Crust', min: 1, max: 1 });
  });

  it('lists every broken group in order, and the first one for the toast', () => {
    const groups = [size, toppings, sauces];
    expect(validateFoodVariations(groups, { Toppings: ['Cheese'] }).map((issue) => issue.group)).toEqual(['Size', 'Toppings']);
    expect(firstVariationIssue(groups, { Toppings: ['Cheese'] })?.group).toBe('Size');
    expect(firstVariationIssue(groups, { Size: ['Small'], Toppings: ['Cheese', 'Corn'] })).toBeNull();
    expect(firstVariationIssue(undefined, {})).toBeNull();
  });

  it('gives message keys with the values to put in them', () => {
    const fill = (message: string, vars: Record<string, string | number> = {}) =>
      message.replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name]));
    const issue = validateVariationGroup(toppings, { Toppings: ['Cheese'] })!;
    expect(fill(issue.message, issue.vars)).toBe('Selected variation named Toppings must be in between Minimum 2 and Maximum 3');
    const missing = validateVariationGroup(size, {})!;
    expect(fill(missing.message, missing.vars)).toBe('Variation Size can not remain without selection');
  });

  it('hints the range of a multi group', () => {
    expect(variationRangeHint(toppings)).toEqual({
      message: 'This Variation needs to be selected in between minimum {min} and Maximum {max} items.',
      vars: { min: 2, max: 3 },
    });
    expect(variationRangeHint(size)).toBeNull();
  });
});

describe('toggling values', () => {
  it('picks one value in a single group and toggles it off on a second click', () => {
    let selection = toggleVariationValue(size, {}, 'Small');
    expect(selection).toEqual({ Size: ['Small'] });
    selection = toggleVariationValue(size, selection, 'Large');
    expect(selection).toEqual({ Size: ['Large'] });
    selection = toggleVariationValue(size, selection, 'Large');
    expect(selection).toEqual({ Size: [] });
  });

  it('adds and removes in a multi group and refuses going past max', () => {
    let selection = toggleVariationValue(toppings, { Size: ['Small'] }, 'Cheese');
    selection = toggleVariationValue(toppings, selection, 'Olives');
    selection = toggleVariationValue(toppings, selection, 'Onion');
    selection = toggleVariationValue(toppings, selection, 'Corn');
    expect(selection).toEqual({ Size: ['Small'], Toppings: ['Cheese', 'Olives', 'Onion'] });
    selection = toggleVariationValue(toppings, selection, 'Olives');
    expect(selection.Toppings).toEqual(['Cheese', 'Onion']);
  });
});

describe('food variation price and wire shape', () => {
  it('adds the chosen values optionPrice', () => {
    expect(foodVariationPrice([size, toppings], { Size: ['Large'], Toppings: ['Cheese', 'Olives'] })).toBe(28.5);
    expect(foodVariationPrice([size], {})).toBe(0);
  });

  it('round-trips through the cart payload shape', () => {
    const selection = { Size: ['Large'], Toppings: ['Cheese', 'Olives'], Sauces: [] };
    const wire = toCartFoodVariation([size, toppings, sauces], selection);
    expect(wire).toEqual([
      { name: 'Size', values: { label: ['Large'] } },
      { name: 'Toppings', values: { label: ['Cheese', 'Olives'] } },
    ]);
    expect(selectionFromCartVariation(wire)).toEqual({ Size: ['Large'], Toppings: ['Cheese', 'Olives'] });
    expect(selectionFromCartVariation([null, { type: 'S' }, { name: 'X', values: {} }])).toEqual({});
  });

  it('reads the values the server marked isSelected', () => {
    const marked = { ...toppings, values: toppings.values.map((value, index) => ({ ...value, isSelected: index < 2 })) };
    expect(selectionFromGroups([size, marked])).toEqual({ Toppings: ['Cheese', 'Olives'] });
  });
});

describe('older-style choice options', () => {
  const choices = [
    { name: 'choice_1', title: 'Size', options: ['Extra Large', 'Small'] },
    { name: 'choice_2', title: 'Color', options: ['Red', 'Sky Blue'] },
  ];
  const variations = [
    { type: 'ExtraLarge-Red', price: 30, stock: 4 },
    { type: 'Small-SkyBlue', price: 20, stock: 0 },
  ];

  it('match variations by the type string: options joined by "-" without spaces', () => {
    expect(defaultChoiceSelection(choices)).toEqual(['Extra Large', 'Red']);
    expect(variationTypeOf(['Extra Large', 'Red'])).toBe('ExtraLarge-Red');
    expect(findVariation(variations, ['Extra Large', 'Red'])).toEqual(variations[0]);
    expect(findVariation(variations, ['Small', 'Sky Blue'])).toEqual(variations[1]);
    expect(findVariation(variations, ['Small', 'Red'])).toBeUndefined();
    expect(findVariation(undefined, ['Small'])).toBeUndefined();
  });

  it('blocks a variation with stock 0', () => {
    expect(variationStockIssue(variations[1])).toEqual({
      message: 'This variation is out of stock. Choose another variation to proceed further.',
      vars: {},
    });
    expect(variationStockIssue(variations[0])).toBeNull();
    expect(variationStockIssue({})).toBeNull();
    expect(variationStockIssue(undefined)).toBeNull();
  });
});
