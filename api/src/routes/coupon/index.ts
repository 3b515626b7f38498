import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { IdParam, OpenObject, errorResponses } from '../../schemas/common.js'
import { CouponSchema } from '../../schemas/wire.js'
import { createOrderService } from '../../services/order-service.js'

const CouponBody = OpenObject({
  id: Type.Integer(),
  title: Type.String(),
  code: Type.String(),
  discount: Type.Number(),
  discount_type: Type.String(),
  min_purchase: Type.Number(),
  max_discount: Type.Number(),
  coupon_type: Type.String(),
  expire_date: Type.String(),
})

/**
 * Running coupons. The reference requires sign-in here; the storefront also shows
 * coupons to guests, so without a token this answers the public ones (customer
 * "all"), and with a valid bearer token those plus the customer's own. A token
 * that is present but invalid is still a 401.
 */
const coupon: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/list', { schema: { response: { 200: Type.Array(CouponBody), ...errorResponses } } }, async (request) => {
    const customerId = await request.currentCustomerId()
    const { moduleId, zoneIds } = request.context
    return app.repos.promotions.coupons({ moduleId, zoneIds, storeId: null, customerId })
  })

  const orders = createOrderService(app)

  // coupon/apply?code&store_id: the coupon when the caller may use it at that store now; 404 unknown,
  // 406 limit reached, 407 expired, 403 not eligible. The minimum purchase is checked against the bill.
  app.get(
    '/apply',
    {
      schema: {
        querystring: Type.Object({
          code: Type.String({ minLength: 1, maxLength: 50 }),
          store_id: IdParam,
          guest_id: Type.Optional(Type.String({ minLength: 1, maxLength: 128 })),
        }),
        response: { 200: CouponSchema, 406: errorResponses[403], 407: errorResponses[403], ...errorResponses },
      },
    },
    async (request) => {
      const { code, store_id, guest_id } = request.query
      const customerId = await request.currentCustomerId()
      const owner = customerId !== null || guest_id ? await request.requireOwner(guest_id).catch(() => null) : null
      return orders.applyCoupon(code, store_id, owner)
    },
  )
}

export default coupon
