import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { buildTestApp, json } from '../helper.js'
import { assertErrorShape } from './support.js'

type Schema = {
  type?: string | string[]
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  exclusiveMaximum?: number
  properties?: Record<string, Schema>
  items?: Schema | Schema[]
  anyOf?: Schema[]
  oneOf?: Schema[]
  allOf?: Schema[]
}

/** Every numeric field in a schema, with its path, to check each one is bounded. */
function numericFields(schema: Schema | undefined, path: string): { path: string; schema: Schema }[] {
  if (!schema || typeof schema !== 'object') return []
  const types = [schema.type].flat()
  const own = types.includes('integer') || types.includes('number') ? [{ path, schema }] : []
  return [
    ...own,
    ...Object.entries(schema.properties ?? {}).flatMap(([key, inner]) => numericFields(inner, `${path}.${key}`)),
    ...[schema.items ?? []].flat().flatMap((inner) => numericFields(inner, `${path}[]`)),
    ...[...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].flatMap((inner) => numericFields(inner, path)),
  ]
}

describe('numbers in queries and bodies are finite and bounded (issue 8.1)', () => {
  let app: FastifyInstance
  before(async () => {
    app = await buildTestApp('pglite')
  })
  after(async () => {
    await app?.close()
  })
  const session = { zoneid: '[1]', moduleid: '1' }

  test('-Infinity, Infinity, 1e309 and NaN as a page number are a 422 in the error shape, never a 500', async () => {
    for (const url of [
      '/api/v1/stores/latest',
      '/api/v1/stores/popular',
      '/api/v1/items/latest',
      '/api/v1/items/popular',
      '/api/v1/stores/get-stores/all',
      '/api/v1/categories/items/1',
      '/api/v1/brand/items/1',
    ]) {
      for (const bad of ['-Infinity', 'Infinity', '1e309', '-1e309', 'NaN', '1e400']) {
        for (const field of ['offset', 'limit']) {
          const response = await app.inject({ url: `${url}?${field}=${bad}`, headers: session })
          assert.equal(response.statusCode, 422, `${url}?${field}=${bad}: ${response.statusCode} ${response.body.slice(0, 120)}`)
          assertErrorShape(response)
          assert.equal(json(response).errors[0].code, field)
        }
      }
    }
  })

  test('non-finite numbers in a JSON body are a 422 (1e309 parses to Infinity)', async () => {
    for (const payload of ['{"item_id":1e309,"quantity":1,"guest_id":"x"}', '{"item_id":5,"quantity":-1e309,"guest_id":"x"}']) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/customer/cart/add',
        payload,
        headers: { 'content-type': 'application/json' },
      })
      assert.equal(response.statusCode, 422, response.body)
      assertErrorShape(response)
    }
  })

  test('every numeric field a route accepts declares a minimum and a maximum', () => {
    assert.ok(app.routeCatalog.length > 50, `${app.routeCatalog.length} routes seen`)
    const unbounded = app.routeCatalog.flatMap(({ method, url, schema }) =>
      (['params', 'querystring', 'body', 'headers'] as const).flatMap((part) =>
        numericFields((schema as Record<string, Schema> | undefined)?.[part], `${method} ${url} ${part}`)
          .filter(({ schema: s }) => (s.minimum ?? s.exclusiveMinimum) === undefined || (s.maximum ?? s.exclusiveMaximum) === undefined)
          .map(({ path }) => path),
      ),
    )
    assert.deepEqual(unbounded, [])
  })
})
