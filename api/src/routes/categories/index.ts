import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { requireZones, rowOffset, viewFor } from '../../http/catalogue-scope.js'
import { cacheCatalogue, cachePublicly, cacheSeconds } from '../../http/cache.js'
import { notFound } from '../../errors.js'
import { IdParam, OpenObject, errorResponses } from '../../schemas/common.js'
import { CategoryBody, ItemBody, ItemPageBody, PageQuery, StorePageBody, VegType } from '../../schemas/catalogue.js'

const CategoryWithChildes = OpenObject({ ...CategoryBody.properties, childes: Type.Array(CategoryBody) })
const IdParams = Type.Object({ id: IdParam }, { additionalProperties: false })
const PagedQuery = Type.Object(
  { ...PageQuery, limit: Type.Integer({ minimum: 1, maximum: 100, default: 12 }), type: VegType },
  { additionalProperties: false },
)

/** Counts depend on the zone, names on the module (and, one day, the language). */
const vary = ['zoneid', 'moduleid', 'x-localization']

const categoryNotFound = () => notFound('category', 'Category not found!')

// Exempt from the module check like the reference: without moduleId, every module's categories.
const categories: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/', { schema: { response: { 200: Type.Array(CategoryWithChildes), ...errorResponses } } }, async (request, reply) => {
    const { moduleId, zoneIds } = request.context
    cachePublicly(reply, cacheSeconds.categories, vary)
    return app.repos.categories.mainCategories(moduleId, zoneIds, viewFor(app, request))
  })

  app.get(
    '/childes/:id',
    {
      schema: { params: IdParams, response: { 200: Type.Array(CategoryBody), ...errorResponses } },
    },
    async (request, reply) => {
      const childes = await app.repos.categories.childes(request.params.id, request.context.zoneIds, viewFor(app, request))
      if (!childes) throw categoryNotFound()
      cachePublicly(reply, cacheSeconds.categories, vary)
      return childes
    },
  )

  app.get(
    '/items/:id',
    {
      schema: { params: IdParams, querystring: PagedQuery, response: { 200: ItemPageBody, ...errorResponses } },
    },
    async (request, reply) => {
      const zoneIds = requireZones(request)
      if (!(await app.repos.categories.exists(request.params.id))) throw categoryNotFound()
      const { limit, offset, type } = request.query
      const page = await app.repos.items.page(
        { zoneIds, moduleId: request.context.moduleId, categoryId: request.params.id, veg: type },
        'popular',
        { limit, skip: rowOffset({ limit, offset }) },
        viewFor(app, request),
      )
      cacheCatalogue(reply)
      return { total_size: page.total, limit, offset, products: page.products }
    },
  )

  app.get(
    '/stores/:id',
    {
      schema: { params: IdParams, querystring: PagedQuery, response: { 200: StorePageBody, ...errorResponses } },
    },
    async (request, reply) => {
      const zoneIds = requireZones(request)
      if (!(await app.repos.categories.exists(request.params.id))) throw categoryNotFound()
      const { limit, offset, type } = request.query
      const page = await app.repos.stores.page(
        { zoneIds, moduleId: request.context.moduleId, categoryId: request.params.id, veg: type },
        'default',
        { limit, skip: rowOffset({ limit, offset }) },
        viewFor(app, request),
      )
      cacheCatalogue(reply)
      return { total_size: page.total, limit, offset, stores: page.stores }
    },
  )

  // Featured categories and a page of their products, for the home's featured-categories slider.
  app.get(
    '/featured/items',
    {
      schema: {
        querystring: Type.Object(
          { ...PageQuery, limit: Type.Integer({ minimum: 1, maximum: 100, default: 30 }), type: VegType },
          { additionalProperties: false },
        ),
        response: {
          200: OpenObject({
            total_size: Type.Integer(),
            limit: Type.Integer(),
            offset: Type.Integer(),
            categories: Type.Array(CategoryBody),
            products: Type.Array(ItemBody),
          }),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const zoneIds = requireZones(request)
      const { moduleId } = request.context
      const view = viewFor(app, request)
      const { limit, offset, type } = request.query
      const featured = await app.repos.categories.featured(moduleId, zoneIds, view)
      const page =
        featured.length === 0
          ? { total: 0, products: [] }
          : await app.repos.items.page(
              { zoneIds, moduleId, mainCategoryIds: featured.map((c) => c.id), veg: type },
              'popular',
              { limit, skip: rowOffset({ limit, offset }) },
              view,
            )
      cachePublicly(reply, cacheSeconds.featuredCategories, vary)
      return { total_size: page.total, limit, offset, categories: featured, products: page.products }
    },
  )
}

export default categories
