import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type, type Static } from 'typebox'
import { HttpError, notFound, unprocessable } from '../../../errors.js'
import { zoneIdsAt, type AddressFields, type AddressRow } from '../../../repositories/address-repository.js'
import { rowOffset } from '../../../http/catalogue-scope.js'
import { PageQuery } from '../../../schemas/catalogue.js'
import { IdParam, OpenObject, errorResponses } from '../../../schemas/common.js'
import { AddressListSchema } from '../../../schemas/wire.js'
import { createPhoneService } from '../../../services/phone-service.js'

const Text = (maxLength: number) => Type.Optional(Type.Union([Type.String({ maxLength }), Type.Null()]))

/**
 * The address fields of add and update. The required ones are optional here so that a missing
 * one gets the spec's own message (shopping-core §5 Address form) rather than the generic one.
 */
const AddressFieldsBody = {
  address_type: Text(50),
  address_label: Text(50),
  contact_person_name: Text(100),
  contact_person_number: Text(20),
  contact_person_email: Text(255),
  address: Text(500),
  latitude: Type.Optional(Type.Number({ minimum: -90, maximum: 90 })),
  longitude: Type.Optional(Type.Number({ minimum: -180, maximum: 180 })),
  road: Text(255),
  house: Text(255),
  floor: Text(255),
  additional_information: Text(500),
}
const AddressBody = Type.Object(AddressFieldsBody, { additionalProperties: false })
type AddressInput = Static<typeof AddressBody>

const AddedBody = OpenObject({ message: Type.String(), zone_ids: Type.Array(Type.Integer()) })
const MessageResponse = { 200: AddedBody, ...errorResponses }
const Message = OpenObject({ message: Type.String() })

const addressNotFound = () => notFound('address', 'Address not found')
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** The trimmed text, or null when empty. */
const clean = (value: string | null | undefined) => {
  const text = (value ?? '').trim()
  return text === '' ? null : text
}

/**
 * A customer's saved delivery addresses (spec: shopping-core §3 Address, §4 Addresses, §7):
 * signed-in customers only, each sees and changes only their own. Every address lies in a
 * served zone; the list says which zones contain each one, so checkout can keep to the store's.
 */
const addresses: FastifyPluginAsyncTypebox = async (app) => {
  const phones = createPhoneService(app)
  const repo = app.repos.addresses
  // signed-in customers only: a request without a valid token is a 401 before its body is looked at
  app.addHook('onRequest', async (request) => {
    await request.requireCustomer()
  })

  /** The stored fields of a valid input, or a 422 / 403 with a message a customer can act on. */
  async function fieldsOf(input: AddressInput): Promise<{ fields: AddressFields; zoneIds: number[] }> {
    const address = clean(input.address)
    if (!address) throw unprocessable('address', 'Address is required')
    const name = clean(input.contact_person_name)
    if (!name) throw unprocessable('contact_person_name', 'Name is required')
    const phone = clean(input.contact_person_number)
    if (!phone) throw unprocessable('contact_person_number', 'Phone Number is required')
    const { latitude, longitude } = input
    if (latitude === undefined || !Number.isFinite(latitude)) throw unprocessable('latitude', 'The latitude field is required.')
    if (longitude === undefined || !Number.isFinite(longitude)) throw unprocessable('longitude', 'The longitude field is required.')
    const email = clean(input.contact_person_email)
    if (email && !EMAIL.test(email)) throw unprocessable('contact_person_email', 'The contact person email must be a valid email address.')
    const contactNumber = await phones.require(phone, 'contact_person_number')
    const zoneIds = zoneIdsAt(await repo.activeZones(), latitude, longitude)
    // as the platform answers: a point outside every served zone cannot be a delivery address
    if (zoneIds.length === 0) throw new HttpError(403, 'coordinates', 'Service not available in this area')
    // a label replaces the type (spec: shopping-core §3 Address, §4 Addresses)
    const label = clean(input.address_label)
    return {
      zoneIds,
      fields: {
        address_type: label ?? clean(input.address_type) ?? 'home',
        address_label: label,
        contact_person_name: name,
        contact_person_number: contactNumber,
        contact_person_email: email,
        address,
        latitude,
        longitude,
        zone_id: zoneIds[0]!,
        road: clean(input.road),
        house: clean(input.house),
        floor: clean(input.floor),
        additional_information: clean(input.additional_information),
      },
    }
  }

  async function update(customerId: number, id: number, input: AddressInput) {
    const { fields, zoneIds } = await fieldsOf(input)
    if (!(await repo.update(customerId, id, fields))) throw addressNotFound()
    return { message: 'Updated successfully.', zone_ids: zoneIds }
  }

  async function remove(customerId: number, id: number) {
    if (!(await repo.remove(customerId, id))) throw addressNotFound()
    return { message: 'Successfully removed!' }
  }

  app.get(
    '/list',
    { schema: { querystring: Type.Object(PageQuery), response: { 200: AddressListSchema, ...errorResponses } } },
    async (request) => {
      const customerId = await request.requireCustomer()
      const { limit, offset } = request.query
      const [page, zones] = await Promise.all([repo.page(customerId, { limit, skip: rowOffset({ limit, offset }) }), repo.activeZones()])
      return {
        total_size: page.total,
        limit,
        offset,
        addresses: page.rows.map((row: AddressRow) => ({
          id: row.id,
          address_type: row.address_type,
          address_label: row.address_label,
          contact_person_name: row.contact_person_name,
          contact_person_number: row.contact_person_number,
          contact_person_email: row.contact_person_email,
          address: row.address,
          // strings, as the platform sends them
          latitude: String(row.latitude),
          longitude: String(row.longitude),
          zone_id: row.zone_id,
          zone_ids: zoneIdsAt(zones, row.latitude, row.longitude),
          road: row.road,
          house: row.house,
          floor: row.floor,
          additional_information: row.additional_information,
          created_at: row.created_at.toISOString(),
          updated_at: row.updated_at.toISOString(),
        })),
      }
    },
  )

  app.post('/add', { schema: { body: AddressBody, response: MessageResponse } }, async (request) => {
    const customerId = await request.requireCustomer()
    const { fields, zoneIds } = await fieldsOf(request.body)
    await repo.add(customerId, fields)
    return { message: 'Successfully added!', zone_ids: zoneIds }
  })

  app.post(
    '/update',
    { schema: { body: Type.Object({ id: IdParam, ...AddressFieldsBody }, { additionalProperties: false }), response: MessageResponse } },
    async (request) => {
      const customerId = await request.requireCustomer()
      const { id, ...input } = request.body
      return update(customerId, id, input)
    },
  )

  app.put(
    '/update/:id',
    { schema: { params: Type.Object({ id: IdParam }), body: AddressBody, response: MessageResponse } },
    async (request) => update(await request.requireCustomer(), request.params.id, request.body),
  )

  app.post(
    '/delete',
    {
      schema: {
        body: Type.Object({ id: Type.Optional(IdParam), address_id: Type.Optional(IdParam) }, { additionalProperties: false }),
        response: { 200: Message, ...errorResponses },
      },
    },
    async (request) => {
      const customerId = await request.requireCustomer()
      const id = request.body.id ?? request.body.address_id
      if (id === undefined) throw unprocessable('id', 'The id field is required.')
      return remove(customerId, id)
    },
  )

  app.delete(
    '/delete',
    { schema: { querystring: Type.Object({ address_id: IdParam }), response: { 200: Message, ...errorResponses } } },
    async (request) => remove(await request.requireCustomer(), request.query.address_id),
  )
}

export default addresses
