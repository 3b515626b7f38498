import {
  chosenVariation,
  isOutOfStock,
  lineStock,
  cartErrorReason,
  checkCartStore,
  checkIncrease,
  checkQuantity,
  decreaseQuantity,
  findCartLine,
  variationKey,
  type CartRuleResult,
  type QuantityCheckInput,
  type StoreOfLine,
} from '../cart-rules.ts';

describe('one store per cart', () => {
  it.each<[string, StoreOfLine[] | null, CartRuleResult]>([
    ['an empty cart takes any store', [], { ok: true }],
    ['no cart at all takes any store', null, { ok: true }],
    ['lines of the same store (on the item)', [{ item: { store_id: 7 } }, { item: { store_id: 7 } }], { ok: true }],
    ['lines of the same store (on the line, as the API holds them)', [{ store_id: 7 }], { ok: true }],
    ['one line of another store refuses', [{ store_id: 7 }, { store_id: 8 }], { ok: false, reason: 'other-store' }],
  ])('%s', (_name, lines, expected) => {
    expect(checkCartStore(lines, { store_id: 7 })).toEqual(expected);
  });
});

describe('stock and maximum cart quantity', () => {
  it.each<[string, QuantityCheckInput, CartRuleResult]>([
    ['within stock', { moduleType: 'grocery', stock: 5, quantity: 5 }, { ok: true }],
    ['above stock', { moduleType: 'grocery', stock: 5, quantity: 6 }, { ok: false, reason: 'Out of Stock' }],
    ['no stock at all', { moduleType: 'pharmacy', stock: 0, quantity: 1 }, { ok: false, reason: 'Out of Stock' }],
    ['untracked stock', { moduleType: 'grocery', stock: null, quantity: 99 }, { ok: true }],
    ['food tracks no stock', { moduleType: 'food', stock: 0, quantity: 3 }, { ok: true }],
    ['at the maximum', { moduleType: 'grocery', maximumCartQuantity: 3, quantity: 3 }, { ok: true }],
    ['above the maximum refuses', { moduleType: 'grocery', maximumCartQuantity: 3, quantity: 4 }, { ok: false, reason: 'Out of Limits' }],
    [
      'above the maximum in food only warns',
      { moduleType: 'food', maximumCartQuantity: 3, quantity: 4 },
      { ok: false, reason: 'Out of Limits', warnOnly: true },
    ],
    ['a maximum of 0 is no limit', { moduleType: 'grocery', maximumCartQuantity: 0, quantity: 40 }, { ok: true }],
    [
      'stock is checked before the limit',
      { moduleType: 'grocery', stock: 1, maximumCartQuantity: 1, quantity: 2 },
      { ok: false, reason: 'Out of Stock' },
    ],
  ])('%s', (_name, input, expected) => {
    expect(checkQuantity(input)).toEqual(expected);
  });

  it('plus checks the quantity one above the current one', () => {
    expect(checkIncrease({ moduleType: 'grocery', stock: 3, currentQuantity: 2 })).toEqual({ ok: true });
    expect(checkIncrease({ moduleType: 'grocery', stock: 3, currentQuantity: 3 })).toEqual({ ok: false, reason: 'Out of Stock' });
  });
});

describe('minus', () => {
  it.each([
    [5, { action: 'update', quantity: 4 }],
    [2, { action: 'update', quantity: 1 }],
    [1, { action: 'delete' }],
    [0, { action: 'delete' }],
    [Number.NaN, { action: 'delete' }],
  ])('at %p', (quantity, expected) => {
    expect(decreaseQuantity(quantity)).toEqual(expected);
  });
});

describe("the API's cart error codes", () => {
  it.each([
    ['cart_store', 'other-store'],
    ['stock', 'Out of Stock'],
    ['cart_item_limit', 'Out of Limits'],
    ['variation', undefined],
    [undefined, undefined],
  ])('%p is %p', (code, reason) => {
    expect(cartErrorReason(code)).toBe(reason);
  });
});

describe('the same variation', () => {
  it.each<[string, unknown[] | null, string]>([
    ['no variation', [], ''],
    ['absent', null, ''],
    ['a type, spaces removed', [{ type: 'Small - Red', price: 5, stock: 2 }], 'Small-Red'],
    [
      'food groups and labels sorted',
      [
        { name: 'Toppings', values: { label: ['Olives', 'Corn'] } },
        { name: 'Size', values: { label: ['Large'] } },
      ],
      'Size=Large;Toppings=Corn|Olives',
    ],
    ['an empty group is no choice', [{ name: 'Size', values: { label: [] } }], ''],
    ['odd entries are skipped', [null, 3, { name: 'Size' }], ''],
  ])('%s', (_name, variation, key) => {
    expect(variationKey(variation)).toBe(key);
  });

  it('finds the line of the same item with the same variation, whatever the order', () => {
    const lines = [
      { id: 1, item_id: 4, variation: [{ name: 'Toppings', values: { label: ['Corn', 'Olives'] } }] },
      { id: 2, item: { id: 5 }, variation: [] },
    ];
    expect(findCartLine(lines, { id: 4 }, [{ name: 'Toppings', values: { label: ['Olives', 'Corn'] } }])?.id).toBe(1);
    expect(findCartLine(lines, { id: 4 }, [{ name: 'Toppings', values: { label: ['Corn'] } }])).toBeUndefined();
    expect(findCartLine(lines, { id: 5 }, [])?.id).toBe(2);
    expect(findCartLine(null, { id: 5 })).toBeUndefined();
  });
});

describe('stock of an item and of a cart line', () => {
  it('an item with no stock left is out of stock outside the food module only', () => {
    expect(isOutOfStock('pharmacy', 0)).toBe(true);
    expect(isOutOfStock('grocery', 1)).toBe(false);
    expect(isOutOfStock('food', 0)).toBe(false);
    expect(isOutOfStock('grocery', undefined)).toBe(false);
  });

  it('a line is limited by its chosen variation, found by type, else by the item', () => {
    const item = {
      stock: 9,
      variations: [
        { type: 'Red-XL', stock: 2 },
        { type: 'Blue-S', stock: 0 },
      ],
    };
    expect(chosenVariation([{ type: 'Blue-S' }], item.variations)).toEqual({ type: 'Blue-S', stock: 0 });
    expect(lineStock([{ type: 'Red-XL', price: 5 }], item)).toBe(2);
    expect(lineStock([{ type: 'Blue-S' }], item)).toBe(0);
    expect(lineStock([{ type: 'Gone' }], item)).toBe(9);
    expect(lineStock([], item)).toBe(9);
    expect(lineStock(null, null)).toBeUndefined();
  });
});
