import multipart from '@fastify/multipart'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { conflict, forbidden, notFound, unprocessable } from '../../../errors.js'
import { OpenObject, errorResponses } from '../../../schemas/common.js'
import { REVIEW_MESSAGES, idField, ratingAndComment, readReviewForm } from '../../items/reviews/_form.js'

/**
 * POST delivery-man/reviews/submit (spec: discovery-and-modules §7 Reviews): the customer rates the
 * delivery man of their own delivered order, once per order (another customer's order is a 404).
 */
const deliveryManReviews: FastifyPluginAsyncTypebox = async (app) => {
  const repo = app.repos.reviews
  // the web client sends a form; no files are taken here
  await app.register(multipart, { limits: { fileSize: 1, files: 0, fields: 10, fieldSize: 4000, parts: 10 } })

  app.post('/submit', { schema: { response: { 200: OpenObject({ message: Type.String() }), ...errorResponses } } }, async (request) => {
    const customerId = await request.requireCustomer()
    const { fields } = await readReviewForm(request)
    const deliveryManId = idField(fields, 'delivery_man_id')
    const orderId = idField(fields, 'order_id')
    const { rating, comment } = ratingAndComment(fields)
    const order = await repo.reviewableOrder(customerId, orderId)
    if (!order) throw notFound('order', REVIEW_MESSAGES.orderNotFound)
    if (order.order_status !== 'delivered') throw forbidden('order', REVIEW_MESSAGES.notDelivered)
    if (order.delivery_man_id === null) throw unprocessable('delivery_man_id', REVIEW_MESSAGES.noDeliveryMan)
    if (order.delivery_man_id !== deliveryManId) throw unprocessable('delivery_man_id', REVIEW_MESSAGES.noDeliveryMan)
    if (order.delivery_man_reviewed) throw conflict('review', REVIEW_MESSAGES.deliveryManAlreadyReviewed)
    const added = await repo.addDeliveryManReview({ customerId, orderId, deliveryManId, rating, comment })
    if (!added) throw conflict('review', REVIEW_MESSAGES.deliveryManAlreadyReviewed)
    return { message: REVIEW_MESSAGES.submitted }
  })
}

export default deliveryManReviews
