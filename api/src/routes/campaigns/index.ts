import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { requireScope, requireZones, viewFor } from '../../http/catalogue-scope.js'
import { cacheCatalogue } from '../../http/cache.js'
import { notFound } from '../../errors.js'
import { IdParam, OpenObject, errorResponses } from '../../schemas/common.js'
import { ItemBody, StoreBody } from '../../schemas/catalogue.js'

const CampaignBody = OpenObject({
  id: Type.Integer(),
  title: Type.String(),
  slug: Type.String(),
  image_full_url: Type.String(),
  description: Type.String(),
  available_date_starts: Type.String(),
  available_date_ends: Type.String(),
})

/** Only running campaigns (today inside their date window) of active stores in the caller's zones. */
const campaigns: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/basic', { schema: { response: { 200: Type.Array(CampaignBody), ...errorResponses } } }, async (request, reply) => {
    const { zoneIds, moduleId } = requireScope(request)
    const campaigns = await app.repos.promotions.basicCampaigns(moduleId, zoneIds, viewFor(app, request))
    cacheCatalogue(reply)
    return campaigns
  })

  app.get('/item', { schema: { response: { 200: Type.Array(ItemBody), ...errorResponses } } }, async (request, reply) => {
    const items = await app.repos.promotions.itemCampaigns(requireScope(request), viewFor(app, request))
    cacheCatalogue(reply)
    return items
  })

  app.get(
    '/basic-campaign-details',
    {
      schema: {
        querystring: Type.Object({ basic_campaign_id: IdParam }, { additionalProperties: false }),
        response: { 200: OpenObject({ ...CampaignBody.properties, stores: Type.Array(StoreBody) }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const zoneIds = requireZones(request)
      const campaign = await app.repos.promotions.basicCampaignDetails(request.query.basic_campaign_id, zoneIds, viewFor(app, request))
      if (!campaign) throw notFound('campaign', 'Campaign not found!')
      cacheCatalogue(reply)
      return campaign
    },
  )
}

export default campaigns
