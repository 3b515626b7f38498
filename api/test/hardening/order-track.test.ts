import assert from 'node:assert/strict'
import { after, describe, test } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { buildTestApp, drivers, json } from '../helper.js'
import { assertErrorShape } from './support.js'

const notFoundBody = { errors: [{ code: 'order', message: 'Order not found' }] }

for (const { driver, skip } of await drivers()) {
  describe(`guest order tracking is not a guessing oracle (issue 8.4, ${driver})`, { skip }, () => {
    const apps: FastifyInstance[] = []
    after(async () => {
      await Promise.all(apps.map((app) => app.close()))
    })
    const build = async (config: Parameters<typeof buildTestApp>[1] = {}) => {
      const app = await buildTestApp(driver, config)
      apps.push(app)
      return app
    }
    const track = (app: FastifyInstance, query: string, remoteAddress = '127.0.0.1', headers: Record<string, string> = {}) =>
      app.inject({ url: `/api/v1/customer/order/track${query}`, remoteAddress, headers })

    test('a wrong phone and a missing order give the same 404 "Order not found"', async () => {
      const app = await build()
      const wrongPhone = await track(app, '?order_id=100002&contact_number=15550009999')
      const missing = await track(app, '?order_id=999999&contact_number=15550100200')
      assert.equal(wrongPhone.statusCode, 404)
      assert.equal(missing.statusCode, 404)
      assert.deepEqual(json(wrongPhone), notFoundBody)
      assert.deepEqual(json(missing), notFoundBody)
    })

    test('tracking is limited per client address', async () => {
      const app = await build({ trackRateLimitPerMinute: 5 })
      const statuses: number[] = []
      for (let i = 0; i < 7; i++) statuses.push((await track(app, '?order_id=100002&contact_number=15550100200', '192.0.2.10')).statusCode)
      assert.deepEqual(statuses, [200, 200, 200, 200, 200, 429, 429])
      const limited = await track(app, '?order_id=100002&contact_number=15550100200', '192.0.2.10')
      assertErrorShape(limited)
      assert.equal((await track(app, '?order_id=100002&contact_number=15550100200', '192.0.2.11')).statusCode, 200)
    })

    test('failed look-ups are limited per order id, whatever address they come from', async () => {
      const app = await build({ trackFailuresPerOrder: 3 })
      const statuses: number[] = []
      for (let i = 0; i < 5; i++) {
        statuses.push((await track(app, `?order_id=100002&contact_number=155500000${10 + i}`, `198.51.100.${i + 1}`)).statusCode)
      }
      assert.deepEqual(statuses, [404, 404, 404, 429, 429])
      // another order is not affected
      assert.equal((await track(app, '?order_id=100001&contact_number=15550000001', '198.51.100.50')).statusCode, 404)
    })

    test('a guest sees only what tracking needs: no phone, e-mail, street line, door or delivery code', async () => {
      const app = await build()
      const guest = json(await track(app, '?order_id=100002&contact_number=%2B15550100200'))
      assert.equal(guest.id, 100002)
      assert.equal(typeof guest.order_status, 'string')
      assert.ok(guest.delivery_address)
      for (const key of ['contact_person_number', 'contact_person_email', 'house', 'floor', 'road']) {
        assert.ok(!(key in guest.delivery_address), key)
      }
      for (const key of ['otp', 'order_note', 'delivery_instruction']) assert.ok(!(key in guest), key)
      assert.ok(!JSON.stringify(guest).includes('5550100200'), 'the contact number is not echoed')
      assert.equal(typeof guest.delivery_address.latitude, 'string')
      // the customer still sees their own order in full
      const token = json(
        await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { phone: '+15550100100', password: 'Demo@1234' } }),
      ).token
      const own = json(await track(app, '?order_id=100001', '127.0.0.1', { authorization: `Bearer ${token}` }))
      assert.equal(typeof own.delivery_address.contact_person_number, 'string')
    })
  })
}
