import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import { entitySvg } from '../../domain/svg.js'
import { notFound } from '../../errors.js'
import { ErrorBody } from '../../schemas/common.js'

/**
 * Images are generated from the entity's name, so a fresh machine needs no
 * files and no internet. The URL never changes meaning, hence `immutable`.
 */
export default fp(
  async function storage(app: FastifyInstance) {
    app.get(
      '/storage/:kind/:file',
      {
        schema: {
          params: Type.Object({
            kind: Type.String({ pattern: '^[a-z-]{1,32}$' }),
            file: Type.String({ pattern: '^[0-9]{1,9}\\.svg$' }),
          }),
          response: { 404: ErrorBody, 422: ErrorBody },
        },
      },
      async (request, reply) => {
        const { kind, file } = request.params as { kind: string; file: string }
        const name = await app.repos.storage.nameOf(kind, Number.parseInt(file, 10))
        if (name === null) throw notFound('image', 'Image not found')
        reply
          .header('content-type', 'image/svg+xml; charset=utf-8')
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        return entitySvg(name, kind)
      },
    )
    // a customer's uploaded picture (customer/update-profile): random names, bytes checked on upload
    app.get(
      '/storage/profile/:file',
      {
        schema: {
          params: Type.Object({ file: Type.String({ pattern: '^[A-Za-z0-9_-]{16,64}\\.(png|jpg|gif)$' }) }),
          response: { 404: ErrorBody, 422: ErrorBody },
        },
      },
      async (request, reply) => {
        const image = await app.repos.account.profileImage((request.params as { file: string }).file)
        if (!image) throw notFound('image', 'Image not found')
        reply
          .header('content-type', image.content_type)
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'")
        return Buffer.from(image.bytes)
      },
    )
  },
  { name: 'storage', dependencies: ['repositories'] },
)
