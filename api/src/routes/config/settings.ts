import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { cachePublicly, cacheSeconds } from '../../http/cache.js'
import { OpenObject, errorResponses } from '../../schemas/common.js'
import { baseUrls, languages, moduleConfig } from './_config-shape.js'

const ConfigBody = OpenObject({
  business_name: Type.String(),
  logo_full_url: Type.String(),
  address: Type.String(),
  phone: Type.String(),
  email: Type.String(),
  country: Type.String(),
  default_location: Type.Object({ lat: Type.String(), lng: Type.String() }),
  country_picker_status: Type.Integer(),
  free_delivery_over: Type.Union([Type.Number(), Type.Null()]),
  guest_checkout_status: Type.Integer(),
  digit_after_decimal_point: Type.Integer(),
  currency_symbol: Type.String(),
  currency_symbol_direction: Type.String(),
  base_urls: Type.Record(Type.String(), Type.String()),
  social_media: Type.Array(OpenObject({ name: Type.String(), link: Type.String() })),
  customer_wallet_status: Type.Integer(),
  loyalty_point_status: Type.Integer(),
  ref_earning_status: Type.Integer(),
  footer_text: Type.String(),
  refund_policy: Type.Integer(),
  cancelation_policy: Type.Integer(),
  shipping_policy: Type.Integer(),
  module_config: Type.Record(Type.String(), Type.Unknown()),
  schedule_order: Type.Boolean(),
  cash_on_delivery: Type.Boolean(),
  digital_payment: Type.Boolean(),
  home_delivery_status: Type.Integer(),
  takeaway_status: Type.Integer(),
  language: Type.Array(Type.Object({ key: Type.String(), value: Type.String() })),
  sys_language: Type.Array(Type.Object({ key: Type.String(), value: Type.String(), direction: Type.String(), default: Type.Boolean() })),
})

const config: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/', { schema: { response: { 200: ConfigBody, ...errorResponses } } }, async (_request, reply) => {
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
        status: freeDeliveryOver !== null, type: 'free_delivery_by_order_amount', free_delivery_over: freeDeliveryOver,
      },
      module_config: {
        module_type: moduleTypes,
        ...Object.fromEntries(moduleTypes.map((type) => [type, moduleConfig[type as keyof typeof moduleConfig]])),
      },
      language: languages.map(({ key, value }) => ({ key, value })),
      sys_language: languages,
      social_login: [{ login_medium: 'google', status: false }, { login_medium: 'facebook', status: false }],
      apple_login: [{ login_medium: 'apple', status: false }],
      centralize_login: {
        manual_login_status: 1, otp_login_status: 0, social_login_status: 0, google_login_status: 0,
        facebook_login_status: 0, apple_login_status: 0, email_verification_status: 0, phone_verification_status: 0,
      },
      customer_verification: false,
      order_delivery_verification: false,
      demo: true,
    } as never
  })
}

export default config
