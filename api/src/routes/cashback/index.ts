import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { bestCashback } from '@storefront/domain'
import { OpenObject, errorResponses } from '../../schemas/common.js'

const CashbackBody = OpenObject({
  id: Type.Integer(),
  title: Type.String(),
  cashback_type: Type.String(),
  cashback_amount: Type.Number(),
  min_purchase: Type.Number(),
  max_discount: Type.Number(),
  end_date: Type.String(),
})

/** Running cashback offers: everyone's, plus the signed-in customer's own. */
const cashback: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/list', { schema: { response: { 200: Type.Array(CashbackBody), ...errorResponses } } }, async (request) =>
    app.repos.promotions.cashbacks(await request.currentCustomerId()),
  )

  // What an order of `amount` earns: the best running offer (the same rule as the storefront's panel), or nothing.
  app.get(
    '/getCashback',
    {
      schema: {
        querystring: Type.Object({ amount: Type.Number({ minimum: 0, maximum: 100000000 }) }, { additionalProperties: false }),
        response: {
          200: OpenObject({
            calculated_amount: Type.Number(),
            cashback_type: Type.Union([Type.String(), Type.Null()]),
            cashback_amount: Type.Number(),
            min_purchase: Type.Number(),
            max_discount: Type.Number(),
            title: Type.Union([Type.String(), Type.Null()]),
            end_date: Type.Union([Type.String(), Type.Null()]),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const offers = await app.repos.promotions.cashbacks(await request.currentCustomerId())
      const best = bestCashback(
        request.query.amount,
        offers.map((offer) => ({
          ...offer,
          cashback_amount: Number(offer.cashback_amount),
          min_purchase: Number(offer.min_purchase),
          max_discount: Number(offer.max_discount),
        })),
      )
      if (!best)
        return {
          calculated_amount: 0,
          cashback_type: null,
          cashback_amount: 0,
          min_purchase: 0,
          max_discount: 0,
          title: null,
          end_date: null,
        }
      return {
        calculated_amount: best.cashback,
        cashback_type: best.cashback_type,
        cashback_amount: best.cashback_amount,
        min_purchase: best.min_purchase,
        max_discount: best.max_discount,
        title: best.title,
        end_date: best.end_date,
      }
    },
  )
}

export default cashback
