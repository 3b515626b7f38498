import fp from 'fastify-plugin'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { badRequest } from '../../errors.js'

/** The session headers every storefront call carries, parsed once per request. */
export interface RequestContext {
  /** From `zoneid: "[1,2]"`; null when absent. */
  zoneIds: number[] | null
  moduleId: number | null
  latitude: number | null
  longitude: number | null
  language: string
  /** The raw bearer token, when an `authorization: Bearer ...` header is present. */
  bearerToken: string | null
}

declare module 'fastify' {
  interface FastifyRequest {
    context: RequestContext
  }
}

const MAX_INT = 2147483647
const absent = (value: string | undefined) => value === undefined || value.trim() === ''

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name]
  return Array.isArray(value) ? value[0] : value
}

export function parseZoneIds(raw: string | undefined): number[] | null {
  if (absent(raw)) return null
  let parsed: unknown
  try {
    parsed = JSON.parse(raw!)
  } catch {
    parsed = undefined
  }
  // A bare number ("1") is accepted too: the Flutter client and hand-written calls send it.
  if (typeof parsed === 'number') parsed = [parsed]
  const valid =
    Array.isArray(parsed) &&
    parsed.length > 0 &&
    parsed.length <= 50 &&
    parsed.every((id) => Number.isInteger(id) && id > 0 && id <= MAX_INT)
  if (!valid) {
    throw badRequest('zoneId', 'The zoneid header must be a JSON array of zone ids, for example [1,2].')
  }
  return parsed as number[]
}

function parseModuleId(raw: string | undefined): number | null {
  if (absent(raw)) return null
  if (!/^\d{1,10}$/.test(raw!.trim()) || Number(raw) < 1 || Number(raw) > MAX_INT) {
    throw badRequest('moduleId', 'The moduleId header must be a module id, for example 1.')
  }
  return Number(raw)
}

function parseCoordinate(raw: string | undefined, name: 'latitude' | 'longitude'): number | null {
  if (absent(raw)) return null
  const value = Number(raw!.trim().replace(/^"|"$/g, ''))
  const limit = name === 'latitude' ? 90 : 180
  if (!Number.isFinite(value) || Math.abs(value) > limit) {
    throw badRequest(name, `The ${name} header must be a number between -${limit} and ${limit}.`)
  }
  return value
}

const supportedLanguages = new Set(['en', 'ar', 'tr'])

function parseLanguage(raw: string | undefined): string {
  const code = raw?.trim().toLowerCase().slice(0, 2)
  return code && supportedLanguages.has(code) ? code : 'en'
}

function parseBearer(raw: string | undefined): string | null {
  if (absent(raw)) return null
  const match = /^Bearer\s+(\S{1,512})$/i.exec(raw!.trim())
  return match ? match[1] : null
}

export default fp(async function requestHeaders(app: FastifyInstance) {
  app.decorateRequest('context', null as unknown as RequestContext)
  app.addHook('onRequest', async (request) => {
    request.context = {
      zoneIds: parseZoneIds(header(request, 'zoneid')),
      moduleId: parseModuleId(header(request, 'moduleid')),
      latitude: parseCoordinate(header(request, 'latitude'), 'latitude'),
      longitude: parseCoordinate(header(request, 'longitude'), 'longitude'),
      language: parseLanguage(header(request, 'x-localization')),
      bearerToken: parseBearer(header(request, 'authorization')),
    }
  })
})
