import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { buildTestApp } from '../helper.js'

describe('CORS for the storefront origins', () => {
  let app: FastifyInstance
  before(async () => {
    app = await buildTestApp('pglite')
  })
  after(async () => {
    await app?.close()
  })

  const preflight = (method: string, origin = 'http://localhost:3002') =>
    app.inject({
      method: 'OPTIONS',
      url: '/api/v1/customer/cart/remove-item',
      headers: {
        origin,
        'access-control-request-method': method,
        'access-control-request-headers': 'zoneid,moduleid,x-localization,x-software-id,latitude,longitude,authorization',
      },
    })

  test('a preflight for DELETE from a remote origin is allowed (the cart removes lines with DELETE)', async () => {
    const response = await preflight('DELETE')
    assert.equal(response.statusCode, 204)
    assert.equal(response.headers['access-control-allow-origin'], 'http://localhost:3002')
    assert.match(String(response.headers['access-control-allow-methods']), /DELETE/)
    for (const header of ['zoneid', 'moduleid', 'x-localization', 'x-software-id', 'authorization']) {
      assert.match(String(response.headers['access-control-allow-headers']).toLowerCase(), new RegExp(header))
    }
  })

  test('an unknown origin gets no CORS grant', async () => {
    const response = await preflight('GET', 'http://evil.example')
    assert.equal(response.headers['access-control-allow-origin'], undefined)
  })
})
