import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { looksLikeSecret } from '../../../domain/secrets.js'
import { HttpError, notFound, unprocessable } from '../../../errors.js'
import type { OrderAccess, TrackedOrderRow } from '../../../repositories/order-repository.js'
import { errorResponses } from '../../../schemas/common.js'
import { TrackedOrderSchema } from '../../../schemas/wire.js'
import { createPhoneService } from '../../../services/phone-service.js'

const orderNotFound = () => notFound('order', 'Order not found')

/**
 * What a guest may see of an address on the tracking page: where the courier goes (the
 * spec's latitude, longitude, contact_person_name, address) without the street line, the
 * phone, the e-mail or the door. Anyone who knows an order id and a phone number reaches it.
 */
function guestAddress(address: Record<string, unknown> | null): Record<string, unknown> | null {
  if (!address) return null
  const text = typeof address.address === 'string' ? address.address : ''
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  const name = typeof address.contact_person_name === 'string' ? address.contact_person_name.trim() : ''
  const [first = '', ...others] = name.split(/\s+/)
  const round = (value: unknown) =>
    value === undefined || value === null || value === '' ? null : (Math.round(Number(value) * 1000) / 1000).toString()
  return {
    address_type: address.address_type ?? null,
    contact_person_name: others.length ? `${first} ${others[others.length - 1]![0]}.` : first,
    address: parts.length > 1 ? parts.slice(1).join(', ') : null,
    latitude: round(address.latitude),
    longitude: round(address.longitude),
  }
}

/** Fields of an order a guest never gets back from tracking (the delivery code, notes, the customer's details). */
const guestHidden = ['otp', 'order_note', 'delivery_instruction', 'cancellation_reason', 'coupon_code'] as const
const iso = (value: Date | null) => (value ? value.toISOString() : null)

const order: FastifyPluginAsyncTypebox = async (app) => {
  const storage = `${app.config.publicUrl}/storage`
  const phones = createPhoneService(app)

  function wireOrder(row: TrackedOrderRow) {
    const { customer_id, guest_ref, store, delivery_man, ...rest } = row
    void guest_ref
    return {
      ...rest,
      user_id: customer_id,
      schedule_at: iso(row.schedule_at),
      pending: iso(row.pending),
      accepted: iso(row.accepted),
      confirmed: iso(row.confirmed),
      processing: iso(row.processing),
      handover: iso(row.handover),
      picked_up: iso(row.picked_up),
      delivered: iso(row.delivered),
      canceled: iso(row.canceled),
      failed: iso(row.failed),
      created_at: row.created_at.toISOString(),
      updated_at: row.updated_at.toISOString(),
      store: store && {
        ...store,
        logo_full_url: `${storage}/store/${store.id}.svg`,
        cover_photo_full_url: `${storage}/store-cover/${store.id}.svg`,
      },
      // an array, as on the platform
      delivery_man: delivery_man ? [{ ...delivery_man, image_full_url: `${storage}/delivery-man/${delivery_man.id}.svg` }] : [],
      parcel_category: row.parcel_category && {
        ...row.parcel_category,
        image_full_url: `${storage}/parcel-category/${row.parcel_category.id}.svg`,
      },
      refund: null,
      payments: [],
      min_delivery_time: null,
      max_delivery_time: null,
    }
  }

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
      const wire = wireOrder(row)
      if (customerId !== null && row.customer_id === customerId) return wire
      // a guest order: only what tracking needs
      for (const key of guestHidden) delete (wire as Record<string, unknown>)[key]
      return { ...wire, delivery_address: guestAddress(row.delivery_address), receiver_details: guestAddress(row.receiver_details) }
    },
  )
}

export default order
