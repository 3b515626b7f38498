import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { viewFor } from '../../http/catalogue-scope.js'
import { OpenObject, errorResponses } from '../../schemas/common.js'

const ParcelCategoryBody = OpenObject({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  image_full_url: Type.String(),
  module_id: Type.Integer(),
  parcel_per_km_shipping_charge: Type.Union([Type.Number(), Type.Null()]),
  parcel_minimum_shipping_charge: Type.Union([Type.Number(), Type.Null()]),
})

const parcelCategory: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/', { schema: { response: { 200: Type.Array(ParcelCategoryBody), ...errorResponses } } }, async (request) =>
    app.repos.promotions.parcelCategories(request.context.moduleId, viewFor(app, request)),
  )
}

export default parcelCategory
