import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { buildTestApp, drivers, json } from '../helper.js'

const ALL_ZONES = '[1,2,3,4]'
const SELLING_MODULES = [1, 2, 3, 4]

for (const { driver, skip } of await drivers()) {
  describe(`advertisement/list (${driver})`, { skip }, () => {
    let app: FastifyInstance
    before(async () => {
      app = await buildTestApp(driver)
    })
    after(async () => {
      await app?.close()
    })
    const list = (headers: Record<string, string>) => app.inject({ url: '/api/v1/advertisement/list', headers })

    test('every selling module has running video and store promotions of its own stores, by priority, the finished one left out', async () => {
      for (const moduleId of SELLING_MODULES) {
        const response = await list({ zoneid: ALL_ZONES, moduleid: String(moduleId) })
        assert.equal(response.statusCode, 200)
        const ads = json(response)
        const types = new Set(ads.map((ad: { add_type: string }) => ad.add_type))
        assert.deepEqual([...types].sort(), ['store_promotion', 'video_promotion'], `module ${moduleId}`)
        const priorities = ads.map((ad: { priority: number }) => ad.priority)
        assert.deepEqual(
          priorities,
          [...priorities].sort((a: number, b: number) => a - b),
          'by priority',
        )
        assert.ok(!priorities.includes(2), 'the finished promotion is left out')
        const today = new Date().toISOString().slice(0, 10)
        for (const ad of ads) {
          assert.ok(ad.end_date >= today)
          assert.equal(ad.store.module_id, moduleId)
          assert.equal(typeof ad.store.slug, 'string')
          assert.equal(typeof ad.average_rating, 'number')
          assert.equal(typeof ad.reviews_comments_count, 'number')
          assert.ok([0, 1].includes(ad.is_rating_active))
          assert.equal(ad.profile_image_full_url, ad.store.logo_full_url)
        }
        // each zone sees a video promotion first
        const zoneOne = json(await list({ zoneid: '[1]', moduleid: String(moduleId) }))
        assert.equal(zoneOne[0]?.add_type, 'video_promotion', `module ${moduleId} in zone 1`)
      }
    })

    test('a video promotion has a playable clip and a poster; a store promotion only a cover', async () => {
      const ads = json(await list({ zoneid: ALL_ZONES, moduleid: '2' }))
      const video = ads.find((ad: { add_type: string }) => ad.add_type === 'video_promotion')
      const store = ads.find((ad: { add_type: string }) => ad.add_type === 'store_promotion')
      const poster = await app.inject({ url: new URL(video.cover_image_full_url).pathname })
      assert.equal(poster.statusCode, 200)
      assert.match(poster.body, new RegExp(video.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').slice(0, 10)))
      const clip = await app.inject({ url: new URL(video.video_attachment_full_url).pathname })
      assert.equal(clip.statusCode, 200)
      assert.equal(clip.headers['content-type'], 'video/webm')
      assert.ok(clip.rawPayload.length > 1000)
      assert.equal(store.video_attachment_full_url, null)
      assert.equal((await app.inject({ url: new URL(store.cover_image_full_url).pathname })).statusCode, 200)
    })

    test('another zone sees only promotions of stores that deliver there; no zone or module is a 403', async () => {
      const all = json(await list({ zoneid: ALL_ZONES, moduleid: '2' }))
      const one = json(await list({ zoneid: '[1]', moduleid: '2' }))
      assert.ok(one.every((ad: { store: { zone_id: number } }) => ad.store.zone_id === 1))
      assert.ok(one.length <= all.length)
      const noZone = await list({ moduleid: '2' })
      assert.equal(noZone.statusCode, 403)
      assert.equal(json(noZone).errors[0].code, 'zoneId')
      const noModule = await list({ zoneid: ALL_ZONES })
      assert.equal(noModule.statusCode, 403)
      assert.equal(json(noModule).errors[0].code, 'moduleId')
    })
  })
}
