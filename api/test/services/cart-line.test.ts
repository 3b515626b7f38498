import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { HttpError } from '../../src/errors.js'
import { buildCartLine, type CartItem, type LineInput } from '../../src/services/cart-line.js'

// The rules themselves are @storefront/domain's and tested there (and priced
// through the API in routes/cart-prices.test.ts); this covers what the API
// adds: reading the payload, and which error each broken rule becomes.

const pizza: CartItem = {
  module_type: 'food',
  price: 10,
  discount: 0,
  discount_type: 'percent',
  store_discount: 0,
  stock: 0,
  maximum_cart_quantity: 2,
  variations: [],
  choice_options: [],
  food_variations: [
    {
      name: 'Size',
      type: 'single',
      min: 0,
      max: 0,
      required: 'on',
      values: [
        { label: 'Small', optionPrice: 0 },
        { label: 'Large', optionPrice: 4 },
      ],
    },
    {
      name: 'Toppings',
      type: 'multi',
      min: '1',
      max: '2',
      required: 'off',
      values: [
        { label: 'Olives', optionPrice: 1 },
        { label: 'Basil', optionPrice: 0.5 },
        { label: 'Ham', optionPrice: 2, stock: 0 },
      ],
    },
  ],
  add_ons: [{ id: 7, price: 0.75 }],
}

const shirt: CartItem = {
  ...pizza,
  module_type: 'ecommerce',
  food_variations: [],
  price: 20,
  stock: 10,
  maximum_cart_quantity: 3,
  choice_options: [{ title: 'Size' }],
  variations: [
    { type: 'S', price: 20, stock: 5 },
    { type: 'M', price: 22, stock: 0 },
  ],
  add_ons: [],
}

const size = (label: string) => ({ name: 'Size', values: { label: [label] } })

describe('a cart line from a request', () => {
  const refusals: [string, CartItem, LineInput, number, string, string | RegExp][] = [
    [
      'a required food group left empty',
      pizza,
      { quantity: 1, variation: [] },
      422,
      'variation',
      'Variation Size can not remain without selection',
    ],
    [
      'two choices in a single group',
      pizza,
      { quantity: 1, variation: [{ name: 'Size', values: { label: ['Small', 'Large'] } }] },
      422,
      'variation',
      'Selected variation named Size must be in between Minimum 1 and Maximum 1',
    ],
    [
      'a food value out of stock',
      pizza,
      { quantity: 1, variation: [size('Small'), { name: 'Toppings', values: ['Ham'] }] },
      403,
      'variation_stock',
      'This variation is out of stock. Choose another variation to proceed further.',
    ],
    [
      'a group the item lacks',
      pizza,
      { quantity: 1, variation: [size('Small'), { name: 'Crust', values: ['Thin'] }] },
      422,
      'variation',
      /Crust does not exist/,
    ],
    ['a label the group lacks', pizza, { quantity: 1, variation: [size('Huge')] }, 422, 'variation', /Option Huge does not exist/],
    [
      "the food module's limit (the storefront only warns; the server refuses)",
      pizza,
      { quantity: 3, variation: [size('Small')] },
      403,
      'cart_item_limit',
      'Out of Limits',
    ],
    ['an add-on the item lacks', pizza, { quantity: 1, variation: [size('Small')], add_on_ids: [8] }, 422, 'add_on', /Add-on 8/],
    ['no variation for an item that has some', shirt, { quantity: 1 }, 422, 'variation', 'Variation Size can not remain without selection'],
    ['a variation out of stock', shirt, { quantity: 1, variation: [{ type: 'M' }] }, 403, 'variation_stock', /out of stock/],
    ['an unknown variation', shirt, { quantity: 1, variation: [{ type: 'XL' }] }, 422, 'variation', /XL does not exist/],
    ["more than the variation's stock", shirt, { quantity: 6, variation: [{ type: 'S' }] }, 403, 'stock', 'Out of Stock'],
    ['above the maximum cart quantity', { ...shirt, variations: [] }, { quantity: 4 }, 403, 'cart_item_limit', 'Out of Limits'],
  ]
  for (const [name, item, input, status, code, message] of refusals) {
    test(`refuses ${name}`, () => {
      assert.throws(
        () => buildCartLine(item, input),
        (error: unknown) =>
          error instanceof HttpError &&
          error.statusCode === status &&
          error.code === code &&
          (typeof message === 'string' ? error.message === message : message.test(error.message)),
      )
    })
  }

  test('food: stores the chosen groups in the platform shape, labels deduplicated, prices them', () => {
    const line = buildCartLine(pizza, {
      quantity: 2,
      variation: [{ name: 'Toppings', values: [{ label: 'Olives' }, { label: 'Basil' }, { label: 'Olives' }] }, size('Large')],
      add_on_ids: [7],
      add_on_qtys: [2],
    })
    assert.deepEqual(line, {
      quantity: 2,
      variation: [{ name: 'Toppings', values: { label: ['Olives', 'Basil'] } }, size('Large')],
      variation_key: 'Size=Large;Toppings=Basil|Olives',
      add_on_ids: [7],
      add_on_qtys: [2],
      unit_price: 15.5,
      price: 32.5,
    })
  })

  test('non-food: stores the variation with its own price and stock, never the price sent', () => {
    const line = buildCartLine(shirt, { quantity: 2, variation: [{ type: 'S', price: 0.01 } as never] })
    assert.deepEqual(line.variation, [{ type: 'S', price: 20, stock: 5 }])
    assert.equal(line.variation_key, 'S')
    assert.equal(line.price, 40)
  })

  test('an add-on named twice is refused, not merged', () => {
    assert.throws(
      () => buildCartLine(pizza, { quantity: 1, variation: [size('Large')], add_on_ids: [7, 7], add_on_qtys: [2, 5] }),
      (error: HttpError) => error.statusCode === 422 && error.code === 'add_on',
    )
  })

  test('a group sent as two entries of the same name is counted once, with every label', () => {
    assert.throws(
      () => buildCartLine(pizza, { quantity: 1, variation: [size('Small'), size('Large')] }),
      (error: HttpError) => error.statusCode === 422 && /Maximum 1/.test(error.message),
    )
  })

  test('an add-on with quantity 0 is left out', () => {
    const line = buildCartLine(pizza, { quantity: 1, variation: [size('Small')], add_on_ids: [7], add_on_qtys: [0] })
    assert.deepEqual([line.add_on_ids, line.price], [[], 10])
  })
})
