import type { Db } from '../db/db.js'
import { boxAround, haversineMetres, rankPlaces, pointInPolygon, polygonArea, type LatLng } from '../domain/geo.js'

export interface ZoneModuleRow {
  id: number
  module_name: string
  module_type: string
  icon: string
  thumbnail: string
  status: boolean
  theme_id: number
  description: string
  all_zone_service: boolean
  stores_count: number
  per_km_shipping_charge: number
  minimum_shipping_charge: number
  maximum_shipping_charge: number | null
  maximum_cod_order_amount: number | null
}

export interface ZoneRow {
  id: number
  name: string
  display_name: string
  coordinates: LatLng[]
  status: boolean
  cash_on_delivery: boolean
  digital_payment: boolean
  offline_payment: boolean
  increased_delivery_fee: number
  increased_delivery_fee_status: boolean
  increase_delivery_charge_message: string | null
  modules: ZoneModuleRow[]
}

export interface PlaceRow {
  place_id: string
  name: string
  secondary_text: string
  formatted_address: string
  kind: string
  latitude: number
  longitude: number
  zone_id: number | null
}

/** How long the in-memory copy of the gazetteer serves autocomplete. */
const GAZETTEER_TTL_MS = 60_000

/** Zones (point in polygon) and the embedded gazetteer. */
export function createGeoRepository(db: Db) {
  let gazetteer: { at: number; places: PlaceRow[] } | undefined
  return {
    /** Zones containing the point, smallest first (the most specific zone leads, as on the platform). */
    async zonesAt(lat: number, lng: number): Promise<ZoneRow[]> {
      const { rows } = await db.query<ZoneRow>(
        `select z.id, z.name, z.display_name, z.coordinates, z.status, z.cash_on_delivery, z.digital_payment, z.offline_payment,
                z.increased_delivery_fee, z.increased_delivery_fee_status, z.increase_delivery_charge_message,
                (select coalesce(jsonb_agg(jsonb_build_object(
                    'id', m.id, 'module_name', m.module_name, 'module_type', m.module_type, 'icon', m.icon, 'thumbnail', m.thumbnail,
                    'status', m.status, 'theme_id', m.theme_id, 'description', m.description, 'all_zone_service', m.all_zone_service,
                    'stores_count', (select count(*) from stores s where s.zone_id = z.id and s.module_id = m.id and s.active),
                    'per_km_shipping_charge', zm.per_km_shipping_charge, 'minimum_shipping_charge', zm.minimum_shipping_charge,
                    'maximum_shipping_charge', zm.maximum_shipping_charge, 'maximum_cod_order_amount', zm.maximum_cod_order_amount)
                  order by m.position, m.id), '[]'::jsonb)
                   from zone_module zm join modules m on m.id = zm.module_id where zm.zone_id = z.id and m.status) as modules
           from zones z
          where $1::float8 between z.min_lat and z.max_lat and $2::float8 between z.min_lng and z.max_lng`,
        [lat, lng],
      )
      return rows
        .filter((zone) => pointInPolygon([lat, lng], zone.coordinates))
        .sort((a, b) => polygonArea(a.coordinates) - polygonArea(b.coordinates))
    },

    /**
     * Autocomplete over the gazetteer, ranked in memory (./domain/geo.ts rankPlaces): the places are a few
     * hundred rows that only a seed changes, so they are read once a minute instead of scanned per keystroke.
     */
    async searchPlaces(text: string, limit: number, near?: LatLng): Promise<PlaceRow[]> {
      if (!gazetteer || Date.now() - gazetteer.at > GAZETTEER_TTL_MS) {
        const { rows } = await db.query<PlaceRow>(
          'select place_id, name, secondary_text, formatted_address, kind, latitude, longitude, zone_id from places',
        )
        gazetteer = { at: Date.now(), places: rows }
      }
      return rankPlaces(gazetteer.places, text, limit, near)
    },

    async placeById(placeId: string): Promise<PlaceRow | undefined> {
      const { rows } = await db.query<PlaceRow>(
        'select place_id, name, secondary_text, formatted_address, kind, latitude, longitude, zone_id from places where place_id = $1',
        [placeId],
      )
      return rows[0]
    },

    /** Gazetteer places within `metres` of the point (a bounding box, then the great-circle distance), nearest first. */
    async placesNear(lat: number, lng: number, metres: number, kinds?: string[]): Promise<(PlaceRow & { distance: number })[]> {
      const [minLat, maxLat, minLng, maxLng] = boxAround([lat, lng], metres)
      const { rows } = await db.query<PlaceRow>(
        `select place_id, name, secondary_text, formatted_address, kind, latitude, longitude, zone_id
           from places
          where latitude between $1 and $2 and longitude between $3 and $4 and ($5::text[] is null or kind = any($5::text[]))`,
        [minLat, maxLat, minLng, maxLng, kinds ?? null],
      )
      return rows
        .map((place) => ({ ...place, distance: haversineMetres([lat, lng], [place.latitude, place.longitude]) }))
        .filter((place) => place.distance <= metres)
        .sort((a, b) => a.distance - b.distance)
    },

    /** What the offline map draws in a box: the zones that overlap it and the places inside it. */
    async mapData(minLat: number, maxLat: number, minLng: number, maxLng: number, placeLimit: number) {
      const zones = await db.query<Pick<ZoneRow, 'id' | 'name' | 'display_name' | 'coordinates' | 'status'>>(
        `select id, name, display_name, coordinates, status from zones
          where max_lat >= $1 and min_lat <= $2 and max_lng >= $3 and min_lng <= $4 order by id`,
        [minLat, maxLat, minLng, maxLng],
      )
      const places = await db.query<PlaceRow>(
        `select place_id, name, secondary_text, formatted_address, kind, latitude, longitude, zone_id
           from places
          where latitude between $1 and $2 and longitude between $3 and $4
          order by case kind when 'locality' then 0 when 'neighborhood' then 1 when 'landmark' then 2 else 3 end, id
          limit $5`,
        [minLat, maxLat, minLng, maxLng, placeLimit],
      )
      return { zones: zones.rows, places: places.rows }
    },
  }
}

export type GeoRepository = ReturnType<typeof createGeoRepository>
