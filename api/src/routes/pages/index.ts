import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { cachePublicly, cacheSeconds } from '../../http/cache.js'
import { notFound } from '../../errors.js'
import { errorResponses } from '../../schemas/common.js'

// The info pages sit at the API's root as the platform serves them (/api/v1/terms-and-conditions ...),
// not below a /pages folder prefix.
export const prefixOverride = '/api/v1'

/** Each info page, and the business setting that turns it off (0) when it has one (discovery-and-modules §2, Footer). */
const infoPages: { path: string; slug: string; flag?: string }[] = [
  { path: '/terms-and-conditions', slug: 'terms-and-conditions' },
  { path: '/privacy-policy', slug: 'privacy-policy' },
  { path: '/about-us', slug: 'about-us' },
  { path: '/refund-policy', slug: 'refund-policy', flag: 'refund_policy' },
  { path: '/cancellation-policy', slug: 'cancellation-policy', flag: 'cancelation_policy' },
  // the platform's spelling of the same page
  { path: '/cancelation-policy', slug: 'cancellation-policy', flag: 'cancelation_policy' },
  { path: '/shipping-policy', slug: 'shipping-policy', flag: 'shipping_policy' },
]

const PageBody = Type.Object({ slug: Type.String(), title: Type.String(), content: Type.String() })

/** The info pages' title and rich text (HTML, sanitised by the client before it is shown). */
const pages: FastifyPluginAsyncTypebox = async (app) => {
  for (const { path, slug, flag } of infoPages) {
    app.get(path, { schema: { response: { 200: PageBody, ...errorResponses } } }, async (_request, reply) => {
      if (flag) {
        const business = (await app.repos.settings.setting<Record<string, unknown>>('business')) ?? {}
        if (Number(business[flag] ?? 0) === 0) throw notFound('page', 'This page is not available.')
      }
      const page = await app.repos.settings.page(slug)
      if (!page) throw notFound('page', 'This page is not available.')
      cachePublicly(reply, cacheSeconds.config)
      return page
    })
  }
}

export default pages
