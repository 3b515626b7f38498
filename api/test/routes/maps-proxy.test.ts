import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { buildTestApp, json } from '../helper.js'

// the provider is never called for real: fetch is replaced while this app exists
describe('geo routes with a maps key proxy to the provider (pglite)', () => {
  let app: FastifyInstance
  const realFetch = globalThis.fetch
  const calls: string[] = []
  let answer: () => Promise<Response> = async () =>
    Response.json({ predictions: [{ description: 'From the provider', place_id: 'ChIJx' }], status: 'OK' })

  before(async () => {
    globalThis.fetch = (async (input: string | URL | Request) => {
      calls.push(String(input))
      return answer()
    }) as typeof fetch
    app = await buildTestApp('pglite', { googleMapsServerKey: 'test-key' })
  })
  after(async () => {
    globalThis.fetch = realFetch
    await app?.close()
  })

  test('autocomplete passes the provider answer through, with the key on the URL', async () => {
    const response = await app.inject({ url: '/api/v1/config/place-api-autocomplete?search_text=times' })
    assert.equal(response.statusCode, 200, response.body)
    const body = json(response)
    assert.equal(body.predictions[0].description, 'From the provider')
    const url = new URL(calls.at(-1)!)
    assert.equal(url.pathname, '/maps/api/place/autocomplete/json')
    assert.equal(url.searchParams.get('input'), 'times')
    assert.equal(url.searchParams.get('key'), 'test-key')
    assert.equal(url.searchParams.get('location'), null)
  })

  test("autocomplete is biased toward the visitor's current point from the latitude/longitude headers", async () => {
    await app.inject({
      url: '/api/v1/config/place-api-autocomplete?search_text=times',
      headers: { latitude: '40.75', longitude: '-73.98' },
    })
    const url = new URL(calls.at(-1)!)
    assert.equal(url.searchParams.get('location'), '40.75,-73.98')
    assert.equal(url.searchParams.get('radius'), '50000')
  })

  test('details, geocode and distance go to their provider endpoints', async () => {
    await app.inject({ url: '/api/v1/config/place-api-details?placeid=ChIJx' })
    assert.match(calls.at(-1)!, /place\/details\/json\?placeid=ChIJx/)
    await app.inject({ url: '/api/v1/config/geocode-api?lat=40.75&lng=-73.98' })
    assert.match(calls.at(-1)!, /geocode\/json\?latlng=40.75%2C-73.98/)
    await app.inject({ url: '/api/v1/config/distance-api?origin_lat=1&origin_lng=2&destination_lat=3&destination_lng=4&mode=walking' })
    assert.match(calls.at(-1)!, /distancematrix\/json\?origins=1%2C2&destinations=3%2C4&mode=walking/)
  })

  test('a provider failure is a 502 in the error shape', async () => {
    answer = async () => {
      throw new Error('offline')
    }
    const response = await app.inject({ url: '/api/v1/config/place-api-autocomplete?search_text=times' })
    assert.equal(response.statusCode, 502)
    assert.equal(json(response).errors[0].code, 'maps')
  })
})
