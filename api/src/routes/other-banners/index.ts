import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { moduleRequired } from '../../http/catalogue-scope.js'
import { cachePublicly, cacheSeconds } from '../../http/cache.js'
import { OTHER_BANNER_SLOTS, otherBannerImageId } from '../../domain/other-banners.js'
import { OpenObject, errorResponses } from '../../schemas/common.js'

const File = Type.Union([Type.String(), Type.Null()])

/** Each slot as the reference names it: the file and its `_full_url`; the promotional banner also as `promotional_banner_url`. */
const OtherBannersBody = OpenObject({
  ...Object.fromEntries(OTHER_BANNER_SLOTS.flatMap((slot) => [[slot, File] as const, [`${slot}_full_url`, File] as const])),
  promotional_banner_url: File,
})

/**
 * GET other-banners: the promotional banners of the moduleId header's home page
 * (new arrivals, best reviewed, bottom section, nearby stores). A slot the
 * module has no banner for is null, and the page hides that banner.
 */
const otherBanners: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/', { schema: { response: { 200: OtherBannersBody, ...errorResponses } } }, async (request, reply) => {
    const { moduleId } = request.context
    if (moduleId === null) throw moduleRequired()
    const headlines = (await app.repos.settings.otherBanners(moduleId)) ?? {}
    const body: Record<string, string | null> & { promotional_banner_url: string | null } = { promotional_banner_url: null }
    for (const slot of OTHER_BANNER_SLOTS) {
      const file = headlines[slot] ? `${otherBannerImageId(moduleId, slot)}.svg` : null
      body[slot] = file
      body[`${slot}_full_url`] = file && `${app.config.publicUrl}/storage/promotional-banner/${file}`
    }
    body.promotional_banner_url = body.promotional_banner_full_url ?? null
    cachePublicly(reply, cacheSeconds.banners, ['moduleid'])
    return body
  })
}

export default otherBanners
