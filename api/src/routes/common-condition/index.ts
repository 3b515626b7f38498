import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { Type } from 'typebox'
import { requireScope, rowOffset, viewFor } from '../../http/catalogue-scope.js'
import { cacheCatalogue } from '../../http/cache.js'
import { notFound } from '../../errors.js'
import { IdParam, OpenObject, errorResponses } from '../../schemas/common.js'
import { ItemPageBody, PageQuery } from '../../schemas/catalogue.js'

const ConditionQuery = Type.Object(
  {
    ...PageQuery,
    limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
    condition_id: Type.Optional(IdParam),
  },
  { additionalProperties: false },
)

/** Pharmacy common conditions (Headache, Fever...) and the products for one. */
const commonCondition: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      schema: {
        response: {
          200: Type.Array(OpenObject({ id: Type.Integer(), name: Type.String(), items_count: Type.Integer() })),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const conditions = await app.repos.items.commonConditions(requireScope(request))
      cacheCatalogue(reply)
      return conditions
    },
  )

  async function conditionItems(
    request: FastifyRequest,
    reply: FastifyReply,
    conditionId: number | undefined,
    paging: { limit: number; offset: number },
  ) {
    const scope = requireScope(request)
    if (conditionId === undefined || !(await app.repos.items.conditionExists(conditionId))) {
      throw notFound('common_condition', 'Common condition not found!')
    }
    const page = await app.repos.items.page(
      { ...scope, conditionId },
      'popular',
      { limit: paging.limit, skip: rowOffset(paging) },
      viewFor(app, request),
    )
    cacheCatalogue(reply)
    return { total_size: page.total, limit: paging.limit, offset: paging.offset, products: page.products }
  }

  // common-condition/items/{id} (the reference's apps) and common-condition/items?condition_id= both work.
  app.get(
    '/items/:id',
    {
      schema: { params: Type.Object({ id: IdParam }), querystring: ConditionQuery, response: { 200: ItemPageBody, ...errorResponses } },
    },
    async (request, reply) => conditionItems(request, reply, request.params.id, request.query),
  )
  app.get(
    '/items',
    {
      schema: { querystring: ConditionQuery, response: { 200: ItemPageBody, ...errorResponses } },
    },
    async (request, reply) => conditionItems(request, reply, request.query.condition_id, request.query),
  )
}

export default commonCondition
