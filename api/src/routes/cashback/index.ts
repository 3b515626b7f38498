import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
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
}

export default cashback
