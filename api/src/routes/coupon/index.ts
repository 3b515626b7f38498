import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { OpenObject, errorResponses } from '../../schemas/common.js'

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
}

export default coupon
