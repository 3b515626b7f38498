import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { buildTestApp, drivers, json } from '../helper.js'

for (const { driver, skip } of await drivers()) {
  describe(`config, modules, landing, newsletter (${driver})`, { skip }, () => {
    let app: FastifyInstance
    before(async () => {
      app = await buildTestApp(driver)
    })
    after(async () => {
      await app?.close()
    })

    test('config answers every field the spec reads, cached with an ETag', async () => {
      const response = await app.inject({ url: '/api/v1/config' })
      assert.equal(response.statusCode, 200)
      const config = json(response)
      for (const field of ['business_name', 'logo_full_url', 'address', 'phone', 'email', 'country', 'footer_text', 'currency_symbol']) {
        assert.equal(typeof config[field], 'string', field)
      }
      assert.match(config.default_location.lat, /^-?\d+\.\d+$/)
      assert.equal(config.free_delivery_over, 50)
      assert.equal(config.guest_checkout_status, 1)
      assert.equal(config.digit_after_decimal_point, 2)
      assert.equal(config.currency_symbol, '$')
      assert.equal(config.country_picker_status, 1)
      for (const flag of [
        'customer_wallet_status',
        'loyalty_point_status',
        'ref_earning_status',
        'refund_policy',
        'cancelation_policy',
        'shipping_policy',
      ]) {
        assert.equal(Number.isInteger(config[flag]), true, flag)
      }
      assert.equal(config.base_urls.item_image_url, 'http://localhost:4000/storage/item')
      assert.ok(config.base_urls.store_image_url && config.base_urls.store_cover_photo_url)
      assert.deepEqual(config.module_config.module_type.sort(), ['ecommerce', 'food', 'grocery', 'parcel', 'pharmacy'])
      assert.equal(config.module_config.food.stock, false)
      assert.deepEqual(
        config.language.map((l: { key: string }) => l.key),
        ['en', 'ar', 'tr'],
      )
      assert.equal(config.sys_language.find((l: { key: string }) => l.key === 'ar').direction, 'rtl')
      assert.ok(config.social_media.every((s: { name: string; link: string }) => s.name && s.link))
      assert.match(response.headers['cache-control'] as string, /max-age=300/)
      const etag = response.headers.etag as string
      assert.ok(etag)
      const again = await app.inject({ url: '/api/v1/config', headers: { 'if-none-match': etag } })
      assert.equal(again.statusCode, 304)
    })

    test('module lists all five modules, each with icon, thumbnail and zones', async () => {
      const modules = json(await app.inject({ url: '/api/v1/module' }))
      assert.deepEqual(
        modules.map((m: { module_type: string }) => m.module_type),
        ['food', 'grocery', 'pharmacy', 'ecommerce', 'parcel'],
      )
      for (const m of modules) {
        assert.match(m.icon_full_url, /^http:\/\/localhost:4000\/storage\/module\/\d+\.svg$/)
        assert.match(m.thumbnail_full_url, /\.svg$/)
        assert.ok(m.zones.length > 0)
        assert.equal(typeof m.stores_count, 'number')
        assert.equal(typeof m.items_count, 'number')
      }
    })

    test('module is filtered by the zoneid header: parcel does not serve Chicago', async () => {
      const response = await app.inject({ url: '/api/v1/module', headers: { zoneid: '[4]' } })
      assert.equal(response.statusCode, 200)
      assert.match(String(response.headers.vary), /zoneid/)
      const types = json(response).map((m: { module_type: string }) => m.module_type)
      assert.ok(!types.includes('parcel'))
      assert.ok(types.includes('food'))
      const both = json(await app.inject({ url: '/api/v1/module', headers: { zoneid: '[4,1]' } }))
      assert.ok(both.some((m: { module_type: string }) => m.module_type === 'parcel'))
      const nowhere = json(await app.inject({ url: '/api/v1/module', headers: { zoneid: '[999]' } }))
      assert.deepEqual(nowhere, [])
    })

    test('a malformed zoneid header is a 400 with a clear message', async () => {
      for (const zoneid of ['abc', '[1,', '{"a":1}', '[-1]', '["1"]', '[1.5]', '[]', '[99999999999]', '1; drop table zones']) {
        const response = await app.inject({ url: '/api/v1/module', headers: { zoneid } })
        assert.equal(response.statusCode, 400, zoneid)
        assert.deepEqual(json(response), {
          errors: [{ code: 'zoneId', message: 'The zoneid header must be a JSON array of zone ids, for example [1,2].' }],
        })
      }
    })

    test('landing data carries the footer, newsletter and app links', async () => {
      const landing = json(await app.inject({ url: '/api/v1/react-landing-page' }))
      assert.equal(typeof landing.fixed_footer_description, 'string')
      assert.equal(typeof landing.fixed_newsletter_title, 'string')
      assert.equal(typeof landing.fixed_newsletter_sub_title, 'string')
      assert.deepEqual(Object.keys(landing.download_user_app_links).sort(), [
        'apple_store_url',
        'apple_store_url_status',
        'playstore_url',
        'playstore_url_status',
      ])
    })

    test('newsletter subscribes a valid email, twice without error, and refuses others with the spec message', async () => {
      for (let i = 0; i < 2; i++) {
        const ok = await app.inject({ method: 'POST', url: '/api/v1/newsletter/subscribe', payload: { email: 'reader@example.com' } })
        assert.equal(ok.statusCode, 200)
        assert.deepEqual(json(ok), { message: 'Subscribed Successfully' })
      }
      for (const payload of [{ email: 'not-an-email' }, { email: '' }, { email: 42 }, {}, { email: `${'a'.repeat(300)}@x.com` }]) {
        const bad = await app.inject({ method: 'POST', url: '/api/v1/newsletter/subscribe', payload })
        assert.equal(bad.statusCode, 422)
        assert.deepEqual(json(bad), { errors: [{ code: 'email', message: 'Please insert a valid email.' }] })
      }
    })

    test('health answers bare and under /api/v1; unknown routes are a 404 in the error shape', async () => {
      assert.deepEqual(json(await app.inject({ url: '/health' })), { status: 'ok' })
      assert.equal((await app.inject({ url: '/api/v1/health' })).statusCode, 200)
      const missing = await app.inject({ url: '/api/v1/no-such-thing' })
      assert.equal(missing.statusCode, 404)
      assert.equal(json(missing).errors[0].code, 'not_found')
    })

    test('images are generated SVGs at stable, immutable URLs', async () => {
      const response = await app.inject({ url: '/storage/item/1.svg' })
      assert.equal(response.statusCode, 200)
      assert.match(String(response.headers['content-type']), /image\/svg\+xml/)
      assert.match(String(response.headers['cache-control']), /immutable/)
      assert.match(response.body, /^<svg /)
      assert.equal((await app.inject({ url: '/storage/item/99999999.svg' })).statusCode, 404)
      assert.equal((await app.inject({ url: '/storage/item/..%2F..%2Fetc.svg' })).statusCode, 422)
    })

    test('CORS allows the storefront origins and the session headers', async () => {
      const preflight = await app.inject({
        method: 'OPTIONS',
        url: '/api/v1/config',
        headers: {
          origin: 'http://localhost:3000',
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'zoneid,moduleid',
        },
      })
      assert.equal(preflight.headers['access-control-allow-origin'], 'http://localhost:3000')
      const foreign = await app.inject({ url: '/api/v1/config', headers: { origin: 'https://evil.example' } })
      assert.equal(foreign.headers['access-control-allow-origin'], undefined)
    })
  })
}
