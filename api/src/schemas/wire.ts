import { Type } from 'typebox'
import { OpenObject } from './common.js'

/** The wire Item: the fields clients rely on are declared; the rest of formatItem's output passes through. */
export const ItemSchema = OpenObject({
  id: Type.Integer(),
  name: Type.String(),
  image_full_url: Type.Union([Type.String(), Type.Null()]),
  price: Type.Number(),
  discount: Type.Number(),
  discount_type: Type.String(),
  store_discount: Type.Number(),
  stock: Type.Integer(),
  maximum_cart_quantity: Type.Union([Type.Integer(), Type.Null()]),
  store_id: Type.Integer(),
  store_name: Type.String(),
  module_id: Type.Integer(),
  module_type: Type.String(),
  zone_id: Type.Integer(),
  food_variations: Type.Array(Type.Unknown()),
  variations: Type.Array(Type.Unknown()),
  add_ons: Type.Array(Type.Unknown()),
})

export const StoreSchema = OpenObject({
  id: Type.Integer(),
  name: Type.String(),
  slug: Type.String(),
  logo_full_url: Type.Union([Type.String(), Type.Null()]),
  cover_photo_full_url: Type.Union([Type.String(), Type.Null()]),
  zone_id: Type.Integer(),
  module_id: Type.Integer(),
  open: Type.Integer(),
  active: Type.Boolean(),
  avg_rating: Type.Number(),
  distance: Type.Union([Type.Number(), Type.Null()]),
})
