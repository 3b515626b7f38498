import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { buildTestApp, drivers, json } from '../helper.js'

const GROCERY = 2
const SHOP = 4

for (const { driver, skip } of await drivers()) {
  describe(`other-banners (${driver})`, { skip }, () => {
    let app: FastifyInstance
    before(async () => {
      app = await buildTestApp(driver)
    })
    after(async () => {
      await app?.close()
    })
    const banners = (moduleId?: number) =>
      app.inject({ url: '/api/v1/other-banners', headers: moduleId ? { moduleid: String(moduleId) } : {} })

    test("answers the module's seeded banners, each image served by storage", async () => {
      const response = await banners(GROCERY)
      assert.equal(response.statusCode, 200)
      const body = json(response)
      assert.equal(body.promotional_banner_url, body.promotional_banner_full_url)
      const slots = ['promotional_banner', 'new_arrival_section_banner', 'best_reviewed_section_banner', 'bottom_section_banner']
      for (const [index, slot] of slots.entries()) {
        // the image id encodes module and slot: {module id}{slot number}
        assert.equal(body[slot], `${GROCERY * 10 + index + 1}.svg`)
        const image = await app.inject({ url: new URL(body[`${slot}_full_url`]).pathname })
        assert.equal(image.statusCode, 200, slot)
        assert.match(image.headers['content-type'] as string, /image\/svg\+xml/)
      }
      assert.match((await app.inject({ url: `/storage/promotional-banner/${GROCERY * 10 + 1}.svg` })).body, /Fresh picks every morning/)
    })

    test('a slot the module has no banner for is null; no moduleId header is a 403 moduleId', async () => {
      const shop = json(await banners(SHOP))
      assert.equal(shop.basic_section_nearby, null)
      assert.equal(shop.basic_section_nearby_full_url, null)
      assert.equal((await app.inject({ url: `/storage/promotional-banner/${SHOP * 10 + 5}.svg` })).statusCode, 404)
      const missing = await banners()
      assert.equal(missing.statusCode, 403)
      assert.equal(json(missing).errors[0].code, 'moduleId')
    })
  })
}
