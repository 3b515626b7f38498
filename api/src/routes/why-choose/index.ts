import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { cachePublicly, cacheSeconds } from '../../http/cache.js'
import { OpenObject, errorResponses } from '../../schemas/common.js'

const WhyChooseBody = Type.Array(
  OpenObject({ id: Type.Integer(), title: Type.String(), short_description: Type.String(), image_full_url: Type.String() }),
)

/** GET why-choose: the parcel home's "why choose us" cards (spec: discovery-and-modules §2, §7). */
const whyChoose: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/', { schema: { response: { 200: WhyChooseBody, ...errorResponses } } }, async (_request, reply) => {
    const cards = (await app.repos.settings.setting<{ id: number; title: string; short_description: string }[]>('why_choose')) ?? []
    cachePublicly(reply, cacheSeconds.banners)
    return cards.map((card) => ({ ...card, image_full_url: `${app.config.publicUrl}/storage/why-choose/${card.id}.svg` }))
  })
}

export default whyChoose
