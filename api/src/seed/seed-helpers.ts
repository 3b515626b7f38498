import type { Queryable } from '../db/db.js'
import { pointInPolygon, type LatLng } from '../domain/geo.js'
import type { ModuleType } from './catalogue-data.js'
import type { City } from './gazetteer.js'
import type { Random } from './random.js'

/** What the seed steps share: bulk inserts, small value helpers and the ids each step hands to the next. */
export type Row = unknown[]

const toParam = (value: unknown) =>
  value === null || value === undefined
    ? null
    : value instanceof Date
      ? value.toISOString()
      : typeof value === 'object'
        ? JSON.stringify(value)
        : value

/** Multi-row INSERTs in chunks: one round trip per few hundred rows keeps PGlite and pg seeding fast. */
export async function insertRows(tx: Queryable, table: string, columns: string[], rows: Row[]): Promise<void> {
  const perChunk = Math.max(1, Math.min(500, Math.floor(30000 / columns.length)))
  for (let start = 0; start < rows.length; start += perChunk) {
    const chunk = rows.slice(start, start + perChunk)
    const params: unknown[] = []
    const tuples = chunk.map(
      (row) =>
        `(${row
          .map((value) => {
            params.push(toParam(value))
            return `$${params.length}`
          })
          .join(',')})`,
    )
    await tx.query(`insert into ${table} (${columns.join(',')}) values ${tuples.join(',')}`, params)
  }
}

export const slugify = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
export const money = (value: number) => Math.round(value * 100) / 100
export const daysFrom = (now: Date, days: number) => new Date(now.getTime() + days * 86400000)
export const dateOnly = (date: Date) => date.toISOString().slice(0, 10)

export function bbox(polygon: LatLng[]) {
  const lats = polygon.map(([lat]) => lat)
  const lngs = polygon.map(([, lng]) => lng)
  return [Math.min(...lats), Math.max(...lats), Math.min(...lngs), Math.max(...lngs)]
}

/** A point near a random neighbourhood of the city, always inside its zone polygon. */
export function pointIn(city: City, random: Random, spread = 0.004): { lat: number; lng: number; neighbourhood: string } {
  for (;;) {
    const [neighbourhood, lat, lng] = random.pick(city.neighbourhoods)
    const point: LatLng = [
      money((lat + (random.next() - 0.5) * spread) * 10000) / 10000,
      money((lng + (random.next() - 0.5) * spread) * 10000) / 10000,
    ]
    if (pointInPolygon(point, city.polygon)) return { lat: point[0], lng: point[1], neighbourhood }
  }
}

export function streetAddress(city: City, random: Random, neighbourhood: string) {
  return `${random.int(1, 480)} ${random.pick(city.streets)}, ${neighbourhood}, ${city.city}, ${city.state}`
}

export function ratingsFor(random: Random, count: number, average: number): number[] {
  // five buckets (1..5 stars) whose mean is close to `average`
  const high = Math.round(count * Math.max(0, (average - 3) / 2))
  const five = Math.round(high * 0.6)
  const four = high - five
  const rest = count - high
  const three = Math.round(rest * 0.6)
  const two = Math.round((rest - three) * 0.6)
  return [rest - three - two, two, three, four, five].map((n) => Math.max(0, n + (random.chance(0.1) ? 1 : 0)))
}

export interface SeededModule {
  id: number
  type: ModuleType
  name: string
}

export interface Lookups {
  units: Map<string, number>
  brands: { id: number; name: string }[]
  conditions: Map<string, number>
  /** module type -> category name -> { main id, child ids } */
  categories: Map<string, Map<string, { id: number; children: number[] }>>
}

export interface SeededStore {
  id: number
  name: string
  moduleId: number
  type: ModuleType
  zoneId: number
  lat: number
  lng: number
  address: string
  active: boolean
  addOnIds: number[]
}

export interface SeededItem {
  id: number
  storeId: number
  moduleId: number
  type: ModuleType
  name: string
  price: number
  categoryId: number
  zoneId: number
  hasOptions: boolean
}
