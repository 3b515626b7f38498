import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { parseWordList, requireScope, requireZones, rowOffset, viewFor } from '../../http/catalogue-scope.js'
import storeSearch from './_search.js'
import { cacheCatalogue } from '../../http/cache.js'
import { notFound, unprocessable } from '../../errors.js'
import { searchRules } from '../../repositories/search-repository.js'
import type { StoreFilter, StoreOrder } from '../../repositories/store-repository.js'
import { OpenObject, errorResponses } from '../../schemas/common.js'
import { CategoryBody, IdOrSlugParams, ListParam, PageQuery, StoreBody, StorePageBody, VegType } from '../../schemas/catalogue.js'

const ListQuery = Type.Object(
  {
    ...PageQuery,
    limit: Type.Integer({ minimum: 1, maximum: 100, default: 12 }),
    type: VegType,
  },
  { additionalProperties: false },
)

/** The store lists of the home pages and the navbar. */
const lists: Record<string, { order: StoreOrder; filter?: Partial<StoreFilter> }> = {
  '/popular': { order: 'popular' },
  '/latest': { order: 'latest' },
  '/top-rated': { order: 'top_rated' },
  '/discounted': { order: 'default', filter: { discounted: true } },
}

const storeTypes: Record<string, StoreOrder> = { all: 'default', newly_joined: 'latest', popular: 'popular', top_rated: 'top_rated' }
const storeFilters = ['nearby', 'currently_open', 'top_rated', 'discounted', 'popular', 'veg', 'non_veg', 'all'] as const

const stores: FastifyPluginAsyncTypebox = async (app) => {
  // autoload loads only index.ts of a folder: the search routes live beside it and register here
  await app.register(storeSearch)

  for (const [path, list] of Object.entries(lists)) {
    app.get(path, { schema: { querystring: ListQuery, response: { 200: StorePageBody, ...errorResponses } } }, async (request, reply) => {
      const scope = requireScope(request)
      const { limit, offset, type } = request.query
      const page = await app.repos.stores.page(
        { ...scope, veg: type, ...list.filter },
        list.order,
        { limit, skip: rowOffset({ limit, offset }) },
        viewFor(app, request),
      )
      cacheCatalogue(reply)
      return { total_size: page.total, limit, offset, stores: page.stores }
    })
  }

  // The stores page: exempt from the module check like the reference (every module's stores without one).
  app.get(
    '/get-stores/:type',
    {
      schema: {
        params: Type.Object({
          type: Type.Union([Type.Literal('all'), Type.Literal('delivery'), Type.Literal('take_away')]),
        }),
        querystring: Type.Object(
          {
            ...PageQuery,
            limit: Type.Integer({ minimum: 1, maximum: 100, default: 12 }),
            store_type: Type.Union(
              Object.keys(storeTypes).map((key) => Type.Literal(key)),
              { default: 'all' },
            ),
            type: VegType,
            featured: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
            filter: Type.Optional(ListParam),
          },
          { additionalProperties: false },
        ),
        response: { 200: StorePageBody, ...errorResponses },
      },
    },
    async (request, reply) => {
      const zoneIds = requireZones(request)
      const { limit, offset, store_type: storeType, type, featured, filter } = request.query
      const view = viewFor(app, request)
      const filters = new Set(parseWordList(filter, 'filter', storeFilters))
      if (filters.has('nearby') && !view.origin)
        throw unprocessable('nearby', 'The nearby filter needs the latitude and longitude headers.')
      const veg = filters.has('veg') ? 'veg' : filters.has('non_veg') ? 'non_veg' : type
      const page = await app.repos.stores.page(
        {
          zoneIds,
          moduleId: request.context.moduleId,
          deliveryType: request.params.type,
          veg,
          featured: featured === 1,
          discounted: filters.has('discounted'),
          openAt: filters.has('currently_open') ? view.clock : undefined,
          minRating: filters.has('top_rated') ? searchRules.topRatedMin : undefined,
          near:
            filters.has('nearby') && view.origin
              ? { lat: view.origin[0], lng: view.origin[1], metres: searchRules.nearbyMetres }
              : undefined,
        },
        filters.has('popular') ? 'popular' : storeTypes[storeType],
        { limit, skip: rowOffset({ limit, offset }) },
        view,
      )
      cacheCatalogue(reply)
      return { total_size: page.total, limit, offset, stores: page.stores }
    },
  )

  app.get(
    '/details/:id',
    {
      schema: {
        params: IdOrSlugParams,
        response: {
          200: OpenObject({
            ...StoreBody.properties,
            category_ids: Type.Array(Type.Integer()),
            category_details: Type.Array(CategoryBody),
            price_range: Type.Object({ start_price: Type.Number(), end_price: Type.Number() }),
            active_coupons: Type.Array(OpenObject({ code: Type.String() })),
          }),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const store = await app.repos.stores.details(request.params.id, viewFor(app, request))
      if (!store) throw notFound('store-001', 'Store not found!')
      cacheCatalogue(reply)
      return store
    },
  )
}

export default stores
