import { readFile } from 'node:fs/promises'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { requireScope, viewFor } from '../../http/catalogue-scope.js'
import { cacheCatalogue } from '../../http/cache.js'
import { notFound } from '../../errors.js'
import { OpenObject, errorResponses } from '../../schemas/common.js'
import { StoreBody } from '../../schemas/catalogue.js'

const Promotion = OpenObject({
  id: Type.Integer(),
  add_type: Type.Union([Type.Literal('video_promotion'), Type.Literal('store_promotion')]),
  title: Type.String(),
  description: Type.String(),
  video_attachment_full_url: Type.Union([Type.String(), Type.Null()]),
  cover_image_full_url: Type.Union([Type.String(), Type.Null()]),
  profile_image_full_url: Type.Union([Type.String(), Type.Null()]),
  is_rating_active: Type.Integer({ minimum: 0, maximum: 1 }),
  is_review_active: Type.Integer({ minimum: 0, maximum: 1 }),
  average_rating: Type.Number(),
  reviews_comments_count: Type.Integer(),
  store: StoreBody,
})

/** "Highlights for you" (spec: discovery-and-modules §3 Promotion/ad): the module's running video and store promotions in the caller's zones. */
const advertisement: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/list', { schema: { response: { 200: Type.Array(Promotion), ...errorResponses } } }, async (request, reply) => {
    const promotions = await app.repos.home.advertisements(requireScope(request), viewFor(app, request))
    cacheCatalogue(reply)
    return promotions
  })

  // The seed ships one short generated clip (a canvas animation recorded in Chromium, VP8) that every video promotion plays.
  const clip = readFile(new URL('../../../assets/promotion-clip.webm', import.meta.url))
  app.get(
    '/video/:file',
    {
      schema: {
        // no response schema: the body is bytes (errors still leave through the error handler's shape)
        params: Type.Object({ file: Type.String({ pattern: '^[0-9]{1,9}\\.webm$' }) }),
      },
    },
    async (request, reply) => {
      const id = Number.parseInt(request.params.file, 10)
      if (!(await app.repos.home.hasVideo(id))) throw notFound('video', 'Video not found')
      reply
        .header('content-type', 'video/webm')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
      return reply.send(await clip)
    },
  )
}

export default advertisement
