import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { formatRuleMessage, paymentIssue } from '@storefront/domain'
import { Type } from 'typebox'
import { looksLikeSecret } from '../../../domain/secrets.js'
import { forbidden, notFound, unauthenticated, unprocessable } from '../../../errors.js'
import { rowOffset } from '../../../http/catalogue-scope.js'
import type { OrderOwnerAccess } from '../../../repositories/order-follow-up-repository.js'
import { PageQuery } from '../../../schemas/catalogue.js'
import { IdParam, OpenObject, errorResponses } from '../../../schemas/common.js'
import { CancellationReasonPageSchema, OrderDetailListSchema, OrderListSchema } from '../../../schemas/wire.js'
import { wireOrder } from '../../../services/order-wire.js'

const orderNotFound = () => notFound('order', 'Order not found')
const flag = (value: unknown) => value === true || value === 1 || value === '1'

const GuestId = Type.Optional(Type.String({ maxLength: 128 }))
/** The platform's clients send PUT as a POST with `_method: 'put'` (spec: shopping-core §7 failed payment). */
const MethodOverride = Type.Optional(Type.String({ maxLength: 10 }))
const PaymentMethodBody = Type.Object({ order_id: IdParam, guest_id: GuestId, _method: MethodOverride }, { additionalProperties: false })
const CancelBody = Type.Object(
  {
    order_id: IdParam,
    // optional here so a missing reason gets its own message rather than the generic one
    reason: Type.Optional(Type.String({ maxLength: 1000 })),
    guest_id: GuestId,
    _method: MethodOverride,
  },
  { additionalProperties: false },
)
const Message = { 200: OpenObject({ message: Type.String() }), ...errorResponses }

/**
 * What follows an order's placement (issue 14; spec: shopping-core §4 Failed order, §7):
 * cancellation reasons, the customer's order list, an order's lines, switching a failed
 * digital payment to cash on delivery, cancelling, and the prescription images. Only the
 * order's customer (by token) or its guest (by guest id) reaches an order; anyone else gets 404.
 */
const followUps: FastifyPluginAsyncTypebox = async (app) => {
  const storage = `${app.config.publicUrl}/storage`
  const orders = app.repos.orders

  /** Who is asking: the signed-in customer and/or the guest named by `guestId`; 401 when neither is given. */
  async function accessOf(request: FastifyRequest, guestId: string | undefined): Promise<OrderOwnerAccess> {
    const customerId = await request.currentCustomerId()
    const guestRef = guestId && looksLikeSecret(guestId) ? await app.repos.identity.guestRefFor(guestId) : null
    if (customerId === null && !guestId) throw unauthenticated()
    return { customerId, guestRef }
  }

  async function ownedOrder(request: FastifyRequest, orderId: number, guestId: string | undefined) {
    const order = await orders.ownedOrder(orderId, await accessOf(request, guestId))
    if (!order) throw orderNotFound()
    return order
  }

  app.get(
    '/cancellation-reasons',
    {
      schema: {
        querystring: Type.Object({
          ...PageQuery,
          type: Type.Union([Type.Literal('customer'), Type.Literal('deliveryman'), Type.Literal('restaurant')], { default: 'customer' }),
        }),
        response: { 200: CancellationReasonPageSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { limit, offset, type } = request.query
      const page = await orders.cancellationReasons(type, { limit, skip: rowOffset({ limit, offset }) })
      return { total_size: page.total, limit, offset, data: page.rows }
    },
  )

  app.get(
    '/list',
    { schema: { querystring: Type.Object(PageQuery), response: { 200: OrderListSchema, ...errorResponses } } },
    async (request) => {
      const customerId = await request.requireCustomer()
      const { limit, offset } = request.query
      const page = await orders.customerPage(customerId, { limit, skip: rowOffset({ limit, offset }) })
      return { total_size: page.total, limit, offset, orders: page.rows.map((row) => wireOrder(row, storage)) }
    },
  )

  app.get(
    '/details',
    {
      schema: {
        querystring: Type.Object({ order_id: IdParam, guest_id: GuestId }),
        response: { 200: OrderDetailListSchema, ...errorResponses },
      },
    },
    async (request) => {
      const order = await ownedOrder(request, request.query.order_id, request.query.guest_id)
      const lines = await orders.details(order.id)
      return lines.map((line) => ({ ...line, created_at: line.created_at.toISOString() }))
    },
  )

  async function switchToCashOnDelivery(request: FastifyRequest, orderId: number, guestId: string | undefined) {
    const order = await ownedOrder(request, orderId, guestId)
    const switchable =
      order.payment_method === 'digital_payment' && order.payment_status !== 'paid' && ['failed', 'pending'].includes(order.order_status)
    if (!switchable) throw forbidden('payment_method', 'Only an order whose digital payment failed can switch to cash on delivery.')
    const settings = (await app.repos.settings.setting<Record<string, unknown>>('business')) ?? {}
    const zone = order.zone_id === null ? undefined : await orders.codTerms(order.zone_id, order.module_id)
    const issue = paymentIssue('cash_on_delivery', order.order_amount, {
      cashOnDelivery: flag(settings.cash_on_delivery) && zone?.cash_on_delivery === true,
      maximumCodOrderAmount: zone?.maximum_cod_order_amount ?? null,
      digitalPayment: false,
      wallet: false,
    })
    if (issue) throw forbidden('payment_method', formatRuleMessage(issue))
    // the update checks the state again: a payment completed meanwhile is not switched
    if (!(await orders.switchToCashOnDelivery(order.id))) {
      throw forbidden('payment_method', 'Only an order whose digital payment failed can switch to cash on delivery.')
    }
    return { message: 'Payment info updated.' }
  }

  async function cancel(request: FastifyRequest, body: { order_id: number; reason?: string; guest_id?: string }) {
    const reason = body.reason?.trim() ?? ''
    if (!reason) throw unprocessable('reason', 'The reason field is required.')
    if (reason.length > 255) throw unprocessable('reason', 'The reason may not be greater than 255 characters.')
    const order = await ownedOrder(request, body.order_id, body.guest_id)
    // the update checks the status again, so a second cancel (two tabs, a double click) changes nothing
    if (!(await orders.cancel(order.id, reason))) {
      throw forbidden('order_status', 'This order can no longer be canceled: the store has already confirmed it.')
    }
    return { message: 'Order canceled successfully' }
  }

  for (const method of ['PUT', 'POST'] as const) {
    app.route({
      method,
      url: '/payment-method',
      schema: { body: PaymentMethodBody, response: Message },
      handler: async (request) => switchToCashOnDelivery(request, request.body.order_id, request.body.guest_id),
    })
    app.route({
      method,
      url: '/cancel',
      schema: { body: CancelBody, response: Message },
      handler: async (request) => cancel(request, request.body),
    })
  }

  app.get(
    '/prescription/:order_id/:position',
    {
      schema: {
        params: Type.Object({ order_id: IdParam, position: Type.Integer({ minimum: 0, maximum: 9 }) }),
        querystring: Type.Object({ guest_id: GuestId }),
        response: { 200: Type.Unknown(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const access = await accessOf(request, request.query.guest_id)
      const image = await orders.attachment(request.params.order_id, request.params.position, access)
      if (!image) throw notFound('image', 'Image not found')
      return reply
        .header('content-type', image.content_type)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .header('content-security-policy', "default-src 'none'")
        .header('cache-control', 'no-store')
        .send(Buffer.from(image.bytes))
    },
  )
}

export default followUps
