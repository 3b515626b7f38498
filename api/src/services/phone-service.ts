import type { FastifyInstance } from 'fastify'
import { toE164 } from '../domain/phone.js'
import { unprocessable } from '../errors.js'

/** Phones in E.164, read in the business country of the config (business_settings.business.country, else US). */
export function createPhoneService(app: FastifyInstance) {
  let cached: { country: string; at: number } | undefined
  async function country(): Promise<string> {
    if (cached && Date.now() - cached.at < 60_000) return cached.country
    const business = await app.repos.settings.setting<{ country?: string }>('business')
    cached = {
      country: typeof business?.country === 'string' && /^[A-Za-z]{2}$/.test(business.country) ? business.country : 'US',
      at: Date.now(),
    }
    return cached.country
  }
  return {
    /** E.164, or null when it is not a phone number. */
    async normalise(phone: string): Promise<string | null> {
      return toE164(phone, await country())
    },
    /** E.164, or a 422 on `field`. */
    async require(phone: string, field = 'phone'): Promise<string> {
      const e164 = toE164(phone, await country())
      if (!e164) throw unprocessable(field, 'The phone number is invalid.')
      return e164
    },
  }
}
