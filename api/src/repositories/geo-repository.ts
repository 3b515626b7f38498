import type { Db } from '../db/db.js'
import { haversineMetres, pointInPolygon, polygonArea, type LatLng } from '../domain/geo.js'

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

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/** Zones (point in polygon) and the embedded gazetteer. */
export function createGeoRepository(db: Db) {
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

    /** Prefix and substring first, then trigram similarity, so "tims sq" and "brookln" still find places. */
    async searchPlaces(text: string, limit: number): Promise<PlaceRow[]> {
      const query = text.trim().toLowerCase()
      const { rows } = await db.query<PlaceRow>(
        `select place_id, name, secondary_text, formatted_address, kind, latitude, longitude, zone_id
           from places
          where lower(name || ' ' || secondary_text) like '%' || $1 || '%' escape '\\'
             or word_similarity($2, lower(name || ' ' || secondary_text)) > 0.45
          order by (lower(name) like $1 || '%' escape '\\') desc,
                   word_similarity($2, lower(name || ' ' || secondary_text)) desc,
                   case kind when 'landmark' then 0 when 'neighborhood' then 1 else 2 end, name
          limit $3`,
        [escapeLike(query), query, limit],
      )
      return rows
    },

    async placeById(placeId: string): Promise<PlaceRow | undefined> {
      const { rows } = await db.query<PlaceRow>(
        'select place_id, name, secondary_text, formatted_address, kind, latitude, longitude, zone_id from places where place_id = $1',
        [placeId],
      )
      return rows[0]
    },

    /** The nearest gazetteer place within `maxMetres`, for reverse geocoding. */
    async nearestPlace(lat: number, lng: number, maxMetres: number): Promise<(PlaceRow & { distance: number }) | undefined> {
      const { rows } = await db.query<PlaceRow>(
        `select place_id, name, secondary_text, formatted_address, kind, latitude, longitude, zone_id
           from places
          order by power(latitude - $1::float8, 2) + power((longitude - $2::float8) * cos(radians($1::float8)), 2)
          limit 1`,
        [lat, lng],
      )
      const place = rows[0]
      if (!place) return undefined
      const distance = haversineMetres([lat, lng], [place.latitude, place.longitude])
      return distance <= maxMetres ? { ...place, distance } : undefined
    },
  }
}

export type GeoRepository = ReturnType<typeof createGeoRepository>
