import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type, type Static } from 'typebox'
import { conflict, notFound, unprocessable } from '../../../errors.js'
import { viewFor } from '../../../http/catalogue-scope.js'
import type { WishTarget } from '../../../repositories/wishlist-repository.js'
import { IdParam, OpenObject, errorResponses } from '../../../schemas/common.js'
import { ItemSchema, StoreSchema } from '../../../schemas/wire.js'

const TargetQuery = Type.Object({ item_id: Type.Optional(IdParam), store_id: Type.Optional(IdParam) }, { additionalProperties: false })
const Message = { 200: OpenObject({ message: Type.String() }), ...errorResponses }
const WishListBody = OpenObject({ item: Type.Array(ItemSchema), store: Type.Array(StoreSchema) })

/** Exactly one of item_id and store_id, or a 422 naming what is wrong. */
function targetOf(query: Static<typeof TargetQuery>): WishTarget {
  const { item_id, store_id } = query
  if (item_id !== undefined && store_id !== undefined) throw unprocessable('item_id', 'Send either an item id or a store id, not both.')
  if (item_id !== undefined) return { kind: 'item', id: item_id }
  if (store_id !== undefined) return { kind: 'store', id: store_id }
  throw unprocessable('item_id', 'The item id or the store id is required.')
}

/**
 * The customer's wishlist of items and stores (spec: shopping-core §3 Wishlist, §4 Wishlist, §7):
 * signed-in customers only (401 otherwise); each customer reads and changes only their own entries.
 */
const wishList: FastifyPluginAsyncTypebox = async (app) => {
  const repo = app.repos.wishlists
  app.addHook('onRequest', async (request) => {
    await request.requireCustomer()
  })

  app.get('/', { schema: { response: { 200: WishListBody, ...errorResponses } } }, async (request) => {
    const customerId = await request.requireCustomer()
    return repo.list(customerId, viewFor(app, request))
  })

  app.post('/add', { schema: { querystring: TargetQuery, response: Message } }, async (request) => {
    const customerId = await request.requireCustomer()
    const target = targetOf(request.query)
    if (!(await repo.targetExists(target))) {
      throw target.kind === 'item' ? notFound('item_id', 'Item not found') : notFound('store_id', 'Store not found')
    }
    if (!(await repo.add(customerId, target))) {
      throw conflict('wishlist', target.kind === 'item' ? 'Item already in wishlist' : 'Store already in wishlist')
    }
    return { message: 'Successfully added!' }
  })

  app.delete('/remove', { schema: { querystring: TargetQuery, response: Message } }, async (request) => {
    const customerId = await request.requireCustomer()
    const target = targetOf(request.query)
    if (!(await repo.remove(customerId, target))) throw notFound('wishlist', 'Not found in your wishlist')
    return { message: 'Successfully removed!' }
  })
}

export default wishList
