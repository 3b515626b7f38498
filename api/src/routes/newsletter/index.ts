import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { unprocessable } from '../../errors.js'
import { MessageBody, errorResponses } from '../../schemas/common.js'

// the storefront's "standard e-mail pattern"; checked here so the spec's message is the one returned
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/
const invalidEmail = () => unprocessable('email', 'Please insert a valid email.')

const newsletter: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/subscribe',
    {
      schema: {
        body: Type.Object({ email: Type.Optional(Type.Unknown()) }, { additionalProperties: false }),
        response: { 200: MessageBody, ...errorResponses },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => {
      const email = request.body?.email
      if (typeof email !== 'string' || email.length > 255 || !emailPattern.test(email.trim())) throw invalidEmail()
      await app.repos.settings.subscribe(email.trim())
      return { message: 'Subscribed Successfully' }
    },
  )
}

export default newsletter
