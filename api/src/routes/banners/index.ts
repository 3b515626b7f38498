import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { viewFor } from '../../http/catalogue-scope.js'
import { cachePublicly, cacheSeconds } from '../../http/cache.js'
import { OpenObject, errorResponses } from '../../schemas/common.js'

const BannerBody = OpenObject({
  id: Type.Integer(),
  title: Type.String(),
  type: Type.Union([Type.Literal('default'), Type.Literal('store_wise'), Type.Literal('item_wise')]),
  image_full_url: Type.String(),
  link: Type.Union([Type.String(), Type.Null()]),
  store: Type.Union([OpenObject({ id: Type.Integer(), slug: Type.String(), zone_id: Type.Integer() }), Type.Null()]),
  item: Type.Union([OpenObject({ id: Type.Integer(), slug: Type.String() }), Type.Null()]),
})

const CampaignBody = OpenObject({ id: Type.Integer(), title: Type.String(), slug: Type.String(), image_full_url: Type.String() })

// Exempt from the module and zone checks like the reference: the landing page shows banners before a zone is known.
const banners: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      schema: {
        response: { 200: Type.Object({ campaigns: Type.Array(CampaignBody), banners: Type.Array(BannerBody) }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { moduleId, zoneIds } = request.context
      const view = viewFor(app, request)
      const [campaigns, list] = await Promise.all([
        app.repos.promotions.basicCampaigns(moduleId, zoneIds, view),
        app.repos.promotions.banners(moduleId, zoneIds, view),
      ])
      cachePublicly(reply, cacheSeconds.banners, ['zoneid', 'moduleid'])
      return { campaigns, banners: list }
    },
  )
}

export default banners
