import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { unprocessable } from '../../errors.js'
import { IdParam, OpenObject, errorResponses } from '../../schemas/common.js'
import { REVIEW_MESSAGES } from '../items/reviews/_form.js'

const InterestBody = Type.Object({ interest: Type.Array(IdParam, { maxItems: 50 }) }, { additionalProperties: false })

/**
 * POST customer/update-interest (spec: discovery-and-modules §2 /interest, §7): the customer's
 * interest categories of a module; they replace that module's earlier ones, other modules' stay.
 * customer/info answers the modules covered as selected_modules_for_interest.
 */
const updateInterest: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/update-interest',
    { schema: { body: InterestBody, response: { 200: OpenObject({ message: Type.String() }), ...errorResponses } } },
    async (request) => {
      const customerId = await request.requireCustomer()
      const ids = [...new Set(request.body.interest)]
      if (ids.length === 0) throw unprocessable('interest', REVIEW_MESSAGES.interestRequired)
      const categories = await app.repos.interests.categories(ids)
      if (categories.length !== ids.length) throw unprocessable('interest', REVIEW_MESSAGES.interestUnknown)
      await app.repos.interests.replace(customerId, categories)
      return { message: REVIEW_MESSAGES.interestUpdated }
    },
  )
}

export default updateInterest
