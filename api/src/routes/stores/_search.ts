import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { rowOffset, viewFor } from '../../http/catalogue-scope.js'
import { cacheCatalogue } from '../../http/cache.js'
import { SearchQuery, searchInputFrom } from '../../http/search-input.js'
import { errorResponses } from '../../schemas/common.js'
import { StorePageBody } from '../../schemas/catalogue.js'

const storeSearch: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/search',
    {
      schema: { querystring: SearchQuery, response: { 200: StorePageBody, ...errorResponses } },
    },
    async (request, reply) => {
      const input = searchInputFrom(request, request.query)
      const { limit, offset } = request.query
      const page = await app.repos.search.stores(input, { limit, skip: rowOffset({ limit, offset }) }, viewFor(app, request))
      cacheCatalogue(reply)
      return { total_size: page.total, limit, offset, stores: page.stores }
    },
  )
}

export default storeSearch
