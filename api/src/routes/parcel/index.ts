import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { IdParam, OpenObject, errorResponses } from '../../schemas/common.js'
import { OrderPlacedSchema } from '../../schemas/wire.js'
import { createOrderService, type PlaceParcelInput } from '../../services/order-service.js'

const Text = (maxLength: number) => Type.Optional(Type.String({ maxLength }))
const Latitude = Type.Number({ minimum: -90, maximum: 90 })
const Longitude = Type.Number({ minimum: -180, maximum: 180 })

const ChargeQuery = Type.Object(
  {
    parcel_category_id: IdParam,
    sender_latitude: Latitude,
    sender_longitude: Longitude,
    receiver_latitude: Latitude,
    receiver_longitude: Longitude,
  },
  { additionalProperties: false },
)

const ChargeBody = OpenObject({
  distance: Type.Number(),
  per_km_shipping_charge: Type.Number(),
  minimum_shipping_charge: Type.Number(),
  delivery_charge: Type.Number(),
})

const Receiver = Type.Object(
  {
    contact_person_name: Text(100),
    contact_person_number: Text(32),
    address: Text(500),
    latitude: Type.Optional(Latitude),
    longitude: Type.Optional(Longitude),
    road: Text(150),
    house: Text(150),
    floor: Text(50),
  },
  { additionalProperties: false },
)

const PlaceParcelBody = Type.Object(
  {
    order_type: Type.Literal('parcel'),
    payment_method: Type.Union([Type.Literal('cash_on_delivery'), Type.Literal('digital_payment'), Type.Literal('wallet')]),
    parcel_category_id: IdParam,
    charge_payer: Type.Union([Type.Literal('sender'), Type.Literal('receiver')]),
    receiver_details: Receiver,
    address: Text(500),
    latitude: Type.Optional(Latitude),
    longitude: Type.Optional(Longitude),
    address_type: Text(50),
    contact_person_name: Text(100),
    contact_person_number: Text(32),
    contact_person_email: Text(254),
    road: Text(150),
    house: Text(150),
    floor: Text(50),
    dm_tips: Type.Optional(Type.Number({ minimum: 0, maximum: 1000 })),
    order_note: Text(500),
    order_amount: Type.Optional(Type.Number({ minimum: 0, maximum: 1_000_000 })),
    guest_id: Type.Optional(Type.String({ minLength: 1, maxLength: 128 })),
    // the platform's client sends its distance; the server measures its own
    distance: Type.Optional(Type.Number({ minimum: 0, maximum: 40_000 })),
  },
  { additionalProperties: false },
)

const IdempotencyHeaders = Type.Object({ 'idempotency-key': Type.Optional(Type.String({ minLength: 8, maxLength: 128 })) })

/**
 * Parcels (spec: discovery-and-modules §2 /parcel-delivery-info): GET parcel/charge prices a
 * trip from the sender to the receiver for a category; POST parcel/place places the order
 * through the order service (order_type parcel), for customers and guests alike.
 */
const parcel: FastifyPluginAsyncTypebox = async (app) => {
  const service = createOrderService(app)

  app.get('/charge', { schema: { querystring: ChargeQuery, response: { 200: ChargeBody, ...errorResponses } } }, async (request) => {
    const q = request.query
    const quote = await service.parcelQuote(
      q.parcel_category_id,
      { lat: q.sender_latitude, lng: q.sender_longitude },
      { lat: q.receiver_latitude, lng: q.receiver_longitude },
    )
    return {
      distance: quote.distance,
      per_km_shipping_charge: quote.per_km_shipping_charge,
      minimum_shipping_charge: quote.minimum_shipping_charge,
      delivery_charge: quote.delivery_charge,
    }
  })

  app.post(
    '/place',
    { schema: { headers: IdempotencyHeaders, body: PlaceParcelBody, response: { 200: OrderPlacedSchema, ...errorResponses } } },
    async (request) => {
      const input = request.body as PlaceParcelInput
      return service.placeParcel(
        {
          owner: await request.requireOwner(input.guest_id),
          moduleId: request.context.moduleId,
          idempotencyKey: (request.headers['idempotency-key'] as string | undefined) ?? null,
        },
        input,
      )
    },
  )
}

export default parcel
