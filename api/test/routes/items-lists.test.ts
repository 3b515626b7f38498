import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { buildTestApp, drivers, json, signUpCustomer } from '../helper.js'

// Manhattan (zone 1), grocery (module 2): the seeded default location and a stocked module.
const session = { zoneid: '[1]', moduleid: '2' }

for (const { driver, skip } of await drivers()) {
  describe(`item lists (${driver})`, { skip }, () => {
    let app: FastifyInstance
    before(async () => {
      app = await buildTestApp(driver)
    })
    after(async () => {
      await app?.close()
    })

    const get = (url: string, headers: Record<string, string> = session) => app.inject({ method: 'GET', url, headers })

    test('items/popular pages the zone and module items, most ordered first, with total_size', async () => {
      const first = await get('/api/v1/items/popular?limit=5&offset=1&type=all')
      assert.equal(first.statusCode, 200)
      const body = json(first)
      assert.equal(body.limit, 5)
      assert.equal(body.offset, 1)
      assert.equal(body.products.length, 5)
      assert.ok(body.total_size > 5)
      for (const item of body.products) {
        assert.equal(item.zone_id, 1)
        assert.equal(item.module_id, 2)
        assert.equal(item.module_type, 'grocery')
        assert.equal(typeof item.image_full_url, 'string')
        assert.ok(Array.isArray(item.category_ids))
      }
      const counts = body.products.map((item: { order_count: number }) => item.order_count)
      assert.deepEqual(
        counts,
        [...counts].sort((a, b) => b - a),
      )

      const second = json(await get('/api/v1/items/popular?limit=5&offset=2'))
      assert.equal(second.total_size, body.total_size)
      const firstIds = new Set(body.products.map((item: { id: number }) => item.id))
      assert.ok(second.products.every((item: { id: number }) => !firstIds.has(item.id)))

      const beyond = json(await get('/api/v1/items/popular?limit=5&offset=9999'))
      assert.deepEqual(beyond.products, [])
      assert.equal(beyond.total_size, body.total_size)
    })

    test('lists never show items of inactive stores or of other zones and modules', async () => {
      const all = json(await get('/api/v1/items/latest?limit=100', { zoneid: '[2]', moduleid: '1' }))
      assert.ok(all.products.length > 0)
      assert.ok(all.products.every((item: { zone_id: number; module_id: number }) => item.zone_id === 2 && item.module_id === 1))
      const { rows } = await app.db.query<{ id: number }>('select i.id from items i join stores s on s.id = i.store_id where not s.active')
      const inactive = new Set(rows.map((row) => row.id))
      const manhattan = json(await get('/api/v1/items/latest?limit=100', { zoneid: '[1,2,3,4]', moduleid: '1' }))
      assert.ok(manhattan.products.every((item: { id: number }) => !inactive.has(item.id)))
    })

    test('latest, most-reviewed, discounted and recommended order and filter as named', async () => {
      const latest = json(await get('/api/v1/items/latest?limit=10')).products
      const dates = latest.map((item: { created_at: string }) => item.created_at)
      assert.deepEqual(dates, [...dates].sort().reverse())
      const reviewed = json(await get('/api/v1/items/most-reviewed?limit=10&type=all')).products
      const counts = reviewed.map((item: { rating_count: number }) => item.rating_count)
      assert.deepEqual(
        counts,
        [...counts].sort((a, b) => b - a),
      )
      const discounted = json(await get('/api/v1/items/discounted?limit=50')).products
      assert.ok(discounted.length > 0)
      assert.ok(
        discounted.every(
          (item: { discount: number; store_discount: number; flash_sale: number }) =>
            item.discount > 0 || item.store_discount > 0 || item.flash_sale === 1,
        ),
      )
      const recommended = json(await get('/api/v1/items/recommended?filter=all&offset=1'))
      assert.equal(recommended.limit, 15)
      assert.ok(recommended.products.every((item: { recommended: number }) => item.recommended === 1))
    })

    test('recommended ranks a signed-in customer’s interest categories first ("Just For You"); guests keep the order', async () => {
      type Listed = { id: number; category_id: number | null }
      const ids = (items: Listed[]) => items.map((item) => item.id)
      const guestAll = json(await get('/api/v1/items/recommended?filter=all&offset=1&limit=100')).items as Listed[]
      // an interest whose items are not already first for a guest: the main category that shows up last in the list
      const firstAt = new Map<number, number>()
      guestAll.forEach((item, index) => item.category_id !== null && !firstAt.has(item.category_id) && firstAt.set(item.category_id, index))
      const [interest, firstIndex] = [...firstAt].reduce((latest, entry) => (entry[1] > latest[1] ? entry : latest))
      assert.ok(firstIndex > 0, 'the seed recommends items of more than one category')
      const ofInterest = guestAll.filter((item) => item.category_id === interest)
      const token = await signUpCustomer(app, { f_name: 'Ida', l_name: 'Interest', phone: '+15550177001' })
      const signedIn = { ...session, authorization: `Bearer ${token}` }

      // without interests a customer sees the guests' order
      const before = json(await get('/api/v1/items/recommended?filter=all&offset=1', signedIn))
      assert.deepEqual(ids(before.items), ids(guestAll.slice(0, 15)))

      const saved = await app.inject({
        method: 'POST',
        url: '/api/v1/customer/update-interest',
        headers: { authorization: `Bearer ${token}` },
        payload: { interest: [interest] },
      })
      assert.equal(saved.statusCode, 200, saved.body)

      const mine = json(await get('/api/v1/items/recommended?filter=all&offset=1', signedIn))
      // the spec's shape and limit stay
      assert.equal(mine.limit, 15)
      assert.equal(mine.total_size, guestAll.length)
      assert.deepEqual(ids(mine.products), ids(mine.items))
      // the interest's items first (in the list's own order), then the rest as before
      const rest = guestAll.filter((item) => item.category_id !== interest)
      assert.deepEqual(ids(mine.items), ids([...ofInterest, ...rest].slice(0, 15)))
      assert.equal(mine.items[0].category_id, interest)

      // a guest's order is unchanged
      const guestAfter = json(await get('/api/v1/items/recommended?filter=all&offset=1&limit=100')).items as Listed[]
      assert.deepEqual(ids(guestAfter), ids(guestAll))
    })

    test('type=veg keeps only veg items', async () => {
      const veg = json(await get('/api/v1/items/popular?type=veg&limit=30', { zoneid: '[1]', moduleid: '1' })).products
      assert.ok(veg.length > 0)
      assert.ok(veg.every((item: { veg: number }) => item.veg === 1))
    })

    test('missing zone or module headers are a 403 naming the header; malformed ones a 400', async () => {
      const noModule = await get('/api/v1/items/popular', { zoneid: '[1]' })
      assert.equal(noModule.statusCode, 403)
      assert.equal(json(noModule).errors[0].code, 'moduleId')
      const noZone = await get('/api/v1/items/popular', { moduleid: '2' })
      assert.equal(noZone.statusCode, 403)
      assert.equal(json(noZone).errors[0].code, 'zoneId')
      for (const zoneid of ['[1', 'undefined', '["1; drop table items"]', '[-1]', '[99999999999]']) {
        const bad = await get('/api/v1/items/popular', { zoneid, moduleid: '2' })
        assert.equal(bad.statusCode, 400, zoneid)
        assert.equal(json(bad).errors[0].code, 'zoneId')
      }
      const badModule = await get('/api/v1/items/popular', { zoneid: '[1]', moduleid: '1 or 1=1' })
      assert.equal(badModule.statusCode, 400)
    })

    test('bad paging is a 422 in the error shape, never a 5xx', async () => {
      for (const query of ['limit=0', 'limit=abc', 'limit=1000', 'offset=-1', 'offset=99999999999999999999', "offset=1'--", 'type=spicy']) {
        const response = await get(`/api/v1/items/popular?${query}`)
        assert.equal(response.statusCode, 422, query)
        assert.ok(json(response).errors[0].code)
      }
    })

    test('store_id (id or slug) and category_id narrow a list to one store and one category, as the store page asks', async () => {
      const { rows } = await app.db.query<{ id: number; slug: string }>(
        `select s.id, s.slug from stores s join items i on i.store_id = s.id
          where s.active and s.zone_id = 1 and s.module_id = 2 and s.slug is not null
          group by s.id, s.slug order by count(*) desc limit 1`,
      )
      const store = rows[0]
      assert.ok(store, 'a seeded grocery store with items in zone 1')
      const byId = json(await get(`/api/v1/items/latest?store_id=${store.id}&limit=100`))
      assert.ok(byId.products.length > 0)
      assert.ok(byId.products.every((item: { store_id: number }) => item.store_id === store.id))
      const bySlug = json(await get(`/api/v1/items/latest?store_id=${store.slug}&limit=100`))
      assert.deepEqual(
        bySlug.products.map((item: { id: number }) => item.id),
        byId.products.map((item: { id: number }) => item.id),
      )
      assert.equal(bySlug.total_size, byId.total_size)

      const categoryId = Number(byId.products[0].category_ids[0].id)
      const inCategory = json(await get(`/api/v1/items/latest?store_id=${store.id}&category_id=${categoryId}&limit=100`))
      assert.ok(inCategory.products.length > 0)
      assert.ok(inCategory.products.length <= byId.products.length)
      for (const item of inCategory.products) {
        assert.equal(item.store_id, store.id)
        assert.ok(item.category_ids.some((category: { id: string }) => category.id === String(categoryId)))
      }

      const unknown = json(await get('/api/v1/items/latest?store_id=no-such-store'))
      assert.equal(unknown.total_size, 0)
      for (const query of ["store_id=1'--", 'store_id=', 'category_id=abc', 'category_id=-1']) {
        const bad = await get(`/api/v1/items/latest?${query}`)
        assert.equal(bad.statusCode, 422, query)
      }
    })

    test('an unknown zone gives an empty page, not an error', async () => {
      const body = json(await get('/api/v1/items/popular', { zoneid: '[999]', moduleid: '2' }))
      assert.equal(body.total_size, 0)
      assert.deepEqual(body.products, [])
    })
  })
}
