import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'

const health: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/health', { schema: { response: { 200: Type.Object({ status: Type.String() }) } } }, async () => ({ status: 'ok' }))
}

export default health
