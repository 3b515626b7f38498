import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import {
  type LatLng,
  formatCoordinates,
  haversineMetres,
  NEAR_THRESHOLD_M,
  pickReversePlace,
  REVERSE_GEOCODE_RADIUS_M,
} from '../../domain/geo.js'
import { createMapsProvider } from '../../domain/maps-provider.js'
import { notFound, HttpError, unprocessable } from '../../errors.js'
import { errorResponses } from '../../schemas/common.js'
import {
  DistanceResponse,
  GeocodeResponse,
  Latitude,
  MapDataResponse,
  Longitude,
  PlaceDetailsResponse,
  PredictionsResponse,
  ZoneResponse,
} from '../../schemas/geo.js'
import type { PlaceRow } from '../../repositories/geo-repository.js'

/** Ajv lets a coerced "1e999" (Infinity) through range checks; coordinates must be finite. */
function assertFinite(values: Record<string, number>) {
  for (const [name, value] of Object.entries(values)) {
    if (!Number.isFinite(value)) throw unprocessable(name, `The ${name} query parameter must be a finite number.`)
  }
}

const placeResult = (place: PlaceRow) => ({
  place_id: place.place_id,
  name: place.name,
  formatted_address: place.formatted_address,
  geometry: { location: { lat: place.latitude, lng: place.longitude } },
  types: [place.kind],
})

// metres per second by travel mode, for a city-speed duration estimate
const speeds: Record<string, number> = { walking: 1.35, bicycling: 4.2, driving: 8.3, two_wheeler: 8.3, transit: 6 }

const formatDistance = (metres: number) => (metres < 1000 ? `${Math.round(metres)} m` : `${(metres / 1000).toFixed(1)} km`)
const formatDuration = (seconds: number) => {
  const minutes = Math.max(1, Math.round(seconds / 60))
  return minutes < 60 ? `${minutes} min${minutes === 1 ? '' : 's'}` : `${Math.floor(minutes / 60)} hour ${minutes % 60} mins`
}

/** The most places one map-data answer carries (towns and neighbourhoods first). */
const MAP_PLACE_LIMIT = 400

/**
 * The visitor's current point from the latitude/longitude headers (parsed for every request); the
 * storefront sends 0/0 before a location is chosen, which is no point at all.
 */
function currentPoint({ latitude, longitude }: { latitude: number | null; longitude: number | null }): LatLng | undefined {
  if (latitude === null || longitude === null || (latitude === 0 && longitude === 0)) return undefined
  return [latitude, longitude]
}

const geo: FastifyPluginAsyncTypebox = async (app) => {
  const maps = app.config.googleMapsServerKey ? createMapsProvider(app.config.googleMapsServerKey) : null

  app.get(
    '/get-zone-id',
    { schema: { querystring: Type.Object({ lat: Latitude, lng: Longitude }), response: { 200: ZoneResponse, ...errorResponses } } },
    async (request) => {
      const { lat, lng } = request.query
      assertFinite({ lat, lng })
      const zones = await app.repos.geo.zonesAt(lat, lng)
      if (zones.length === 0) throw notFound('coordinates', 'Service not available in this area')
      const active = zones.filter((zone) => zone.status)
      if (active.length === 0) throw new HttpError(403, 'coordinates', 'Service is temporarily unavailable in this area')
      return {
        zone_id: JSON.stringify(active.map((zone) => zone.id)),
        zone_data: active.map((zone) => ({
          id: zone.id,
          name: zone.name,
          display_name: zone.display_name,
          status: 1,
          cash_on_delivery: zone.cash_on_delivery,
          digital_payment: zone.digital_payment,
          offline_payment: zone.offline_payment,
          increased_delivery_fee: zone.increased_delivery_fee,
          increased_delivery_fee_status: zone.increased_delivery_fee_status ? 1 : 0,
          increase_delivery_charge_message: zone.increase_delivery_charge_message,
          modules: zone.modules.map((m) => ({
            id: m.id,
            module_name: m.module_name,
            module_type: m.module_type,
            thumbnail: m.thumbnail,
            icon: m.icon,
            icon_full_url: `${app.config.publicUrl}/storage/module/${m.icon}`,
            thumbnail_full_url: `${app.config.publicUrl}/storage/module-thumbnail/${m.thumbnail}`,
            status: m.status ? '1' : '0',
            stores_count: Number(m.stores_count),
            theme_id: m.theme_id,
            description: m.description,
            all_zone_service: m.all_zone_service ? 1 : 0,
            pivot: {
              zone_id: zone.id,
              module_id: m.id,
              per_km_shipping_charge: Number(m.per_km_shipping_charge),
              minimum_shipping_charge: Number(m.minimum_shipping_charge),
              maximum_shipping_charge: m.maximum_shipping_charge === null ? null : Number(m.maximum_shipping_charge),
              maximum_cod_order_amount: m.maximum_cod_order_amount === null ? null : Number(m.maximum_cod_order_amount),
            },
          })),
        })),
      }
    },
  )

  app.get(
    '/place-api-autocomplete',
    {
      schema: {
        querystring: Type.Object({ search_text: Type.Optional(Type.String({ maxLength: 200 })) }),
        response: { 200: PredictionsResponse, ...errorResponses },
      },
    },
    async (request) => {
      const text = (request.query.search_text ?? '').trim()
      if (text === '') return { predictions: [], status: 'ZERO_RESULTS' }
      const near = currentPoint(request.context)
      if (maps) return (await maps.autocomplete(text, near)) as never
      const places = await app.repos.geo.searchPlaces(text, 8, near)
      return {
        predictions: places.map((place) => ({
          description: place.formatted_address,
          place_id: place.place_id,
          structured_formatting: { main_text: place.name, secondary_text: place.secondary_text },
          types: [place.kind],
        })),
        status: places.length ? 'OK' : 'ZERO_RESULTS',
      }
    },
  )

  app.get(
    '/place-api-details',
    {
      schema: {
        querystring: Type.Object({ placeid: Type.String({ minLength: 1, maxLength: 300 }) }),
        response: { 200: PlaceDetailsResponse, ...errorResponses },
      },
    },
    async (request) => {
      if (maps) return (await maps.details(request.query.placeid)) as never
      const place = await app.repos.geo.placeById(request.query.placeid)
      if (!place) throw notFound('placeid', 'Place not found')
      return { result: placeResult(place), status: 'OK' }
    },
  )

  app.get(
    '/geocode-api',
    {
      schema: {
        querystring: Type.Object({ lat: Latitude, lng: Longitude }),
        response: { 200: GeocodeResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { lat, lng } = request.query
      assertFinite({ lat, lng })
      if (maps) return (await maps.geocode(lat, lng)) as never
      const fine = await app.repos.geo.placesNear(lat, lng, REVERSE_GEOCODE_RADIUS_M.neighborhood)
      const towns = fine.length ? [] : await app.repos.geo.placesNear(lat, lng, REVERSE_GEOCODE_RADIUS_M.locality, ['locality'])
      const place = pickReversePlace([...fine, ...towns])
      const coordinates = formatCoordinates([lat, lng])
      if (!place) {
        // far from every known place: the coordinates themselves, never a place kilometres away
        return {
          results: [{ formatted_address: coordinates, geometry: { location: { lat, lng } }, types: ['coordinates'] }],
          status: 'OK',
          source: 'gazetteer',
        }
      }
      const formatted =
        place.kind === 'locality'
          ? `${place.formatted_address} (${coordinates})`
          : place.distance > NEAR_THRESHOLD_M && place.kind !== 'street_address'
            ? `Near ${place.formatted_address}`
            : place.formatted_address
      return {
        results: [{ place_id: place.place_id, formatted_address: formatted, geometry: { location: { lat, lng } }, types: [place.kind] }],
        status: 'OK',
        source: 'gazetteer',
      }
    },
  )

  app.get(
    '/distance-api',
    {
      schema: {
        querystring: Type.Object({
          origin_lat: Latitude,
          origin_lng: Longitude,
          destination_lat: Latitude,
          destination_lng: Longitude,
          mode: Type.Optional(
            Type.Union([
              Type.Literal('walking'),
              Type.Literal('driving'),
              Type.Literal('bicycling'),
              Type.Literal('two_wheeler'),
              Type.Literal('transit'),
            ]),
          ),
        }),
        response: { 200: DistanceResponse, ...errorResponses },
      },
    },
    async (request) => {
      const q = request.query
      assertFinite({
        origin_lat: q.origin_lat,
        origin_lng: q.origin_lng,
        destination_lat: q.destination_lat,
        destination_lng: q.destination_lng,
      })
      const mode = q.mode ?? 'driving'
      if (maps) return (await maps.distance([q.origin_lat, q.origin_lng], [q.destination_lat, q.destination_lng], mode)) as never
      const metres = Math.round(haversineMetres([q.origin_lat, q.origin_lng], [q.destination_lat, q.destination_lng]))
      const seconds = Math.round(metres / speeds[mode]!)
      return {
        rows: [
          {
            elements: [
              {
                distance: { value: metres, text: formatDistance(metres) },
                duration: { value: seconds, text: formatDuration(seconds) },
                status: 'OK',
              },
            ],
          },
        ],
        status: 'OK',
        // no road network offline: a straight-line estimate, and the answer says so
        source: 'great_circle',
      }
    },
  )

  app.get(
    '/map-data',
    {
      schema: {
        querystring: Type.Object({ min_lat: Latitude, max_lat: Latitude, min_lng: Longitude, max_lng: Longitude }),
        response: { 200: MapDataResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { min_lat, max_lat, min_lng, max_lng } = request.query
      assertFinite({ min_lat, max_lat, min_lng, max_lng })
      if (min_lat > max_lat || min_lng > max_lng)
        throw unprocessable('bbox', 'The box must have min_lat <= max_lat and min_lng <= max_lng.')
      const { zones, places } = await app.repos.geo.mapData(min_lat, max_lat, min_lng, max_lng, MAP_PLACE_LIMIT)
      return {
        zones: zones.map((zone) => ({
          id: zone.id,
          name: zone.name,
          display_name: zone.display_name,
          status: zone.status ? 1 : 0,
          coordinates: zone.coordinates.map(([lat, lng]) => ({ lat, lng })),
        })),
        places: places.map((place) => ({
          place_id: place.place_id,
          name: place.name,
          kind: place.kind,
          lat: place.latitude,
          lng: place.longitude,
        })),
      }
    },
  )
}

export default geo
