import multipart from '@fastify/multipart'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { fileTypeFromBuffer } from 'file-type'
import { Type, type Static } from 'typebox'
import { Value } from 'typebox/value'
import { HttpError, unprocessable } from '../../../errors.js'
import { IdParam, errorResponses } from '../../../schemas/common.js'
import { OrderPlacedSchema } from '../../../schemas/wire.js'
import { createOrderService, type OrderCaller, type PlaceOrderInput } from '../../../services/order-service.js'

const Text = (maxLength: number) => Type.Optional(Type.String({ maxLength }))
const Money = Type.Number({ minimum: 0, maximum: 1_000_000 })

const AddressFields = {
  address: Text(500),
  latitude: Type.Optional(Type.Number({ minimum: -90, maximum: 90 })),
  longitude: Type.Optional(Type.Number({ minimum: -180, maximum: 180 })),
  address_type: Text(50),
  contact_person_name: Text(100),
  contact_person_number: Text(32),
  contact_person_email: Text(254),
  road: Text(150),
  house: Text(150),
  floor: Text(50),
  additional_information: Text(500),
}

const CommonFields = {
  order_type: Type.Union([Type.Literal('delivery'), Type.Literal('take_away')]),
  store_id: IdParam,
  schedule_at: Type.Optional(Type.Union([Type.String({ maxLength: 25 }), Type.Null()])),
  dm_tips: Type.Optional(Type.Number({ minimum: 0, maximum: 1000 })),
  order_note: Text(500),
  delivery_instruction: Text(500),
  order_amount: Type.Optional(Money),
  guest_id: Type.Optional(Type.String({ minLength: 1, maxLength: 128 })),
  ...AddressFields,
}

const CartEntry = Type.Object(
  {
    item_id: IdParam,
    item_type: Type.Optional(Type.Union([Type.Literal('Item'), Type.Literal('ItemCampaign')])),
    quantity: Type.Integer({ minimum: 1, maximum: 1000 }),
    variation: Type.Optional(
      Type.Array(
        Type.Object({ name: Text(100), type: Text(200), values: Type.Optional(Type.Unknown()) }, { additionalProperties: false }),
        { maxItems: 20 },
      ),
    ),
    add_on_ids: Type.Optional(Type.Array(IdParam, { maxItems: 30 })),
    add_on_qtys: Type.Optional(Type.Array(Type.Integer({ minimum: 0, maximum: 100 }), { maxItems: 30 })),
    // the platform's client sends its price; it is read by nobody
    price: Type.Optional(Type.Number({ minimum: 0, maximum: 1_000_000 })),
  },
  { additionalProperties: false },
)

const PlaceBody = Type.Object(
  {
    ...CommonFields,
    payment_method: Type.Union([Type.Literal('cash_on_delivery'), Type.Literal('digital_payment'), Type.Literal('wallet')]),
    source: Type.Optional(Type.Union([Type.Literal('cart'), Type.Literal('buy_now'), Type.Literal('campaign')])),
    cart: Type.Optional(Type.Array(CartEntry, { maxItems: 1 })),
    coupon_code: Text(50),
    cutlery: Type.Optional(Type.Boolean()),
    callback: Text(2000),
  },
  { additionalProperties: false },
)

const PrescriptionFields = Type.Object(
  { ...CommonFields, payment_method: Type.Optional(Type.Literal('cash_on_delivery')) },
  { additionalProperties: false },
)

const IdempotencyHeaders = Type.Object({ 'idempotency-key': Type.Optional(Type.String({ minLength: 8, maxLength: 128 })) })

export const PRESCRIPTION_LIMIT_MESSAGE = 'Maximum 3 images can be send at a time.'
export const PRESCRIPTION_REQUIRED_MESSAGE = 'Please upload your prescription image'
const MAX_IMAGES = 3
const MAX_IMAGE_BYTES = 5 * 1024 * 1024
const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif'])

async function callerOf(request: FastifyRequest, guestId: string | undefined): Promise<OrderCaller> {
  return {
    owner: await request.requireOwner(guestId),
    moduleId: request.context.moduleId,
    idempotencyKey: (request.headers['idempotency-key'] as string | undefined) ?? null,
  }
}

/** POST customer/order/place and customer/order/prescription/place (multipart). */
const place: FastifyPluginAsyncTypebox = async (app) => {
  const service = createOrderService(app)
  // multipart only here, for the prescription images; every other route keeps refusing it
  await app.register(multipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: MAX_IMAGES + 1, fields: 40, fieldSize: 2000, parts: 50 },
  })

  app.post(
    '/place',
    { schema: { headers: IdempotencyHeaders, body: PlaceBody, response: { 200: OrderPlacedSchema, ...errorResponses } } },
    async (request) => {
      const input = request.body as PlaceOrderInput
      return service.place(await callerOf(request, input.guest_id), input)
    },
  )

  app.post(
    '/prescription/place',
    { schema: { headers: IdempotencyHeaders, response: { 200: OrderPlacedSchema, ...errorResponses } } },
    async (request) => {
      if (!request.isMultipart()) throw unprocessable('order_attachment', PRESCRIPTION_REQUIRED_MESSAGE)
      const fields: Record<string, string> = {}
      const files: { contentType: string; bytes: Buffer }[] = []
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          if (part.fieldname !== 'order_attachment[]' && part.fieldname !== 'order_attachment') {
            await part.toBuffer()
            throw unprocessable(part.fieldname, 'Unexpected file field.')
          }
          if (files.length >= MAX_IMAGES) throw unprocessable('order_attachment', PRESCRIPTION_LIMIT_MESSAGE)
          const bytes = await part.toBuffer()
          if (part.file.truncated) throw new HttpError(413, 'order_attachment', 'Each image must be 5 MB or smaller.')
          // the type by the bytes, not by the name or the header the client chose
          const type = await fileTypeFromBuffer(bytes)
          if (!type || !IMAGE_TYPES.has(type.mime))
            throw unprocessable('order_attachment', 'Only images can be uploaded (PNG, JPEG, WebP or GIF).')
          files.push({ contentType: type.mime, bytes })
        } else if (typeof part.value === 'string') {
          fields[part.fieldname] = part.value
        }
      }
      if (files.length === 0) throw unprocessable('order_attachment', PRESCRIPTION_REQUIRED_MESSAGE)
      const input = parsePrescriptionFields(fields)
      return service.placePrescription(await callerOf(request, input.guest_id), input, files)
    },
  )
}

/** Multipart fields are text: the numbers are read and the whole checked with the same schema rules as a JSON body. */
function parsePrescriptionFields(fields: Record<string, string>): PlaceOrderInput {
  const numeric = ['store_id', 'latitude', 'longitude', 'dm_tips', 'order_amount']
  const body: Record<string, unknown> = { payment_method: 'cash_on_delivery' }
  for (const [key, value] of Object.entries(fields)) {
    if (key === 'distance') continue // computed by the server
    body[key] = numeric.includes(key) && value.trim() !== '' ? Number(value) : value
  }
  if (!Value.Check(PrescriptionFields, body)) {
    const error = [...Value.Errors(PrescriptionFields, body)][0]
    const field = error?.instancePath?.replace(/^\//, '') || 'body'
    throw unprocessable(field, `The field ${field} is not valid.`)
  }
  return body as Static<typeof PrescriptionFields> as PlaceOrderInput
}

export default place
