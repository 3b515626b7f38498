import fp from 'fastify-plugin'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { HttpError, unauthenticated } from '../../errors.js'
import { looksLikeSecret } from '../../domain/secrets.js'

/** Who a cart (or a guest order) belongs to: a signed-in customer or a guest, never both. */
export type Owner = { kind: 'customer'; customerId: number } | { kind: 'guest'; guestRef: number }

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in customer's id, or null without a token. A token that is present but invalid is a 401. */
    currentCustomerId(): Promise<number | null>
    /** The signed-in customer's id; 401 without a valid token. */
    requireCustomer(): Promise<number>
    /** The bearer's customer, else the guest named by `guestId`; 401 when neither is valid. */
    requireOwner(guestId: string | undefined): Promise<Owner>
  }
}

const unknownGuest = () => new HttpError(401, 'guest_id', 'Unknown guest id. Request a new one from auth/guest/request.')

export default fp(
  async function session(app: FastifyInstance) {
    const cache = new WeakMap<FastifyRequest, Promise<number | null>>()

    async function resolveCustomer(request: FastifyRequest): Promise<number | null> {
      const token = request.context.bearerToken
      if (!token) return null
      const customerId = looksLikeSecret(token) ? await app.repos.identity.customerIdForToken(token) : null
      if (customerId === null) throw unauthenticated()
      return customerId
    }

    app.decorateRequest('currentCustomerId', function (this: FastifyRequest) {
      let pending = cache.get(this)
      if (!pending) {
        pending = resolveCustomer(this)
        cache.set(this, pending)
      }
      return pending
    })

    app.decorateRequest('requireCustomer', async function (this: FastifyRequest) {
      const customerId = await this.currentCustomerId()
      if (customerId === null) throw unauthenticated()
      return customerId
    })

    app.decorateRequest('requireOwner', async function (this: FastifyRequest, guestId: string | undefined) {
      const customerId = await this.currentCustomerId()
      if (customerId !== null) return { kind: 'customer', customerId } as Owner
      if (!guestId) throw unauthenticated()
      const guestRef = looksLikeSecret(guestId) ? await app.repos.identity.guestRefFor(guestId) : null
      if (guestRef === null) throw unknownGuest()
      return { kind: 'guest', guestRef } as Owner
    })
  },
  { name: 'session', dependencies: ['repositories'] },
)
