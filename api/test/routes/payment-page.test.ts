import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { after, before, describe, test } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { decodePaymentToken } from '@storefront/domain'
import { sha256 } from '../../src/domain/secrets.js'
import { buildTestApp, drivers } from '../helper.js'
import { assertErrorShape } from '../hardening/support.js'
import { insertOrder, stockedItem, type StockedItem } from './order-fixtures.js'

const CALLBACK = 'http://localhost:3000/order-placed?page=cart'
const html = { accept: 'text/html,application/xhtml+xml' }
const form = { ...html, 'content-type': 'application/x-www-form-urlencoded' }

for (const { driver, skip } of await drivers()) {
  describe(`the simulated payment page (${driver})`, { skip }, () => {
    let app: FastifyInstance
    let item: StockedItem

    /** A digital-payment order waiting for its payment, as placement leaves it, and the token of its payment page. */
    const unpaidOrder = async (callback: string | null = CALLBACK) => {
      const token = randomBytes(24).toString('base64url')
      const id = await insertOrder(app, {
        item,
        customerId: null,
        amount: 42.5,
        status: 'pending',
        paymentMethod: 'digital_payment',
        paymentTokenHash: sha256(token),
        callback,
      })
      return { id, token }
    }
    const orderRow = async (id: number) =>
      (
        await app.db.query<Record<string, unknown>>(
          'select order_status, payment_status, payment_method, failed from orders where id = $1',
          [id],
        )
      ).rows[0]!
    const complete = (fields: Record<string, string | number>) =>
      app.inject({
        method: 'POST',
        url: '/payment-mobile/complete',
        headers: form,
        payload: new URLSearchParams(Object.entries(fields).map(([key, value]): [string, string] => [key, String(value)])).toString(),
      })

    before(async () => {
      app = await buildTestApp(driver)
      item = await stockedItem(app)
    })
    after(async () => {
      await app?.close()
    })

    test('the page shows the order to the token’s holder, with a strict CSP, no caching and three form buttons', async () => {
      const { id, token } = await unpaidOrder()
      const response = await app.inject({ url: `/payment-mobile?order_id=${id}&token=${token}`, headers: html })
      assert.equal(response.statusCode, 200, response.body)
      assert.match(String(response.headers['content-type']), /^text\/html/)
      assert.equal(response.headers['cache-control'], 'no-store')
      const csp = String(response.headers['content-security-policy'])
      assert.match(csp, /default-src 'none'/)
      assert.match(csp, /style-src 'self' 'nonce-[A-Za-z0-9+/=]+'/)
      // the forms post here and their answers redirect to the storefront's page, which form-action must allow (Chromium enforces it on redirects)
      assert.match(csp, /form-action 'self' http:\/\/localhost:\d+(;|$)/)
      assert.match(csp, /frame-ancestors 'none'/)
      const nonce = /'nonce-([^']+)'/.exec(csp)![1]!
      assert.ok(response.body.includes(`<style nonce="${nonce}">`), 'the only style carries the nonce')
      assert.ok(!/<script/i.test(response.body), 'no script')
      assert.ok(response.body.includes(`<title>Pay for order #${id}</title>`))
      assert.ok(response.body.includes('$42.50'))
      for (const outcome of ['success', 'fail', 'cancel']) assert.ok(response.body.includes(`name="outcome" value="${outcome}"`), outcome)
      assert.equal((response.body.match(/action="\/payment-mobile\/complete"/g) ?? []).length, 3)
      assert.ok(response.body.includes(`name="token" value="${token}"`))
    })

    test('a wrong token, an unknown order or a paid order is refused: a page for browsers, the error shape for others', async () => {
      const { id, token } = await unpaidOrder()
      const wrong = await app.inject({ url: `/payment-mobile?order_id=${id}&token=${'x'.repeat(32)}`, headers: html })
      assert.equal(wrong.statusCode, 404)
      assert.match(String(wrong.headers['content-type']), /^text\/html/)
      assert.ok(wrong.body.includes('This payment link is not valid or has already been used.'))
      assert.ok(!wrong.body.includes(token))
      const api = await app.inject({ url: `/payment-mobile?order_id=999999&token=${token}` })
      assert.equal(api.statusCode, 404)
      assertErrorShape(api)
      await app.db.query(`update orders set payment_status = 'paid' where id = $1`, [id])
      assert.equal((await app.inject({ url: `/payment-mobile?order_id=${id}&token=${token}`, headers: html })).statusCode, 404)
      assert.equal((await complete({ order_id: id, token, outcome: 'success' })).statusCode, 404)
    })

    test('success marks the order paid (still pending) and returns to the callback with the spec’s query and token', async () => {
      const { id, token } = await unpaidOrder()
      const response = await complete({ order_id: id, token, callback: 'https://evil.example/steal', outcome: 'success' })
      assert.equal(response.statusCode, 303, response.body)
      const location = new URL(String(response.headers.location))
      // the callback stored at placement wins over the form's
      assert.equal(`${location.origin}${location.pathname}`, 'http://localhost:3000/order-placed')
      assert.equal(location.searchParams.get('page'), 'cart')
      assert.equal(location.searchParams.get('flag'), 'success')
      assert.equal(location.searchParams.get('order_id'), String(id))
      assert.equal(location.searchParams.get('status'), 'pending')
      assert.equal(location.searchParams.get('totalAmount'), '42.5')
      const decoded = decodePaymentToken(location.searchParams.get('token'))
      assert.equal(decoded.attribute_id, String(id))
      assert.equal(decoded.payment_method, 'digital_payment')
      assert.ok(decoded.transaction_reference)
      const row = await orderRow(id)
      assert.deepEqual([row.payment_status, row.order_status], ['paid', 'pending'])
      // the link is spent
      assert.equal((await complete({ order_id: id, token, outcome: 'fail' })).statusCode, 404)
      assert.equal((await orderRow(id)).payment_status, 'paid')
    })

    test('fail and cancel mark the order failed and unpaid, and say so in the return address', async () => {
      for (const outcome of ['fail', 'cancel']) {
        const { id, token } = await unpaidOrder()
        const response = await complete({ order_id: id, token, outcome })
        assert.equal(response.statusCode, 303, response.body)
        const location = new URL(String(response.headers.location))
        assert.equal(location.searchParams.get('flag'), outcome)
        assert.equal(location.searchParams.get('status'), 'failed')
        const row = await orderRow(id)
        assert.deepEqual([row.order_status, row.payment_status], ['failed', 'unpaid'])
        assert.ok(row.failed, 'failed at')
        // the customer may still pay from the same page after a failure
        assert.equal((await app.inject({ url: `/payment-mobile?order_id=${id}&token=${token}`, headers: html })).statusCode, 200)
      }
    })

    test('a return address outside the storefront’s origins is refused with 400 and changes nothing', async () => {
      const { id, token } = await unpaidOrder(null)
      for (const callback of [
        'https://evil.example/order',
        'http://localhost:3999/order',
        'javascript:alert(1)',
        '//evil.example/x',
        'http://user:pw@localhost:3000/order',
      ]) {
        const response = await complete({ order_id: id, token, callback, outcome: 'success' })
        assert.equal(response.statusCode, 400, callback)
        assert.equal(response.headers.location, undefined)
        const page = await app.inject({ url: `/payment-mobile?order_id=${id}&token=${token}&callback=${encodeURIComponent(callback)}` })
        assert.equal(page.statusCode, 400, callback)
        assertErrorShape(page)
      }
      assert.equal((await complete({ order_id: id, token, outcome: 'success' })).statusCode, 400, 'no callback at all')
      assert.equal((await orderRow(id)).payment_status, 'unpaid')
      const allowed = await complete({ order_id: id, token, callback: 'http://127.0.0.1:3001/checkout', outcome: 'cancel' })
      assert.equal(allowed.statusCode, 303)
      assert.match(String(allowed.headers.location), /^http:\/\/127\.0\.0\.1:3001\/checkout\?flag=cancel&/)
    })

    test('the form refuses an unknown outcome and a JSON client gets the error shape', async () => {
      const { id, token } = await unpaidOrder()
      const bad = await complete({ order_id: id, token, outcome: 'refund' })
      assert.equal(bad.statusCode, 422)
      assert.match(String(bad.headers['content-type']), /^text\/html/)
      const json = await app.inject({ method: 'POST', url: '/payment-mobile/complete', payload: { order_id: id, token, outcome: 'maybe' } })
      assert.equal(json.statusCode, 422)
      assertErrorShape(json)
      assert.equal((await orderRow(id)).order_status, 'pending')
    })
  })
}
