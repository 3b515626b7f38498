import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { buildTestApp, drivers, json } from '../helper.js'

// a point inside each seeded zone
const insideZones: [number, number, number][] = [
  [1, 40.7536, -73.9832], // Manhattan, Bryant Park: the config default location
  [2, 40.6782, -73.9442], // Brooklyn, Crown Heights
  [3, 37.7749, -122.4194], // San Francisco, Civic Center
  [4, 41.8837, -87.6325], // Chicago, the Loop
]

for (const { driver, skip } of await drivers()) {
  describe(`geo (${driver})`, { skip }, () => {
    let app: FastifyInstance
    before(async () => {
      app = await buildTestApp(driver)
    })
    after(async () => {
      await app?.close()
    })
    const get = (url: string) => app.inject({ url: `/api/v1/config/${url}` })

    test('get-zone-id finds the zone of a point, as a JSON array string, with COD and module charges', async () => {
      for (const [zoneId, lat, lng] of insideZones) {
        const response = await get(`get-zone-id?lat=${lat}&lng=${lng}`)
        assert.equal(response.statusCode, 200)
        const body = json(response)
        assert.equal(body.zone_id, `[${zoneId}]`)
        assert.equal(body.zone_data[0].id, zoneId)
        assert.equal(typeof body.zone_data[0].cash_on_delivery, 'boolean')
        const food = body.zone_data[0].modules.find((m: { module_type: string }) => m.module_type === 'food')
        assert.deepEqual(Object.keys(food.pivot).sort(), [
          'maximum_cod_order_amount',
          'maximum_shipping_charge',
          'minimum_shipping_charge',
          'module_id',
          'per_km_shipping_charge',
          'zone_id',
        ])
        assert.equal(food.pivot.zone_id, zoneId)
      }
      const config = json(await app.inject({ url: '/api/v1/config' }))
      const home = json(await get(`get-zone-id?lat=${config.default_location.lat}&lng=${config.default_location.lng}`))
      assert.equal(home.zone_id, '[1]')
    })

    test('outside every zone is a clear 404; missing or invalid coordinates are 422', async () => {
      const outside = await get('get-zone-id?lat=51.5074&lng=-0.1278')
      assert.equal(outside.statusCode, 404)
      assert.deepEqual(json(outside), { errors: [{ code: 'coordinates', message: 'Service not available in this area' }] })
      for (const query of [
        '',
        'lat=40.7',
        'lng=-73.9',
        'lat=abc&lng=1',
        'lat=91&lng=0',
        'lat=0&lng=181',
        'lat=1e999&lng=0',
        "lat=1'or'1&lng=2",
      ]) {
        const response = await get(`get-zone-id?${query}`)
        assert.equal(response.statusCode, 422, query)
        assert.ok(json(response).errors[0].message, query)
      }
    })

    test('autocomplete finds places by prefix and despite small typos, and nothing for empty text', async () => {
      const times = json(await get('place-api-autocomplete?search_text=times'))
      assert.equal(times.status, 'OK')
      assert.equal(times.predictions[0].structured_formatting.main_text, 'Times Square')
      assert.ok(times.predictions[0].place_id && times.predictions[0].description.includes('New York'))
      const typo = json(await get('place-api-autocomplete?search_text=wiliamsburg'))
      assert.ok(typo.predictions.some((p: { description: string }) => p.description.startsWith('Williamsburg')))
      assert.ok(json(await get('place-api-autocomplete?search_text=market')).predictions.length <= 10)
      assert.deepEqual(json(await get('place-api-autocomplete?search_text=')).predictions, [])
      assert.deepEqual(json(await get('place-api-autocomplete')).predictions, [])
      const odd = await get(`place-api-autocomplete?search_text=${encodeURIComponent("%_\\' or 1=1 --")}`)
      assert.equal(odd.statusCode, 200)
    })

    test('place details resolve a prediction to coordinates; unknown ids are 404', async () => {
      const [first] = json(await get('place-api-autocomplete?search_text=union%20square')).predictions
      const details = json(await get(`place-api-details?placeid=${first.place_id}`))
      assert.equal(details.status, 'OK')
      assert.equal(typeof details.result.geometry.location.lat, 'number')
      assert.equal(typeof details.result.formatted_address, 'string')
      assert.equal((await get('place-api-details?placeid=nope')).statusCode, 404)
      assert.equal((await get('place-api-details')).statusCode, 422)
    })

    test('geocode names the nearest place; distance is great-circle with a duration', async () => {
      const geocode = json(await get('geocode-api?lat=40.7536&lng=-73.9832'))
      assert.equal(geocode.status, 'OK')
      assert.match(geocode.results[0].formatted_address, /Bryant Park/)
      assert.deepEqual(json(await get('geocode-api?lat=0&lng=0')).results[0].types, ['coordinates'])
      const distance = json(
        await get('distance-api?origin_lat=40.7536&origin_lng=-73.9832&destination_lat=40.758&destination_lng=-73.9855&mode=walking'),
      )
      const element = distance.rows[0].elements[0]
      assert.ok(element.distance.value > 450 && element.distance.value < 600, String(element.distance.value))
      assert.equal(element.status, 'OK')
      assert.ok(element.duration.value > 0)
      assert.equal((await get('distance-api?origin_lat=1&origin_lng=2&destination_lat=3&destination_lng=4&mode=teleport')).statusCode, 422)
    })
  })
}
