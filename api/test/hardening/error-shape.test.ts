import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { buildTestApp } from '../helper.js'
import { assertErrorShape, listen, rawRequest } from './support.js'

describe('every error from any layer is {"errors":[{code,message}]} with an honest status (issue 8.2)', () => {
  let app: FastifyInstance
  let port: number
  before(async () => {
    app = await buildTestApp('pglite')
    port = await listen(app)
  })
  after(async () => {
    await app?.close()
  })

  test('OPTIONS without Origin (not a preflight) is a 400 in the error shape', async () => {
    for (const headers of [{}, { origin: 'http://localhost:3000' }, { 'access-control-request-method': 'GET' }]) {
      const response = await app.inject({ method: 'OPTIONS', url: '/api/v1/config', headers })
      assert.equal(response.statusCode, 400, JSON.stringify(headers))
      assertErrorShape(response, 'OPTIONS')
      assert.match(String(response.headers['content-type']), /application\/json/)
    }
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/v1/config',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'GET' },
    })
    assert.equal(preflight.statusCode, 204)
  })

  test('unknown routes, unknown methods on known routes: 404 in the error shape', async () => {
    for (const [method, url] of [
      ['GET', '/nope'],
      ['PROPFIND', '/api/v1/config'],
      ['PATCH', '/api/v1/config'],
      ['DELETE', '/api/v1/items/latest'],
    ] as const) {
      const response = await app.inject({ method: method as 'GET', url })
      assert.equal(response.statusCode, 404, `${method} ${url}`)
      assertErrorShape(response, `${method} ${url}`)
    }
  })

  test('a method node does not know is a 501 in the error shape (raw socket)', async () => {
    const response = await rawRequest(port, 'FOOBAR /api/v1/config HTTP/1.1\r\nHost: x\r\n\r\n')
    assert.equal(response.status, 501)
    assertErrorShape({ statusCode: response.status, body: response.body })
  })

  test('headers too large are a 431 in the error shape (raw socket)', async () => {
    const response = await rawRequest(port, `GET /api/v1/config HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(64 * 1024)}\r\n\r\n`)
    assert.equal(response.status, 431)
    assertErrorShape({ statusCode: response.status, body: response.body })
  })

  test('a malformed request line is a 400 in the error shape (raw socket)', async () => {
    const response = await rawRequest(port, 'GET /api/v1/config HTTP/9.9 what\r\n\r\n')
    assert.equal(response.status, 400)
    assertErrorShape({ statusCode: response.status, body: response.body })
  })

  test('bad JSON 400, unsupported media type 415, body too large 413, all in the error shape', async () => {
    const post = (payload: string, type: string) =>
      app.inject({ method: 'POST', url: '/api/v1/auth/login', payload, headers: { 'content-type': type } })
    const cases: [string, string, number][] = [
      ['{"phone":', 'application/json', 400],
      ['{"phone":"1","password":"x"}}', 'application/json', 400],
      ['a=1', 'application/x-www-form-urlencoded', 415],
      ['<a/>', 'application/xml', 415],
      [JSON.stringify({ phone: 'x'.repeat(300 * 1024), password: 'x' }), 'application/json', 413],
    ]
    for (const [payload, type, status] of cases) {
      const response = await post(payload, type)
      assert.equal(response.statusCode, status, `${type} ${payload.slice(0, 30)}`)
      assertErrorShape(response, type)
    }
    const viaSocket = await rawRequest(
      port,
      `POST /api/v1/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${400 * 1024}\r\nConnection: close\r\n\r\n{}`,
    )
    assert.equal(viaSocket.status, 413)
    assertErrorShape({ statusCode: viaSocket.status, body: viaSocket.body })
  })
})
