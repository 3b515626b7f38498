import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { requireScope, rowOffset, viewFor } from '../../http/catalogue-scope.js'
import { cacheCatalogue } from '../../http/cache.js'
import { notFound } from '../../errors.js'
import { IdParam, OpenObject, errorResponses } from '../../schemas/common.js'
import { ItemBody, PageQuery } from '../../schemas/catalogue.js'

const FlashSaleFields = {
  id: Type.Integer(),
  title: Type.String(),
  start_date: Type.String(),
  end_date: Type.String(),
  admin_discount_percentage: Type.Number(),
  vendor_discount_percentage: Type.Number(),
}
const ActiveProduct = OpenObject({
  id: Type.Integer(),
  item_id: Type.Integer(),
  stock: Type.Integer(),
  sold: Type.Integer(),
  available_stock: Type.Integer(),
  discount_type: Type.String(),
  discount: Type.Number(),
  price: Type.Number(),
  item: ItemBody,
})

/** The carousel shows at most 15; the flash sale's own page goes through flash-sales/items. */
const ACTIVE_PRODUCTS = 15

const flashSales: FastifyPluginAsyncTypebox = async (app) => {
  // limit/offset are accepted (the storefront's card sends them) but page nothing: the reference answers one flash sale.
  app.get(
    '/',
    {
      schema: {
        querystring: Type.Object(PageQuery, { additionalProperties: false }),
        response: {
          200: Type.Union([OpenObject({ ...FlashSaleFields, active_products: Type.Array(ActiveProduct) }), Type.Null()]),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const scope = requireScope(request)
      const view = viewFor(app, request)
      const sale = await app.repos.promotions.runningFlashSale(scope, view)
      cacheCatalogue(reply)
      if (!sale) return null
      const { activeProducts } = await app.repos.promotions.flashSaleProducts(sale.id, scope, { limit: ACTIVE_PRODUCTS, skip: 0 }, view)
      return { ...sale, active_products: activeProducts }
    },
  )

  app.get(
    '/items',
    {
      schema: {
        querystring: Type.Object(
          { flash_sale_id: IdParam, ...PageQuery, limit: Type.Integer({ minimum: 1, maximum: 100, default: 12 }) },
          { additionalProperties: false },
        ),
        response: {
          200: OpenObject({
            total_size: Type.Integer(),
            limit: Type.Integer(),
            offset: Type.Integer(),
            flash_sale: OpenObject(FlashSaleFields),
            products: Type.Array(ItemBody),
            // the same page with each product's sale stock and sold count, for the progress bars
            active_products: Type.Array(ActiveProduct),
          }),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const scope = requireScope(request)
      const view = viewFor(app, request)
      const { flash_sale_id: flashSaleId, limit, offset } = request.query
      const sale = await app.repos.promotions.runningFlashSale(scope, view, flashSaleId)
      if (!sale) throw notFound('flash_sale', 'Flash sale not found!')
      const page = await app.repos.promotions.flashSaleProducts(sale.id, scope, { limit, skip: rowOffset({ limit, offset }) }, view)
      cacheCatalogue(reply)
      return { total_size: page.total, limit, offset, flash_sale: sale, products: page.items, active_products: page.activeProducts }
    },
  )
}

export default flashSales
