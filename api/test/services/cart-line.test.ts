import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import {
  checkQuantity, chooseAddOns, messages, parseSelection, priceLine, storedVariation, validateSelection, variationKey, type CartItem,
} from '../../src/domain/cart-rules.js'
import { HttpError } from '../../src/errors.js'

const pizza: CartItem = {
  name: 'Margherita', module_type: 'food', price: 10, discount: 0, discount_type: 'percent', store_discount: 0, stock: 1000,
  maximum_cart_quantity: null, variations: [], choice_options: [],
  food_variations: [
    { name: 'Size', type: 'single', min: 0, max: 0, required: 'on', values: [{ label: 'Small', optionPrice: 0 }, { label: 'Large', optionPrice: 4 }] },
    { name: 'Toppings', type: 'multi', min: '1', max: '2', required: 'off', values: [{ label: 'Olives', optionPrice: 1 }, { label: 'Basil', optionPrice: 0.5 }, { label: 'Ham', optionPrice: 2, stock: 0 }] },
  ],
  add_ons: [{ id: 7, name: 'Dip', price: 0.75 }],
}

const shirt: CartItem = {
  ...pizza, module_type: 'ecommerce', food_variations: [], price: 20, stock: 10, maximum_cart_quantity: 3,
  choice_options: [{ title: 'Size' }],
  variations: [{ type: 'S', price: 20, stock: 5 }, { type: 'M', price: 22, stock: 0 }],
}

const refusal = (fn: () => unknown, status: number, message: string | RegExp) =>
  assert.throws(fn, (error: unknown) => error instanceof HttpError && error.statusCode === status &&
    (typeof message === 'string' ? error.message === message : message.test(error.message)))

describe('cart rules', () => {
  test('a required group needs a choice, with the spec message', () => {
    refusal(() => validateSelection(pizza, parseSelection(pizza, []), 1), 422, messages.required('Size'))
  })

  test('single groups take one choice, multi groups between min and max', () => {
    const two = parseSelection(pizza, [{ name: 'Size', values: { label: ['Small', 'Large'] } }])
    refusal(() => validateSelection(pizza, two, 1), 422, 'Selected variation named Size must be in between Minimum 1 and Maximum 1')
    const three = parseSelection(pizza, [{ name: 'Size', values: ['Small'] }, { name: 'Toppings', values: ['Olives', 'Basil', 'Ham'] }])
    refusal(() => validateSelection(pizza, three, 1), 403, messages.variationOutOfStock)
    const many = parseSelection(pizza, [{ name: 'Size', values: ['Small'] }, { name: 'Toppings', values: [{ label: 'Olives' }, { label: 'Basil' }, { label: 'Olives' }] }])
    assert.equal(validateSelection(pizza, many, 1), null) // duplicates collapse to two
  })

  test('an optional multi group may stay empty', () => {
    assert.equal(validateSelection(pizza, parseSelection(pizza, [{ name: 'Size', values: { label: ['Large'] } }]), 1), null)
  })

  test('food price: item + options, discount, then add-ons once per line', () => {
    const selection = parseSelection(pizza, [{ name: 'Size', values: { label: ['Large'] } }, { name: 'Toppings', values: { label: ['Olives'] } }])
    const addOns = chooseAddOns(pizza, [7], [2])
    assert.deepEqual(priceLine(pizza, selection, null, addOns, 3), { unitPrice: 15, linePrice: 46.5, addOnsTotal: 1.5 })
    const discounted = { ...pizza, discount: 10 }
    assert.equal(priceLine(discounted, selection, null, [], 1).unitPrice, 13.5)
    const storeWins = { ...pizza, discount: 50, store_discount: 20 }
    assert.equal(priceLine(storeWins, selection, null, [], 1).unitPrice, 12)
    const amount = { ...pizza, discount: 100, discount_type: 'amount' }
    assert.equal(priceLine(amount, selection, null, [], 1).unitPrice, 0)
  })

  test('non-food: the chosen variation sets the price and its stock is checked', () => {
    refusal(() => validateSelection(shirt, parseSelection(shirt, []), 1), 422, messages.required('Size'))
    refusal(() => validateSelection(shirt, parseSelection(shirt, [{ type: 'M' }]), 1), 403, messages.variationOutOfStock)
    refusal(() => validateSelection(shirt, parseSelection(shirt, [{ type: 'XL' }]), 1), 422, /does not exist/)
    refusal(() => validateSelection(shirt, parseSelection(shirt, [{ type: 'S' }]), 6), 403, messages.outOfStock)
    const selection = parseSelection(shirt, [{ type: 'S' }])
    const variant = validateSelection(shirt, selection, 2)
    assert.deepEqual(storedVariation(selection, variant), [{ type: 'S', price: 20, stock: 5 }])
    assert.equal(priceLine(shirt, selection, variant, [], 2).linePrice, 40)
  })

  test('stock applies outside food, the cart limit everywhere', () => {
    refusal(() => checkQuantity(shirt, 4), 403, messages.outOfLimits)
    refusal(() => checkQuantity({ ...shirt, maximum_cart_quantity: null }, 11), 403, messages.outOfStock)
    assert.doesNotThrow(() => checkQuantity({ ...pizza, stock: 0 }, 5))
    refusal(() => checkQuantity({ ...pizza, maximum_cart_quantity: 2 }, 3), 403, messages.outOfLimits)
  })

  test('add-ons must belong to the item; the variation key ignores order', () => {
    refusal(() => chooseAddOns(pizza, [8]), 422, /Add-on 8/)
    const a = parseSelection(pizza, [{ name: 'Toppings', values: ['Basil', 'Olives'] }, { name: 'Size', values: ['Large'] }])
    const b = parseSelection(pizza, [{ name: 'Size', values: ['Large'] }, { name: 'Toppings', values: ['Olives', 'Basil'] }])
    assert.equal(variationKey(a), variationKey(b))
  })
})
