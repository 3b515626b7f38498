import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { buildTestApp, drivers, json } from '../helper.js'

const GROCERY = 2
const orderable = `i.status and s.active and i.available_time_starts = '00:00' and i.available_time_ends = '23:59:59'
  and not exists (select 1 from flash_sale_items fi where fi.item_id = i.id) and i.variations = '[]' and i.food_variations = '[]'`

for (const { driver, skip } of await drivers()) {
  describe(`concurrent quantity changes lose nothing (issue 8.9, ${driver})`, { skip }, () => {
    let app: FastifyInstance
    before(async () => {
      app = await buildTestApp(driver)
    })
    after(async () => {
      await app?.close()
    })
    const pick = async (where: string) => {
      const { rows } = await app.db.query<{ id: number; stock: number; maximum_cart_quantity: number | null }>(
        `select i.id, i.stock, i.maximum_cart_quantity from items i join stores s on s.id = i.store_id where ${where} order by i.id limit 1`,
      )
      assert.ok(rows[0], where)
      return rows[0]
    }
    const guestWithLine = async (itemId: number) => {
      const guestId = json(await app.inject({ method: 'POST', url: '/api/v1/auth/guest/request' })).guest_id as string
      const added = await app.inject({
        method: 'POST',
        url: '/api/v1/customer/cart/add',
        headers: { moduleid: String(GROCERY) },
        payload: { guest_id: guestId, item_id: itemId, quantity: 1 },
      })
      assert.equal(added.statusCode, 200, added.body)
      return { guestId, cartId: json(added)[0].id as number }
    }
    const bump = (guestId: string, cartId: number, delta: number) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/customer/cart/update',
        headers: { moduleid: String(GROCERY) },
        payload: { guest_id: guestId, cart_id: cartId, quantity_delta: delta },
      })

    test('60 concurrent "+1" presses on one line: quantity 1 + 60, price follows', async () => {
      const item = await pick(`i.module_id = ${GROCERY} and i.stock >= 20 and i.maximum_cart_quantity is null and ${orderable}`)
      await app.db.query('update items set stock = 500 where id = $1', [item.id])
      const { guestId, cartId } = await guestWithLine(item.id)
      const responses = await Promise.all(Array.from({ length: 60 }, () => bump(guestId, cartId, 1)))
      assert.deepEqual([...new Set(responses.map((r) => r.statusCode))], [200])
      const [line] = json(
        await app.inject({ url: `/api/v1/customer/cart/list?guest_id=${guestId}`, headers: { moduleid: String(GROCERY) } }),
      )
      assert.equal(line.quantity, 61)
      assert.ok(Math.abs(line.price - Math.round(line.unit_price * 61 * 100) / 100) < 0.011, `${line.price} vs ${line.unit_price} x 61`)
    })

    test('concurrent increments stop exactly at the cart limit; the rest are 403 "Out of Limits"', async () => {
      const item = await pick(
        `i.module_id = ${GROCERY} and i.maximum_cart_quantity between 2 and 20 and i.stock > i.maximum_cart_quantity + 30 and ${orderable}`,
      )
      const max = item.maximum_cart_quantity!
      const { guestId, cartId } = await guestWithLine(item.id)
      const responses = await Promise.all(Array.from({ length: max + 10 }, () => bump(guestId, cartId, 1)))
      assert.equal(responses.filter((r) => r.statusCode === 200).length, max - 1)
      const refused = responses.filter((r) => r.statusCode !== 200)
      assert.ok(refused.every((r) => r.statusCode === 403 && json(r).errors[0].code === 'cart_item_limit'))
      const [line] = json(
        await app.inject({ url: `/api/v1/customer/cart/list?guest_id=${guestId}`, headers: { moduleid: String(GROCERY) } }),
      )
      assert.equal(line.quantity, max)
    })

    test("a decrement below 1 is a 422; quantity and quantity_delta together are a 422; another guest's line is a 404", async () => {
      const item = await pick(`i.module_id = ${GROCERY} and i.stock >= 20 and i.maximum_cart_quantity is null and ${orderable}`)
      const { guestId, cartId } = await guestWithLine(item.id)
      assert.equal((await bump(guestId, cartId, -1)).statusCode, 422)
      const both = await app.inject({
        method: 'POST',
        url: '/api/v1/customer/cart/update',
        payload: { guest_id: guestId, cart_id: cartId, quantity: 2, quantity_delta: 1 },
      })
      assert.equal(both.statusCode, 422)
      const other = await guestWithLine(item.id)
      assert.equal((await bump(other.guestId, cartId, 1)).statusCode, 404)
    })
  })
}
