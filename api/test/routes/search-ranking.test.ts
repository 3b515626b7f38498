import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { buildTestApp, drivers, json } from '../helper.js'

// Manhattan (zone 1); food is module 1, grocery 2, pharmacy 3. Headers as the storefront sends them.
const food = { zoneid: '[1]', moduleid: '1', latitude: '40.7529', longitude: '-73.9838' }
const grocery = { ...food, moduleid: '2' }
const pharmacy = { ...food, moduleid: '3' }

type Named = { id: number; name: string }
type Product = Named & { price: number; avg_rating: number; order_count?: number; category_ids: { id: string; name: string }[] }

/**
 * The fixed table: what a customer types, where, and what must come first.
 * `top` is the first result's name (or a pattern every one of the first `count` results matches).
 */
const table: { query: string; why: string; headers: Record<string, string>; top: string | RegExp; count?: number }[] = [
  { query: 'Onoins', why: 'two swapped letters', headers: grocery, top: 'Red Onions' },
  { query: 'chiken', why: 'a missing letter', headers: food, top: /chicken/i, count: 3 },
  { query: 'piza', why: 'a short word with a missing letter', headers: food, top: /pizza/i, count: 5 },
  { query: 'bananna', why: 'a doubled letter', headers: grocery, top: 'Bananas' },
  { query: 'دجاج', why: 'Arabic for chicken', headers: food, top: /chicken/i, count: 3 },
  { query: 'tavuk', why: 'Turkish for chicken', headers: food, top: /chicken/i, count: 3 },
  { query: 'soğan', why: 'Turkish for onions', headers: grocery, top: 'Red Onions' },
  { query: 'Pepperoni Pizza', why: 'the exact name first', headers: food, top: 'Pepperoni Pizza' },
  { query: 'Chicken Burgers', why: 'a plural in the name beats the words in a category name', headers: food, top: 'Crispy Chicken Burger' },
  { query: 'headache', why: 'a category name', headers: pharmacy, top: /./ },
]

for (const { driver, skip } of await drivers()) {
  describe(`search ranking and browsing (${driver})`, { skip }, () => {
    let app: FastifyInstance
    before(async () => {
      // these tests change rows behind the API's back (the search triggers), then read: no in-process copy
      app = await buildTestApp(driver, { responseCacheSeconds: 0 })
    })
    after(async () => {
      await app?.close()
    })

    const get = (url: string, headers: Record<string, string> = food) => app.inject({ method: 'GET', url, headers })
    const ok = async (url: string, headers: Record<string, string> = food) => {
      const response = await get(url, headers)
      assert.equal(response.statusCode, 200, `${url}: ${response.body.slice(0, 300)}`)
      return json(response)
    }
    const search = async (name: string, headers: Record<string, string>, more = '&limit=20'): Promise<Product[]> =>
      (await ok(`/api/v1/items/search?name=${encodeURIComponent(name)}${more}`, headers)).products

    for (const row of table) {
      test(`"${row.query}" (${row.why}) puts ${row.top} first`, async () => {
        const found = await search(row.query, row.headers)
        const names = found.map((item) => item.name)
        assert.ok(found.length >= (row.count ?? 1), `${row.query}: ${names.join(', ')}`)
        for (const name of names.slice(0, row.count ?? 1)) {
          if (typeof row.top === 'string') assert.equal(name, row.top, `${row.query}: ${names.join(', ')}`)
          else assert.match(name, row.top, `${row.query}: ${names.join(', ')}`)
        }
      })
    }

    test('a category name finds its items (in English and in Arabic), after the items named so', async () => {
      const inBeverages = (item: Product) => item.category_ids.some((category) => category.name === 'Beverages')
      const english = await search('Beverages', grocery)
      assert.ok(english.length > 0 && english.every(inBeverages), english.map((item) => item.name).join(', '))
      const arabic = await search('مشروبات', grocery)
      assert.deepEqual(
        arabic.map((item) => item.id),
        english.map((item) => item.id),
      )
    })

    test('a tag finds its item, also with a typo; a removed tag no longer does', async () => {
      const [item] = await search('Red Onions', grocery)
      const { rows } = await app.db.query<{ id: number }>(`insert into tags (tag) values ('picnic') returning id`)
      await app.db.query('insert into item_tag (item_id, tag_id) values ($1, $2)', [item.id, rows[0].id])
      assert.deepEqual(
        (await search('picnic', grocery)).map((found) => found.id),
        [item.id],
      )
      assert.deepEqual(
        (await search('picnik', grocery)).map((found) => found.id),
        [item.id],
      )
      await app.db.query('delete from item_tag where tag_id = $1', [rows[0].id])
      assert.deepEqual(await search('picnic', grocery), [])
    })

    test('store names: by prefix, with a typo, and in the suggestions', async () => {
      for (const name of ['tony', 'Pizzaria', 'tonys pizzeria']) {
        const { stores } = await ok(`/api/v1/stores/search?name=${encodeURIComponent(name)}`)
        assert.equal(stores[0]?.name, "Tony's Pizzeria", name)
      }
      const suggestions = await ok('/api/v1/items/item-or-store-search?name=tony')
      assert.equal(suggestions.stores[0].name, "Tony's Pizzeria")
      assert.match(suggestions.stores[0].logo_full_url, /^http:\/\/localhost:4000\//)
    })

    test('suggestions forgive a typo, list each name once and carry an image', async () => {
      const { items } = await ok('/api/v1/items/item-or-store-search?name=Onoins', grocery)
      assert.deepEqual(
        items.map((item: Named) => item.name),
        ['Red Onions'],
      )
      const chicken = (await ok('/api/v1/items/item-or-store-search?name=chiken')).items as (Named & { image_full_url: string })[]
      // names with chicken first; items only in a chicken category may fill the list after them
      const named = chicken.map((item) => /chicken/i.test(item.name))
      assert.ok(named[0] && !named.slice(named.indexOf(false) === -1 ? named.length : named.indexOf(false)).includes(true))
      assert.equal(new Set(chicken.map((item) => item.name)).size, chicken.length)
      assert.ok(chicken.every((item) => item.image_full_url.startsWith('http://localhost:4000/storage/item/')))
    })

    test('relevance order is deterministic: exact and prefix name matches, then the rest, ids break ties', async () => {
      const once = await search('pizza', food, '&sort_by=relevance&limit=100')
      const again = await search('pizza', food, '&sort_by=relevance&limit=100')
      assert.deepEqual(
        once.map((item) => item.id),
        again.map((item) => item.id),
      )
      const named = once.map((item) => /pizza/i.test(item.name))
      assert.ok(named[0] && !named.slice(named.indexOf(false) === -1 ? named.length : named.indexOf(false)).includes(true))
    })

    test('sorts: low to high, high to low (the default), a to z, each within the relevance tier', async () => {
      const prices = (items: Product[]) => items.map((item) => item.price)
      const low = prices(await search('pizza', food, '&sort_by=low'))
      assert.deepEqual(
        low,
        [...low].sort((a, b) => a - b),
      )
      const high = prices(await search('pizza', food))
      assert.deepEqual(
        high,
        [...high].sort((a, b) => b - a),
      )
      const names = (await search('', grocery, '&sort_by=a_to_z')).map((item) => item.name.toLowerCase())
      assert.deepEqual(names, [...names].sort())
    })

    test('filters combine as a comma-separated list; popular keeps the busy items only', async () => {
      const all = await ok('/api/v1/items/search?limit=1', grocery)
      const popular = await ok('/api/v1/items/search?filter=popular&limit=100', grocery)
      assert.ok(popular.total_size > 0 && popular.total_size < all.total_size)
      const both = await ok('/api/v1/items/search?filter=top_rated,discounted&limit=100', grocery)
      const topRated = await ok('/api/v1/items/search?filter=top_rated&limit=1', grocery)
      assert.ok(both.total_size <= topRated.total_size)
      assert.ok(both.products.every((item: Product) => item.avg_rating >= 4))
    })

    test('paging in 12s stops at total_size with no item twice (items and stores)', async () => {
      for (const [path, key, headers] of [
        ['items/search?name=a', 'products', grocery],
        ['stores/search?name=a', 'stores', food],
      ] as const) {
        const seen = new Set<number>()
        let total = -1
        for (let page = 1; page < 50; page++) {
          const body = await ok(`/api/v1/${path}&offset=${page}`, headers)
          assert.equal(body.limit, 12)
          total = body.total_size
          if (body[key].length === 0) break
          for (const row of body[key] as Named[]) {
            assert.ok(!seen.has(row.id), `${path}: ${row.id} twice`)
            seen.add(row.id)
          }
        }
        assert.ok(total > 0)
        assert.equal(seen.size, total, path)
      }
    })

    test('bad input is a 422 in the error shape, never a 500', async () => {
      for (const url of [
        'items/search?offset=-1',
        'items/search?limit=100000',
        'items/search?min_price=300&max_price=20',
        'items/search?sort_by=1;drop table items',
        'items/search?filter=nearby,everything',
        'stores/search?offset=-1',
        'stores/search?limit=500',
        'stores/search?filter=x',
        `items/item-or-store-search?name=${'a'.repeat(101)}`,
      ]) {
        const response = await get(`/api/v1/${url}`)
        assert.equal(response.statusCode, 422, `${url}: ${response.body.slice(0, 200)}`)
        assert.ok(json(response).errors[0].code && json(response).errors[0].message, url)
      }
      for (const name of ["' or 1=1 --", "'):* | 'a", 'x\\', "''"]) {
        for (const path of ['items/search', 'stores/search', 'items/item-or-store-search']) {
          assert.equal((await get(`/api/v1/${path}?name=${encodeURIComponent(name)}`)).statusCode, 200, `${path} ${name}`)
        }
      }
    })
  })
}
