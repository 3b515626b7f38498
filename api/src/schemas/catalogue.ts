import { Type } from 'typebox'
import { OpenObject } from './common.js'

/**
 * The catalogue and search routes answer with the wire shapes of ./wire.ts
 * (the ones the storefront's types come from), under the names the routes use.
 */
export {
  ItemSchema as ItemBody,
  ItemPageSchema as ItemPageBody,
  StoreSchema as StoreBody,
  StorePageSchema as StorePageBody,
} from './wire.js'

/** `offset` is a 1-based page number (0 is read as 1), `limit` the page size. */
export const PageQuery = {
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 10 }),
  offset: Type.Integer({ minimum: 0, maximum: 100000, default: 1 }),
}

export const VegType = Type.Union([Type.Literal('all'), Type.Literal('veg'), Type.Literal('non_veg')], { default: 'all' })

/** An item or store named by its id or its slug, as the storefront's /product/{id} and /store/{id} links do. */
export const IdOrSlugParams = Type.Object(
  {
    id: Type.String({ minLength: 1, maxLength: 200, pattern: '^[A-Za-z0-9-]+$' }),
  },
  { additionalProperties: false },
)

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
