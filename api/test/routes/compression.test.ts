import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import zlib from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import { buildTestApp, drivers } from '../helper.js'

// Manhattan (zone 1), grocery (module 2): a list long enough to be worth compressing.
const session = { zoneid: '[1]', moduleid: '2' }
const url = '/api/v1/items/popular?limit=12&offset=1&type=all'

for (const { driver, skip } of await drivers()) {
  describe(`compressed answers (${driver})`, { skip }, () => {
    let app: FastifyInstance
    before(async () => {
      app = await buildTestApp(driver)
    })
    after(async () => {
      await app?.close()
    })

    const get = (encoding?: string) =>
      app.inject({ method: 'GET', url, headers: { ...session, ...(encoding ? { 'accept-encoding': encoding } : {}) } })

    test('a JSON list goes brotli or gzip as the client accepts, several times smaller, the same JSON inside', async () => {
      const plain = await get()
      assert.equal(plain.statusCode, 200)
      assert.equal(plain.headers['content-encoding'], undefined)

      const brotli = await get('br, gzip')
      assert.equal(brotli.headers['content-encoding'], 'br')
      const gzip = await get('gzip')
      assert.equal(gzip.headers['content-encoding'], 'gzip')

      assert.deepEqual(JSON.parse(zlib.brotliDecompressSync(brotli.rawPayload).toString()), plain.json())
      assert.deepEqual(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString()), plain.json())
      assert.ok(gzip.rawPayload.length * 4 < plain.rawPayload.length, `${gzip.rawPayload.length} vs ${plain.rawPayload.length} bytes`)
    })

    test('a small answer and an error keep the plain JSON and the error shape', async () => {
      const health = await app.inject({ method: 'GET', url: '/health', headers: { 'accept-encoding': 'gzip' } })
      assert.equal(health.headers['content-encoding'], undefined)
      const missing = await app.inject({
        method: 'GET',
        url: '/api/v1/items/details/999999',
        headers: { ...session, 'accept-encoding': 'gzip' },
      })
      assert.equal(missing.statusCode, 404)
      assert.ok(Array.isArray(missing.json().errors))
    })
  })
}
