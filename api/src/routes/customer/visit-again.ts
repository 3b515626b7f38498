import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { requireScope, viewFor } from '../../http/catalogue-scope.js'
import { errorResponses } from '../../schemas/common.js'
import { StoreBody } from '../../schemas/catalogue.js'

/** The visit-again strip (spec: discovery-and-modules §2 Shared sections): signed-in customers' recent stores of the module, newest first. */
const visitAgain: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/visit-again', { schema: { response: { 200: Type.Array(StoreBody), ...errorResponses } } }, async (request) => {
    const customerId = await request.requireCustomer()
    return app.repos.home.visitAgain(customerId, requireScope(request), viewFor(app, request))
  })
}

export default visitAgain
