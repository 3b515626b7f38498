import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type { FastifyInstance, InjectOptions } from 'fastify'
import { COD_LIMIT_MESSAGE } from '@storefront/domain'
import { buildTestApp, drivers, json } from '../helper.js'
import { assertErrorShape } from '../hardening/support.js'
import { insertOrder, stockedItem, type StockedItem } from './order-fixtures.js'

for (const { driver, skip } of await drivers()) {
  describe(`order follow-ups (${driver})`, { skip }, () => {
    let app: FastifyInstance
    let jane: string
    let janeId: number
    let other: string
    let guestId: string
    let guestRef: number
    let strangerGuest: string
    let item: StockedItem

    const send = (token: string | null, options: InjectOptions) =>
      app.inject({ ...options, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...options.headers } })
    const errorOf = (response: { statusCode: number; body: string }) => {
      assertErrorShape(response)
      return json(response).errors[0] as { code: string; message: string }
    }
    const stockOf = async () => {
      const { rows } = await app.db.query<{ stock: number; variation_stock: number }>(
        `select stock, (select (v->>'stock')::int from jsonb_array_elements(variations) v where v->>'type' = $2) as variation_stock
           from items where id = $1`,
        [item.id, item.variation_type],
      )
      return rows[0]!
    }
    const orderRow = async (id: number) =>
      (await app.db.query<Record<string, unknown>>('select * from orders where id = $1', [id])).rows[0]!

    before(async () => {
      app = await buildTestApp(driver)
      const login = json(
        await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { phone: '+15550100100', password: 'Demo@1234' } }),
      )
      jane = login.token
      janeId = (await app.db.query<{ id: number }>(`select id from customers where phone = '+15550100100'`)).rows[0]!.id
      other = json(
        await app.inject({
          method: 'POST',
          url: '/api/v1/auth/sign-up',
          payload: { f_name: 'Other', l_name: 'Person', phone: '+15550188888', password: 'a long and unguessable phrase 42' },
        }),
      ).token
      guestId = json(await app.inject({ method: 'POST', url: '/api/v1/auth/guest/request' })).guest_id
      strangerGuest = json(await app.inject({ method: 'POST', url: '/api/v1/auth/guest/request' })).guest_id
      guestRef = (await app.repos.identity.guestRefFor(guestId))!
      item = await stockedItem(app)
      assert.ok(jane && other && guestRef && item, 'customers, a guest and a stocked variation item')
      // the zone takes cash on delivery with no limit unless a test sets one
      await app.db.query('update zones set cash_on_delivery = true where id = $1', [item.zone_id])
      await app.db.query('update zone_module set maximum_cod_order_amount = null where zone_id = $1 and module_id = $2', [
        item.zone_id,
        item.module_id,
      ])
    })
    after(async () => {
      await app?.close()
    })

    test('cancellation reasons are paged by page number, and the payment-failure reason is one of them', async () => {
      const first = await app.inject({ url: '/api/v1/customer/order/cancellation-reasons?offset=1&limit=2&type=customer' })
      assert.equal(first.statusCode, 200, first.body)
      const page = json(first)
      assert.equal(page.total_size, 5)
      assert.equal(page.limit, 2)
      assert.equal(page.offset, 1)
      assert.deepEqual(
        page.data.map((r: { id: number }) => r.id),
        [1, 2],
      )
      const last = json(await app.inject({ url: '/api/v1/customer/order/cancellation-reasons?offset=3&limit=2&type=customer' }))
      assert.deepEqual(last.data, [{ id: 5, reason: 'Order payment canceled' }])
      assert.equal(last.total_size, 5)
      const beyond = json(await app.inject({ url: '/api/v1/customer/order/cancellation-reasons?offset=9&limit=2' }))
      assert.deepEqual([beyond.total_size, beyond.data], [5, []])
      assert.equal((await app.inject({ url: '/api/v1/customer/order/cancellation-reasons?type=robot' })).statusCode, 422)
    })

    test('the order list holds only the signed-in customer’s orders, newest first; without a token it is 401', async () => {
      const newest = await insertOrder(app, { customerId: janeId, item, status: 'pending', paymentMethod: 'cash_on_delivery' })
      await insertOrder(app, { guestRef, item, status: 'pending', paymentMethod: 'cash_on_delivery' })
      const response = await send(jane, { url: '/api/v1/customer/order/list?limit=10&offset=1' })
      assert.equal(response.statusCode, 200, response.body)
      const page = json(response)
      const ids = page.orders.map((o: { id: number }) => o.id)
      assert.equal(ids[0], newest)
      assert.ok(ids.includes(100001) && ids.includes(100003))
      assert.ok(!ids.includes(100002), 'not the guest order')
      assert.equal(page.total_size, ids.length)
      const row = page.orders[0]
      assert.equal(row.user_id, janeId)
      assert.equal(typeof row.store.name, 'string')
      assert.equal(row.details_count, 1)
      assert.ok(!('payment_token_hash' in row) && !('guest_ref' in row))
      const second = json(await send(jane, { url: '/api/v1/customer/order/list?limit=1&offset=2' }))
      assert.deepEqual(
        second.orders.map((o: { id: number }) => o.id),
        [ids[1]],
      )
      const others = json(await send(other, { url: '/api/v1/customer/order/list' }))
      assert.deepEqual([others.total_size, others.orders], [0, []])
      assert.equal((await app.inject({ url: '/api/v1/customer/order/list' })).statusCode, 401)
      assert.equal((await app.inject({ url: `/api/v1/customer/order/list?guest_id=${guestId}` })).statusCode, 401)
    })

    test('order details: the owner reads the lines; another customer or another guest gets 404', async () => {
      const mine = json(await send(jane, { url: '/api/v1/customer/order/details?order_id=100001' }))
      assert.ok(Array.isArray(mine) && mine.length > 0)
      for (const key of ['id', 'order_id', 'item_id', 'item_details', 'variation', 'add_ons', 'price', 'quantity', 'tax_amount'])
        assert.ok(key in mine[0], key)
      assert.deepEqual(errorOf(await send(other, { url: '/api/v1/customer/order/details?order_id=100001' })), {
        code: 'order',
        message: 'Order not found',
      })
      const guestOrder = await insertOrder(app, { guestRef, item })
      const forGuest = await app.inject({ url: `/api/v1/customer/order/details?order_id=${guestOrder}&guest_id=${guestId}` })
      assert.equal(forGuest.statusCode, 200, forGuest.body)
      assert.equal(json(forGuest)[0].item_id, item.id)
      assert.equal(
        (await app.inject({ url: `/api/v1/customer/order/details?order_id=${guestOrder}&guest_id=${strangerGuest}` })).statusCode,
        404,
      )
      assert.equal((await send(jane, { url: `/api/v1/customer/order/details?order_id=${guestOrder}` })).statusCode, 404)
      assert.equal((await app.inject({ url: `/api/v1/customer/order/details?order_id=${guestOrder}` })).statusCode, 401)
      assert.equal((await app.inject({ url: '/api/v1/customer/order/details?order_id=abc&guest_id=x' })).statusCode, 422)
    })

    test('a failed digital payment switches to cash on delivery (PUT, or POST with _method put)', async () => {
      const id = await insertOrder(app, { customerId: janeId, item, amount: 40 })
      await app.db.query(`update orders set failed = now(), payment_token_hash = 'x' where id = $1`, [id])
      const response = await send(jane, { method: 'PUT', url: '/api/v1/customer/order/payment-method', payload: { order_id: id } })
      assert.equal(response.statusCode, 200, response.body)
      assert.deepEqual(json(response), { message: 'Payment info updated.' })
      const row = await orderRow(id)
      assert.equal(row.payment_method, 'cash_on_delivery')
      assert.equal(row.order_status, 'pending')
      assert.equal(row.failed, null)
      assert.equal(row.payment_token_hash, null)
      assert.ok(row.pending)
      // now cash on delivery: nothing left to switch
      const again = await send(jane, { method: 'PUT', url: '/api/v1/customer/order/payment-method', payload: { order_id: id } })
      assert.equal(again.statusCode, 403)

      const guestOrder = await insertOrder(app, { guestRef, item, amount: 40 })
      const stranger = await app.inject({
        method: 'POST',
        url: '/api/v1/customer/order/payment-method',
        payload: { order_id: guestOrder, guest_id: strangerGuest, _method: 'put' },
      })
      assert.equal(stranger.statusCode, 404)
      const byGuest = await app.inject({
        method: 'POST',
        url: '/api/v1/customer/order/payment-method',
        payload: { order_id: guestOrder, guest_id: guestId, _method: 'put' },
      })
      assert.equal(byGuest.statusCode, 200, byGuest.body)
      assert.equal((await orderRow(guestOrder)).payment_method, 'cash_on_delivery')
    })

    test('the switch is refused above the zone’s cash-on-delivery maximum, where the zone takes none, and once paid', async () => {
      const id = await insertOrder(app, { customerId: janeId, item, amount: 120 })
      const put = () => send(jane, { method: 'PUT', url: '/api/v1/customer/order/payment-method', payload: { order_id: id } })
      try {
        await app.db.query('update zone_module set maximum_cod_order_amount = 100 where zone_id = $1 and module_id = $2', [
          item.zone_id,
          item.module_id,
        ])
        const limited = await put()
        assert.equal(limited.statusCode, 403)
        assert.deepEqual(errorOf(limited), { code: 'payment_method', message: COD_LIMIT_MESSAGE })
        await app.db.query('update zone_module set maximum_cod_order_amount = 200 where zone_id = $1 and module_id = $2', [
          item.zone_id,
          item.module_id,
        ])
        await app.db.query('update zones set cash_on_delivery = false where id = $1', [item.zone_id])
        const noCod = await put()
        assert.equal(noCod.statusCode, 403)
        assert.equal(errorOf(noCod).code, 'payment_method')
        assert.equal((await orderRow(id)).payment_method, 'digital_payment', 'nothing changed')
      } finally {
        await app.db.query('update zones set cash_on_delivery = true where id = $1', [item.zone_id])
        await app.db.query('update zone_module set maximum_cod_order_amount = null where zone_id = $1 and module_id = $2', [
          item.zone_id,
          item.module_id,
        ])
      }
      const paid = await insertOrder(app, { customerId: janeId, item, paymentStatus: 'paid', status: 'pending' })
      assert.equal(
        (await send(jane, { method: 'PUT', url: '/api/v1/customer/order/payment-method', payload: { order_id: paid } })).statusCode,
        403,
      )
    })

    test('cancelling gives the item’s and the variation’s stock back exactly once; the second cancel is 403', async () => {
      const before = await stockOf()
      const id = await insertOrder(app, { customerId: janeId, item, quantity: 3 })
      const cancel = () =>
        send(jane, {
          method: 'POST',
          url: '/api/v1/customer/order/cancel',
          payload: { order_id: id, reason: 'Order payment canceled', _method: 'put' },
        })
      const response = await cancel()
      assert.equal(response.statusCode, 200, response.body)
      assert.deepEqual(json(response), { message: 'Order canceled successfully' })
      const row = await orderRow(id)
      assert.equal(row.order_status, 'canceled')
      assert.equal(row.cancellation_reason, 'Order payment canceled')
      assert.ok(row.canceled)
      assert.deepEqual(await stockOf(), { stock: before.stock + 3, variation_stock: before.variation_stock + 3 })
      const twice = await cancel()
      assert.equal(twice.statusCode, 403)
      assert.equal(errorOf(twice).code, 'order_status')
      assert.deepEqual(await stockOf(), { stock: before.stock + 3, variation_stock: before.variation_stock + 3 }, 'given back once')
    })

    test('cancel needs a reason, stops once the store confirmed, and is only the owner’s', async () => {
      const id = await insertOrder(app, { customerId: janeId, item, status: 'pending', paymentMethod: 'cash_on_delivery' })
      const put = (token: string | null, payload: object) => send(token, { method: 'PUT', url: '/api/v1/customer/order/cancel', payload })
      assert.deepEqual(errorOf(await put(jane, { order_id: id })), { code: 'reason', message: 'The reason field is required.' })
      assert.equal((await put(jane, { order_id: id, reason: '   ' })).statusCode, 422)
      assert.equal((await put(jane, { order_id: id, reason: 'x'.repeat(256) })).statusCode, 422)
      assert.equal((await put(other, { order_id: id, reason: 'Changed my mind' })).statusCode, 404)
      assert.equal((await put(null, { order_id: id, reason: 'Changed my mind', guest_id: strangerGuest })).statusCode, 404)
      const before = await stockOf()
      for (const status of ['confirmed', 'processing', 'picked_up', 'delivered']) {
        const locked = await insertOrder(app, { customerId: janeId, item, status, paymentMethod: 'cash_on_delivery' })
        const refused = await put(jane, { order_id: locked, reason: 'Changed my mind' })
        assert.equal(refused.statusCode, 403, status)
        assert.equal((await orderRow(locked)).order_status, status)
      }
      assert.deepEqual(await stockOf(), before, 'no stock given back for orders that stay')
      assert.equal((await put(jane, { order_id: id, reason: 'Changed my mind' })).statusCode, 200)
      const guestOrder = await insertOrder(app, { guestRef, item, status: 'accepted', paymentMethod: 'cash_on_delivery' })
      assert.equal((await put(null, { order_id: guestOrder, reason: 'Changed my mind', guest_id: guestId })).statusCode, 200)
    })

    test('cancelling an order paid from the wallet refunds it, with a refund transaction', async () => {
      const balance = async () =>
        (await app.db.query<{ wallet_balance: number }>('select wallet_balance from customers where id = $1', [janeId])).rows[0]!
          .wallet_balance
      const start = await balance()
      const id = await insertOrder(app, {
        customerId: janeId,
        item,
        amount: 17.5,
        paymentMethod: 'wallet',
        paymentStatus: 'paid',
        status: 'pending',
      })
      const response = await send(jane, {
        method: 'PUT',
        url: '/api/v1/customer/order/cancel',
        payload: { order_id: id, reason: 'Ordered by mistake' },
      })
      assert.equal(response.statusCode, 200, response.body)
      assert.equal(await balance(), Math.round((start + 17.5) * 100) / 100)
      const { rows } = await app.db.query<{ transaction_type: string; credit: number; balance: number }>(
        `select transaction_type, credit, balance from wallet_transactions where customer_id = $1 and reference = $2`,
        [janeId, `order:${id}`],
      )
      assert.deepEqual(rows, [{ transaction_type: 'refund', credit: 17.5, balance: await balance() }])
      // an unpaid cash order refunds nothing
      const cash = await insertOrder(app, { customerId: janeId, item, amount: 9, paymentMethod: 'cash_on_delivery', status: 'pending' })
      await send(jane, { method: 'PUT', url: '/api/v1/customer/order/cancel', payload: { order_id: cash, reason: 'Ordered by mistake' } })
      assert.equal(await balance(), Math.round((start + 17.5) * 100) / 100)
    })

    test('prescription images go to their order’s owner only, as inline images that are never sniffed or stored', async () => {
      const id = await insertOrder(app, { guestRef, item, status: 'pending', paymentMethod: 'cash_on_delivery' })
      const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')
      await app.db.query(
        `insert into order_attachments (order_id, position, content_type, size, bytes) values ($1, 0, 'image/png', $2, $3)`,
        [id, png.length, png],
      )
      const response = await app.inject({ url: `/api/v1/customer/order/prescription/${id}/0?guest_id=${guestId}` })
      assert.equal(response.statusCode, 200, response.body)
      assert.equal(response.headers['content-type'], 'image/png')
      assert.equal(response.headers['x-content-type-options'], 'nosniff')
      assert.equal(response.headers['content-disposition'], 'inline')
      assert.equal(response.headers['cache-control'], 'no-store')
      assert.deepEqual(response.rawPayload, png)
      for (const url of [
        `/api/v1/customer/order/prescription/${id}/1?guest_id=${guestId}`,
        `/api/v1/customer/order/prescription/${id}/0?guest_id=${strangerGuest}`,
      ]) {
        const refused = await app.inject({ url })
        assert.equal(refused.statusCode, 404, url)
        assertErrorShape(refused)
      }
      assert.equal((await send(jane, { url: `/api/v1/customer/order/prescription/${id}/0` })).statusCode, 404)
      assert.equal((await app.inject({ url: `/api/v1/customer/order/prescription/${id}/0` })).statusCode, 401)
    })
  })
}
