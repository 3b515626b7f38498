import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { demo } from '../../src/seed/seed.js'
import { buildTestApp, drivers, json } from '../helper.js'

// Manhattan (zone 1) with a position in Midtown; food 1, grocery 2, pharmacy 3, ecommerce 4, parcel 5.
const at = { zoneid: '[1]', latitude: '40.7529', longitude: '-73.9838' }
const food = { ...at, moduleid: '1' }
const grocery = { ...at, moduleid: '2' }
const pharmacy = { ...at, moduleid: '3' }
const shop = { ...at, moduleid: '4' }

type Store = {
  id: number
  zone_id: number
  module_id: number
  distance: number | null
  open: number
  active: boolean
  created_at: string
  avg_rating: number
  order_count: number
  featured: number
  delivery: boolean
  take_away: boolean
}

for (const { driver, skip } of await drivers()) {
  describe(`catalogue (${driver})`, { skip }, () => {
    let app: FastifyInstance
    before(async () => {
      app = await buildTestApp(driver)
    })
    after(async () => {
      await app?.close()
    })

    const get = (url: string, headers: Record<string, string> = grocery) => app.inject({ method: 'GET', url, headers })
    const ok = async (url: string, headers: Record<string, string> = grocery) => {
      const response = await get(url, headers)
      assert.equal(response.statusCode, 200, `${url}: ${response.body.slice(0, 300)}`)
      return json(response)
    }

    test('categories: main ones of the module with childes, cached with an ETag that answers 304', async () => {
      const response = await get('/api/v1/categories')
      assert.equal(response.statusCode, 200)
      assert.match(String(response.headers['cache-control']), /max-age=300/)
      const categories = json(response)
      assert.ok(categories.length > 0)
      for (const category of categories) {
        assert.equal(category.module_id, 2)
        assert.equal(category.parent_id, 0)
        assert.match(category.image_full_url, /^http:\/\/localhost:4000\/storage\/category\/\d+\.svg$/)
        assert.ok(Array.isArray(category.childes))
        assert.ok(category.childes.every((child: { parent_id: number }) => child.parent_id === category.id))
      }
      const etag = response.headers.etag as string
      assert.ok(etag)
      const again = await app.inject({ url: '/api/v1/categories', headers: { ...grocery, 'if-none-match': etag } })
      assert.equal(again.statusCode, 304)
      const everyModule = json(await get('/api/v1/categories', { zoneid: '[1]' }))
      assert.ok(new Set(everyModule.map((c: { module_id: number }) => c.module_id)).size >= 4)
    })

    test('categories/childes, items, stores and featured; unknown ids are 404, bad ids 422', async () => {
      const [main] = json(await get('/api/v1/categories'))
      const childes = await ok(`/api/v1/categories/childes/${main.id}`)
      assert.ok(childes.length > 0 && childes.every((c: { parent_id: number }) => c.parent_id === main.id))
      const items = await ok(`/api/v1/categories/items/${main.id}?limit=5&offset=1`)
      assert.ok(items.total_size > 0 && items.products.length <= 5)
      assert.ok(
        items.products.every(
          (item: { category_ids: { id: string }[]; zone_id: number }) =>
            item.zone_id === 1 && item.category_ids.some((c) => c.id === String(main.id)),
        ),
      )
      const child = await ok(`/api/v1/categories/items/${childes[0].id}?limit=50`)
      assert.ok(
        child.products.every((item: { category_ids: { id: string }[] }) => item.category_ids.some((c) => c.id === String(childes[0].id))),
      )
      const stores = await ok(`/api/v1/categories/stores/${main.id}`)
      assert.ok(stores.total_size > 0 && stores.stores.every((s: Store) => s.zone_id === 1 && s.module_id === 2))

      const featured = await get('/api/v1/categories/featured/items?limit=10&offset=1')
      assert.equal(featured.statusCode, 200)
      assert.match(String(featured.headers['cache-control']), /max-age=480/)
      const body = json(featured)
      assert.ok(body.categories.length > 0 && body.categories.every((c: { featured: number }) => c.featured === 1))
      const featuredIds = new Set(body.categories.map((c: { id: number }) => c.id))
      assert.ok(body.products.length > 0 && body.products.every((item: { category_id: number }) => featuredIds.has(item.category_id)))

      for (const url of ['/api/v1/categories/childes/99999', '/api/v1/categories/items/99999', '/api/v1/categories/stores/99999']) {
        const response = await get(url)
        assert.equal(response.statusCode, 404, url)
        assert.equal(json(response).errors[0].code, 'category')
      }
      for (const id of ['abc', '-1', '99999999999', "1'or'1"])
        assert.equal((await get(`/api/v1/categories/items/${id}`)).statusCode, 422, id)
    })

    test('banners: every type with its link target, filtered by module and zone, ETag 304', async () => {
      const response = await get('/api/v1/banners')
      assert.equal(response.statusCode, 200)
      assert.match(String(response.headers['cache-control']), /max-age=300/)
      const { banners, campaigns } = json(response)
      assert.deepEqual(new Set(banners.map((b: { type: string }) => b.type)), new Set(['default', 'store_wise', 'item_wise']))
      for (const banner of banners) {
        assert.equal(banner.module_id, 2)
        assert.ok(banner.zone_id === null || banner.zone_id === 1)
        if (banner.type === 'store_wise') assert.deepEqual(Object.keys(banner.store).sort(), ['id', 'module_id', 'slug', 'zone_id'])
        else assert.equal(banner.store, null)
        if (banner.type === 'item_wise') assert.equal(typeof banner.item.slug, 'string')
        else assert.equal(banner.item, null)
        if (banner.type === 'default') assert.match(banner.link, /^https:/)
      }
      assert.ok(campaigns.length > 0 && campaigns.every((c: { module_id: number }) => c.module_id === 2))
      const again = await app.inject({ url: '/api/v1/banners', headers: { ...grocery, 'if-none-match': response.headers.etag as string } })
      assert.equal(again.statusCode, 304)
      const chicago = json(await get('/api/v1/banners', { zoneid: '[4]', moduleid: '2' })).banners
      assert.ok(chicago.every((b: { zone_id: number | null }) => b.zone_id === null || b.zone_id === 4))
    })

    test('campaigns: only running ones; basic-campaign-details lists its stores, an ended one has none; unknown is 404', async () => {
      const basic = await ok('/api/v1/campaigns/basic')
      assert.ok(basic.length > 0)
      const today = new Date().toISOString().slice(0, 10)
      for (const campaign of basic) {
        assert.ok(campaign.available_date_starts <= today && campaign.available_date_ends >= today)
        assert.equal(typeof campaign.image_full_url, 'string')
      }
      const items = await ok('/api/v1/campaigns/item')
      assert.ok(items.length > 0)
      assert.ok(
        items.every(
          (item: { is_campaign: number; available_date_ends: string; zone_id: number }) =>
            item.is_campaign === 1 && item.available_date_ends >= today && item.zone_id === 1,
        ),
      )
      // an ended campaign answers with its end date and no stores (the page says it is over); an unknown one is 404
      const { rows } = await app.db.query<{ id: number }>('select id from campaigns where end_date < current_date and status limit 1')
      assert.ok(rows[0], 'the seed has an ended campaign')
      const ended = await ok(`/api/v1/campaigns/basic-campaign-details?basic_campaign_id=${rows[0].id}`)
      assert.equal(ended.id, rows[0].id)
      assert.ok(ended.available_date_ends < today)
      assert.deepEqual(ended.stores, [])
      assert.ok(basic.every((campaign: { id: number }) => campaign.id !== rows[0].id))
      assert.equal((await get('/api/v1/campaigns/basic-campaign-details?basic_campaign_id=999999')).statusCode, 404)
      const details = await ok(`/api/v1/campaigns/basic-campaign-details?basic_campaign_id=${basic[0].id}`)
      assert.equal(details.id, basic[0].id)
      assert.ok(details.stores.every((store: Store) => store.zone_id === 1))
      assert.equal((await get('/api/v1/campaigns/basic-campaign-details')).statusCode, 422)
      assert.equal((await get('/api/v1/campaigns/item', { zoneid: '[1]' })).statusCode, 403)
    })

    test('flash-sales: one running sale with its products and stock; flash-sales/items pages them', async () => {
      const sale = await ok('/api/v1/flash-sales?limit=2&offset=1')
      assert.equal(typeof sale.id, 'number')
      assert.ok(sale.active_products.length > 0 && sale.active_products.length <= 15)
      for (const line of sale.active_products) {
        assert.equal(line.available_stock, line.stock - line.sold)
        assert.equal(line.item.id, line.item_id)
        assert.equal(line.item.flash_sale, 1)
        assert.equal(line.item.zone_id, 1)
      }
      const page = await ok(`/api/v1/flash-sales/items?flash_sale_id=${sale.id}&limit=2&offset=1`)
      assert.equal(page.flash_sale.id, sale.id)
      assert.equal(page.total_size, sale.active_products.length)
      assert.ok(page.products.length <= 2)
      assert.equal((await get('/api/v1/flash-sales/items?flash_sale_id=99999')).statusCode, 404)
      assert.equal((await get('/api/v1/flash-sales/items')).statusCode, 422)
      assert.equal(json(await get('/api/v1/flash-sales', { zoneid: '[1]', moduleid: '5' })), null)
    })

    test('brand, coupon/list (guest: public; customer: also their own), cashback/list, parcel-category', async () => {
      const brands = await ok('/api/v1/brand', shop)
      assert.ok(
        brands.length > 0 && brands.every((b: { items_count: number; image_full_url: string }) => b.items_count >= 0 && b.image_full_url),
      )
      assert.ok(brands.some((b: { items_count: number }) => b.items_count > 0))
      const brandItems = await ok(`/api/v1/brand/items/${brands[0].id}?limit=5`, shop)
      assert.ok(brandItems.products.every((item: { brand_id: number }) => item.brand_id === brands[0].id))

      await app.db.query(`insert into coupons (title, code, start_date, expire_date, discount, module_id, customer_ids)
                          values ('Just for Jane', 'JANEONLY', current_date - 1, current_date + 10, 5, 2, '["${demo.customer.id}"]')`)
      const guest = await ok('/api/v1/coupon/list')
      const today = new Date().toISOString().slice(0, 10)
      assert.ok(guest.length > 0)
      assert.ok(guest.every((c: { expire_date: string; module_id: number; code: string }) => c.expire_date >= today && c.module_id === 2))
      assert.ok(!guest.some((c: { code: string }) => c.code === 'JANEONLY' || c.code.endsWith('OLD')))
      const login = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { phone: demo.customer.phone, password: demo.customer.password },
      })
      const token = json(login).token
      const mine = await ok('/api/v1/coupon/list', { ...grocery, authorization: `Bearer ${token}` })
      assert.ok(mine.some((c: { code: string }) => c.code === 'JANEONLY'))
      assert.equal((await get('/api/v1/coupon/list', { ...grocery, authorization: 'Bearer not-a-real-token' })).statusCode, 401)

      const cashbacks = await ok('/api/v1/cashback/list')
      assert.ok(
        cashbacks.length > 0 && cashbacks.every((c: { cashback_type: string }) => ['amount', 'percentage'].includes(c.cashback_type)),
      )
      const parcel = await ok('/api/v1/parcel-category', { ...at, moduleid: '5' })
      assert.ok(
        parcel.length > 0 && parcel.every((c: { module_id: number; image_full_url: string }) => c.module_id === 5 && c.image_full_url),
      )
    })

    test('pharmacy common conditions and the products of one', async () => {
      const conditions = await ok('/api/v1/common-condition', pharmacy)
      assert.ok(conditions.length > 0 && conditions.every((c: { items_count: number }) => c.items_count > 0))
      const page = await ok(`/api/v1/common-condition/items?condition_id=${conditions[0].id}&offset=1`, pharmacy)
      assert.equal(page.limit, 20)
      assert.equal(page.total_size, conditions[0].items_count)
      assert.ok(page.products.every((item: { common_condition_id: number }) => item.common_condition_id === conditions[0].id))
      assert.deepEqual((await ok(`/api/v1/common-condition/items/${conditions[0].id}?limit=20`, pharmacy)).total_size, page.total_size)
      assert.equal((await get('/api/v1/common-condition/items/999', pharmacy)).statusCode, 404)

      // items/common-conditions is one store's items that treat a condition (the reference's meaning)
      const [first] = page.products as { store_id: number }[]
      const store = await ok(`/api/v1/stores/details/${first!.store_id}`, pharmacy)
      for (const storeId of [store.id, store.slug]) {
        const ofStore = await ok(`/api/v1/items/common-conditions?store_id=${storeId}&limit=50&offset=1`, pharmacy)
        assert.ok(ofStore.total_size > 0)
        assert.ok(
          ofStore.products.every(
            (item: { store_id: number; common_condition_id: number | null }) =>
              item.store_id === store.id && item.common_condition_id !== null,
          ),
        )
      }
      assert.equal((await get('/api/v1/items/common-conditions', pharmacy)).statusCode, 422)
    })

    test('items/new-arrival, details by id and slug (404 product-001), campaign details, related-store-items', async () => {
      const arrivals = await ok('/api/v1/items/new-arrival')
      assert.ok(arrivals.products.length > 0)
      const since = Date.now() - 31 * 86400000
      assert.ok(arrivals.products.every((item: { created_at: string }) => Date.parse(item.created_at) >= since))
      const categoryIds = new Set(arrivals.categories.map((c: { id: number }) => c.id))
      assert.ok(arrivals.products.every((item: { category_id: number }) => categoryIds.has(item.category_id)))

      const [item] = json(await get('/api/v1/items/popular?limit=1')).products
      const byId = await ok(`/api/v1/items/details/${item.id}`)
      const bySlug = await ok(`/api/v1/items/details/${item.slug}`)
      assert.equal(bySlug.id, item.id)
      assert.equal(byId.name, item.name)
      assert.equal(typeof byId.whislists_count, 'number')
      assert.ok(Array.isArray(byId.reviews) && Array.isArray(byId.tags))
      assert.equal(byId.store_details.id, item.store_id)
      assert.ok(byId.store_details.category_ids.length > 0)
      assert.ok(byId.store_details.price_range.end_price >= byId.store_details.price_range.start_price)
      for (const id of ['999999', 'no-such-item']) {
        const missing = await get(`/api/v1/items/details/${id}`)
        assert.equal(missing.statusCode, 404)
        assert.deepEqual(json(missing).errors[0].code, 'product-001')
      }
      for (const id of ['a%20b', "x'or'1", 'x'.repeat(300)]) {
        const odd = await get(`/api/v1/items/details/${id}`)
        assert.ok(odd.statusCode >= 400 && odd.statusCode < 500, `${id.slice(0, 20)}: ${odd.statusCode}`)
        assert.ok(json(odd).errors[0].code)
      }

      const [campaign] = await ok('/api/v1/campaigns/item')
      const campaignDetails = await ok(`/api/v1/items/details/${campaign.id}?campaign=true`)
      assert.equal(campaignDetails.is_campaign, 1)
      assert.equal(campaignDetails.name, campaign.name)

      // a bare array, as the reference answers it
      const related = await ok(`/api/v1/items/related-store-items/${item.id}?limit=50`)
      assert.ok(Array.isArray(related) && related.length > 0)
      assert.ok(related.every((other: { id: number; store_id: number }) => other.store_id === item.store_id && other.id !== item.id))
      assert.deepEqual(await ok(`/api/v1/items/related-store-items?item_id=${item.id}&limit=50`), related)
      assert.equal((await get('/api/v1/items/related-store-items/999999')).statusCode, 404)
    })

    test('stores: popular, latest, top-rated, discounted order and filter; distance in metres; open computed', async () => {
      const popular = (await ok('/api/v1/stores/popular?limit=50', food)).stores as Store[]
      assert.ok(popular.length > 0)
      assert.ok(popular.every((s) => s.zone_id === 1 && s.module_id === 1 && s.active && typeof s.distance === 'number' && s.distance > 0))
      assert.deepEqual(
        popular.map((s) => s.order_count),
        popular.map((s) => s.order_count).sort((a, b) => b - a),
      )
      const latest = (await ok('/api/v1/stores/latest?limit=50&type=all', food)).stores as Store[]
      assert.deepEqual(
        latest.map((s) => s.created_at),
        latest
          .map((s) => s.created_at)
          .sort()
          .reverse(),
      )
      const rated = (await ok('/api/v1/stores/top-rated?limit=50', food)).stores as Store[]
      assert.deepEqual(
        rated.map((s) => s.avg_rating),
        rated.map((s) => s.avg_rating).sort((a, b) => b - a),
      )
      const discounted = (await ok('/api/v1/stores/discounted', food)).stores as (Store & { discount: unknown })[]
      assert.ok(discounted.length > 0 && discounted.every((s) => s.discount !== null))
      const { rows } = await app.db.query<{ id: number }>('select id from stores where not active')
      const inactive = new Set(rows.map((row) => row.id))
      assert.ok(popular.every((s) => !inactive.has(s.id)))
      const noPosition = (await ok('/api/v1/stores/popular', { zoneid: '[1]', moduleid: '1' })).stores as Store[]
      assert.ok(noPosition.every((s) => s.distance === null))
    })

    test('stores/get-stores/{type}: store_type tabs, delivery types, pages of 12 with total_size, no module needed', async () => {
      const first = await ok('/api/v1/stores/get-stores/all?store_type=all&offset=1&limit=12', at)
      assert.equal(first.limit, 12)
      assert.ok(first.total_size > 12, 'every module in the zone')
      assert.equal(first.stores.length, 12)
      const second = await ok('/api/v1/stores/get-stores/all?store_type=all&offset=2&limit=12', at)
      const seen = new Set(first.stores.map((s: Store) => s.id))
      assert.ok(second.stores.every((s: Store) => !seen.has(s.id)))
      const opens = first.stores.map((s: Store) => s.open)
      assert.deepEqual(
        opens,
        [...opens].sort((a, b) => b - a),
        'open stores first',
      )

      const newest = (await ok('/api/v1/stores/get-stores/all?store_type=newly_joined&limit=50', food)).stores as Store[]
      assert.deepEqual(
        newest.map((s) => s.created_at),
        newest
          .map((s) => s.created_at)
          .sort()
          .reverse(),
      )
      const rated = (await ok('/api/v1/stores/get-stores/all?store_type=top_rated&limit=50', food)).stores as Store[]
      assert.deepEqual(
        rated.map((s) => s.avg_rating),
        rated.map((s) => s.avg_rating).sort((a, b) => b - a),
      )
      const takeAway = (await ok('/api/v1/stores/get-stores/take_away?limit=50', food)).stores as Store[]
      assert.ok(takeAway.every((s) => s.take_away))
      const featured = (await ok('/api/v1/stores/get-stores/all?featured=1&limit=50', food)).stores as Store[]
      assert.ok(featured.length > 0 && featured.every((s) => s.featured === 1))
      const open = (await ok('/api/v1/stores/get-stores/all?filter=["currently_open"]&limit=50', food)).stores as Store[]
      assert.ok(open.every((s) => s.open === 1))
      assert.equal((await get('/api/v1/stores/get-stores/everything')).statusCode, 422)
      assert.equal((await get('/api/v1/stores/get-stores/all?store_type=best')).statusCode, 422)
      assert.equal((await get('/api/v1/stores/get-stores/all', { moduleid: '1' })).statusCode, 403)
      assert.equal((await get('/api/v1/stores/popular', { zoneid: '[1]' })).statusCode, 403)
    })

    test('stores/details by id or slug with categories, price range and coupons; inactive stores too; 404', async () => {
      const [store] = (await ok('/api/v1/stores/popular?limit=1')).stores
      const byId = await ok(`/api/v1/stores/details/${store.id}`)
      const bySlug = await ok(`/api/v1/stores/details/${store.slug}`)
      assert.equal(bySlug.id, store.id)
      assert.ok(byId.category_ids.length > 0 && byId.category_details.length === byId.category_ids.length)
      assert.ok(byId.price_range.start_price > 0)
      assert.ok(Array.isArray(byId.active_coupons))
      const { rows } = await app.db.query<{ id: number }>('select id from stores where not active limit 1')
      const closed = await ok(`/api/v1/stores/details/${rows[0].id}`)
      assert.equal(closed.active, false)
      assert.equal(closed.open, 0)
      const missing = await get('/api/v1/stores/details/999999')
      assert.equal(missing.statusCode, 404)
      assert.equal(json(missing).errors[0].code, 'store-001')
    })
  })
}
