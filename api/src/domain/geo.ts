export type LatLng = [lat: number, lng: number]

/** Ray casting on [lat, lng] vertices; fine for city-sized polygons. */
export function pointInPolygon(point: LatLng, polygon: LatLng[]): boolean {
  const [y, x] = point
  let inside = false
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [yi, xi] = polygon[i]
    const [yj, xj] = polygon[j]
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside
  }
  return inside
}

/** Rough polygon area (degrees squared), to list the smallest matching zone first. */
export function polygonArea(polygon: LatLng[]): number {
  let sum = 0
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    sum += polygon[j][1] * polygon[i][0] - polygon[i][1] * polygon[j][0]
  }
  return Math.abs(sum / 2)
}

const EARTH_RADIUS_M = 6371000
const rad = (deg: number) => (deg * Math.PI) / 180

/** Great-circle distance in metres. */
export function haversineMetres(a: LatLng, b: LatLng): number {
  const dLat = rad(b[0] - a[0])
  const dLng = rad(b[1] - a[1])
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a[0])) * Math.cos(rad(b[0])) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** A latitude/longitude box holding every point within `metres` of the centre: [minLat, maxLat, minLng, maxLng]. */
export function boxAround([lat, lng]: LatLng, metres: number): [number, number, number, number] {
  const dLat = metres / 111_320
  const dLng = metres / (111_320 * Math.max(0.01, Math.cos(rad(lat))))
  return [lat - dLat, lat + dLat, lng - dLng, lng + dLng]
}

/**
 * How far a gazetteer place of each kind still names a point: a street number
 * a short walk away, a landmark a few blocks, a neighbourhood its own extent,
 * a town or borough its surroundings.
 */
export const REVERSE_GEOCODE_RADIUS_M: Record<string, number> = {
  street_address: 200,
  landmark: 400,
  neighborhood: 1200,
  locality: 25_000,
}

/** Beyond this a place no longer reads as the point itself, so the address says "Near". */
export const NEAR_THRESHOLD_M = 150

export interface ReverseCandidate {
  kind: string
  distance: number
}

/**
 * The place that names a point: among places within their kind's radius, the
 * one nearest relative to that radius (a landmark 50 m away beats a street
 * number 150 m away); a locality only when nothing finer is in reach.
 */
export function pickReversePlace<T extends ReverseCandidate>(candidates: T[]): T | undefined {
  const reach = (place: T) => REVERSE_GEOCODE_RADIUS_M[place.kind] ?? REVERSE_GEOCODE_RADIUS_M.neighborhood
  const inReach = candidates.filter((place) => place.distance <= reach(place))
  const fine = inReach.filter((place) => place.kind !== 'locality')
  const pool = fine.length ? fine : inReach
  return pool.reduce<T | undefined>(
    (best, place) => (!best || place.distance / reach(place) < best.distance / reach(best) ? place : best),
    undefined,
  )
}

/** Coordinates as an address line, when no place names the point. */
export const formatCoordinates = ([lat, lng]: LatLng) => `${lat.toFixed(5)}, ${lng.toFixed(5)}`

/** The trigrams of a text as pg_trgm makes them: each word padded with two spaces before and one after. */
export function trigrams(text: string): Set<string> {
  const grams = new Set<string>()
  for (const word of text.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
    if (!word) continue
    const padded = `  ${word} `
    for (let i = 0; i + 3 <= padded.length; i++) grams.add(padded.slice(i, i + 3))
  }
  return grams
}

export interface SearchablePlace {
  name: string
  secondary_text: string
  kind: string
  latitude: number
  longitude: number
}

/** A query's trigrams shared with a place's text, as a share of the query's (pg_trgm's word_similarity, roughly). */
const TYPO_SIMILARITY = 0.45
const KIND_ORDER: Record<string, number> = { landmark: 0, neighborhood: 1, locality: 2 }

/**
 * Autocomplete ranking: the name starting with the text, then a word of it,
 * then the text anywhere, then near spellings ("wiliamsburg"); among equals the
 * place nearest to `near` (the visitor's current point), then landmarks first.
 */
export function rankPlaces<T extends SearchablePlace>(places: T[], text: string, limit: number, near?: LatLng): T[] {
  const query = text.trim().toLowerCase().replace(/\s+/g, ' ')
  if (!query) return []
  const queryGrams = trigrams(query)
  const scored: { place: T; tier: number; similarity: number; distance: number }[] = []
  for (const place of places) {
    const name = place.name.toLowerCase()
    const full = `${name} ${place.secondary_text.toLowerCase()}`
    const tier = name.startsWith(query) ? 3 : ` ${name}`.includes(` ${query}`) ? 2 : full.includes(query) ? 1 : 0
    let similarity = 1
    if (tier === 0) {
      const grams = trigrams(full)
      let shared = 0
      for (const gram of queryGrams) if (grams.has(gram)) shared++
      similarity = queryGrams.size ? shared / queryGrams.size : 0
      if (similarity <= TYPO_SIMILARITY) continue
    }
    const distance = near ? haversineMetres(near, [place.latitude, place.longitude]) : 0
    scored.push({ place, tier, similarity: Math.round(similarity * 10), distance })
  }
  scored.sort(
    (a, b) =>
      b.tier - a.tier ||
      b.similarity - a.similarity ||
      a.distance - b.distance ||
      (KIND_ORDER[a.place.kind] ?? 3) - (KIND_ORDER[b.place.kind] ?? 3) ||
      a.place.name.localeCompare(b.place.name),
  )
  return scored.slice(0, limit).map((entry) => entry.place)
}
