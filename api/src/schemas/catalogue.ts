import { Type } from 'typebox'
import { ItemSchema } from './wire.js'

// Recreated by the identity/cart engineer after an accidental overwrite of this file
// (same name chosen by both of us); adjust freely, the cart uses schemas/wire.ts.

/** limit/offset of the storefront's paged lists: offset is the page number, from 1. */
export const PageQuery = {
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 10 }),
  offset: Type.Integer({ minimum: 1, maximum: 100000, default: 1 }),
}

export const VegType = Type.Optional(
  Type.Union([Type.Literal('all'), Type.Literal('veg'), Type.Literal('non_veg')], { default: 'all' }),
)

export const ItemPageBody = Type.Object({
  total_size: Type.Integer(),
  limit: Type.Integer(),
  offset: Type.Integer(),
  products: Type.Array(ItemSchema),
})
