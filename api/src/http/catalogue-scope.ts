import type { FastifyInstance, FastifyRequest } from 'fastify'
import { wallClock, type WallClock } from '@storefront/domain'
import { HttpError, unprocessable } from '../errors.js'
import type { StoreFormatContext } from '../repositories/format.js'

/**
 * What a catalogue read needs from the session headers. Like the reference's
 * ModuleCheckMiddleware, a missing `moduleId` (or `zoneid`) is a 403 with the
 * header's name as the code; banners, categories, stores/get-stores and
 * coupon/list are exempt from the module check and use `optionalModule`.
 */
export interface CatalogueScope {
  zoneIds: number[]
  moduleId: number
}

export const zoneRequired = () => new HttpError(403, 'zoneId', 'Zone id is required!')
export const moduleRequired = () => new HttpError(403, 'moduleId', 'Module id is required!')

export function requireZones(request: FastifyRequest): number[] {
  const { zoneIds } = request.context
  if (!zoneIds) throw zoneRequired()
  return zoneIds
}

export function requireScope(request: FastifyRequest): CatalogueScope {
  const zoneIds = requireZones(request)
  const { moduleId } = request.context
  if (moduleId === null) throw moduleRequired()
  return { zoneIds, moduleId }
}

/**
 * The business clock, read once per second: it has whole seconds, and building it (an
 * Intl.DateTimeFormat per call) cost about 5 % of the server's CPU under load on the catalogue.
 */
let lastClock: { timeZone: string; second: number; clock: WallClock } | null = null
export function businessClock(timeZone: string, now = Date.now()): WallClock {
  const second = Math.floor(now / 1000)
  if (lastClock?.second !== second || lastClock.timeZone !== timeZone) {
    lastClock = { timeZone, second, clock: wallClock(timeZone, new Date(second * 1000)) }
  }
  return lastClock.clock
}

/** How rows become wire objects for this request: image URLs, the business clock, the caller's position. */
export function viewFor(app: FastifyInstance, request: FastifyRequest): StoreFormatContext {
  const { latitude, longitude } = request.context
  return {
    publicUrl: app.config.publicUrl,
    clock: businessClock(app.config.timeZone),
    // the storefront sends 0,0 when it knows no position: that is "unknown", not the Gulf of Guinea
    origin: latitude !== null && longitude !== null && !(latitude === 0 && longitude === 0) ? [latitude, longitude] : null,
  }
}

/** 1-based page number to a row offset; the storefront's first page is 1 (0 is read as 1). */
export const rowOffset = (page: { limit: number; offset: number }) => (Math.max(1, page.offset) - 1) * page.limit

/**
 * A list of positive ids sent as a JSON array (`[1,2]`, what the storefront's client sends)
 * or a comma list (`1,2`). Anything else is a 422, so nothing odd reaches SQL.
 */
export function parseIdList(raw: string | undefined, name: string): number[] {
  if (raw === undefined || raw.trim() === '' || raw.trim() === '[]') return []
  const text = raw.trim()
  let values: unknown[]
  if (text.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(text)
      values = Array.isArray(parsed) ? parsed : [Symbol('invalid')]
    } catch {
      values = [Symbol('invalid')]
    }
  } else {
    values = text.split(',').map((part) => part.trim())
  }
  const ids = values.map((value) => (typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value))
  if (ids.length > 100 || !ids.every((id) => Number.isInteger(id) && (id as number) > 0 && (id as number) <= 2147483647)) {
    throw unprocessable(name, `The ${name} query parameter must be a list of ids, for example [1,2].`)
  }
  return [...new Set(ids as number[])]
}

/** A list of words (filters) sent as a JSON array or a comma list; unknown words are a 422. */
export function parseWordList<T extends string>(raw: string | undefined, name: string, allowed: readonly T[]): T[] {
  if (raw === undefined || raw.trim() === '' || raw.trim() === '[]') return []
  const text = raw.trim()
  let values: unknown[]
  try {
    values = text.startsWith('[') ? (JSON.parse(text) as unknown[]) : text.split(',').map((part) => part.trim())
  } catch {
    values = [null]
  }
  if (!Array.isArray(values) || !values.every((value) => typeof value === 'string' && (allowed as readonly string[]).includes(value))) {
    throw unprocessable(name, `The ${name} query parameter accepts: ${allowed.join(', ')}.`)
  }
  return [...new Set(values as T[])]
}
