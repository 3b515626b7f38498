import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { requireScope, rowOffset, viewFor } from '../../http/catalogue-scope.js'
import type { ItemFilter, ItemOrder } from '../../repositories/item-repository.js'
import { errorResponses } from '../../schemas/common.js'
import { ItemPageBody, PageQuery, VegType } from '../../schemas/catalogue.js'

const ListQuery = Type.Object({ ...PageQuery, type: VegType }, { additionalProperties: false })

/** The item lists of the home pages: same shape and scoping, different order or subset. */
const lists: Record<string, { order: ItemOrder; filter?: Partial<ItemFilter> }> = {
  '/popular': { order: 'popular' },
  '/latest': { order: 'latest' },
  '/most-reviewed': { order: 'most_reviewed' },
  '/discounted': { order: 'discount', filter: { discounted: true } },
  '/recommended': { order: 'recommended', filter: { recommended: true } },
}

const RecommendedQuery = Type.Object({
  ...PageQuery,
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 15 }),
  type: VegType,
  filter: Type.Optional(Type.String({ maxLength: 50 })),
}, { additionalProperties: false })

const items: FastifyPluginAsyncTypebox = async (app) => {
  for (const [path, list] of Object.entries(lists)) {
    app.get(path, {
      schema: { querystring: path === '/recommended' ? RecommendedQuery : ListQuery, response: { 200: ItemPageBody, ...errorResponses } },
    }, async (request) => {
      const scope = requireScope(request)
      const { limit, offset, type } = request.query
      const page = await app.repos.items.page(
        { ...scope, veg: type, ...list.filter }, list.order, { limit, skip: rowOffset({ limit, offset }) }, viewFor(app, request))
      return { total_size: page.total, limit, offset, products: page.products }
    })
  }
}

export default items
