import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { buildTestApp, drivers, json } from '../helper.js'

// The seeded modules: 1 food, 2 grocery, 3 pharmacy, 4 ecommerce; zone 1 is Manhattan.
const zone = '[1]'
const modules = { food: '1', grocery: '2', pharmacy: '3', ecommerce: '4' }

for (const { driver, skip } of await drivers()) {
  describe(`module home data (${driver})`, { skip }, () => {
    let app: FastifyInstance
    before(async () => {
      app = await buildTestApp(driver)
    })
    after(async () => {
      await app?.close()
    })

    const get = (url: string, moduleId: string) => app.inject({ method: 'GET', url, headers: { zoneid: zone, moduleid: moduleId } })
    const body = async (url: string, moduleId: string) => {
      const answer = await get(url, moduleId)
      assert.equal(answer.statusCode, 200, `${url}: ${answer.body}`)
      return json(answer)
    }

    test('the seed fills every list the four module homes show on a fresh start', async () => {
      for (const [name, id] of Object.entries(modules)) {
        const reviewed = await body('/api/v1/items/most-reviewed?type=all&limit=15&offset=1', id)
        assert.ok(reviewed.products.length > 0, `${name}: best reviewed`)
        assert.ok(reviewed.categories.length > 0, `${name}: best reviewed tabs`)
        const counts = reviewed.products.map((item: { rating_count: number }) => item.rating_count)
        assert.deepEqual(
          counts,
          [...counts].sort((a, b) => b - a),
        )
      }
      const categories = await body('/api/v1/categories', modules.grocery)
      assert.ok(
        categories.some((category: { featured: number }) => category.featured === 1),
        'grocery featured categories',
      )
      const pharmacyCategories = await body('/api/v1/categories', modules.pharmacy)
      assert.ok(pharmacyCategories.length > 0)

      const stores = await body('/api/v1/stores/get-stores/all?store_type=all&limit=12&offset=1', modules.grocery)
      assert.ok(stores.stores.length > 0 && stores.stores.length <= 12)
      const newest = await body('/api/v1/stores/get-stores/all?store_type=newly_joined&limit=12&offset=1', modules.grocery)
      const created = newest.stores.map((store: { created_at: string }) => Date.parse(store.created_at))
      assert.deepEqual(
        created,
        [...created].sort((a, b) => b - a),
      )

      const recommended = await body('/api/v1/items/recommended?filter=all&type=all&limit=15&offset=1', modules.grocery)
      assert.ok(recommended.items.length > 0 && recommended.items.length <= 15, 'grocery you will love')

      const featured = await body('/api/v1/stores/get-stores/all?featured=1&limit=12&offset=1', modules.pharmacy)
      assert.ok(featured.stores.length > 0, 'pharmacy featured store')
      assert.ok(featured.stores.every((store: { featured: number }) => store.featured === 1))
      const conditions = await body('/api/v1/common-condition', modules.pharmacy)
      const withItems = conditions.filter((condition: { items_count: number }) => condition.items_count > 0)
      assert.ok(withItems.length > 0, 'pharmacy common conditions')
      const products = await body(`/api/v1/common-condition/items/${withItems[0].id}?limit=20&offset=1`, modules.pharmacy)
      assert.ok(products.products.length > 0 && products.products.length <= 20)

      const restaurants = await body('/api/v1/stores/latest?type=all&limit=12&offset=1', modules.food)
      assert.ok(restaurants.stores.length > 0, 'food new-arrival restaurants')
      const foods = await body('/api/v1/items/most-reviewed?type=all&limit=30&offset=1', modules.food)
      assert.ok(foods.products.some((item: { veg: number }) => item.veg === 1))
      assert.ok(foods.products.some((item: { veg: number }) => item.veg === 0))

      const arrivals = await body('/api/v1/items/new-arrival?type=all&limit=40&offset=1', modules.ecommerce)
      assert.ok(arrivals.products.length > 0 && arrivals.categories.length > 0, 'ecommerce new arrivals with tabs')
      const slider = await body('/api/v1/categories/featured/items?type=all&limit=30&offset=1', modules.ecommerce)
      assert.ok(slider.categories.length > 0 && slider.products.length > 0, 'ecommerce featured categories slider')
      const brands = await body('/api/v1/brand', modules.ecommerce)
      assert.ok(brands.length >= 9, 'ecommerce brands teaser: one large plus eight')
    })

    test('a store page searches its own items by name (each word, any case), and the name is bounded', async () => {
      const page = await body('/api/v1/items/latest?limit=100&offset=1&type=all', modules.grocery)
      const item = page.products[0] as { name: string; store_id: number }
      const word = item.name.split(' ')[0].toUpperCase()
      const found = await body(`/api/v1/items/latest?store_id=${item.store_id}&name=${encodeURIComponent(word)}&limit=50`, modules.grocery)
      assert.ok(found.products.length > 0)
      for (const hit of found.products) {
        assert.equal(hit.store_id, item.store_id)
        assert.ok(hit.name.toLowerCase().includes(word.toLowerCase()))
      }
      const none = await body(`/api/v1/items/latest?store_id=${item.store_id}&name=${encodeURIComponent('zz%_qq')}`, modules.grocery)
      assert.equal(none.total_size, 0)
      const tooLong = await get(`/api/v1/items/latest?store_id=${item.store_id}&name=${'a'.repeat(101)}`, modules.grocery)
      assert.equal(tooLong.statusCode, 422)
    })
  })
}
