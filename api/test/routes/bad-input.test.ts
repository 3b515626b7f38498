import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type { FastifyInstance, InjectOptions } from 'fastify'
import { buildTestApp, drivers, json } from '../helper.js'

const sqlish = ["'; drop table items; --", '1 or 1=1', '" OR ""="', '%', '_', '\\', '$1', '{}', '[]', '<script>alert(1)</script>']
const huge = 'x'.repeat(20000)

/** Every answer to bad input: a 4xx with {"errors":[{"code","message"}]}. */
function assertClientError(response: { statusCode: number; body: string }, label: string) {
  assert.ok(response.statusCode >= 400 && response.statusCode < 500, `${label}: ${response.statusCode} ${response.body.slice(0, 200)}`)
  const body = json(response)
  assert.ok(Array.isArray(body.errors) && body.errors.length > 0, label)
  assert.equal(typeof body.errors[0].code, 'string', label)
  assert.equal(typeof body.errors[0].message, 'string', label)
}

for (const { driver, skip } of await drivers()) {
  describe(`bad input never causes a 5xx (${driver})`, { skip }, () => {
    let app: FastifyInstance
    before(async () => {
      app = await buildTestApp(driver)
    })
    after(async () => {
      await app?.close()
    })
    const send = (options: InjectOptions) => app.inject(options)

    test('malformed session headers are a 400 on any route', async () => {
      const headerCases: Record<string, string>[] = [
        { zoneid: 'undefined' },
        { zoneid: 'null' },
        { zoneid: '[1,"2"]' },
        { zoneid: huge },
        { moduleid: 'abc' },
        { moduleid: '-1' },
        { moduleid: '1.5' },
        { moduleid: '99999999999' },
        { moduleid: "1' or '1" },
        { latitude: 'north' },
        { latitude: '1000' },
        { longitude: 'NaN' },
        { longitude: 'Infinity' },
      ]
      for (const headers of headerCases) {
        for (const url of ['/api/v1/config', '/api/v1/module', '/api/v1/customer/cart/list']) {
          assertClientError(await send({ url, headers }), `${url} ${JSON.stringify(headers).slice(0, 60)}`)
        }
      }
    })

    test('SQL-looking, huge and NUL-laden text in queries is answered, never a 5xx', async () => {
      for (const text of [...sqlish, huge, 'a\u0000b']) {
        const q = encodeURIComponent(text)
        for (const url of [
          `/api/v1/config/place-api-autocomplete?search_text=${q}`,
          `/api/v1/config/place-api-details?placeid=${q}`,
          `/api/v1/config/get-zone-id?lat=${q}&lng=${q}`,
          `/api/v1/config/geocode-api?lat=${q}&lng=1`,
          `/api/v1/customer/cart/list?guest_id=${q}`,
          `/api/v1/customer/order/track?order_id=${q}&contact_number=${q}&guest_id=${q}`,
          `/api/v1/customer/cart/remove-item?cart_id=${q}&guest_id=${q}`,
        ]) {
          const response = await send({ method: url.includes('remove-item') ? 'DELETE' : 'GET', url })
          assert.ok(response.statusCode < 500, `${url.slice(0, 90)}: ${response.statusCode} ${response.body.slice(0, 200)}`)
          if (response.statusCode >= 400) assertClientError(response, url.slice(0, 90))
        }
      }
    })

    test('wrong types, missing fields, huge numbers and strings in bodies are 4xx', async () => {
      const bodies: [string, unknown][] = [
        ['auth/login', { phone: 123, password: ['a'] }],
        ['auth/login', { phone: huge, password: 'x' }],
        ['auth/login', { email_or_phone: { $ne: null }, password: 'x' }],
        ['auth/login', []],
        ['auth/login', 'just a string'],
        ['auth/sign-up', { f_name: null, phone: null, password: null }],
        ['auth/sign-up', { f_name: 'A', phone: '+15551230000', password: huge }],
        ['auth/sign-up', { f_name: 'A\u0000', phone: '+15551230001', password: 'longenough' }],
        ['customer/cart/add', { guest_id: 'x', item_id: 1, quantity: 1 }],
        ['customer/cart/add', { item_id: Number.MAX_SAFE_INTEGER, quantity: Number.MAX_SAFE_INTEGER }],
        ['customer/cart/add', { item_id: 1, quantity: 1, variation: Array.from({ length: 100 }, () => ({ name: 'x' })) }],
        ['customer/cart/update', { cart_id: -1, quantity: 1 }],
        ['customer/cart/update', { cart_id: '1; drop table cart_items', quantity: 1 }],
        ['customer/cart/remove', { cart_id: 1e40 }],
        ['newsletter/subscribe', { email: sqlish[0] }],
        ['newsletter/subscribe', { email: ['a@b.co'] }],
      ]
      for (const [path, payload] of bodies) {
        const response = await send({
          method: 'POST',
          url: `/api/v1/${path}`,
          payload: payload as object,
          headers: { 'content-type': 'application/json' },
        })
        assertClientError(response, `${path} ${JSON.stringify(payload).slice(0, 80)}`)
      }
    })

    test('malformed JSON is 400, a text body 422 (Fastify reads text/plain as a string), an unknown type 415, an oversized body 413', async () => {
      const malformed = await send({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: '{"phone":',
        headers: { 'content-type': 'application/json' },
      })
      assert.equal(malformed.statusCode, 400)
      assertClientError(malformed, 'malformed')
      const text = await send({ method: 'POST', url: '/api/v1/auth/login', payload: 'phone=1', headers: { 'content-type': 'text/plain' } })
      assert.equal(text.statusCode, 422)
      assertClientError(text, 'text/plain')
      const xml = await send({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: '<phone/>',
        headers: { 'content-type': 'application/xml' },
      })
      assert.equal(xml.statusCode, 415)
      assertClientError(xml, 'application/xml')
      const big = await send({
        method: 'POST',
        url: '/api/v1/newsletter/subscribe',
        payload: JSON.stringify({ email: 'x'.repeat(400 * 1024) }),
        headers: { 'content-type': 'application/json' },
      })
      assert.equal(big.statusCode, 413)
      assertClientError(big, 'oversized')
      const deep = await send({
        method: 'POST',
        url: '/api/v1/customer/cart/add',
        payload: `${'['.repeat(5000)}${']'.repeat(5000)}`,
        headers: { 'content-type': 'application/json' },
      })
      assertClientError(deep, 'deeply nested')
    })

    test('wrong methods and unknown paths are 404 in the error shape', async () => {
      for (const options of [
        { method: 'PATCH', url: '/api/v1/config' },
        { method: 'GET', url: '/api/v1/customer/cart/add' },
        { method: 'GET', url: '/api/v2/config' },
        { method: 'GET', url: `/api/v1/${huge.slice(0, 3000)}` },
      ] as InjectOptions[]) {
        const response = await send(options)
        assert.equal(response.statusCode, 404, `${options.method} ${String(options.url).slice(0, 40)}`)
        assertClientError(response, String(options.url).slice(0, 40))
      }
    })
  })
}
