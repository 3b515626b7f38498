import { Type } from 'typebox'
import { OpenObject } from './common.js'

/**
 * Wire shapes of the catalogue and search routes. The documented fields are the
 * ones the storefront reads; the rest of formatItem/formatStore passes through.
 */
export const ItemBody = OpenObject({
  id: Type.Integer(),
  name: Type.String(),
  slug: Type.String(),
  price: Type.Number(),
  discount: Type.Number(),
  discount_type: Type.String(),
  store_discount: Type.Number(),
  image_full_url: Type.Union([Type.String(), Type.Null()]),
  stock: Type.Integer(),
  store_id: Type.Integer(),
  store_name: Type.String(),
  module_id: Type.Integer(),
  module_type: Type.String(),
  zone_id: Type.Integer(),
  avg_rating: Type.Number(),
  veg: Type.Integer(),
  category_ids: Type.Array(OpenObject({ id: Type.String(), name: Type.String() })),
})

export const StoreBody = OpenObject({
  id: Type.Integer(),
  name: Type.String(),
  slug: Type.String(),
  address: Type.String(),
  logo_full_url: Type.Union([Type.String(), Type.Null()]),
  cover_photo_full_url: Type.Union([Type.String(), Type.Null()]),
  module_id: Type.Integer(),
  zone_id: Type.Integer(),
  avg_rating: Type.Number(),
  active: Type.Boolean(),
  open: Type.Integer(),
  featured: Type.Integer(),
  distance: Type.Union([Type.Number(), Type.Null()]),
  total_items: Type.Integer(),
  created_at: Type.Union([Type.String(), Type.Null()]),
})

const PageFields = {
  total_size: Type.Integer(),
  limit: Type.Integer(),
  offset: Type.Integer(),
}

export const ItemPageBody = OpenObject({ ...PageFields, products: Type.Array(ItemBody) })
export const StorePageBody = OpenObject({ ...PageFields, stores: Type.Array(StoreBody) })

/** `offset` is a 1-based page number (0 is read as 1), `limit` the page size. */
export const PageQuery = {
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 10 }),
  offset: Type.Integer({ minimum: 0, maximum: 100000, default: 1 }),
}

export const VegType = Type.Union([Type.Literal('all'), Type.Literal('veg'), Type.Literal('non_veg')], { default: 'all' })

/** An item or store named by its id or its slug, as the storefront's /product/{id} and /store/{id} links do. */
export const IdOrSlugParams = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 200, pattern: '^[A-Za-z0-9-]+$' }),
}, { additionalProperties: false })

export const CategoryBody = OpenObject({
  id: Type.Integer(),
  name: Type.String(),
  slug: Type.String(),
  image_full_url: Type.String(),
  parent_id: Type.Integer(),
  position: Type.Integer(),
  module_id: Type.Integer(),
  featured: Type.Integer(),
})

/** A list filter sent as a JSON array (`[1,2]`) or a comma list (`1,2`). */
export const ListParam = Type.String({ maxLength: 500 })
