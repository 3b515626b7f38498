import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { buildTestApp, drivers, json } from '../helper.js'

const FOOD = 1
const GROCERY = 2

const orderable = `i.status and i.available_time_starts = '00:00' and i.available_time_ends = '23:59:59'
  and not exists (select 1 from flash_sale_items fi where fi.item_id = i.id)`
const plain = `${orderable} and i.variations = '[]' and i.food_variations = '[]' and i.maximum_cart_quantity is null and i.stock >= 5`

/** The cart's rules tried as an attacker would: every manipulated payload is refused with a message, never stored or charged. */
for (const { driver, skip } of await drivers()) {
  describe(`cart rules against manipulated requests (${driver})`, { skip }, () => {
    let app: FastifyInstance
    let guest: string
    let pizza: { id: number; add_ons: number[]; zone_id: number }

    const add = (payload: object, moduleId = FOOD, extraHeaders: Record<string, string> = {}) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/customer/cart/add',
        payload: { guest_id: guest, quantity: 1, ...payload },
        headers: { moduleid: String(moduleId), ...extraHeaders },
      })
    const list = (moduleId = FOOD) =>
      app.inject({ url: `/api/v1/customer/cart/list?guest_id=${guest}`, headers: { moduleid: String(moduleId) } })
    const refused = async (response: Awaited<ReturnType<typeof add>>, status: number, code?: string) => {
      assert.equal(response.statusCode, status, response.body)
      const error = json(response).errors[0]
      assert.ok(typeof error.message === 'string' && error.message.length > 0)
      if (code) assert.equal(error.code, code)
      assert.deepEqual(json(await list()), [], 'nothing was stored')
      return error.message as string
    }
    const pick = async (where: string) => {
      const { rows } = await app.db.query<{ id: number; store_id: number; zone_id: number; module_id: number }>(
        `select i.id, i.store_id, s.zone_id, i.module_id from items i join stores s on s.id = i.store_id where ${where} order by i.id limit 1`,
      )
      assert.ok(rows[0], `no seeded item matches: ${where}`)
      return rows[0]
    }

    before(async () => {
      app = await buildTestApp(driver)
      guest = json(await app.inject({ method: 'POST', url: '/api/v1/auth/guest/request' })).guest_id
      const { rows } = await app.db.query<{ id: number; add_ons: number[]; zone_id: number }>(
        `select i.id, i.add_ons, s.zone_id from items i join stores s on s.id = i.store_id
          where i.module_id = ${FOOD} and s.active and ${orderable} and i.maximum_cart_quantity is null
            and i.food_variations @> '[{"name":"Toppings"}]' and jsonb_array_length(i.add_ons) > 1
          order by i.id limit 1`,
      )
      pizza = rows[0]!
      assert.ok(pizza, 'a seeded food item with a Size (single, required) and a Toppings (multi, max 3) group')
    })
    after(async () => {
      await app?.close()
    })

    const size = (label: string) => ({ name: 'Size', values: { label: [label] } })

    test('a single-choice group sent as two entries of the same name is two choices: refused', async () => {
      const message = await refused(await add({ item_id: pizza.id, variation: [size('Small'), size('Large')] }), 422, 'variation')
      assert.equal(message, 'Selected variation named Size must be in between Minimum 1 and Maximum 1')
    })

    test('a single-choice group with two labels in one entry is refused', async () => {
      await refused(await add({ item_id: pizza.id, variation: [{ name: 'Size', values: { label: ['Small', 'Large'] } }] }), 422)
    })

    test('a max-3 group sent 6 choices (repeated labels, or split over entries) is refused and not charged', async () => {
      const six = ['Olives', 'Mushrooms', 'Jalapenos', 'Extra Basil', 'Olives', 'Mushrooms']
      const message = await refused(
        await add({ item_id: pizza.id, variation: [size('Large'), { name: 'Toppings', values: { label: six } }] }),
        422,
        'variation',
      )
      assert.equal(message, 'Selected variation named Toppings must be in between Minimum 1 and Maximum 3')
      await refused(
        await add({
          item_id: pizza.id,
          variation: [
            size('Large'),
            { name: 'Toppings', values: { label: ['Olives', 'Mushrooms', 'Jalapenos'] } },
            { name: 'Toppings', values: { label: ['Extra Basil', 'Olives', 'Mushrooms'] } },
          ],
        }),
        422,
        'variation',
      )
    })

    test('a missing required group, an unknown group and an unknown option are refused', async () => {
      assert.equal(await refused(await add({ item_id: pizza.id, variation: [] }), 422), 'Variation Size can not remain without selection')
      await refused(
        await add({ item_id: pizza.id, variation: [size('Large'), { name: 'No such group', values: { label: ['Thin'] } }] }),
        422,
      )
      await refused(await add({ item_id: pizza.id, variation: [size('Gigantic')] }), 422)
    })

    test('an unknown add-on and an add-on sent twice are refused', async () => {
      await refused(await add({ item_id: pizza.id, variation: [size('Large')], add_on_ids: [999999] }), 422, 'add_on')
      const [addOn] = pizza.add_ons
      await refused(
        await add({ item_id: pizza.id, variation: [size('Large')], add_on_ids: [addOn, addOn], add_on_qtys: [1, 1] }),
        422,
        'add_on',
      )
    })

    test('a valid line still passes, priced by the server (the control for the refusals above)', async () => {
      const response = await add({ item_id: pizza.id, variation: [size('Large')], add_on_ids: [pizza.add_ons[0]], price: 0.01 })
      assert.equal(response.statusCode, 200, response.body)
      assert.equal(json(response).length, 1)
      assert.ok(json(response)[0].price > 1)
      await app.inject({ method: 'DELETE', url: `/api/v1/customer/cart/remove?guest_id=${guest}`, headers: { moduleid: String(FOOD) } })
    })

    test('an item of an inactive (closed) store is refused with 403 store_closed', async () => {
      const item = await pick(`i.module_id = ${GROCERY} and not s.active and ${plain}`)
      const response = await add({ item_id: item.id }, GROCERY)
      assert.equal(response.statusCode, 403, response.body)
      assert.equal(json(response).errors[0].code, 'store_closed')
      assert.deepEqual(json(await list(GROCERY)), [])
    })

    test('an item whose store is outside the zoneid header is refused with 403 zone; inside it is accepted', async () => {
      const item = await pick(`i.module_id = ${GROCERY} and s.active and ${plain}`)
      const outside = await add({ item_id: item.id }, GROCERY, { zoneid: JSON.stringify([item.zone_id + 1000]) })
      assert.equal(outside.statusCode, 403, outside.body)
      assert.equal(json(outside).errors[0].code, 'zone')
      assert.match(json(outside).errors[0].message, /does not deliver to your area/)
      assert.deepEqual(json(await list(GROCERY)), [])
      const inside = await add({ item_id: item.id }, GROCERY, { zoneid: JSON.stringify([item.zone_id]) })
      assert.equal(inside.statusCode, 200, inside.body)
      const [line] = json(inside)
      // changing the line's options from another zone is refused too
      const moved = await app.inject({
        method: 'POST',
        url: '/api/v1/customer/cart/update',
        payload: { guest_id: guest, cart_id: line.id, quantity: 2 },
        headers: { moduleid: String(GROCERY), zoneid: JSON.stringify([item.zone_id + 1000]) },
      })
      assert.equal(moved.statusCode, 403, moved.body)
      await app.inject({ method: 'DELETE', url: `/api/v1/customer/cart/remove?guest_id=${guest}`, headers: { moduleid: String(GROCERY) } })
    })
  })
}
