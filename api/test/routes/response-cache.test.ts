import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import zlib from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import { buildTestApp, demoCustomerToken, json } from '../helper.js'

// Manhattan (zone 1) with a position in Midtown, grocery (2)
const grocery = { zoneid: '[1]', latitude: '40.7529', longitude: '-73.9838', moduleid: '2', 'x-localization': 'en' }
const popular = '/api/v1/items/popular?offset=1&limit=5'

interface Product {
  id: number
  name: string
}

describe('the in-process copy of public catalogue answers', () => {
  let app: FastifyInstance
  before(async () => {
    app = await buildTestApp('pglite', { responseCacheSeconds: 30 })
  })
  after(async () => {
    await app?.close()
  })
  const get = (url: string, headers: Record<string, string> = grocery) => app.inject({ method: 'GET', url, headers })
  const renameFirst = async (url: string, name: string) => {
    const first = json<{ products: Product[] }>(await get(url)).products[0]
    await app.db.query('update items set name = $2 where id = $1', [first.id, name])
    return first
  }

  test('a repeated answer comes from the copy: same body and ETag, no query (a row changed behind its back still shows the old name)', async () => {
    const first = await get(popular)
    assert.equal(first.headers['x-cache'], 'miss')
    const product = await renameFirst(popular, 'Renamed behind the cache')
    const again = await get(popular)
    assert.equal(again.statusCode, 200)
    assert.equal(again.headers['x-cache'], 'hit')
    assert.equal(again.body, first.body)
    assert.equal(again.headers.etag, first.headers.etag)
    assert.equal(again.headers['cache-control'], first.headers['cache-control'])
    assert.equal(again.headers.vary, first.headers.vary)
    assert.match(String(again.headers['content-type']), /^application\/json/)
    assert.equal(again.headers['x-content-type-options'], 'nosniff')
    assert.equal(json<{ products: Product[] }>(again).products[0].name, product.name)
  })

  test('a write empties it: the next answer is read again', async () => {
    const url = '/api/v1/items/latest?offset=1&limit=5'
    await get(url)
    const product = await renameFirst(url, 'Renamed before a write')
    assert.equal((await get(url)).headers['x-cache'], 'hit')
    const write = await app.inject({ method: 'POST', url: '/api/v1/newsletter/subscribe', payload: { email: 'cache@example.com' } })
    assert.ok(write.statusCode < 400, write.body)
    const after = await get(url)
    assert.equal(after.headers['x-cache'], 'miss')
    const renamed = json<{ products: Product[] }>(after).products.find((p) => p.id === product.id)
    assert.equal(renamed?.name, 'Renamed before a write')
  })

  test('after a write, misses of one answer at once read it once', async () => {
    const url = '/api/v1/items/popular?offset=2&limit=5'
    await get(url)
    await app.inject({ method: 'POST', url: '/api/v1/newsletter/subscribe', payload: { email: 'herd@example.com' } })
    const query = app.db.query.bind(app.db)
    let queries = 0
    app.db.query = ((sql: string, params?: unknown[]) => {
      queries += 1
      return query(sql, params)
    }) as typeof app.db.query
    try {
      await get('/api/v1/items/popular?offset=3&limit=5')
      const alone = queries
      assert.ok(alone > 0)
      queries = 0
      const answers = await Promise.all(Array.from({ length: 20 }, () => get(url)))
      assert.deepEqual(
        answers.map((answer) => answer.statusCode),
        answers.map(() => 200),
      )
      assert.equal(answers.filter((answer) => answer.headers['x-cache'] === 'miss').length, 1)
      assert.equal(new Set(answers.map((answer) => answer.body)).size, 1)
      assert.equal(queries, alone)
    } finally {
      app.db.query = query
    }
  })

  test('a cart line does not empty it', async () => {
    const url = '/api/v1/stores/popular?offset=1'
    await get(url)
    const guest = json<{ guest_id: string }>(await app.inject({ method: 'POST', url: '/api/v1/auth/guest/request' })).guest_id
    type Listed = { id: number; food_variations?: unknown[]; variations?: unknown[] }
    const listed = json<{ products: Listed[] }>(await get('/api/v1/items/popular?offset=1&limit=30')).products
    const item = listed.find((p) => !p.food_variations?.length && !p.variations?.length)!
    const add = await app.inject({
      method: 'POST',
      url: '/api/v1/customer/cart/add',
      headers: grocery,
      payload: { guest_id: guest, item_id: item.id, quantity: 1 },
    })
    assert.equal(add.statusCode, 200, add.body)
    assert.equal((await get(url)).headers['x-cache'], 'hit')
  })

  test('each session header of the key is a different answer', async () => {
    const url = '/api/v1/stores/get-stores/all?store_type=all&offset=1'
    assert.equal((await get(url)).headers['x-cache'], 'miss')
    for (const changed of [
      { 'x-localization': 'tr' },
      { zoneid: '[1,2]' },
      { moduleid: '1' },
      { latitude: '40.70' },
      { longitude: '-74.00' },
    ]) {
      assert.equal((await get(url, { ...grocery, ...changed })).headers['x-cache'], 'miss', JSON.stringify(changed))
    }
    assert.equal((await get(url)).headers['x-cache'], 'hit')
  })

  test('a hit is compressed as the client accepts, once, and names it in Vary', async () => {
    const plain = await get(popular)
    for (const [encoding, inflate] of [
      ['br', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
    ] as const) {
      for (let round = 0; round < 2; round++) {
        const response = await get(popular, { ...grocery, 'accept-encoding': `${encoding}, deflate` })
        assert.equal(response.headers['x-cache'], 'hit')
        assert.equal(response.headers['content-encoding'], encoding)
        assert.match(String(response.headers.vary), /accept-encoding/)
        assert.equal(inflate(response.rawPayload).toString(), plain.body)
      }
    }
  })

  test('If-None-Match with the ETag of a kept answer is 304 without a body', async () => {
    const first = await get(popular)
    const again = await get(popular, { ...grocery, 'if-none-match': String(first.headers.etag), 'accept-encoding': 'br' })
    assert.equal(again.statusCode, 304)
    assert.equal(again.body, '')
  })

  test('personal answers, answers that read the token and errors are never kept', async () => {
    const token = await demoCustomerToken(app)
    const signedIn = { ...grocery, authorization: `Bearer ${token}` }
    for (const [url, headers] of [
      ['/api/v1/customer/wish-list', signedIn],
      ['/api/v1/items/recommended?offset=1', signedIn],
      ['/api/v1/items/recommended?offset=1', grocery],
      ['/api/v1/items/details/999999999', grocery],
    ] as const) {
      for (let round = 0; round < 2; round++) assert.equal((await get(url, headers)).headers['x-cache'], undefined, url)
    }
  })

  test('a bad session header is refused even where the same URL is kept', async () => {
    await get(popular)
    const refused = await get(popular, { ...grocery, zoneid: 'nope' })
    assert.equal(refused.statusCode, 400)
  })
})

describe('freshness and switching the copy off', () => {
  test('past its seconds an answer is read again, and the reader refreshes the copy', async () => {
    const app = await buildTestApp('pglite', { responseCacheSeconds: 1 })
    try {
      const get = () => app.inject({ method: 'GET', url: popular, headers: grocery })
      const first = json<{ products: Product[] }>(await get()).products[0]
      await app.db.query('update items set name = $2 where id = $1', [first.id, 'Renamed, then a second passed'])
      assert.equal((await get()).headers['x-cache'], 'hit')
      await sleep(1100)
      const refreshed = await get()
      assert.equal(refreshed.headers['x-cache'], 'miss')
      assert.equal(json<{ products: Product[] }>(refreshed).products.find((p) => p.id === first.id)?.name, 'Renamed, then a second passed')
      assert.equal((await get()).headers['x-cache'], 'hit')
    } finally {
      await app.close()
    }
  })

  test('RESPONSE_CACHE_SECONDS=0 keeps nothing', async () => {
    const app = await buildTestApp('pglite', { responseCacheSeconds: 0 })
    try {
      for (let round = 0; round < 2; round++) {
        const response = await app.inject({ method: 'GET', url: popular, headers: grocery })
        assert.equal(response.statusCode, 200)
        assert.equal(response.headers['x-cache'], undefined)
      }
    } finally {
      await app.close()
    }
  })
})
