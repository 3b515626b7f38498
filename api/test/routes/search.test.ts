import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { buildTestApp, drivers, json } from '../helper.js'

// Manhattan (zone 1); food is module 1, grocery 2, pharmacy 3, ecommerce 4. Headers as the storefront sends them.
const food = { zoneid: '[1]', moduleid: '1', latitude: '40.7529', longitude: '-73.9838' }
const grocery = { ...food, moduleid: '2' }
const shop = { ...food, moduleid: '4' }

type Product = { id: number; name: string; price: number; avg_rating: number; category_ids: { id: string }[]; brand_id: number | null }

for (const { driver, skip } of await drivers()) {
  describe(`search (${driver})`, { skip }, () => {
    let app: FastifyInstance
    before(async () => {
      // these tests change rows behind the API's back (the search triggers), then read: no in-process copy
      app = await buildTestApp(driver, { responseCacheSeconds: 0 })
    })
    after(async () => {
      await app?.close()
    })

    const get = (url: string, headers: Record<string, string> = food) => app.inject({ method: 'GET', url, headers })
    const products = async (url: string, headers: Record<string, string> = food): Promise<Product[]> => {
      const response = await get(url, headers)
      assert.equal(response.statusCode, 200, `${url}: ${response.body.slice(0, 200)}`)
      return json(response).products
    }

    test('finds by the start of a word: "ban" finds bananas, "piz" pizzas', async () => {
      const bananas = await products('/api/v1/items/search?name=ban', grocery)
      assert.ok(bananas.some((item) => item.name === 'Bananas'))
      // name matches first; items whose description names a pizzeria follow
      const pizzas = await products('/api/v1/items/search?name=piz&limit=100')
      const names = pizzas.map((item) => /pizz/i.test(item.name))
      assert.ok(names[0])
      assert.ok(
        names.indexOf(false) === -1 || !names.slice(names.indexOf(false)).includes(true),
        pizzas.map((item) => item.name).join(', '),
      )
    })

    test('finds through a one-letter typo: "chiken", "piza", "bananna"', async () => {
      const chicken = await products('/api/v1/items/search?name=chiken')
      assert.ok(chicken.length > 0)
      assert.match(chicken[0].name, /chicken/i)
      assert.ok((await products('/api/v1/items/search?name=piza')).some((item) => /pizza/i.test(item.name)))
      assert.ok((await products('/api/v1/items/search?name=bananna', grocery)).some((item) => item.name === 'Bananas'))
    })

    test('ranks name matches before description and typo matches, then sorts by price high to low', async () => {
      const { products: found } = json(await get('/api/v1/items/search?name=pizza&limit=100'))
      const firstNonName = found.findIndex((item: Product) => !/pizza/i.test(item.name))
      const named = firstNonName === -1 ? found : found.slice(0, firstNonName)
      assert.ok(named.length > 1)
      assert.ok(found.slice(named.length).every((item: Product) => !/pizza/i.test(item.name)))
      const prices = named.map((item: Product) => item.price)
      assert.deepEqual(
        prices,
        [...prices].sort((a, b) => b - a),
      )
    })

    test('sort_by low, rating and a_to_z order the results', async () => {
      const low = (await products('/api/v1/items/search?sort_by=low&limit=30')).map((item) => item.price)
      assert.deepEqual(
        low,
        [...low].sort((a, b) => a - b),
      )
      const rated = (await products('/api/v1/items/search?sort_by=rating&limit=30')).map((item) => item.avg_rating)
      assert.deepEqual(
        rated,
        [...rated].sort((a, b) => b - a),
      )
      const high = (await products('/api/v1/items/search?limit=30')).map((item) => item.price)
      assert.deepEqual(
        high,
        [...high].sort((a, b) => b - a),
      )
    })

    test('category, brand, price and rating filters filter; total_size counts every match', async () => {
      const all = json(await get('/api/v1/items/search?limit=5'))
      const inCategory = json(await get('/api/v1/items/search?category_ids=[1]&limit=100'))
      assert.ok(inCategory.total_size > 0 && inCategory.total_size < all.total_size)
      assert.ok(inCategory.products.every((item: Product) => item.category_ids.some((c) => c.id === '1')))
      assert.equal(json(await get('/api/v1/items/search?category_ids=1&limit=1')).total_size, inCategory.total_size)

      const priced = await products('/api/v1/items/search?min_price=5&max_price=10&limit=100')
      assert.ok(priced.length > 0 && priced.every((item) => item.price >= 5 && item.price <= 10))
      const rated = await products('/api/v1/items/search?rating_count=4.5&limit=100')
      assert.ok(rated.every((item) => item.avg_rating >= 4.5))

      const brands = json(await get('/api/v1/brand', shop))
      const branded = await products(`/api/v1/items/search?brand_ids=[${brands[0].id}]&limit=100`, shop)
      assert.ok(branded.length > 0 && branded.every((item) => item.brand_id === brands[0].id))
    })

    test('filters: discounted, top_rated, currently_open, nearby', async () => {
      const discounted = json(await get('/api/v1/items/search?filter=["discounted"]&limit=100'))
      assert.ok(
        discounted.products.every(
          (item: { discount: number; store_discount: number; flash_sale: number }) =>
            item.discount > 0 || item.store_discount > 0 || item.flash_sale === 1,
        ),
      )
      const topRated = await products('/api/v1/items/search?filter=top_rated&limit=100')
      assert.ok(topRated.every((item) => item.avg_rating >= 4))
      const open = json(await get('/api/v1/items/search?filter=currently_open&limit=1'))
      const all = json(await get('/api/v1/items/search?limit=1'))
      assert.ok(open.total_size <= all.total_size)
      const nearby = await get('/api/v1/items/search?filter=nearby', { zoneid: '[1]', moduleid: '1' })
      assert.equal(nearby.statusCode, 422)
      assert.equal(json(nearby).errors[0].code, 'nearby')
      const near = json(await get('/api/v1/items/search?filter=nearby&limit=1'))
      assert.ok(near.total_size <= all.total_size)
    })

    test('pages with offset as a page number', async () => {
      const first = json(await get('/api/v1/items/search?name=a&limit=5&offset=1'))
      const second = json(await get('/api/v1/items/search?name=a&limit=5&offset=2'))
      assert.equal(first.total_size, second.total_size)
      assert.equal(second.offset, 2)
      const ids = new Set(first.products.map((item: Product) => item.id))
      assert.ok(second.products.every((item: Product) => !ids.has(item.id)))
    })

    test('SQL-looking, odd and huge text is answered (empty or a 4xx), never a 5xx', async () => {
      const texts = [
        "'; drop table items; --",
        "1' or '1'='1",
        '%',
        '_',
        '\\',
        '$1',
        ':*',
        '!',
        '&|',
        '"unterminated',
        '((',
        'a:*B',
        '<script>',
        '😀',
        'x'.repeat(100),
      ]
      for (const text of texts) {
        for (const path of ['items/search', 'stores/search', 'items/item-or-store-search']) {
          const response = await get(`/api/v1/${path}?name=${encodeURIComponent(text)}`)
          assert.equal(response.statusCode, 200, `${path} ${text}: ${response.body.slice(0, 200)}`)
        }
      }
      assert.equal((await get('/api/v1/items/search?name=pizza%20%27%3B--')).statusCode, 200)
      assert.ok((await get(`/api/v1/items/search?name=${'x'.repeat(5000)}`)).statusCode === 422)
      assert.ok((await get('/api/v1/items/search?name=a%00b')).statusCode < 500)
      for (const query of [
        'category_ids=[abc]',
        'category_ids=1;drop',
        'brand_ids={}',
        'min_price=-1',
        'max_price=1e99',
        'min_price=abc',
        'rating_count=9',
        'filter=everything',
        'sort_by=price;drop',
        'min_price=10&max_price=5',
        `category_ids=[${'9'.repeat(30)}]`,
        'limit=1000',
        'offset=-2',
      ]) {
        const response = await get(`/api/v1/items/search?${query}`)
        assert.equal(response.statusCode, 422, `${query}: ${response.body.slice(0, 200)}`)
        assert.ok(json(response).errors[0].code)
      }
    })

    test('stores/search finds by prefix and typo, filters and sorts by distance', async () => {
      const found = json(await get('/api/v1/stores/search?name=tony'))
      assert.ok(found.stores.some((store: { name: string }) => store.name === "Tony's Pizzeria"))
      const typo = json(await get('/api/v1/stores/search?name=piz'))
      assert.ok(typo.total_size > 0)
      const near = json(await get('/api/v1/stores/search?sort_by=distance&limit=50')).stores
      const distances = near.map((store: { distance: number }) => store.distance)
      assert.ok(distances.every((d: number) => typeof d === 'number'))
      assert.deepEqual(
        distances,
        [...distances].sort((a, b) => a - b),
      )
      const open = json(await get('/api/v1/stores/search?filter=currently_open&limit=50')).stores
      assert.ok(open.every((store: { open: number }) => store.open === 1))
      const rated = json(await get('/api/v1/stores/search?filter=top_rated&limit=50')).stores
      assert.ok(rated.every((store: { avg_rating: number }) => store.avg_rating >= 4))
    })

    test('item-or-store-search suggests item and store names in the zone and module', async () => {
      const body = json(await get('/api/v1/items/item-or-store-search?name=piz'))
      assert.ok(body.items.length > 0 && body.items.length <= 5)
      assert.ok(body.items.every((item: { id: number; name: string }) => typeof item.id === 'number' && /piz/i.test(item.name)))
      assert.ok(Array.isArray(body.stores))
      assert.deepEqual(json(await get('/api/v1/items/item-or-store-search?name=%20')), { items: [], stores: [] })
      assert.equal((await get('/api/v1/items/item-or-store-search')).statusCode, 422)
      assert.equal((await get('/api/v1/items/item-or-store-search?name=piz', { zoneid: '[1]' })).statusCode, 403)
    })

    test('suggestions follow the items and stores as they change (search_names is kept by triggers)', async () => {
      const suggested = async (text: string) =>
        json(await get(`/api/v1/items/item-or-store-search?name=${encodeURIComponent(text)}`)).items as { id: number; name: string }[]
      const { rows } = await app.db.query<{ id: number; name: string; store_id: number }>(
        `select i.id, i.name, i.store_id from items i join stores s on s.id = i.store_id
          where i.module_id = 1 and s.zone_id = 1 and i.status and i.is_approved and s.active
          order by i.order_count desc, i.id limit 1`,
      )
      const [item] = rows
      // another item of the same zone and module, less busy, to take the same name
      const [other] = (
        await app.db.query<{ id: number; name: string; order_count: number }>(
          `select i.id, i.name, i.order_count from items i join stores s on s.id = i.store_id
            where i.module_id = 1 and s.zone_id = 1 and i.status and i.is_approved and s.active and i.id <> $1
            order by i.order_count, i.id limit 1`,
          [item.id],
        )
      ).rows
      try {
        // a renamed item is suggested by its new name at once, and not by its old one once no other item bears it
        await app.db.query("update items set name = 'Zanzibar Quokka Stew' where id = $1", [item.id])
        assert.deepEqual(
          (await suggested('quokka')).map((row) => [row.id, row.name]),
          [[item.id, 'Zanzibar Quokka Stew']],
        )
        // a second item of that name: the busier one is the suggestion's item
        await app.db.query("update items set name = 'Zanzibar Quokka Stew' where id = $1", [other.id])
        assert.deepEqual(
          (await suggested('quokka')).map((row) => row.id),
          [item.id],
        )
        await app.db.query('update items set order_count = 1000000 where id = $1', [other.id])
        assert.deepEqual(
          (await suggested('quokka')).map((row) => row.id),
          [other.id],
        )
        // switched off, or its store closed: the next one, then none
        await app.db.query('update items set status = false where id = $1', [other.id])
        assert.deepEqual(
          (await suggested('quokka')).map((row) => row.id),
          [item.id],
        )
        await app.db.query('update stores set active = false where id = $1', [item.store_id])
        assert.deepEqual(await suggested('quokka'), [])
        // a stock change alone leaves the names as they are
        await app.db.query('update stores set active = true where id = $1', [item.store_id])
        await app.db.query('update items set stock = stock where id = $1', [item.id])
        assert.deepEqual(
          (await suggested('quokka')).map((row) => row.id),
          [item.id],
        )
        // switched off too: gone
        await app.db.query('update items set status = false where id = $1', [item.id])
        assert.deepEqual(await suggested('quokka'), [])
      } finally {
        await app.db.query('update items set name = $1, status = true where id = $2', [item.name, item.id])
        await app.db.query('update items set name = $1, status = true, order_count = $2 where id = $3', [
          other.name,
          other.order_count,
          other.id,
        ])
        await app.db.query('update stores set active = true where id = $1', [item.store_id])
      }
      assert.deepEqual(await suggested('quokka'), [])
    })
  })
}
