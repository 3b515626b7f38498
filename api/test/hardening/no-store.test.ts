import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type { FastifyInstance, InjectOptions } from 'fastify'
import { buildTestApp, json } from '../helper.js'

describe('personal answers carry Cache-Control: no-store', () => {
  let app: FastifyInstance
  before(async () => {
    app = await buildTestApp('pglite')
  })
  after(async () => {
    await app?.close()
  })

  test('auth, profile, cart and order tracking, successes and errors alike; the catalogue stays cacheable', async () => {
    const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { phone: '+15550100100', password: 'Demo@1234' } })
    const token = json(login).token
    const guest = await app.inject({ method: 'POST', url: '/api/v1/auth/guest/request' })
    const bearer = { authorization: `Bearer ${token}`, moduleid: '2' }
    const cases: [string, InjectOptions | Awaited<ReturnType<FastifyInstance['inject']>>][] = [
      ['login', login],
      ['guest', guest],
      ['info', { url: '/api/v1/customer/info', headers: bearer }],
      ['info without token', { url: '/api/v1/customer/info' }],
      ['cart', { url: '/api/v1/customer/cart/list', headers: bearer }],
      ['guest cart', { url: `/api/v1/customer/cart/list?guest_id=${json(guest).guest_id}` }],
      ['track', { url: '/api/v1/customer/order/track?order_id=100001', headers: bearer }],
      ['track not found', { url: '/api/v1/customer/order/track?order_id=100001&contact_number=15550000000' }],
      ['logout', { method: 'POST', url: '/api/v1/auth/logout', headers: bearer }],
    ]
    for (const [label, request] of cases) {
      const response = 'statusCode' in request ? request : await app.inject(request)
      assert.equal(response.headers['cache-control'], 'no-store', `${label} (${response.statusCode})`)
    }
    const config = await app.inject({ url: '/api/v1/config' })
    assert.notEqual(config.headers['cache-control'], 'no-store')
  })
})
