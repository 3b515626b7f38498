import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { looksLikeSecret } from '../../../domain/secrets.js'
import { notFound, unprocessable } from '../../../errors.js'
import type { OrderAccess, TrackedOrderRow } from '../../../repositories/order-repository.js'
import { errorResponses } from '../../../schemas/common.js'
import { TrackedOrderSchema } from '../../../schemas/wire.js'


const orderNotFound = () => notFound('order', 'Order not found')
const iso = (value: Date | null) => (value ? value.toISOString() : null)

const order: FastifyPluginAsyncTypebox = async (app) => {
  const storage = `${app.config.publicUrl}/storage`

  function wireOrder(row: TrackedOrderRow) {
    const { customer_id, guest_ref, store, delivery_man, ...rest } = row
    void guest_ref
    return {
      ...rest,
      user_id: customer_id,
      schedule_at: iso(row.schedule_at),
      pending: iso(row.pending), accepted: iso(row.accepted), confirmed: iso(row.confirmed), processing: iso(row.processing),
      handover: iso(row.handover), picked_up: iso(row.picked_up), delivered: iso(row.delivered), canceled: iso(row.canceled),
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
      parcel_category: row.parcel_category && { ...row.parcel_category, image_full_url: `${storage}/parcel-category/${row.parcel_category.id}.svg` },
      refund: null,
      payments: [],
      min_delivery_time: null,
      max_delivery_time: null,
    }
  }

  app.get(
    '/track',
    {
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
      const digits = contact_number?.replace(/[^0-9]/g, '') ?? ''
      if (digits.length >= 6) access.push({ kind: 'contact', digits })
      if (access.length === 0) throw unprocessable('contact_number', 'Need a contact number')
      const row = await app.repos.orders.track(Number(order_id), access)
      if (!row) throw orderNotFound()
      return wireOrder(row)
    },
  )
}

export default order
