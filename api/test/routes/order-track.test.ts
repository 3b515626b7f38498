import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { buildTestApp, drivers, json } from '../helper.js'

for (const { driver, skip } of await drivers()) {
  describe(`order tracking (${driver})`, { skip }, () => {
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
    const track = (query: string, bearer?: string) =>
      app.inject({ url: `/api/v1/customer/order/track${query}`, headers: bearer ? { authorization: `Bearer ${bearer}` } : {} })

    test('the customer tracks their own order, with the courier as an array and per-status times', async () => {
      const response = await track('?order_id=100001', token)
      assert.equal(response.statusCode, 200)
      const order = json(response)
      assert.equal(order.id, 100001)
      assert.equal(order.order_status, 'picked_up')
      for (const key of [
        'order_amount',
        'payment_status',
        'payment_method',
        'order_type',
        'created_at',
        'pending',
        'confirmed',
        'processing',
        'picked_up',
        'delivered',
        'delivery_address',
        'store',
        'details_count',
      ])
        assert.ok(key in order, key)
      assert.ok(order.picked_up && !order.delivered)
      assert.ok(Array.isArray(order.delivery_man))
      for (const key of ['f_name', 'l_name', 'image_full_url', 'avg_rating', 'phone', 'lat', 'lng', 'id'])
        assert.ok(key in order.delivery_man[0], key)
      assert.equal(typeof order.store.name, 'string')
      assert.ok(order.details_count > 0)
    })

    test('a guest tracks by contact number; other people\'s orders are 404 "Order not found"', async () => {
      const guest = await track('?order_id=100002&contact_number=%2B1%20555%20010%200200')
      assert.equal(guest.statusCode, 200)
      assert.equal(json(guest).is_guest, true)
      const notFound = { errors: [{ code: 'order', message: 'Order not found' }] }
      for (const query of [
        '?order_id=100002&contact_number=5550000000',
        '?order_id=100001&contact_number=15550100100',
        '?order_id=999999&contact_number=15550100200',
      ]) {
        const response = await track(query)
        assert.equal(response.statusCode, 404, query)
        assert.deepEqual(json(response), notFound)
      }
      // the customer cannot read the guest's order with their token alone
      assert.equal((await track('?order_id=100002', token)).statusCode, 404)
      const stranger = json(await app.inject({ method: 'POST', url: '/api/v1/auth/guest/request' })).guest_id
      assert.equal((await track(`?order_id=100002&guest_id=${stranger}`)).statusCode, 404)
    })

    test('missing order id is 422 "Need a order id"; a guest without contact is 422 "Need a contact number"', async () => {
      assert.deepEqual(json(await track('')), { errors: [{ code: 'order_id', message: 'Need a order id' }] })
      assert.deepEqual(json(await track('?order_id=100002')), { errors: [{ code: 'contact_number', message: 'Need a contact number' }] })
      for (const query of [
        '?order_id=abc&contact_number=15550100200',
        `?order_id=${'9'.repeat(30)}`,
        '?order_id=1%20or%201%3D1&contact_number=1',
      ]) {
        const response = await track(query)
        assert.ok(response.statusCode >= 400 && response.statusCode < 500, query)
      }
    })
  })
}
