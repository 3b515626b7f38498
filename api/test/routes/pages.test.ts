import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { buildTestApp, drivers, json } from '../helper.js'

for (const { driver, skip } of await drivers()) {
  describe(`info pages (${driver})`, { skip }, () => {
    let app: FastifyInstance
    before(async () => {
      app = await buildTestApp(driver)
    })
    after(async () => {
      await app?.close()
    })
    const page = (path: string) => app.inject({ url: `/api/v1/${path}` })

    test('answers the seeded terms, privacy policy and about us at the API root, with title and rich text', async () => {
      for (const [path, title] of [
        ['terms-and-conditions', 'Terms and Conditions'],
        ['privacy-policy', 'Privacy Policy'],
        ['about-us', 'About Us'],
      ]) {
        const response = await page(path)
        assert.equal(response.statusCode, 200, path)
        const body = json(response)
        assert.equal(body.slug, path)
        assert.equal(body.title, title)
        assert.match(body.content, /^<p>/)
      }
    })

    test('a policy the config turns on is served under both spellings; one turned off (0) is a 404', async () => {
      // the seed: refund_policy 1, cancelation_policy 1, shipping_policy 0
      assert.equal(json(await page('refund-policy')).title, 'Refund Policy')
      assert.equal(json(await page('cancellation-policy')).title, 'Cancellation Policy')
      assert.equal(json(await page('cancelation-policy')).slug, 'cancellation-policy')
      const shipping = await page('shipping-policy')
      assert.equal(shipping.statusCode, 404)
      assert.deepEqual(json(shipping).errors, [{ code: 'page', message: 'This page is not available.' }])
    })

    test('an unpublished page is a 404', async () => {
      await app.db.query("update pages set status = false where slug = 'about-us'")
      try {
        assert.equal((await page('about-us')).statusCode, 404)
      } finally {
        await app.db.query("update pages set status = true where slug = 'about-us'")
      }
    })
  })
}
