import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { looksLikeSecret } from '../../../domain/secrets.js'
import { HttpError, notFound, unprocessable } from '../../../errors.js'
import type { OrderAccess } from '../../../repositories/order-repository.js'
import { errorResponses } from '../../../schemas/common.js'
import { TrackedOrderSchema } from '../../../schemas/wire.js'
import { guestTrackingView, wireOrder } from '../../../services/order-wire.js'
import { createPhoneService } from '../../../services/phone-service.js'
import followUps from './follow-ups.js'
import placeRoutes from './place.js'

const orderNotFound = () => notFound('order', 'Order not found')

const order: FastifyPluginAsyncTypebox = async (app) => {
  const storage = `${app.config.publicUrl}/storage`
  const phones = createPhoneService(app)
  // autoload loads only index.ts of a folder that has one: the folder's other route files are registered here
  await app.register(placeRoutes)
  await app.register(followUps)

  // Per order id: failed look-ups (wrong phone, no such order) are counted, in the shared store,
  // so guessing the phone of one order is bounded whatever the number of addresses used.
  const trackFailures = app.createRateLimit({
    max: app.config.trackFailuresPerOrder,
    timeWindow: '15 minutes',
    keyGenerator: (request) =>
      `track-order:${String((request.query as { order_id?: string }).order_id ?? '')
        .trim()
        .slice(0, 20)}`,
  })
  const tooMany = () => new HttpError(429, 'too_many_requests', 'Too many requests, please try again later.')

  app.get(
    '/track',
    {
      // per client address: polling a live order stays far below it
      config: { rateLimit: { max: app.config.trackRateLimitPerMinute, timeWindow: '1 minute' } },
      schema: {
        querystring: Type.Object({
          order_id: Type.Optional(Type.String({ maxLength: 20 })),
          guest_id: Type.Optional(Type.String({ maxLength: 128 })),
          contact_number: Type.Optional(Type.String({ maxLength: 32 })),
        }),
        response: { 200: TrackedOrderSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { order_id, guest_id, contact_number } = request.query
      if (!order_id?.trim()) throw unprocessable('order_id', 'Need a order id')
      if (!/^\d{1,9}$/.test(order_id.trim())) throw orderNotFound()
      const access: OrderAccess[] = []
      const customerId = await request.currentCustomerId()
      if (customerId !== null) access.push({ kind: 'customer', customerId })
      if (guest_id && looksLikeSecret(guest_id)) {
        const guestRef = await app.repos.identity.guestRefFor(guest_id)
        if (guestRef !== null) access.push({ kind: 'guest', guestRef })
      }
      // compared in E.164, as stored since migration 0006; the digits of what was typed otherwise
      const contact = contact_number ? ((await phones.normalise(contact_number)) ?? contact_number) : ''
      const digits = contact.replace(/[^0-9]/g, '')
      if (digits.length >= 6) access.push({ kind: 'contact', digits })
      if (access.length === 0) throw unprocessable('contact_number', 'Need a contact number')
      const failures = await trackFailures(request, { increment: false })
      if (!failures.isAllowed && failures.remaining <= 0) throw tooMany()
      const row = await app.repos.orders.track(Number(order_id), access)
      if (!row) {
        await trackFailures(request)
        throw orderNotFound()
      }
      if (customerId !== null && row.customer_id === customerId) return wireOrder(row, storage)
      // a guest order: only what tracking needs
      return guestTrackingView(row, storage)
    },
  )
}

export default order
