import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { unauthenticated } from '../../errors.js'
import { errorResponses } from '../../schemas/common.js'
import { CustomerSchema } from '../../schemas/wire.js'

const info: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/info', { schema: { response: { 200: CustomerSchema, ...errorResponses } } }, async (request) => {
    const customer = await app.repos.identity.findCustomerById(await request.requireCustomer())
    if (!customer) throw unauthenticated()
    const interests = await app.repos.interests.of(customer.id)
    const memberSinceDays = Math.floor((Date.now() - customer.created_at.getTime()) / 86400000)
    return {
      id: customer.id,
      f_name: customer.f_name,
      l_name: customer.l_name,
      phone: customer.phone,
      email: customer.email,
      image: customer.image,
      image_full_url: customer.image
        ? `${app.config.publicUrl}/storage/profile/${customer.image}`
        : `${app.config.publicUrl}/storage/customer/${customer.id}.svg`,
      is_phone_verified: customer.is_phone_verified ? 1 : 0,
      is_email_verified: customer.is_email_verified ? 1 : 0,
      status: customer.status ? 1 : 0,
      order_count: customer.order_count,
      zone_id: customer.zone_id,
      wallet_balance: customer.wallet_balance,
      loyalty_point: customer.loyalty_point,
      ref_code: customer.ref_code,
      ref_by: customer.ref_by,
      login_medium: customer.login_medium,
      social_id: null,
      current_language_key: request.context.language,
      member_since_days: memberSinceDays,
      // the welcome modal promises a first-order discount until the first order is placed
      is_valid_for_discount: customer.order_count === 0,
      discount_amount: customer.order_count === 0 ? 10 : 0,
      discount_amount_type: 'percentage',
      validity: customer.order_count === 0 ? '30 days' : null,
      // the modules whose interest categories the customer chose (/interest asks about the others)
      selected_modules_for_interest: interests.moduleIds,
      interest: interests.categoryIds,
      userinfo: null,
      created_at: customer.created_at.toISOString(),
    }
  })
}

export default info
