import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { buildTestApp, drivers, json } from '../helper.js'

// Manhattan (zone 1), grocery (2)
const grocery = { zoneid: '[1]', moduleid: '2' }

interface Category {
  id: number
  products_count: number
  childes_count: number
  childes?: Category[]
}

/**
 * products_count is kept per category and zone by triggers (migration 0020) instead of counted per
 * request: it must stay what counting the rows says (active items of active stores whose
 * category_ids list the category, in the caller's zones) after every kind of item and store change.
 */
for (const { driver, skip } of await drivers()) {
  describe(`category products_count (${driver})`, { skip }, () => {
    let app: FastifyInstance
    before(async () => {
      app = await buildTestApp(driver)
    })
    after(async () => {
      await app?.close()
    })

    const sql = async <T = Record<string, unknown>>(text: string, params: unknown[] = []) => (await app.db.query<T>(text, params)).rows

    /** The count as the categories query made it before 0020, per category id. */
    const counted = async (zoneIds: number[] | null) =>
      new Map(
        (
          await sql<{ id: number; count: number }>(
            `select c.id, (select count(*)::int from items i join stores s on s.id = i.store_id
                            where i.status and s.active and ($1::int[] is null or s.zone_id = any($1::int[]))
                              and i.category_ids @> jsonb_build_array(jsonb_build_object('id', c.id::text))) as count
               from categories c`,
            [zoneIds],
          )
        ).map((row) => [row.id, row.count]),
      )

    const flatten = (categories: Category[]): Category[] => categories.flatMap((c) => [c, ...flatten(c.childes ?? [])])

    /** Every active category of every module, as the repository answers them for `zoneIds`, against the direct count. */
    const assertCounts = async (zoneIds: number[] | null, what: string) => {
      const expected = await counted(zoneIds)
      const answered = flatten(await app.repos.categories.mainCategories(null, zoneIds, { publicUrl: 'http://localhost:4000' }))
      assert.ok(answered.length > 10, what)
      for (const category of answered) {
        assert.equal(category.products_count, expected.get(category.id), `${what}: category ${category.id} in zones ${zoneIds}`)
      }
      return answered
    }
    const assertAllZones = async (what: string) => {
      for (const zones of [null, [1], [2], [1, 2], [3, 4]]) await assertCounts(zones, what)
    }

    test('the routes answer the counted numbers: main categories with childes, childes/{id}, featured', async () => {
      const expected = await counted([1])
      const main = json<Category[]>(await app.inject({ url: '/api/v1/categories', headers: grocery }))
      const all = flatten(main)
      assert.ok(all.length > main.length, 'the grocery module has sub-categories')
      assert.ok(all.some((c) => c.products_count > 0))
      for (const category of all) assert.equal(category.products_count, expected.get(category.id), `category ${category.id}`)
      // childes_count is the number of active sub-categories
      for (const category of main) assert.equal(category.childes_count, category.childes!.length, `category ${category.id}`)

      const withChildes = main.find((c) => c.childes!.length > 0)!
      const childes = json<Category[]>(await app.inject({ url: `/api/v1/categories/childes/${withChildes.id}`, headers: grocery }))
      assert.deepEqual(
        childes.map((c) => [c.id, c.products_count]),
        childes.map((c) => [c.id, expected.get(c.id)]),
      )
      assert.ok(childes.length > 0)

      const featured = json<{ categories: Category[] }>(
        await app.inject({ url: '/api/v1/categories/featured/items?limit=1&offset=1', headers: grocery }),
      ).categories
      assert.ok(featured.length > 0)
      for (const category of featured) assert.equal(category.products_count, expected.get(category.id), `featured ${category.id}`)

      // no zone header: every zone
      const everywhere = await counted(null)
      const unzoned = flatten(json<Category[]>(await app.inject({ url: '/api/v1/categories', headers: { moduleid: '2' } })))
      for (const category of unzoned) assert.equal(category.products_count, everywhere.get(category.id), `category ${category.id}, no zone`)
      await assertAllZones('the seed')
    })

    test('item inserts, status, category and store changes, deletes keep the counts', async () => {
      const [item] = await sql<{ id: number; store_id: number; category_ids: { id: string }[] }>(
        `select i.id, i.store_id, i.category_ids from items i join stores s on s.id = i.store_id
          where i.status and s.active and s.zone_id = 1 and i.module_id = 2 and jsonb_array_length(i.category_ids) = 2 order by i.id limit 1`,
      )
      assert.ok(item, 'a grocery item in zone 1 with a main and a sub-category')
      const [otherStore] = await sql<{ id: number }>(
        'select id from stores where module_id = 2 and zone_id <> 1 and active order by id limit 1',
      )
      assert.ok(otherStore)

      // many rows in one statement (statement trigger), some inactive
      await sql(
        `insert into items (name, slug, image, category_id, category_ids, price, store_id, module_id, status)
         select i.name || ' ' || g, 'category-counts-' || g, i.image, i.category_id, i.category_ids, i.price, i.store_id, i.module_id, g % 3 <> 0
           from items i, generate_series(1, 30) g where i.id = $1`,
        [item.id],
      )
      await assertAllZones('after inserting copies')

      await sql('update items set status = false where id = $1', [item.id])
      await assertAllZones('after switching an item off')
      await sql('update items set status = true where id = $1', [item.id])

      // the same id twice counts once, a number is not the string @> matched, junk is ignored
      const main = item.category_ids[0]!.id
      await sql(`update items set category_ids = $2::jsonb where id = $1`, [
        item.id,
        JSON.stringify([{ id: main, position: 1 }, { id: main, position: 2 }, { id: Number(main) }, 'x', [{ id: main }], { name: 'none' }]),
      ])
      await assertAllZones('after odd category_ids')

      await sql('update items set store_id = $2 where id = $1', [item.id, otherStore.id])
      await assertAllZones('after moving an item to a store of another zone')

      // price, stock, names: no count changes (and the trigger does not fire)
      await sql('update items set stock = stock + 1, price = price + 1, name = name', [])
      await assertAllZones('after touching every item')

      await sql(`delete from items where slug like 'category-counts-%' and status`)
      await assertAllZones('after deleting items')
    })

    test('stores switched off, moved and deleted keep the counts', async () => {
      const [store] = await sql<{ id: number }>(
        `select s.id from stores s join items i on i.store_id = s.id where s.active and s.zone_id = 1 and s.module_id = 2
          group by s.id order by count(*) desc limit 1`,
      )
      await sql('update stores set active = false where id = $1', [store!.id])
      await assertAllZones('after switching a store off')
      await sql('update stores set active = true, zone_id = 2 where id = $1', [store!.id])
      await assertAllZones('after moving a store to zone 2 while switching it on')
      await sql('update stores set zone_id = 1, order_count = order_count + 1 where id = $1', [store!.id])
      await assertAllZones('after moving it back')

      // a new store with items, then deleted: its items go with it (on delete cascade)
      const [created] = await sql<{ id: number }>(
        `insert into stores (name, slug, latitude, longitude, zone_id, module_id)
         select 'Counted ' || name, 'category-counts-store', latitude, longitude, zone_id, module_id from stores where id = $1 returning id`,
        [store!.id],
      )
      await sql(
        `insert into items (name, slug, image, category_id, category_ids, price, store_id, module_id)
         select i.name, 'category-counts-store-' || i.id, i.image, i.category_id, i.category_ids, i.price, $2, i.module_id
           from items i where i.store_id = $1`,
        [store!.id, created!.id],
      )
      await assertAllZones('after adding a store with items')
      await sql('delete from stores where id = $1', [created!.id])
      await assertAllZones('after deleting that store')
      assert.equal((await sql(`select 1 from items where slug like 'category-counts-store-%'`)).length, 0)
    })
  })
}
