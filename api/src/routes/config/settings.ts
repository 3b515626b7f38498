import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { cachePublicly, cacheSeconds } from '../../http/cache.js'
import { errorResponses } from '../../schemas/common.js'
import { ConfigSchema } from '../../schemas/wire.js'
import { baseUrls, languages, moduleConfig } from './_config-shape.js'

const config: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/', { schema: { response: { 200: ConfigSchema, ...errorResponses } } }, async (_request, reply) => {
    const business = (await app.repos.settings.setting<Record<string, unknown>>('business')) ?? {}
    const moduleTypes = await app.repos.settings.activeModuleTypes()
    const publicUrl = app.config.publicUrl
    const freeDeliveryOver = (business.free_delivery_over as number | null) ?? null
    cachePublicly(reply, cacheSeconds.config)
    return {
      ...business,
      logo: '1.svg',
      logo_full_url: `${publicUrl}/storage/business/1.svg`,
      fav_icon_full_url: `${publicUrl}/storage/business/1.svg`,
      base_urls: baseUrls(publicUrl),
      free_delivery_over: freeDeliveryOver,
      admin_free_delivery: {
        status: freeDeliveryOver !== null,
        type: 'free_delivery_by_order_amount',
        free_delivery_over: freeDeliveryOver,
      },
      module_config: {
        module_type: moduleTypes,
        ...Object.fromEntries(moduleTypes.map((type) => [type, moduleConfig[type as keyof typeof moduleConfig]])),
      },
      language: languages.map(({ key, value }) => ({ key, value })),
      sys_language: languages,
      social_login: [
        { login_medium: 'google', status: false },
        { login_medium: 'facebook', status: false },
      ],
      apple_login: [{ login_medium: 'apple', status: false }],
      centralize_login: {
        manual_login_status: 1,
        otp_login_status: 0,
        social_login_status: 0,
        google_login_status: 0,
        facebook_login_status: 0,
        apple_login_status: 0,
        email_verification_status: 0,
        phone_verification_status: 0,
      },
      // the business's wall clock: item windows, store hours and schedule slots are in it
      time_zone: app.config.timeZone,
      customer_verification: false,
      order_delivery_verification: false,
      demo: true,
    } as never
  })
}

export default config
