import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { buildTestApp, json } from '../helper.js'

// Manhattan (zone 1) with a position in Midtown, grocery (2)
const grocery = { zoneid: '[1]', latitude: '40.7529', longitude: '-73.9838', moduleid: '2', 'x-localization': 'en' }
const publicShort = /^public, max-age=60, stale-while-revalidate=60$/

describe('public catalogue answers are cached briefly; personal ones are not', () => {
  let app: FastifyInstance
  let token: string
  before(async () => {
    app = await buildTestApp('pglite')
    const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { phone: '+15550100100', password: 'Demo@1234' } })
    token = json(login).token
  })
  after(async () => {
    await app?.close()
  })
  const get = (url: string, headers: Record<string, string> = grocery) => app.inject({ method: 'GET', url, headers })

  test('item and store lists, searches, details and promotions carry a short public Cache-Control that varies on the session', async () => {
    const popular = json(await get('/api/v1/items/popular?offset=1&limit=5'))
    const item = popular.products[0] as { id: number; store_id: number }
    const urls = [
      '/api/v1/items/popular?offset=1&limit=5',
      '/api/v1/items/latest?offset=1&limit=5',
      '/api/v1/items/discounted?offset=1&limit=5',
      '/api/v1/items/new-arrival?offset=1',
      '/api/v1/items/search?name=milk&offset=1&limit=5',
      '/api/v1/items/item-or-store-search?name=mil',
      `/api/v1/items/details/${item.id}`,
      `/api/v1/items/related-store-items/${item.id}`,
      '/api/v1/stores/popular?offset=1',
      '/api/v1/stores/get-stores/all?store_type=all&offset=1',
      '/api/v1/stores/search?name=market&offset=1',
      `/api/v1/stores/details/${item.store_id}`,
      '/api/v1/brand',
      '/api/v1/campaigns/basic',
      '/api/v1/campaigns/item',
      '/api/v1/flash-sales',
      '/api/v1/advertisement/list',
    ]
    for (const url of urls) {
      const response = await get(url)
      assert.equal(response.statusCode, 200, `${url}: ${response.body.slice(0, 200)}`)
      assert.match(String(response.headers['cache-control']), publicShort, url)
      const vary = String(response.headers.vary).toLowerCase()
      for (const header of ['zoneid', 'moduleid', 'x-localization', 'latitude', 'longitude'])
        assert.ok(vary.includes(header), `${url} vary: ${vary}`)
      assert.ok(response.headers.etag, `${url} has an ETag`)
    }
  })

  test('a signed-in customer’s token changes nothing in a public list, so it stays public', async () => {
    const response = await get('/api/v1/items/popular?offset=1&limit=5', { ...grocery, authorization: `Bearer ${token}` })
    assert.match(String(response.headers['cache-control']), publicShort)
  })

  test('If-None-Match with the ETag answers 304 without a body', async () => {
    for (const url of ['/api/v1/items/popular?offset=1&limit=5', '/api/v1/stores/get-stores/all?store_type=all&offset=1']) {
      const first = await get(url)
      const again = await get(url, { ...grocery, 'if-none-match': first.headers.etag as string })
      assert.equal(again.statusCode, 304, url)
      assert.equal(again.body, '', url)
    }
  })

  test('answers that depend on the customer or are errors are not cached publicly', async () => {
    const signedIn = { ...grocery, authorization: `Bearer ${token}` }
    // recommended ranks a signed-in customer's interests first: guest or not, no public caching
    for (const headers of [grocery, signedIn]) {
      const recommended = await get('/api/v1/items/recommended?offset=1', headers)
      assert.equal(recommended.statusCode, 200)
      assert.equal(recommended.headers['cache-control'], undefined)
    }
    for (const url of ['/api/v1/customer/wish-list', '/api/v1/customer/visit-again']) {
      const response = await get(url, signedIn)
      assert.equal(response.statusCode, 200, `${url}: ${response.body.slice(0, 200)}`)
      assert.equal(response.headers['cache-control'], 'no-store', url)
    }
    const missing = await get('/api/v1/items/details/999999999')
    assert.equal(missing.statusCode, 404)
    assert.doesNotMatch(String(missing.headers['cache-control']), /public/)
    const noZone = await get('/api/v1/items/popular?offset=1', { moduleid: '2' })
    assert.equal(noZone.statusCode, 403)
    assert.doesNotMatch(String(noZone.headers['cache-control']), /public/)
  })
})
