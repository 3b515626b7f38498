import fc from 'fast-check'
import type { FastifyInstance, InjectOptions } from 'fastify'

/**
 * A schema-driven request fuzzer: for every registered route (app.routeCatalog), requests
 * whose params, query and body follow the route's TypeBox schema most of the time and carry
 * hostile values the rest (±Infinity, NaN, 1e309, huge numbers, long and odd unicode strings,
 * NUL, arrays where scalars go, objects, `__proto__`/`constructor` keys). Used by the test
 * (a few thousand requests) and by bench/fuzz.ts (100k).
 */

type Schema = {
  type?: string | string[]
  anyOf?: Schema[]
  oneOf?: Schema[]
  const?: unknown
  enum?: unknown[]
  minimum?: number
  maximum?: number
  minLength?: number
  maxLength?: number
  pattern?: string
  format?: string
  items?: Schema
  maxItems?: number
  properties?: Record<string, Schema>
  required?: string[]
}

/** JSON text inserted verbatim into a body (what JSON.stringify cannot write: 1e309, `__proto__` keys). */
class RawJson {
  constructor(readonly text: string) {}
}

const hostileScalars: unknown[] = [
  Infinity,
  -Infinity,
  NaN,
  Number.parseFloat('1e309'),
  -Number.parseFloat('1e309'),
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  -2147483649,
  2147483648,
  1e21,
  -0,
  0.5,
  '',
  ' ',
  'Infinity',
  '-Infinity',
  'NaN',
  '1e309',
  '-1',
  '0x10',
  '1_000',
  '9'.repeat(400),
  'x'.repeat(5000),
  'a\u0000b',
  '\u202e\u200b',
  '𝕏🙂\ud800',
  'Ω≈ç√∫˜µ≤≥÷',
  '%00',
  '%',
  "'; drop table items; --",
  '{"$ne":null}',
  '[]',
  '{}',
  'null',
  'true',
  '__proto__',
  'constructor',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  true,
  false,
  null,
]
const hostileCompound: unknown[] = [
  [],
  [1, 2],
  ['a'],
  [[[]]],
  {},
  { a: 1 },
  [Infinity],
  { $gt: '' },
  new RawJson('{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}'),
  new RawJson('[1e309,-1e309]'),
  new RawJson('1e309'),
  new RawJson('{"a":' + '['.repeat(200) + ']'.repeat(200) + '}'),
]
export const hostile: fc.Arbitrary<unknown> = fc.oneof(fc.constantFrom(...hostileScalars), fc.constantFrom(...hostileCompound))

function validish(schema: Schema, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const)
  if (schema.enum) return fc.constantFrom(...schema.enum)
  const union = schema.anyOf ?? schema.oneOf
  if (union?.length) return fc.oneof(...union.map((inner) => validish(inner, depth)))
  const type = [schema.type].flat()[0]
  switch (type) {
    case 'integer': {
      const min = Math.max(schema.minimum ?? -1_000_000, -(2 ** 31))
      const max = Math.min(schema.maximum ?? 1_000_000, 2 ** 31 - 1)
      return fc.oneof(fc.integer({ min, max }), fc.constantFrom(min, max, Math.min(max, Math.max(min, 1))))
    }
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true, noDefaultInfinity: true })
    case 'boolean':
      return fc.boolean()
    case 'string': {
      const maxLength = Math.min(schema.maxLength ?? 64, 256)
      if (schema.format === 'email') return fc.emailAddress()
      if (schema.pattern) {
        try {
          return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length <= maxLength)
        } catch {
          /* fall through */
        }
      }
      return fc.string({ minLength: schema.minLength ?? 0, maxLength, unit: 'grapheme' })
    }
    case 'array':
      return depth > 3
        ? fc.constant([])
        : fc.array(valueFor(schema.items ?? {}, depth + 1), { maxLength: Math.min(schema.maxItems ?? 4, 4) })
    case 'object': {
      if (depth > 3 || !schema.properties) return fc.constant({})
      const keys = Object.keys(schema.properties)
      return fc.record(Object.fromEntries(keys.map((key) => [key, valueFor(schema.properties![key]!, depth + 1)])), {
        requiredKeys: (schema.required ?? []).filter((key) => keys.includes(key)),
      })
    }
    default:
      return fc.oneof(fc.string({ maxLength: 20 }), fc.integer(), fc.constant(null))
  }
}

function valueFor(schema: Schema, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 4, arbitrary: validish(schema, depth) }, { weight: 1, arbitrary: hostile })
}

/** JSON text, writing non-finite numbers as 1e309/-1e309 and RawJson verbatim. */
function jsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text
  if (typeof value === 'number')
    return Number.isFinite(value) ? JSON.stringify(value) : Number.isNaN(value) ? 'null' : value > 0 ? '1e309' : '-1e309'
  if (Array.isArray(value)) return `[${value.map(jsonText).join(',')}]`
  if (value && typeof value === 'object')
    return `{${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}:${jsonText(v)}`)
      .join(',')}}`
  return JSON.stringify(value) ?? 'null'
}

/** Lone surrogates cannot be percent-encoded; a client would send U+FFFD. */
const wellFormed = (text: string) => text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd')

function queryText(value: unknown): string {
  if (value instanceof RawJson) return value.text
  if (typeof value === 'string') return value
  if (value && typeof value === 'object') return jsonText(value)
  return String(value)
}

export interface FuzzRoute {
  method: string
  url: string
  schema?: Record<string, unknown>
}

/**
 * The routes worth fuzzing: everything registered except HEAD twins, the CORS catch-all and
 * the push stream (an answer that never ends; test/routes/notifications.test.ts covers it).
 */
export function fuzzRoutes(app: FastifyInstance): FuzzRoute[] {
  return app.routeCatalog
    .filter(
      (route) =>
        route.method !== 'HEAD' && !(route.method === 'OPTIONS' && route.url.includes('*')) && !route.url.endsWith('/notifications/stream'),
    )
    .map((route) => ({ method: route.method, url: route.url, schema: route.schema as Record<string, unknown> | undefined }))
}

/** An arbitrary request for `route`; `guestId` and `token` are real credentials a request may carry. */
export function requestFor(route: FuzzRoute, credentials: { guestId: string; token: string }): fc.Arbitrary<InjectOptions> {
  const part = (name: string) => route.schema?.[name] as Schema | undefined
  const params = part('params')
  const paramNames = [...route.url.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]!)
  const paramArb = fc.record(
    Object.fromEntries(
      paramNames.map((name) => [
        name,
        params?.properties?.[name] ? valueFor(params.properties[name]!) : fc.oneof(fc.integer(), fc.string(), hostile),
      ]),
    ),
  )
  const query = part('querystring')
  const queryArb = query?.properties ? (valueFor(query) as fc.Arbitrary<Record<string, unknown>>) : fc.constant({})
  const body = part('body')
  const bodyArb = body ? valueFor(body) : fc.oneof(fc.constant(undefined), hostile)
  // session headers mostly right, so most requests get past them to the route's own validation
  const mostly = (valid: string[], bad: string[]) =>
    fc.oneof({ weight: 12, arbitrary: fc.constantFrom(...valid) }, { weight: 1, arbitrary: fc.constantFrom(...bad) })
  const headerArb = fc.record(
    {
      zoneid: mostly(['[1]', '[1,2]', '[3]'], ['', '[1e309]', '[-Infinity]', '["1"]', '{}', 'x'.repeat(3000)]),
      moduleid: mostly(['1', '2', '3', '4', '5'], ['0', '-1', '1e309', 'NaN', '999999999999']),
      latitude: mostly(['40.7536'], ['Infinity', '-91', 'NaN', '1e309']),
      longitude: mostly(['-73.9832'], ['1e309', '-Infinity']),
      authorization: mostly([`Bearer ${credentials.token}`], ['Bearer x', 'Bearer ' + 'a'.repeat(43), 'Basic Zm9vOmJhcg==']),
    },
    { requiredKeys: [] },
  )
  const useGuest = fc.boolean()
  return fc.tuple(paramArb, queryArb, bodyArb, headerArb, useGuest).map(([p, q, b, h, guest]) => {
    let url = route.url
    for (const [name, value] of Object.entries(p))
      url = url.replace(`:${name}`, encodeURIComponent(wellFormed(queryText(value))).slice(0, 4000))
    url = url.replace('*', encodeURIComponent(wellFormed(queryText(p['*'] ?? 'x'))))
    const search = new URLSearchParams()
    const queryValues: Record<string, unknown> = { ...(q && typeof q === 'object' && !(q instanceof RawJson) ? q : {}) }
    if (guest && route.url.includes('/customer/')) queryValues.guest_id ??= credentials.guestId
    for (const [key, value] of Object.entries(queryValues)) {
      for (const one of Array.isArray(value) ? value : [value]) search.append(key, queryText(one))
    }
    let payload: string | undefined
    if (body !== undefined || b !== undefined) {
      const withGuest =
        guest && b && typeof b === 'object' && !Array.isArray(b) && !(b instanceof RawJson) ? { guest_id: credentials.guestId, ...b } : b
      payload = b === undefined ? undefined : jsonText(withGuest)
    }
    const qs = search.toString()
    return {
      method: route.method as InjectOptions['method'],
      url: qs ? `${url}?${qs}` : url,
      headers: { ...h, ...(payload !== undefined ? { 'content-type': 'application/json' } : {}) } as Record<string, string>,
      ...(payload !== undefined && route.method !== 'GET' && route.method !== 'HEAD' ? { payload } : {}),
    }
  })
}

export interface FuzzOutcome {
  ok: boolean
  problem?: string
  status: number
  ms: number
}

/** Sends one request and judges the answer: no 5xx, the error shape on every 4xx, under `maxMs`. */
export async function judge(app: FastifyInstance, request: InjectOptions, maxMs = 1000): Promise<FuzzOutcome> {
  const started = performance.now()
  const response = await app.inject(request)
  const ms = performance.now() - started
  const status = response.statusCode
  const label = `${request.method} ${String(request.url).slice(0, 160)} -> ${status} in ${ms.toFixed(0)} ms`
  if (status >= 500) return { ok: false, problem: `${label}: ${response.body.slice(0, 300)}`, status, ms }
  if (status >= 400) {
    let body: { errors?: { code?: unknown; message?: unknown }[] } | undefined
    try {
      body = JSON.parse(response.body)
    } catch {
      /* checked below */
    }
    const shaped =
      body &&
      Array.isArray(body.errors) &&
      body.errors.length > 0 &&
      Object.keys(body).length === 1 &&
      body.errors.every((e) => typeof e.code === 'string' && typeof e.message === 'string')
    if (!shaped) return { ok: false, problem: `${label}: not the error shape: ${response.body.slice(0, 300)}`, status, ms }
  }
  if (ms > maxMs) return { ok: false, problem: `${label}: slower than ${maxMs} ms`, status, ms }
  if (({} as Record<string, unknown>).polluted !== undefined)
    return { ok: false, problem: `${label}: Object.prototype polluted`, status, ms }
  return { ok: true, status, ms }
}
