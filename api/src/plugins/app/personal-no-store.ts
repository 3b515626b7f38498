import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'

/** Routes whose answers belong to one person (cart, orders, addresses, profile, wishlist, wallet, auth). */
const personal = /^\/api\/v1\/(customer|auth)(\/|\?|$)/

/**
 * `Cache-Control: no-store` on every personal answer, errors included, whatever a route set:
 * no browser, proxy or CDN may keep a cart, an order, a profile or a token.
 */
export default fp(
  async function personalNoStore(app: FastifyInstance) {
    app.addHook('onSend', async (request, reply, payload) => {
      if (personal.test(request.url)) {
        reply.header('cache-control', 'no-store')
        reply.header('pragma', 'no-cache')
      }
      return payload
    })
  },
  { name: 'personal-no-store' },
)
