import {
  cartErrorReason,
  checkAdd,
  checkCartStore,
  checkIncrease,
  checkQuantity,
  clampQuantity,
  decreaseDialogQuantity,
  decreaseQuantity,
  findCartLine,
  increaseQuantity,
  mayProceed,
  variationKey,
} from '../cart-rules';
import { makeItem, makeLine } from './fixtures';

describe('one store per cart', () => {
  it('allows adding to an empty cart', () => {
    expect(checkCartStore([], makeItem({ store_id: 3 }))).toEqual({ ok: true });
    expect(checkCartStore(undefined, makeItem())).toEqual({ ok: true });
  });

  it('allows adding when every line is from the same store', () => {
    const cart = [makeLine({ item: makeItem({ id: 1, store_id: 3 }) }), makeLine({ id: 12, item: makeItem({ id: 2, store_id: 3 }) })];
    expect(checkCartStore(cart, makeItem({ id: 9, store_id: 3 }))).toEqual({ ok: true });
  });

  it('refuses an item from another store so the caller can offer to clear the cart', () => {
    const cart = [makeLine({ item: makeItem({ store_id: 3 }) })];
    expect(checkCartStore(cart, makeItem({ store_id: 4 }))).toEqual({ ok: false, reason: 'other-store' });
  });

  it('refuses when only one of several lines is from another store', () => {
    const cart = [makeLine({ item: makeItem({ store_id: 3 }) }), makeLine({ id: 2, item: makeItem({ id: 2, store_id: 5 }) })];
    expect(checkCartStore(cart, makeItem({ store_id: 3 })).ok).toBe(false);
  });
});

describe('stock and maximum cart quantity', () => {
  it('refuses raising a non-food quantity when stock is at most the current quantity', () => {
    expect(checkIncrease({ moduleType: 'grocery', stock: 2, currentQuantity: 2 })).toEqual({ ok: false, reason: 'Out of Stock' });
    expect(checkIncrease({ moduleType: 'pharmacy', stock: 1, currentQuantity: 2 })).toEqual({ ok: false, reason: 'Out of Stock' });
    expect(checkIncrease({ moduleType: 'grocery', stock: 3, currentQuantity: 2 })).toEqual({ ok: true });
  });

  it('refuses adding a non-food item with no stock', () => {
    expect(checkAdd(makeItem({ module_type: 'ecommerce', stock: 0 }))).toEqual({ ok: false, reason: 'Out of Stock' });
    expect(checkAdd(makeItem({ module_type: 'ecommerce', stock: 1 }))).toEqual({ ok: true });
  });

  it('checks the chosen variation stock instead of the item stock', () => {
    expect(checkAdd(makeItem({ stock: 10 }), 1, 0)).toEqual({ ok: false, reason: 'Out of Stock' });
    expect(checkAdd(makeItem({ stock: 0 }), 2, 5)).toEqual({ ok: true });
  });

  it('does not check stock in the food module', () => {
    expect(checkIncrease({ moduleType: 'food', stock: 0, currentQuantity: 4 })).toEqual({ ok: true });
  });

  it('does not refuse when stock is not tracked', () => {
    expect(checkQuantity({ moduleType: 'grocery', stock: undefined, quantity: 50 })).toEqual({ ok: true });
    expect(checkQuantity({ moduleType: 'grocery', stock: null, quantity: 50 })).toEqual({ ok: true });
  });

  it('refuses going past maximum_cart_quantity with Out of Limits', () => {
    expect(checkIncrease({ moduleType: 'grocery', stock: 100, maximumCartQuantity: 3, currentQuantity: 3 })).toEqual({
      ok: false,
      reason: 'Out of Limits',
    });
    expect(checkIncrease({ moduleType: 'grocery', stock: 100, maximumCartQuantity: 3, currentQuantity: 2 })).toEqual({ ok: true });
  });

  it('only warns about the limit in the food module, so the caller still sends', () => {
    const result = checkIncrease({ moduleType: 'food', maximumCartQuantity: 2, currentQuantity: 2 });
    expect(result).toEqual({ ok: false, reason: 'Out of Limits', warnOnly: true });
    expect(mayProceed(result)).toBe(true);
    expect(mayProceed({ ok: false, reason: 'Out of Limits' })).toBe(false);
  });

  it('treats a maximum of 0 or null as no limit', () => {
    expect(checkQuantity({ moduleType: 'grocery', maximumCartQuantity: 0, quantity: 99 })).toEqual({ ok: true });
    expect(checkQuantity({ moduleType: 'grocery', maximumCartQuantity: null, quantity: 99 })).toEqual({ ok: true });
  });

  it('reports stock before the limit when both fail', () => {
    expect(checkQuantity({ moduleType: 'grocery', stock: 1, maximumCartQuantity: 1, quantity: 2 })).toEqual({
      ok: false,
      reason: 'Out of Stock',
    });
  });
});

describe('quantity', () => {
  it('starts at 1 and never goes below 1', () => {
    expect(clampQuantity(undefined)).toBe(1);
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity(-4)).toBe(1);
    expect(clampQuantity(Number.NaN)).toBe(1);
    expect(clampQuantity(3.7)).toBe(3);
    expect(decreaseDialogQuantity(1)).toBe(1);
    expect(decreaseDialogQuantity(3)).toBe(2);
  });

  it('raises by one', () => {
    expect(increaseQuantity(1)).toBe(2);
    expect(increaseQuantity(9)).toBe(10);
  });

  it('turns minus at quantity 1 into a delete of the line', () => {
    expect(decreaseQuantity(1)).toEqual({ action: 'delete' });
    expect(decreaseQuantity(2)).toEqual({ action: 'update', quantity: 1 });
    expect(decreaseQuantity(10)).toEqual({ action: 'update', quantity: 9 });
  });
});

describe('API cart error codes', () => {
  it('map to the rule reasons', () => {
    expect(cartErrorReason('cart_store')).toBe('other-store');
    expect(cartErrorReason('stock')).toBe('Out of Stock');
    expect(cartErrorReason('cart_item_limit')).toBe('Out of Limits');
    expect(cartErrorReason('auth-001')).toBeUndefined();
    expect(cartErrorReason(undefined)).toBeUndefined();
  });
});

describe('findCartLine', () => {
  const pizza = makeItem({ id: 5, module_type: 'food' });
  const large = [{ name: 'Size', values: { label: ['Large'] } }];
  const largeWithCheese = [
    { name: 'Toppings', values: { label: ['Olives', 'Cheese'] } },
    { name: 'Size', values: { label: ['Large'] } },
  ];
  const cart = [
    makeLine({ id: 1, item: pizza, variation: large }),
    makeLine({ id: 2, item: pizza, variation: [{ name: 'Size', values: { label: ['Large'] } }, { name: 'Toppings', values: { label: ['Cheese', 'Olives'] } }] }),
    makeLine({ id: 3, item: makeItem({ id: 6 }), variation: [{ type: 'Small-Red', price: 12, stock: 3 }] }),
    makeLine({ id: 4, item: makeItem({ id: 8 }), variation: [] }),
  ];

  it('finds the line with the same item and the same food variation, whatever the order', () => {
    expect(findCartLine(cart, pizza, large)?.id).toBe(1);
    expect(findCartLine(cart, pizza, largeWithCheese)?.id).toBe(2);
  });

  it('finds nothing for the same item with another variation (Add to cart, not Update)', () => {
    expect(findCartLine(cart, pizza, [{ name: 'Size', values: { label: ['Small'] } }])).toBeUndefined();
    expect(findCartLine(cart, pizza, [])).toBeUndefined();
  });

  it('matches non-food variations by type string', () => {
    expect(findCartLine(cart, { id: 6 }, [{ type: 'Small-Red', price: 12 }])?.id).toBe(3);
    expect(findCartLine(cart, { id: 6 }, [{ type: 'Small-Blue', price: 12 }])).toBeUndefined();
  });

  it('matches a simple item with no variation', () => {
    expect(findCartLine(cart, { id: 8 })?.id).toBe(4);
    expect(findCartLine(cart, { id: 8 }, null)?.id).toBe(4);
    expect(findCartLine(undefined, { id: 8 })).toBeUndefined();
  });

  it('ignores empty food groups and junk entries in the key', () => {
    expect(variationKey([{ name: 'Size', values: { label: [] } }, null, 3])).toBe('');
  });
});
