import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { notFound } from '../../errors.js'
import { IdParam, OpenObject, errorResponses } from '../../schemas/common.js'
import { REVIEW_MESSAGES } from '../items/reviews/_form.js'

const CancelQuery = Type.Object({ order_id: IdParam }, { additionalProperties: false })

/**
 * The rating prompt (spec: discovery-and-modules §3 Last-order review prompt, §4 Review prompt):
 * GET customer/review-reminder answers the latest delivered order not yet reviewed nor dismissed
 * ({order_id, images}, order_id null when there is none); review-reminder-cancel dismisses it.
 */
const reviewReminder: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/review-reminder',
    {
      schema: {
        response: {
          200: OpenObject({ order_id: Type.Union([Type.Integer(), Type.Null()]), images: Type.Array(Type.String()) }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const customerId = await request.requireCustomer()
      const reminder = await app.repos.reviews.reminder(customerId)
      return {
        order_id: reminder?.order_id ?? null,
        images: (reminder?.item_ids ?? []).map((id) => `${app.config.publicUrl}/storage/item/${id}.svg`),
      }
    },
  )

  // the platform's client calls it with GET; a form POST with the order id in the body works too
  const cancel = async (customerId: number, orderId: number) => {
    if (!(await app.repos.reviews.cancelReminder(customerId, orderId))) throw notFound('order', REVIEW_MESSAGES.orderNotFound)
    return { message: REVIEW_MESSAGES.reminderCanceled }
  }
  const Answer = { 200: OpenObject({ message: Type.String() }), ...errorResponses }
  app.get('/review-reminder-cancel', { schema: { querystring: CancelQuery, response: Answer } }, async (request) =>
    cancel(await request.requireCustomer(), request.query.order_id),
  )
  app.post('/review-reminder-cancel', { schema: { body: CancelQuery, response: Answer } }, async (request) =>
    cancel(await request.requireCustomer(), request.body.order_id),
  )
}

export default reviewReminder
