import multipart from '@fastify/multipart'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import { conflict, forbidden, notFound, unprocessable } from '../../../errors.js'
import type { ReviewRow } from '../../../repositories/review-repository.js'
import { IdParam, OpenObject, errorResponses } from '../../../schemas/common.js'
import { REVIEW_MAX_IMAGE_BYTES, REVIEW_MAX_IMAGES, REVIEW_MESSAGES, idField, ratingAndComment, readReviewForm } from './_form.js'

export const ReviewPageQuery = Type.Object(
  {
    limit: Type.Integer({ minimum: 1, maximum: 50, default: 10 }),
    offset: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
  },
  { additionalProperties: false },
)

const ReviewBody = OpenObject({
  id: Type.Integer(),
  item_id: Type.Integer(),
  item_name: Type.String(),
  rating: Type.Integer(),
  comment: Type.String(),
  attachment_full_url: Type.Array(Type.String()),
  customer_name: Type.String(),
  created_at: Type.String(),
})

export const ReviewPageBody = OpenObject({
  total_size: Type.Integer(),
  limit: Type.Integer(),
  offset: Type.Integer(),
  reviews: Type.Array(ReviewBody),
})

/** A review as the storefront reads it: the reviewer's name only, never their id or contact. */
export function reviewWire(app: FastifyInstance) {
  return (row: ReviewRow) => ({
    id: row.id,
    item_id: row.item_id,
    item_name: row.item_name,
    store_id: row.store_id,
    order_id: row.order_id,
    rating: row.rating,
    comment: row.comment,
    attachment_full_url: row.image_tokens.map((token) => `${app.config.publicUrl}/api/v1/items/reviews/image/${token}`),
    customer_name: row.customer_name,
    created_at: row.created_at,
  })
}

/**
 * Item reviews (spec: discovery-and-modules §7 Reviews): POST items/reviews/submit rates one item
 * of the customer's own delivered order, once, with up to three pictures typed by their bytes;
 * GET items/reviews/{item_id} lists an item's reviews; GET items/reviews/order/{order_id} is what
 * the customer already rated in their order (another customer's order is a 404).
 */
const itemReviews: FastifyPluginAsyncTypebox = async (app) => {
  const repo = app.repos.reviews
  const wire = reviewWire(app)
  await app.register(multipart, {
    limits: { fileSize: REVIEW_MAX_IMAGE_BYTES, files: REVIEW_MAX_IMAGES + 1, fields: 10, fieldSize: 4000, parts: 20 },
  })

  app.post(
    '/submit',
    { schema: { response: { 200: OpenObject({ message: Type.String() }), ...errorResponses, 413: errorResponses[400] } } },
    async (request) => {
      const customerId = await request.requireCustomer()
      const { fields, images } = await readReviewForm(request)
      const itemId = idField(fields, 'item_id')
      const orderId = idField(fields, 'order_id')
      const { rating, comment } = ratingAndComment(fields)
      const order = await repo.reviewableOrder(customerId, orderId)
      if (!order) throw notFound('order', REVIEW_MESSAGES.orderNotFound)
      if (order.order_status !== 'delivered') throw forbidden('order', REVIEW_MESSAGES.notDelivered)
      if (!order.item_ids.includes(itemId)) throw unprocessable('item_id', REVIEW_MESSAGES.itemNotInOrder)
      if (order.reviewed_item_ids.includes(itemId)) throw conflict('review', REVIEW_MESSAGES.alreadyReviewed)
      if (!(await repo.itemExists(itemId))) throw notFound('item_id', REVIEW_MESSAGES.itemNotFound)
      const added = await repo.addItemReview({ customerId, orderId, itemId, rating, comment, images })
      if (!added) throw conflict('review', REVIEW_MESSAGES.alreadyReviewed)
      return { message: REVIEW_MESSAGES.submitted }
    },
  )

  app.get(
    '/order/:order_id',
    {
      schema: {
        params: Type.Object({ order_id: IdParam }),
        response: {
          200: OpenObject({
            order_id: Type.Integer(),
            items: Type.Array(ReviewBody),
            delivery_man: Type.Union([
              OpenObject({ delivery_man_id: Type.Integer(), rating: Type.Integer(), comment: Type.String() }),
              Type.Null(),
            ]),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const customerId = await request.requireCustomer()
      const orderId = request.params.order_id
      const order = await repo.reviewableOrder(customerId, orderId)
      if (!order) throw notFound('order', REVIEW_MESSAGES.orderNotFound)
      const reviews = await repo.orderReviews(orderId)
      return { order_id: orderId, items: reviews.items.map(wire), delivery_man: reviews.deliveryMan }
    },
  )

  app.get(
    '/image/:token',
    {
      schema: {
        params: Type.Object({ token: Type.String({ pattern: '^[A-Za-z0-9_-]{20,64}$' }) }),
        response: { 200: Type.Unknown(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const image = await repo.image(request.params.token)
      if (!image) throw notFound('image', 'Image not found')
      reply
        .header('content-type', image.content_type)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
      return reply.send(Buffer.from(image.bytes))
    },
  )

  app.get(
    '/:item_id',
    {
      schema: {
        params: Type.Object({ item_id: IdParam }),
        querystring: ReviewPageQuery,
        response: { 200: ReviewPageBody, ...errorResponses },
      },
    },
    async (request) => {
      const { item_id: itemId } = request.params
      const { limit, offset } = request.query
      if (!(await repo.itemExists(itemId))) throw notFound('product-001', REVIEW_MESSAGES.itemNotFound)
      const page = await repo.forItem(itemId, { limit, skip: (offset - 1) * limit })
      return { total_size: page.total, limit, offset, reviews: page.rows.map(wire) }
    },
  )
}

export default itemReviews
