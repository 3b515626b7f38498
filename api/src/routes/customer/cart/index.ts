import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { IdParam, errorResponses } from '../../../schemas/common.js'
import { CartSchema } from '../../../schemas/wire.js'
import { createCartService } from '../../../services/cart-service.js'
import { MAX_LINE_QUANTITY, createCartIncrement } from '../../../services/cart-increment.js'
import { unprocessable } from '../../../errors.js'

const GuestId = Type.String({ minLength: 1, maxLength: 128 })
const Quantity = Type.Integer({ minimum: 1, maximum: 1000 })
const VariationEntry = Type.Object(
  {
    name: Type.Optional(Type.String({ maxLength: 100 })),
    type: Type.Optional(Type.String({ maxLength: 200 })),
    values: Type.Optional(Type.Unknown()),
  },
  { additionalProperties: false },
)
const LineFields = {
  variation: Type.Optional(Type.Array(VariationEntry, { maxItems: 20 })),
  add_on_ids: Type.Optional(Type.Array(IdParam, { maxItems: 30 })),
  add_on_qtys: Type.Optional(Type.Array(Type.Integer({ minimum: 0, maximum: 100 }), { maxItems: 30 })),
}

const CartResponse = { 200: CartSchema, ...errorResponses }

/**
 * The cart of a customer (bearer token) or a guest (guest_id). Every answer is
 * the whole cart in the moduleId header's module; prices are always the server's.
 */
const cart: FastifyPluginAsyncTypebox = async (app) => {
  const service = createCartService(app)
  const increment = createCartIncrement(app)

  app.get(
    '/list',
    { schema: { querystring: Type.Object({ guest_id: Type.Optional(GuestId) }), response: CartResponse } },
    async (request) => service.list(await request.requireOwner(request.query.guest_id), request.context.moduleId),
  )

  app.post(
    '/add',
    {
      schema: {
        body: Type.Object(
          {
            guest_id: Type.Optional(GuestId),
            item_id: IdParam,
            model: Type.Optional(Type.Union([Type.Literal('Item'), Type.Literal('ItemCampaign')], { default: 'Item' })),
            quantity: Quantity,
            ...LineFields,
          },
          { additionalProperties: false },
        ),
        response: CartResponse,
      },
    },
    async (request) => {
      const { guest_id, model, ...line } = request.body
      const owner = await request.requireOwner(guest_id)
      return service.add(owner, request.context, { ...line, model: model ?? 'Item' })
    },
  )

  app.post(
    '/update',
    {
      schema: {
        body: Type.Object(
          {
            cart_id: IdParam,
            guest_id: Type.Optional(GuestId),
            quantity: Type.Optional(Quantity),
            // relative change ("+1" is 1): safe under concurrent presses, unlike an absolute quantity
            quantity_delta: Type.Optional(Type.Integer({ minimum: -MAX_LINE_QUANTITY, maximum: MAX_LINE_QUANTITY })),
            ...LineFields,
          },
          { additionalProperties: false },
        ),
        response: CartResponse,
      },
    },
    async (request) => {
      const { guest_id, cart_id, quantity, quantity_delta, ...line } = request.body
      const owner = await request.requireOwner(guest_id)
      if (quantity_delta !== undefined) {
        if (quantity !== undefined || line.variation || line.add_on_ids || line.add_on_qtys) {
          throw unprocessable('quantity_delta', "Send quantity_delta alone, or quantity with the line's options.")
        }
        if (quantity_delta !== 0) await increment(owner, cart_id, quantity_delta)
        return service.list(owner, request.context.moduleId)
      }
      if (quantity === undefined) throw unprocessable('quantity', 'The quantity field is required.')
      return service.update(owner, request.context, cart_id, { ...line, quantity })
    },
  )

  app.delete(
    '/remove-item',
    { schema: { querystring: Type.Object({ cart_id: IdParam, guest_id: Type.Optional(GuestId) }), response: CartResponse } },
    async (request) => service.remove(await request.requireOwner(request.query.guest_id), request.context.moduleId, request.query.cart_id),
  )

  // the spec also lists a POST form of remove-item
  app.post(
    '/remove',
    {
      schema: {
        body: Type.Object({ cart_id: IdParam, guest_id: Type.Optional(GuestId) }, { additionalProperties: false }),
        response: CartResponse,
      },
    },
    async (request) => service.remove(await request.requireOwner(request.body.guest_id), request.context.moduleId, request.body.cart_id),
  )

  app.delete(
    '/remove',
    { schema: { querystring: Type.Object({ guest_id: Type.Optional(GuestId) }), response: CartResponse } },
    async (request) => service.clear(await request.requireOwner(request.query.guest_id), request.context.moduleId),
  )
}

export default cart
