import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { TOTAL_CAP } from '../../src/repositories/sql-builder.js'
import { buildTestApp, drivers, json } from '../helper.js'

// Manhattan (zone 1), grocery (module 2), as in items-lists.test.ts.
const session = { zoneid: '[1]', moduleid: '2' }
const PAGE = 12

/**
 * Item lists count at most max(TOTAL_CAP, skip + limit) + 1 rows (sql-builder.ts pageOfIds):
 * past the cap total_size is that bound + 1, exact near the end of the list; store lists stay exact.
 */
for (const { driver, skip } of await drivers()) {
  describe(`list totals (${driver})`, { skip }, () => {
    let app: FastifyInstance
    let listed: number
    before(async () => {
      app = await buildTestApp(driver)
      // enough sellable grocery items in zone 1 to pass the cap: copies of one of them
      await app.db.query(
        `insert into items (name, slug, image, category_id, category_ids, price, store_id, module_id, created_at)
         select i.name || ' ' || g, 'list-totals-' || g, i.image, i.category_id, i.category_ids, i.price, i.store_id, i.module_id,
                now() - make_interval(secs => g)
           from (select i.* from items i join stores s on s.id = i.store_id
                  where i.module_id = 2 and s.zone_id = 1 and s.active and i.status and i.is_approved order by i.id limit 1) i,
                generate_series(1, ${TOTAL_CAP + 200}) g`,
      )
      const { rows } = await app.db.query<{ count: number }>(
        `select count(*)::int as count from items i join stores s on s.id = i.store_id
          where i.module_id = 2 and s.zone_id = 1 and s.active and i.status and i.is_approved`,
      )
      listed = rows[0]!.count
    })
    after(async () => {
      await app?.close()
    })

    const page = async (path: string, offset: number) => {
      const response = await app.inject({ method: 'GET', url: `/api/v1/${path}?limit=${PAGE}&offset=${offset}&type=all`, headers: session })
      assert.equal(response.statusCode, 200)
      return json<{ total_size: number; limit: number; offset: number; products: { id: number; created_at: string }[] }>(response)
    }

    test('a list longer than the cap answers total_size = cap + 1 ("more than the cap") with a full first page', async () => {
      assert.ok(listed > TOTAL_CAP + 1, `the fixture lists ${listed} items`)
      for (const path of ['items/latest', 'items/popular']) {
        const first = await page(path, 1)
        assert.equal(first.total_size, TOTAL_CAP + 1, path)
        assert.equal(first.products.length, PAGE)
        assert.equal(new Set(first.products.map((item) => item.id)).size, PAGE)
      }
    })

    test('a page past the cap still says another page follows, and the last pages know the exact total', async () => {
      const pastCap = Math.ceil((TOTAL_CAP + 1) / PAGE) + 1 // the first page whose skip is past the cap
      const previous = await page('items/latest', pastCap - 1)
      const current = await page('items/latest', pastCap)
      assert.equal(current.products.length, PAGE)
      assert.equal(current.total_size, pastCap * PAGE + 1)
      const seen = new Set(previous.products.map((item) => item.id))
      assert.ok(current.products.every((item) => !seen.has(item.id)))
      assert.ok(Date.parse(previous.products.at(-1)!.created_at) >= Date.parse(current.products[0]!.created_at))

      const lastPage = Math.ceil(listed / PAGE)
      const last = await page('items/latest', lastPage)
      assert.equal(last.total_size, listed)
      assert.equal(last.products.length, listed - (lastPage - 1) * PAGE)
      const beyond = await page('items/latest', lastPage + 1)
      assert.deepEqual(beyond.products, [])
      assert.equal(beyond.total_size, listed)
    })

    test('store lists keep the exact count the stores page shows as "{count} Stores"', async () => {
      const { rows } = await app.db.query<{ count: number }>(
        'select count(*)::int as count from stores s where s.active and s.module_id = 2 and s.zone_id = 1',
      )
      const response = await app.inject({
        method: 'GET',
        url: '/api/v1/stores/get-stores/all?limit=2&offset=1&store_type=all',
        headers: session,
      })
      const body = json<{ total_size: number; stores: unknown[] }>(response)
      assert.equal(body.stores.length, 2)
      assert.equal(body.total_size, rows[0]!.count)
    })
  })
}
