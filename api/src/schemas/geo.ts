import { Type } from 'typebox'
import { OpenObject } from './common.js'
import { PlacePredictionSchema } from './wire.js'

/**
 * Geo answers. Fields a maps provider may shape differently are optional, so a
 * proxied answer passes through (only the gazetteer's answers are ours to fix).
 */
export const Latitude = Type.Number({ minimum: -90, maximum: 90 })
export const Longitude = Type.Number({ minimum: -180, maximum: 180 })
const Location = OpenObject({ lat: Type.Number(), lng: Type.Number() })

/** The zone lookup and the predictions are wire shapes the storefront reads (./wire.ts). */
export { ZoneLookupSchema as ZoneResponse } from './wire.js'

export const PredictionsResponse = OpenObject({
  predictions: Type.Optional(Type.Array(PlacePredictionSchema)),
  status: Type.Optional(Type.String()),
})

export const PlaceDetailsResponse = OpenObject({
  result: Type.Optional(
    OpenObject({
      place_id: Type.Optional(Type.String()),
      name: Type.Optional(Type.String()),
      formatted_address: Type.Optional(Type.String()),
      geometry: Type.Optional(OpenObject({ location: Location })),
    }),
  ),
  status: Type.Optional(Type.String()),
})

export const GeocodeResponse = OpenObject({
  results: Type.Optional(
    Type.Array(
      OpenObject({
        place_id: Type.Optional(Type.String()),
        formatted_address: Type.String(),
        geometry: Type.Optional(OpenObject({ location: Location })),
      }),
    ),
  ),
  status: Type.Optional(Type.String()),
})

const Measure = OpenObject({ value: Type.Number(), text: Type.String() })

export const DistanceResponse = OpenObject({
  rows: Type.Optional(
    Type.Array(
      OpenObject({
        elements: Type.Array(OpenObject({ distance: Type.Optional(Measure), duration: Type.Optional(Measure), status: Type.String() })),
      }),
    ),
  ),
  status: Type.Optional(Type.String()),
})

/** What the offline map draws: zone polygons and gazetteer places in a box. */
export const MapDataResponse = Type.Object({
  zones: Type.Array(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      display_name: Type.String(),
      status: Type.Integer(),
      coordinates: Type.Array(Type.Object({ lat: Type.Number(), lng: Type.Number() })),
    }),
  ),
  places: Type.Array(
    Type.Object({ place_id: Type.String(), name: Type.String(), kind: Type.String(), lat: Type.Number(), lng: Type.Number() }),
  ),
})
