import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { buildTestApp, drivers, json } from '../helper.js'

for (const { driver, skip } of await drivers()) {
  describe(`demo dispatcher (${driver})`, { skip }, () => {
    let app: FastifyInstance
    let token: string
    before(async () => {
      app = await buildTestApp(driver)
      token = json(
        await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { phone: '+15550100100', password: 'Demo@1234' } }),
      ).token
    })
    after(async () => {
      await app?.close()
    })
    const track = async (orderId: number) =>
      json(await app.inject({ url: `/api/v1/customer/order/track?order_id=${orderId}`, headers: { authorization: `Bearer ${token}` } }))

    test('orders move through their statuses on the clock; couriers ride towards the customer', async () => {
      const { rows } = await app.db.query<{ id: number }>(
        `insert into orders (customer_id, store_id, module_id, zone_id, order_amount, delivery_address, pending, created_at)
         select 1, 1, 1, 1, 20, '{"latitude":"40.7529","longitude":"-73.9838","address":"41 West 40th Street"}',
                now() - interval '9 minutes', now() - interval '9 minutes'
         returning id`,
      )
      const orderId = rows[0]!.id
      const statuses: string[] = []
      for (let i = 0; i < 3; i++) {
        await app.repos.dispatch.tick()
        statuses.push((await track(orderId)).order_status)
      }
      assert.equal(statuses.at(-1), 'picked_up')
      const order = await track(orderId)
      assert.ok(order.confirmed && order.processing && order.picked_up)
      assert.equal(order.delivery_man.length, 1)

      await app.db.query("update orders set pending = now() - interval '25 minutes' where id = $1", [orderId])
      await app.repos.dispatch.tick()
      const delivered = await track(orderId)
      assert.equal(delivered.order_status, 'delivered')
      assert.equal(delivered.payment_status, 'paid')
    })

    test('the documented demo orders keep their status while their courier moves', async () => {
      const before = await track(100001)
      await app.db.query("update orders set picked_up = now() - interval '6 minutes' where id = 100001")
      await app.repos.dispatch.tick()
      const after = await track(100001)
      assert.equal(after.order_status, 'picked_up')
      assert.equal(before.order_status, 'picked_up')
      const store = after.store
      const courier = after.delivery_man[0]
      const destination = after.delivery_address
      // halfway through a 12-minute trip: between the store and the customer
      const between = (value: number, a: number, b: number) => value >= Math.min(a, b) - 1e-6 && value <= Math.max(a, b) + 1e-6
      assert.ok(between(Number(courier.lat), Number(store.latitude), Number(destination.latitude)))
      assert.ok(between(Number(courier.lng), Number(store.longitude), Number(destination.longitude)))
      assert.equal((await track(100003)).order_status, 'delivered')
    })
  })
}
