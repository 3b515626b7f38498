import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { cachePublicly, cacheSeconds } from '../../http/cache.js'
import { OpenObject, errorResponses } from '../../schemas/common.js'

const LandingBody = OpenObject({
  fixed_footer_description: Type.String(),
  fixed_newsletter_title: Type.String(),
  fixed_newsletter_sub_title: Type.String(),
  download_user_app_links: Type.Object({
    playstore_url: Type.String(),
    playstore_url_status: Type.String(),
    apple_store_url: Type.String(),
    apple_store_url_status: Type.String(),
  }),
})

const landing: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/', { schema: { response: { 200: LandingBody, ...errorResponses } } }, async (_request, reply) => {
    const page = (await app.repos.settings.setting<Record<string, unknown>>('react_landing_page')) ?? {}
    cachePublicly(reply, cacheSeconds.landing)
    return { ...page, base_urls: { landing_page_image_url: `${app.config.publicUrl}/storage/landing` } } as never
  })
}

export default landing
