import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { buildTestApp, json } from '../helper.js'

describe('errors raised by the router itself keep the error shape', () => {
  let app: FastifyInstance
  before(async () => {
    app = await buildTestApp('pglite')
  })
  after(async () => {
    await app?.close()
  })

  test('an overlong path parameter is a 414 in the error shape, without echoing the path', async () => {
    const response = await app.inject({ url: `/api/v1/items/details/${'x'.repeat(5000)}` })
    assert.equal(response.statusCode, 414)
    assert.deepEqual(json(response), { errors: [{ code: 'request', message: 'The request path is too long.' }] })
  })

  test('a malformed URL component is a 400 in the error shape', async () => {
    const response = await app.inject({ url: '/api/v1/items/details/%E0%A4%A' })
    assert.equal(response.statusCode, 400)
    assert.equal(json(response).errors[0].code, 'request')
  })
})
