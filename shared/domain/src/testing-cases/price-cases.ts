import type { FoodVariationGroup } from '@storefront/contract';

// One table of cart lines and the price the spec gives each (shopping-core §4:
// "Total = discounted unit price times quantity plus add-ons"; §9: the store's
// discount first when above 0). The domain's unit test prices every case with
// priceCartLine, and the API's test adds every case to a cart on a real
// database and compares what it charges: one table, so the storefront and the
// server cannot drift apart. Expected values are worked out by hand.

export interface PriceCase {
  name: string;
  /** The food module tracks no stock and uses food_variations; grocery uses variations. */
  moduleType: 'food' | 'grocery';
  item: {
    price: number;
    discount: number;
    discount_type: 'percent' | 'amount';
    /** The store's percentage discount (0 for none). */
    store_discount: number;
    variations: { type: string; price: number; stock: number }[];
    food_variations: FoodVariationGroup[];
    /** Ids are the case's own; the API test maps them to the add-ons it creates. */
    add_ons: { id: number; name: string; price: number }[];
  };
  /** The line as the cart add payload sends it. */
  line: { quantity: number; variation: unknown[]; add_on_ids: number[]; add_on_qtys: number[] };
  expected: { unitPrice: number; total: number };
}

const noOptions = { variations: [], food_variations: [], add_ons: [] };
const noChoice = { variation: [], add_on_ids: [], add_on_qtys: [] };

const pizzaGroups: FoodVariationGroup[] = [
  {
    name: 'Size',
    type: 'single',
    min: 0,
    max: 0,
    required: 'on',
    values: [
      { label: 'Small', optionPrice: 0 },
      { label: 'Large', optionPrice: 20 },
    ],
  },
  {
    name: 'Toppings',
    type: 'multi',
    min: 1,
    max: 3,
    required: 'off',
    values: [
      { label: 'Corn', optionPrice: 2.5 },
      { label: 'Olives', optionPrice: '3' },
      { label: 'Onion', optionPrice: 1 },
    ],
  },
];

export const PRICE_CASES: readonly PriceCase[] = [
  {
    name: 'a plain item: price times quantity',
    moduleType: 'grocery',
    item: { price: 100, discount: 0, discount_type: 'percent', store_discount: 0, ...noOptions },
    line: { quantity: 3, ...noChoice },
    expected: { unitPrice: 100, total: 300 },
  },
  {
    name: 'a percent discount applies to the unit price, never to add-ons',
    moduleType: 'food',
    item: {
      price: 100,
      discount: 10,
      discount_type: 'percent',
      store_discount: 0,
      variations: [],
      food_variations: [],
      add_ons: [
        { id: 1, name: 'Cheese', price: 5 },
        { id: 2, name: 'Sauce', price: 7 },
      ],
    },
    // 90 × 3 + 5 × 2 + 7 × 1
    line: { quantity: 3, variation: [], add_on_ids: [1, 2], add_on_qtys: [2, 1] },
    expected: { unitPrice: 90, total: 287 },
  },
  {
    name: 'an amount discount is taken off the unit price',
    moduleType: 'grocery',
    item: { price: 40.5, discount: 15, discount_type: 'amount', store_discount: 0, ...noOptions },
    line: { quantity: 2, ...noChoice },
    expected: { unitPrice: 25.5, total: 51 },
  },
  {
    name: 'an amount discount above the price makes the unit free, the add-ons still count',
    moduleType: 'food',
    item: {
      price: 10,
      discount: 25,
      discount_type: 'amount',
      store_discount: 0,
      variations: [],
      food_variations: [],
      add_ons: [{ id: 1, name: 'Dip', price: 3 }],
    },
    line: { quantity: 2, variation: [], add_on_ids: [1], add_on_qtys: [1] },
    expected: { unitPrice: 0, total: 3 },
  },
  {
    name: "the store's discount takes precedence over the item's",
    moduleType: 'grocery',
    item: { price: 50, discount: 5, discount_type: 'amount', store_discount: 20, ...noOptions },
    line: { quantity: 1, ...noChoice },
    expected: { unitPrice: 40, total: 40 },
  },
  {
    name: 'the chosen variation sets the price (the price sent with it is not read)',
    moduleType: 'grocery',
    item: {
      price: 100,
      discount: 10,
      discount_type: 'percent',
      store_discount: 0,
      variations: [
        { type: 'Small', price: 80, stock: 10 },
        { type: 'Large', price: 120, stock: 10 },
      ],
      food_variations: [],
      add_ons: [],
    },
    line: { quantity: 2, variation: [{ type: 'Large', price: 1 }], add_on_ids: [], add_on_qtys: [] },
    expected: { unitPrice: 108, total: 216 },
  },
  {
    name: 'chosen food values add their optionPrice before the discount',
    moduleType: 'food',
    item: {
      price: 100,
      discount: 10,
      discount_type: 'percent',
      store_discount: 0,
      variations: [],
      food_variations: pizzaGroups,
      add_ons: [{ id: 1, name: 'Garlic dip', price: 1.25 }],
    },
    // (100 + 20 + 2.5 + 3) − 10% = 112.95; × 2 = 225.9; + 1.25 × 3
    line: {
      quantity: 2,
      variation: [
        { name: 'Size', values: { label: ['Large'] } },
        { name: 'Toppings', values: { label: ['Corn', 'Olives'] } },
      ],
      add_on_ids: [1],
      add_on_qtys: [3],
    },
    expected: { unitPrice: 112.95, total: 229.65 },
  },
  {
    name: 'the discounted unit price is rounded to cents before the quantity',
    moduleType: 'grocery',
    item: { price: 9.99, discount: 33, discount_type: 'percent', store_discount: 0, ...noOptions },
    // 9.99 × 0.67 = 6.6933 → 6.69; × 3
    line: { quantity: 3, ...noChoice },
    expected: { unitPrice: 6.69, total: 20.07 },
  },
  {
    name: "the store's discount applies to a food option too",
    moduleType: 'food',
    item: {
      price: 12.4,
      discount: 0,
      discount_type: 'percent',
      store_discount: 15,
      variations: [],
      food_variations: [
        {
          name: 'Spice',
          type: 'single',
          min: 0,
          max: 0,
          required: 'off',
          values: [
            { label: 'Mild', optionPrice: 0 },
            { label: 'Hot', optionPrice: 0.6 },
          ],
        },
      ],
      add_ons: [{ id: 1, name: 'Raita', price: 2 }],
    },
    // (12.4 + 0.6) − 15% = 11.05; × 4 = 44.2; + 2 × 2
    line: { quantity: 4, variation: [{ name: 'Spice', values: { label: ['Hot'] } }], add_on_ids: [1], add_on_qtys: [2] },
    expected: { unitPrice: 11.05, total: 48.2 },
  },
];
