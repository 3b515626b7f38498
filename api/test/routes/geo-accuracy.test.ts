import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { buildTestApp, drivers, json } from '../helper.js'

/** Points each inside (or at) a known place, and what its address must name. */
const reversePoints: { at: [number, number]; names: RegExp; kind?: string }[] = [
  { at: [40.758, -73.9855], names: /^Times Square, New York/, kind: 'landmark' },
  { at: [40.7529, -73.9773], names: /Grand Central Terminal/ },
  { at: [40.7081, -73.9571], names: /Williamsburg, Brooklyn/ },
  { at: [40.7115, -74.016], names: /Battery Park City/ },
  // Newark, NJ: no neighbourhood of the gazetteer is near, so the town plus the coordinates, never Battery Park
  { at: [40.7357, -74.1724], names: /^Newark, NJ, USA \(40\.73570, -74\.17240\)$/, kind: 'locality' },
  { at: [40.7195, -74.0455], names: /^Jersey City, NJ/, kind: 'locality' },
  { at: [37.8044, -122.2712], names: /^Oakland, CA/, kind: 'locality' },
  { at: [42.0451, -87.6877], names: /^Evanston, IL/, kind: 'locality' },
]

for (const { driver, skip } of await drivers()) {
  describe(`geo accuracy (${driver})`, { skip }, () => {
    let app: FastifyInstance
    before(async () => {
      app = await buildTestApp(driver)
    })
    after(async () => {
      await app?.close()
    })
    const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url: `/api/v1/config/${url}`, headers })

    test('reverse geocoding names the place the point is in, or the nearest town with the coordinates', async () => {
      for (const { at, names, kind } of reversePoints) {
        const body = json(await get(`geocode-api?lat=${at[0]}&lng=${at[1]}`))
        assert.equal(body.status, 'OK', String(at))
        assert.match(body.results[0].formatted_address, names, String(at))
        if (kind) assert.deepEqual(body.results[0].types, [kind], String(at))
        assert.deepEqual(body.results[0].geometry.location, { lat: at[0], lng: at[1] })
        assert.equal(body.source, 'gazetteer')
      }
    })

    test('a point far from every known place reads as its coordinates', async () => {
      const body = json(await get('geocode-api?lat=51.5074&lng=-0.1278'))
      assert.equal(body.results[0].formatted_address, '51.50740, -0.12780')
      assert.deepEqual(body.results[0].types, ['coordinates'])
    })

    test('autocomplete ranks prefix matches first and, among equals, the nearest to the current point', async () => {
      const names = async (text: string, headers: Record<string, string> = {}) =>
        json(await get(`place-api-autocomplete?search_text=${encodeURIComponent(text)}`, headers)).predictions.map(
          (p: { structured_formatting: { main_text: string } }) => p.structured_formatting.main_text,
        )
      assert.equal((await names('grand c'))[0], 'Grand Central Terminal')
      assert.deepEqual(await names('zzqx'), [])
      assert.equal((await names('newa'))[0], 'Newark')
      // a typo still finds the place
      assert.ok((await names('evanstn')).includes('Evanston'))
      assert.ok((await names('chinatwn')).includes('Chinatown'))
      // Chinatown is in New York, San Francisco and Chicago: the visitor's city comes first
      const fromSf = json(await get('place-api-autocomplete?search_text=chinatown', { latitude: '37.7749', longitude: '-122.4194' }))
        .predictions as { description: string }[]
      assert.ok(fromSf.length > 0)
      assert.match(fromSf[0].description, /San Francisco/)
      const fromNy = json(await get('place-api-autocomplete?search_text=chinatown', { latitude: '40.758', longitude: '-73.9855' }))
        .predictions as { description: string }[]
      assert.match(fromNy[0].description, /New York/)
      const fromChicago = json(await get('place-api-autocomplete?search_text=chinatown', { latitude: '41.88', longitude: '-87.63' }))
        .predictions as { description: string }[]
      assert.match(fromChicago[0].description, /Chicago/)
      // before a location is chosen the storefront sends 0/0: plain ranking
      assert.equal((await names('grand c', { latitude: '0', longitude: '0' }))[0], 'Grand Central Terminal')
    })

    test('autocomplete answers in under 20 ms on the seed', async () => {
      await app.repos.geo.searchPlaces('warmup', 8)
      const times: number[] = []
      for (const text of ['times', 'brookln', 'park', 'mission st', 'wicker']) {
        const started = performance.now()
        await app.repos.geo.searchPlaces(text, 8, [40.75, -73.98])
        times.push(performance.now() - started)
      }
      times.sort((a, b) => a - b)
      assert.ok(times[2]! < 20, `median ${times[2]!.toFixed(1)} ms`)
    })

    test('map-data serves the zones overlapping a box and the places in it; a bad box is 422', async () => {
      const body = json(await get('map-data?min_lat=40.70&max_lat=40.80&min_lng=-74.02&max_lng=-73.93'))
      assert.deepEqual(
        body.zones.map((zone: { name: string }) => zone.name),
        ['Manhattan', 'Brooklyn'],
      )
      assert.ok(body.zones[0].coordinates.length >= 3 && typeof body.zones[0].coordinates[0].lat === 'number')
      assert.ok(body.places.some((place: { name: string }) => place.name === 'Times Square'))
      for (const place of body.places) assert.ok(place.lat >= 40.7 && place.lat <= 40.8 && place.lng >= -74.02 && place.lng <= -73.93)
      assert.equal((await get('map-data?min_lat=41&max_lat=40&min_lng=-74&max_lng=-73')).statusCode, 422)
      assert.equal((await get('map-data?min_lat=40')).statusCode, 422)
    })

    test('distance-api says its figure is a great-circle estimate offline', async () => {
      const body = json(await get('distance-api?origin_lat=40.7536&origin_lng=-73.9832&destination_lat=40.6782&destination_lng=-73.9442'))
      assert.equal(body.source, 'great_circle')
      assert.ok(body.rows[0].elements[0].distance.value > 8000)
    })
  })
}
