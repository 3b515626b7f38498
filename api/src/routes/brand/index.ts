import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { requireZones, rowOffset, viewFor } from '../../http/catalogue-scope.js'
import { cacheCatalogue } from '../../http/cache.js'
import { IdParam, OpenObject, errorResponses } from '../../schemas/common.js'
import { ItemPageBody, PageQuery } from '../../schemas/catalogue.js'

const BrandBody = OpenObject({ id: Type.Integer(), name: Type.String(), image_full_url: Type.String(), items_count: Type.Integer() })

/** Ecommerce brands: the module's when moduleId is sent, items counted in the caller's zones when zoneid is. */
const brand: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/', { schema: { response: { 200: Type.Array(BrandBody), ...errorResponses } } }, async (request, reply) => {
    const brands = await app.repos.promotions.brands(request.context.moduleId, request.context.zoneIds, viewFor(app, request))
    cacheCatalogue(reply)
    return brands
  })

  app.get(
    '/items/:id',
    {
      schema: {
        params: Type.Object({ id: IdParam }, { additionalProperties: false }),
        querystring: Type.Object(
          { ...PageQuery, limit: Type.Integer({ minimum: 1, maximum: 100, default: 12 }) },
          { additionalProperties: false },
        ),
        response: { 200: ItemPageBody, ...errorResponses },
      },
    },
    async (request, reply) => {
      const zoneIds = requireZones(request)
      const { limit, offset } = request.query
      const page = await app.repos.items.page(
        { zoneIds, moduleId: request.context.moduleId, brandId: request.params.id },
        'popular',
        { limit, skip: rowOffset({ limit, offset }) },
        viewFor(app, request),
      )
      cacheCatalogue(reply)
      return { total_size: page.total, limit, offset, products: page.products }
    },
  )
}

export default brand
