import { Type } from 'typebox'
import { OpenObject } from './common.js'

/**
 * Geo answers. Fields a maps provider may shape differently are optional, so a
 * proxied answer passes through (only the gazetteer's answers are ours to fix).
 */
export const Latitude = Type.Number({ minimum: -90, maximum: 90 })
export const Longitude = Type.Number({ minimum: -180, maximum: 180 })
const Location = OpenObject({ lat: Type.Number(), lng: Type.Number() })

const ZoneModule = OpenObject({
  id: Type.Integer(),
  module_name: Type.String(),
  module_type: Type.String(),
  pivot: Type.Object({
    zone_id: Type.Integer(),
    module_id: Type.Integer(),
    per_km_shipping_charge: Type.Number(),
    minimum_shipping_charge: Type.Number(),
    maximum_shipping_charge: Type.Union([Type.Number(), Type.Null()]),
    maximum_cod_order_amount: Type.Union([Type.Number(), Type.Null()]),
  }),
})

export const ZoneResponse = Type.Object({
  zone_id: Type.String(),
  zone_data: Type.Array(OpenObject({
    id: Type.Integer(),
    name: Type.String(),
    status: Type.Integer(),
    cash_on_delivery: Type.Boolean(),
    digital_payment: Type.Boolean(),
    modules: Type.Array(ZoneModule),
  })),
})

export const PredictionsResponse = OpenObject({
  predictions: Type.Optional(Type.Array(OpenObject({
    description: Type.String(),
    place_id: Type.String(),
    structured_formatting: Type.Optional(OpenObject({ main_text: Type.String(), secondary_text: Type.Optional(Type.String()) })),
  }))),
  status: Type.Optional(Type.String()),
})

export const PlaceDetailsResponse = OpenObject({
  result: Type.Optional(OpenObject({
    place_id: Type.Optional(Type.String()),
    name: Type.Optional(Type.String()),
    formatted_address: Type.Optional(Type.String()),
    geometry: Type.Optional(OpenObject({ location: Location })),
  })),
  status: Type.Optional(Type.String()),
})

export const GeocodeResponse = OpenObject({
  results: Type.Optional(Type.Array(OpenObject({
    place_id: Type.Optional(Type.String()),
    formatted_address: Type.String(),
    geometry: Type.Optional(OpenObject({ location: Location })),
  }))),
  status: Type.Optional(Type.String()),
})

const Measure = OpenObject({ value: Type.Number(), text: Type.String() })

export const DistanceResponse = OpenObject({
  rows: Type.Optional(Type.Array(OpenObject({
    elements: Type.Array(OpenObject({ distance: Type.Optional(Measure), duration: Type.Optional(Measure), status: Type.String() })),
  }))),
  status: Type.Optional(Type.String()),
})
