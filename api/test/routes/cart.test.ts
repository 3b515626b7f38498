import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { buildTestApp, drivers, json } from '../helper.js'

const GROCERY = 2
const FOOD = 1
const SHOP = 4

/** Items picked from the seed by their properties, so the tests do not depend on ids. */
const orderable = `i.status and s.active and i.available_time_starts = '00:00' and i.available_time_ends = '23:59:59'
  and not exists (select 1 from flash_sale_items fi where fi.item_id = i.id)`
const plain = `${orderable} and i.variations = '[]' and i.food_variations = '[]' and i.maximum_cart_quantity is null
  and i.discount = 0 and not exists (select 1 from store_discounts sd where sd.store_id = i.store_id)`

for (const { driver, skip } of await drivers()) {
  describe(`cart (${driver})`, { skip }, () => {
    let app: FastifyInstance
    let guestA: string
    let guestB: string
    let token: string
    const pick = async (where: string, params: unknown[] = []) => {
      const { rows } = await app.db.query<{
        id: number
        store_id: number
        price: number
        stock: number
        maximum_cart_quantity: number | null
      }>(
        `select i.id, i.store_id, i.price, i.stock, i.maximum_cart_quantity from items i join stores s on s.id = i.store_id
          where ${where} order by i.id limit 1`,
        params,
      )
      assert.ok(rows[0], `no seeded item matches: ${where}`)
      return rows[0]
    }
    const headers = (moduleId: number, bearer?: string) => ({
      moduleid: String(moduleId),
      ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
    })
    const add = (payload: object, moduleId = GROCERY, bearer?: string) =>
      app.inject({ method: 'POST', url: '/api/v1/customer/cart/add', payload, headers: headers(moduleId, bearer) })
    const update = (payload: object, moduleId = GROCERY, bearer?: string) =>
      app.inject({ method: 'POST', url: '/api/v1/customer/cart/update', payload, headers: headers(moduleId, bearer) })
    const list = (query: string, moduleId = GROCERY, bearer?: string) =>
      app.inject({ url: `/api/v1/customer/cart/list${query}`, headers: headers(moduleId, bearer) })
    const clear = (query: string, moduleId = GROCERY, bearer?: string) =>
      app.inject({ method: 'DELETE', url: `/api/v1/customer/cart/remove${query}`, headers: headers(moduleId, bearer) })

    before(async () => {
      app = await buildTestApp(driver)
      guestA = json(await app.inject({ method: 'POST', url: '/api/v1/auth/guest/request' })).guest_id
      guestB = json(await app.inject({ method: 'POST', url: '/api/v1/auth/guest/request' })).guest_id
      token = json(
        await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { phone: '+15550100100', password: 'Demo@1234' } }),
      ).token
    })
    after(async () => {
      await app?.close()
    })

    test('no credentials is a 401; an unknown guest id is a 401', async () => {
      for (const response of [await list(''), await add({ item_id: 1, quantity: 1 }), await clear('')]) {
        assert.equal(response.statusCode, 401)
        assert.equal(json(response).errors[0].code, 'auth-001')
      }
      const unknown = await list(`?guest_id=${'x'.repeat(43)}`)
      assert.equal(unknown.statusCode, 401)
      assert.equal(json(unknown).errors[0].code, 'guest_id')
    })

    test('a guest adds, lists, updates and removes; every answer is the whole cart with server prices', async () => {
      const item = await pick(`i.module_id = ${GROCERY} and i.stock >= 20 and ${plain}`)
      const added = await add({
        guest_id: guestA,
        item_id: item.id,
        model: 'Item',
        quantity: 2,
        price: 0.01,
        variation: [],
        add_on_ids: [],
        add_on_qtys: [],
      })
      assert.equal(added.statusCode, 200, added.body)
      const [line] = json(added)
      assert.equal(line.item_id, item.id)
      assert.equal(line.quantity, 2)
      assert.equal(line.unit_price, item.price)
      assert.equal(line.price, Math.round(item.price * 2 * 100) / 100)
      assert.equal(line.is_guest, true)
      assert.equal(line.user_id, null)
      assert.equal('guest_id' in line, false)
      assert.equal(line.module_id, GROCERY)
      for (const key of [
        'store_id',
        'store_name',
        'stock',
        'maximum_cart_quantity',
        'discount',
        'discount_type',
        'store_discount',
        'food_variations',
        'variations',
        'add_ons',
        'module_type',
        'image_full_url',
        'name',
      ])
        assert.ok(key in line.item, key)

      const listed = json(await list(`?guest_id=${guestA}`))
      assert.deepEqual(
        listed.map((l: { id: number }) => l.id),
        [line.id],
      )

      const updated = json(await update({ cart_id: line.id, guest_id: guestA, quantity: 3, price: 99999 }))
      assert.equal(updated[0].quantity, 3)
      assert.equal(updated[0].price, Math.round(item.price * 3 * 100) / 100)

      const sameAgain = await add({ guest_id: guestA, item_id: item.id, quantity: 1 })
      assert.equal(sameAgain.statusCode, 409)
      assert.equal(json(sameAgain).errors[0].code, 'cart_item')

      const removed = await app.inject({
        method: 'DELETE',
        url: `/api/v1/customer/cart/remove-item?cart_id=${line.id}&guest_id=${guestA}`,
        headers: headers(GROCERY),
      })
      assert.equal(removed.statusCode, 200)
      assert.deepEqual(json(removed), [])
      const again = await app.inject({
        method: 'DELETE',
        url: `/api/v1/customer/cart/remove-item?cart_id=${line.id}&guest_id=${guestA}`,
        headers: headers(GROCERY),
      })
      assert.equal(again.statusCode, 404)
    })

    test('one store per cart: an item of another store is a 409 cart_store until the cart is cleared', async () => {
      const first = await pick(`i.module_id = ${GROCERY} and i.stock >= 5 and ${plain}`)
      const other = await pick(`i.module_id = ${GROCERY} and i.stock >= 5 and i.store_id <> $1 and ${plain}`, [first.store_id])
      assert.equal((await add({ guest_id: guestA, item_id: first.id, quantity: 1 })).statusCode, 200)
      const refused = await add({ guest_id: guestA, item_id: other.id, quantity: 1 })
      assert.equal(refused.statusCode, 409)
      assert.equal(json(refused).errors[0].code, 'cart_store')
      const cleared = await clear(`?guest_id=${guestA}`)
      assert.deepEqual(json(cleared), [])
      assert.equal((await add({ guest_id: guestA, item_id: other.id, quantity: 1 })).statusCode, 200)
      // the same guest's food cart is separate: one store per module
      const food = await pick(`i.module_id = ${FOOD} and ${plain}`)
      assert.equal((await add({ guest_id: guestA, item_id: food.id, quantity: 1 }, FOOD)).statusCode, 200)
      assert.equal(json(await list(`?guest_id=${guestA}`, FOOD)).length, 1)
      await clear(`?guest_id=${guestA}`)
      await clear(`?guest_id=${guestA}`, FOOD)
    })

    test('stock and maximum cart quantity are enforced: "Out of Stock", "Out of Limits"', async () => {
      const empty = await pick(`i.module_id = ${GROCERY} and i.stock = 0 and ${orderable} and i.variations = '[]'`)
      const outOfStock = await add({ guest_id: guestB, item_id: empty.id, quantity: 1 })
      assert.equal(outOfStock.statusCode, 403)
      assert.deepEqual(json(outOfStock), { errors: [{ code: 'stock', message: 'Out of Stock' }] })
      const limited = await pick(
        `i.module_id <> ${FOOD} and i.maximum_cart_quantity is not null and i.stock > i.maximum_cart_quantity + 1 and ${orderable} and i.variations = '[]'`,
      )
      const moduleId = (await app.db.query<{ module_id: number }>('select module_id from items where id = $1', [limited.id])).rows[0]!
        .module_id
      const overLimit = await add({ guest_id: guestB, item_id: limited.id, quantity: limited.maximum_cart_quantity! + 1 }, moduleId)
      assert.equal(overLimit.statusCode, 403)
      assert.deepEqual(json(overLimit), { errors: [{ code: 'cart_item_limit', message: 'Out of Limits' }] })
      const atLimit = await add({ guest_id: guestB, item_id: limited.id, quantity: limited.maximum_cart_quantity! }, moduleId)
      assert.equal(atLimit.statusCode, 200)
      const [line] = json(atLimit)
      const bump = await update({ cart_id: line.id, guest_id: guestB, quantity: limited.maximum_cart_quantity! + 1 }, moduleId)
      assert.equal(bump.statusCode, 403)
      await clear(`?guest_id=${guestB}`, moduleId)
    })

    test('variations: a sold-out variation is refused, the chosen variation sets the price', async () => {
      const { rows } = await app.db.query<{ id: number; variations: { type: string; price: number; stock: number }[] }>(
        `select i.id, i.variations from items i join stores s on s.id = i.store_id
          where i.module_id = ${SHOP} and ${orderable} and i.maximum_cart_quantity is null and i.discount = 0
            and not exists (select 1 from store_discounts sd where sd.store_id = i.store_id)
            and exists (select 1 from jsonb_array_elements(i.variations) v where (v->>'stock')::int = 0)
            and exists (select 1 from jsonb_array_elements(i.variations) v where (v->>'stock')::int >= 2)
          order by i.id limit 1`,
      )
      const item = rows[0]!
      const soldOut = item.variations.find((v) => v.stock === 0)!
      const inStock = item.variations.find((v) => v.stock >= 2)!
      const refused = await add({ guest_id: guestB, item_id: item.id, quantity: 1, variation: [{ type: soldOut.type, price: 0 }] }, SHOP)
      assert.equal(refused.statusCode, 403)
      assert.equal(json(refused).errors[0].message, 'This variation is out of stock. Choose another variation to proceed further.')
      const missing = await add({ guest_id: guestB, item_id: item.id, quantity: 1 }, SHOP)
      assert.equal(missing.statusCode, 422)
      assert.match(json(missing).errors[0].message, /can not remain without selection/)
      const ok = await add(
        { guest_id: guestB, item_id: item.id, quantity: 2, variation: [{ type: inStock.type, price: 0.01, stock: 999 }] },
        SHOP,
      )
      assert.equal(ok.statusCode, 200, ok.body)
      const [line] = json(ok)
      assert.equal(line.unit_price, inStock.price)
      assert.equal(line.price, Math.round(inStock.price * 2 * 100) / 100)
      assert.deepEqual(line.variation, [{ type: inStock.type, price: inStock.price, stock: inStock.stock }])
      await clear(`?guest_id=${guestB}`, SHOP)
    })

    test('food variation groups: required, single and multi min/max with the spec messages; options and add-ons priced', async () => {
      const { rows } = await app.db.query<{ id: number; price: number; add_ons: number[] }>(
        `select i.id, i.price, i.add_ons from items i join stores s on s.id = i.store_id
          where i.module_id = ${FOOD} and ${orderable} and i.maximum_cart_quantity is null and i.discount = 0
            and not exists (select 1 from store_discounts sd where sd.store_id = i.store_id)
            and i.food_variations @> '[{"name":"Toppings"}]' and jsonb_array_length(i.add_ons) > 0
          order by i.id limit 1`,
      )
      const pizza = rows[0]!
      const put = (variation: object[], extra: object = {}) =>
        add({ guest_id: guestB, item_id: pizza.id, quantity: 1, variation, ...extra }, FOOD)

      const noSize = await put([])
      assert.equal(noSize.statusCode, 422)
      assert.equal(json(noSize).errors[0].message, 'Variation Size can not remain without selection')
      const twoSizes = await put([{ name: 'Size', values: { label: ['Small', 'Large'] } }])
      assert.equal(json(twoSizes).errors[0].message, 'Selected variation named Size must be in between Minimum 1 and Maximum 1')
      const tooMany = await put([
        { name: 'Size', values: { label: ['Large'] } },
        { name: 'Toppings', values: { label: ['Olives', 'Mushrooms', 'Jalapenos', 'Extra Basil'] } },
      ])
      assert.equal(tooMany.statusCode, 422)
      assert.equal(json(tooMany).errors[0].message, 'Selected variation named Toppings must be in between Minimum 1 and Maximum 3')
      const unknown = await put([{ name: 'Size', values: { label: ['Gigantic'] } }])
      assert.equal(unknown.statusCode, 422)

      const addOn = pizza.add_ons[0]!
      const ok = await put(
        [
          { name: 'Size', values: { label: ['Large'] } },
          { name: 'Toppings', values: { label: ['Olives', 'Mushrooms'] } },
        ],
        { add_on_ids: [addOn], add_on_qtys: [2], price: 1 },
      )
      assert.equal(ok.statusCode, 200, ok.body)
      const [line] = json(ok)
      const addOnPrice = (await app.db.query<{ price: number }>('select price from add_ons where id = $1', [addOn])).rows[0]!.price
      const unit = Math.round((pizza.price + 6 + 1 + 1) * 100) / 100 // Large +6, Olives +1, Mushrooms +1
      assert.equal(line.unit_price, unit)
      assert.equal(line.price, Math.round((unit + addOnPrice * 2) * 100) / 100)
      assert.deepEqual(line.add_on_ids, [addOn])
      assert.deepEqual(line.add_on_qtys, [2])
      const foreignAddOn = await put([{ name: 'Size', values: { label: ['Small'] } }], { add_on_ids: [999999] })
      assert.equal(foreignAddOn.statusCode, 422)
      await clear(`?guest_id=${guestB}`, FOOD)
    })

    test('discounts are applied by the server: the store discount first, else the item percent or amount', async () => {
      const { rows } = await app.db.query<{ id: number; price: number; discount: number; discount_type: string }>(
        `select i.id, i.price, i.discount, i.discount_type from items i join stores s on s.id = i.store_id
          where i.module_id = ${GROCERY} and ${orderable} and i.variations = '[]' and i.maximum_cart_quantity is null and i.stock >= 2
            and i.discount > 0 and not exists (select 1 from store_discounts sd where sd.store_id = i.store_id)
          order by i.id limit 1`,
      )
      const item = rows[0]!
      const [line] = json(await add({ guest_id: guestB, item_id: item.id, quantity: 2, price: 0 }))
      const off = item.discount_type === 'percent' ? (item.price * item.discount) / 100 : item.discount
      assert.equal(line.unit_price, Math.round((item.price - off) * 100) / 100)
      await clear(`?guest_id=${guestB}`)
      const discounted = await app.db.query<{ id: number; price: number; store_discount: number }>(
        `select i.id, i.price, sd.discount as store_discount from items i join stores s on s.id = i.store_id
           join store_discounts sd on sd.store_id = i.store_id and current_date between sd.start_date and sd.end_date
          where i.module_id = ${GROCERY} and ${orderable} and i.variations = '[]' and i.maximum_cart_quantity is null and i.stock >= 1
          order by i.id limit 1`,
      )
      const storeItem = discounted.rows[0]!
      const [storeLine] = json(await add({ guest_id: guestB, item_id: storeItem.id, quantity: 1 }))
      assert.equal(storeLine.unit_price, Math.round(storeItem.price * (1 - storeItem.store_discount / 100) * 100) / 100)
      await clear(`?guest_id=${guestB}`)
    })

    test("nobody can read or change another owner's cart", async () => {
      const item = await pick(`i.module_id = ${GROCERY} and i.stock >= 5 and ${plain}`)
      const [line] = json(await add({ guest_id: guestA, item_id: item.id, quantity: 1 }))
      // guest B and the customer see their own carts only
      assert.ok(!json(await list(`?guest_id=${guestB}`)).some((l: { id: number }) => l.id === line.id))
      assert.ok(!json(await list('', GROCERY, token)).some((l: { id: number }) => l.id === line.id))
      // and cannot change or delete guest A's line
      assert.equal((await update({ cart_id: line.id, guest_id: guestB, quantity: 5 })).statusCode, 404)
      assert.equal((await update({ cart_id: line.id, quantity: 5 }, GROCERY, token)).statusCode, 404)
      assert.equal(
        (
          await app.inject({
            method: 'DELETE',
            url: `/api/v1/customer/cart/remove-item?cart_id=${line.id}&guest_id=${guestB}`,
            headers: headers(GROCERY),
          })
        ).statusCode,
        404,
      )
      assert.equal(
        (
          await app.inject({
            method: 'POST',
            url: '/api/v1/customer/cart/remove',
            payload: { cart_id: line.id },
            headers: headers(GROCERY, token),
          })
        ).statusCode,
        404,
      )
      await clear(`?guest_id=${guestB}`)
      // guessing ids does not help
      for (const cartId of [line.id + 1, line.id - 1, 1, 2147483647]) {
        assert.ok([404].includes((await update({ cart_id: cartId, guest_id: guestB, quantity: 1 })).statusCode))
      }
      const stillThere = json(await list(`?guest_id=${guestA}`))
      assert.equal(stillThere.find((l: { id: number }) => l.id === line.id).quantity, 1)
      // a bearer token takes precedence: the guest id in the query does not open guest A's cart to the customer
      assert.ok(!json(await list(`?guest_id=${guestA}`, GROCERY, token)).some((l: { id: number }) => l.id === line.id))
      await clear(`?guest_id=${guestA}`)
    })

    test('parallel adds from different stores leave one store in the cart', async () => {
      const guest = json(await app.inject({ method: 'POST', url: '/api/v1/auth/guest/request' })).guest_id
      const { rows } = await app.db.query<{ id: number }>(
        `select distinct on (i.store_id) i.id from items i join stores s on s.id = i.store_id
          where i.module_id = ${GROCERY} and i.stock >= 5 and ${plain} order by i.store_id, i.id limit 6`,
      )
      assert.ok(rows.length >= 3)
      const answers = await Promise.all(rows.map((row) => add({ guest_id: guest, item_id: row.id, quantity: 1 })))
      assert.equal(answers.filter((a) => a.statusCode === 200).length, 1)
      assert.ok(answers.every((a) => a.statusCode === 200 || (a.statusCode === 409 && json(a).errors[0].code === 'cart_store')))
      const stores = new Set(json(await list(`?guest_id=${guest}`)).map((l: { store_id: number }) => l.store_id))
      assert.equal(stores.size, 1)
    })

    test('POST customer/cart/remove removes one line by cart_id', async () => {
      const item = await pick(`i.module_id = ${GROCERY} and i.stock >= 5 and ${plain}`)
      const [line] = json(await add({ guest_id: guestA, item_id: item.id, quantity: 1 }))
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/customer/cart/remove',
        payload: { cart_id: line.id, guest_id: guestA },
        headers: headers(GROCERY),
      })
      assert.equal(response.statusCode, 200)
      assert.deepEqual(json(response), [])
    })

    test('signing in with a guest id hands the guest cart to the customer', async () => {
      const item = await pick(`i.module_id = ${GROCERY} and i.stock >= 5 and ${plain}`)
      const guest = json(await app.inject({ method: 'POST', url: '/api/v1/auth/guest/request' })).guest_id
      const [guestLine] = json(await add({ guest_id: guest, item_id: item.id, quantity: 2 }))
      const login = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { phone: '+15550100100', password: 'Demo@1234', guest_id: guest },
      })
      const merged = json(await list('', GROCERY, json(login).token))
      const line = merged.find((l: { item_id: number }) => l.item_id === item.id)
      assert.equal(line.id, guestLine.id)
      assert.equal(line.quantity, 2)
      assert.equal(line.is_guest, false)
      assert.deepEqual(json(await list(`?guest_id=${guest}`)), [])
      await clear('', GROCERY, token)
    })

    test('unknown items and bad bodies are 4xx, never 5xx', async () => {
      assert.equal((await add({ guest_id: guestA, item_id: 99999999, quantity: 1 })).statusCode, 404)
      for (const payload of [
        { guest_id: guestA, item_id: 'abc', quantity: 1 },
        { guest_id: guestA, item_id: 1, quantity: 0 },
        { guest_id: guestA, item_id: 1, quantity: -3 },
        { guest_id: guestA, item_id: 1, quantity: 1e12 },
        { guest_id: guestA, item_id: 1 },
        { guest_id: guestA, item_id: 1, quantity: 1, model: 'User' },
        { guest_id: guestA, item_id: 1, quantity: 1, variation: 'Large' },
        { guest_id: guestA, item_id: 1, quantity: 1, add_on_ids: ['x'] },
        { guest_id: guestA, item_id: 1e300, quantity: 1 },
      ]) {
        const response = await add(payload)
        assert.equal(response.statusCode, 422, JSON.stringify(payload))
        assert.ok(json(response).errors[0].message)
      }
      const malformed = await app.inject({
        method: 'POST',
        url: '/api/v1/customer/cart/add',
        payload: '{"item_id":',
        headers: { 'content-type': 'application/json' },
      })
      assert.equal(malformed.statusCode, 400)
      assert.ok(json(malformed).errors[0].message)
      const wrongModule = await pick(`i.module_id = ${FOOD} and ${plain}`)
      assert.equal((await add({ guest_id: guestA, item_id: wrongModule.id, quantity: 1 }, GROCERY)).statusCode, 422)
    })
  })
}
