import {
  addOnsTotal,
  basePrice,
  cartLineTotal,
  cartLineUnitPrice,
  cartSavings,
  cartSubtotal,
  discountBadge,
  itemTotal,
} from '../pricing';
import type { FoodVariationGroup } from '@storefront/contract';
import { makeItem, makeLine } from './fixtures';

const sizes: FoodVariationGroup[] = [
  {
    name: 'Size',
    type: 'single',
    min: 0,
    max: 0,
    required: 'on',
    values: [
      { label: 'Small', optionPrice: 0 },
      { label: 'Large', optionPrice: '20' },
    ],
  },
];

describe('item total', () => {
  it('is the discounted unit price times quantity plus add-ons', () => {
    const item = makeItem({ discount: 10, discount_type: 'percent' });
    // 100 - 10% = 90; 90 x 3 = 270; add-ons 2 x 5 + 1 x 7 = 17
    expect(itemTotal({ item, unitPrice: 100, quantity: 3, addOns: [{ price: 5, quantity: 2 }, { price: 7, quantity: 1 }] })).toBe(287);
  });

  it('does not discount add-ons', () => {
    const item = makeItem({ discount: 50, discount_type: 'percent' });
    expect(itemTotal({ item, unitPrice: 10, quantity: 1, addOns: [{ price: 10, quantity: 1 }] })).toBe(15);
  });

  it('applies an amount discount and never goes below zero', () => {
    expect(itemTotal({ item: makeItem({ discount: 15, discount_type: 'amount' }), unitPrice: 100, quantity: 2 })).toBe(170);
    expect(itemTotal({ item: makeItem({ discount: 150, discount_type: 'amount' }), unitPrice: 100, quantity: 2 })).toBe(0);
  });

  it('uses the store discount before the item discount', () => {
    const item = makeItem({ discount: 50, discount_type: 'amount', store_discount: 20 });
    expect(itemTotal({ item, unitPrice: 100, quantity: 1 })).toBe(80);
  });

  it('takes the chosen variation price, or adds the food options to the item price', () => {
    const item = makeItem({ price: 100, food_variations: sizes });
    expect(basePrice(item, { variation: { price: 140 } })).toBe(140);
    expect(basePrice(item, { foodSelection: { Size: ['Large'] } })).toBe(120);
    expect(basePrice(item)).toBe(100);
  });

  it('counts add-ons as price times their quantity', () => {
    expect(addOnsTotal([{ price: 1.1, quantity: 3 }])).toBe(3.3);
    expect(addOnsTotal(undefined)).toBe(0);
  });
});

describe('cart lines', () => {
  const burger = makeItem({
    id: 2,
    price: 100,
    discount: 10,
    discount_type: 'percent',
    module_type: 'food',
    food_variations: sizes,
    add_ons: [
      { id: 31, name: 'Cheese', price: 5 },
      { id: 32, name: 'Bacon', price: 8 },
    ],
  });
  const shirt = makeItem({ id: 3, price: 50, discount: 5, discount_type: 'amount', variations: [{ type: 'M-Red', price: 60, stock: 2 }] });

  const foodLine = makeLine({
    id: 1,
    item: burger,
    quantity: 2,
    variation: [{ name: 'Size', values: { label: ['Large'] } }],
    add_on_ids: [31, 32, 99],
    add_on_qtys: [2, 1, 4],
  });
  const shirtLine = makeLine({ id: 2, item: shirt, quantity: 3, variation: [{ type: 'M-Red' }] });

  it('prices a food line from its variation labels and its add-ons', () => {
    expect(cartLineUnitPrice(foodLine)).toBe(120);
    // (120 - 10%) x 2 = 216; add-ons 5 x 2 + 8 x 1 = 18 (unknown add-on 99 ignored)
    expect(cartLineTotal(foodLine)).toBe(234);
  });

  it('prices a non-food line from its variation type', () => {
    expect(cartLineUnitPrice(shirtLine)).toBe(60);
    expect(cartLineUnitPrice({ ...shirtLine, variation: [{ type: 'M-Red', price: 65 }] })).toBe(65);
    expect(cartLineTotal(shirtLine)).toBe(165);
  });

  it('sums the subtotal and the savings of a cart', () => {
    expect(cartSubtotal([foodLine, shirtLine])).toBe(399);
    // food: 12 x 2 = 24; shirt: 5 x 3 = 15
    expect(cartSavings([foodLine, shirtLine])).toBe(39);
    expect(cartSubtotal([])).toBe(0);
    expect(cartSavings(undefined)).toBe(0);
  });

  it('saves nothing without a discount', () => {
    expect(cartSavings([makeLine({ quantity: 4 })])).toBe(0);
  });
});

describe('discount badge', () => {
  it('shows the percent value when the discount is a percent', () => {
    expect(discountBadge(makeItem({ discount: 15, discount_type: 'percent' }))).toEqual({ type: 'percent', value: 15, text: '15%' });
    expect(discountBadge(makeItem({ discount: 12.5, discount_type: 'percent' }))).toEqual({ type: 'percent', value: 12.5, text: '12.5%' });
  });

  it('shows the store discount first when above 0', () => {
    expect(discountBadge(makeItem({ discount: 30, discount_type: 'amount', store_discount: 10 }))).toEqual({
      type: 'percent',
      value: 10,
      text: '10%',
    });
  });

  it('gives an amount for the caller to format otherwise', () => {
    expect(discountBadge(makeItem({ discount: 30, discount_type: 'amount' }))).toEqual({ type: 'amount', value: 30 });
  });

  it('shows nothing without a discount', () => {
    expect(discountBadge(makeItem())).toBeNull();
  });
});
