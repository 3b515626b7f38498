import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { flashSaleProgress } from '@storefront/domain'
import { buildTestApp, drivers, json } from '../helper.js'

const ALL_ZONES = '[1,2,3,4]'

for (const { driver, skip } of await drivers()) {
  describe(`flash sales and banners for the home sections (${driver})`, { skip }, () => {
    let app: FastifyInstance
    before(async () => {
      app = await buildTestApp(driver)
    })
    after(async () => {
      await app?.close()
    })
    const get = (url: string, moduleId: number) => app.inject({ url, headers: { zoneid: ALL_ZONES, moduleid: String(moduleId) } })

    test('flash-sales/items sends each product of the page with its sale stock and sold count, for the progress bars', async () => {
      for (const moduleId of [1, 2, 3, 4]) {
        const sale = json(await get('/api/v1/flash-sales?limit=2&offset=1', moduleId))
        assert.ok(sale, `module ${moduleId} has a running flash sale`)
        const response = await get(`/api/v1/flash-sales/items?flash_sale_id=${sale.id}&limit=30&offset=1`, moduleId)
        assert.equal(response.statusCode, 200)
        const page = json(response)
        assert.equal(page.active_products.length, page.products.length)
        assert.deepEqual(
          page.active_products.map((line: { item: { id: number } }) => line.item.id),
          page.products.map((item: { id: number }) => item.id),
        )
        for (const line of page.active_products) {
          assert.ok(line.stock > 0 && line.sold >= 0 && line.sold <= line.stock)
          assert.equal(line.available_stock, line.stock - line.sold)
          const progress = flashSaleProgress(line.sold, line.stock)
          assert.ok(progress >= 0 && progress <= 100)
        }
        assert.ok(Date.parse(page.flash_sale.end_date) > Date.now(), 'the sale is still running')
      }
    })

    test('every selling module has banners of each type, campaigns and coupons for its home', async () => {
      for (const moduleId of [1, 2, 3, 4]) {
        const { banners, campaigns } = json(await get('/api/v1/banners', moduleId))
        const types = new Set(banners.map((banner: { type: string }) => banner.type))
        assert.deepEqual([...types].sort(), ['default', 'item_wise', 'store_wise'], `module ${moduleId}`)
        for (const banner of banners) assert.equal(banner.module_id, moduleId)
        assert.ok(campaigns.length >= 1)
        assert.ok(json(await get('/api/v1/campaigns/item', moduleId)).length >= 1)
        assert.ok(json(await get('/api/v1/coupon/list', moduleId)).length >= 1)
        assert.ok(json(await get('/api/v1/items/discounted?limit=15&offset=1', moduleId)).products.length >= 1)
        assert.ok(json(await get('/api/v1/stores/popular?type=all&offset=1&limit=12', moduleId)).stores.length >= 1)
      }
    })
  })
}
