import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { notFound } from '../../../errors.js'
import { IdParam, errorResponses } from '../../../schemas/common.js'
import { REVIEW_MESSAGES } from '../../items/reviews/_form.js'
import { ReviewPageBody, ReviewPageQuery, reviewWire } from '../../items/reviews/index.js'

/** GET stores/reviews?store_id= (spec: discovery-and-modules §7 Reviews): the reviews of a store's items, the newest first. */
const storeReviews: FastifyPluginAsyncTypebox = async (app) => {
  const wire = reviewWire(app)
  app.get(
    '/',
    {
      schema: {
        querystring: Type.Object({ ...ReviewPageQuery.properties, store_id: IdParam }, { additionalProperties: false }),
        response: { 200: ReviewPageBody, ...errorResponses },
      },
    },
    async (request) => {
      const { store_id: storeId, limit, offset } = request.query
      if (!(await app.repos.reviews.storeExists(storeId))) throw notFound('store', REVIEW_MESSAGES.storeNotFound)
      const page = await app.repos.reviews.forStore(storeId, { limit, skip: (offset - 1) * limit })
      return { total_size: page.total, limit, offset, reviews: page.rows.map(wire) }
    },
  )
}

export default storeReviews
