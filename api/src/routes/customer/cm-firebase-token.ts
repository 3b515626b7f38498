import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { unprocessable } from '../../errors.js'
import { OpenObject, errorResponses } from '../../schemas/common.js'

/**
 * POST customer/cm-firebase-token with `_method=put` (spec: shopping-core §7 Push token): the
 * platform's clients register a Firebase token. It is stored for compatibility; this server
 * pushes through customer/notifications/stream instead.
 */
const firebaseToken: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/cm-firebase-token',
    {
      schema: {
        body: Type.Object(
          { cm_firebase_token: Type.Optional(Type.String({ maxLength: 4096 })), _method: Type.Optional(Type.String({ maxLength: 10 })) },
          { additionalProperties: false },
        ),
        response: { 200: OpenObject({ message: Type.String() }), ...errorResponses },
      },
    },
    async (request) => {
      const customerId = await request.requireCustomer()
      const token = request.body?.cm_firebase_token?.trim()
      if (!token) throw unprocessable('cm_firebase_token', 'The cm firebase token field is required.')
      await app.repos.push.saveFirebaseToken(customerId, token)
      return { message: 'updated successfully' }
    },
  )
}

export default firebaseToken
