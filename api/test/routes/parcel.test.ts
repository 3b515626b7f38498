import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { distanceKm, parcelCharge } from '@storefront/domain'
import { buildTestApp, drivers, json } from '../helper.js'
import { PARCEL_RECEIVER_OUTSIDE, RECEIVER_PAYS_CASH } from '../../src/services/order-service.js'

// Manhattan (zone 1) and Chicago (zone 4, no parcel module in the seed)
const SENDER = { lat: 40.7561, lng: -73.9869 }
const RECEIVER = { lat: 40.7416, lng: -73.9897 }
const CHICAGO = { lat: 41.8837, lng: -87.6325 }

for (const { driver, skip } of await drivers()) {
  describe(`parcel charge and placement (${driver})`, { skip }, () => {
    let app: FastifyInstance
    let token: string
    let parcelModule: number
    let categories: { id: number; parcel_per_km_shipping_charge: number | null; parcel_minimum_shipping_charge: number | null }[]
    const sql = async <T = Record<string, unknown>>(text: string, params: unknown[] = []) => (await app.db.query<T>(text, params)).rows

    const charge = (categoryId: number, from = SENDER, to = RECEIVER) =>
      app.inject({
        url: `/api/v1/parcel/charge?parcel_category_id=${categoryId}&sender_latitude=${from.lat}&sender_longitude=${from.lng}&receiver_latitude=${to.lat}&receiver_longitude=${to.lng}`,
      })
    const body = (overrides: Record<string, unknown> = {}) => ({
      order_type: 'parcel',
      payment_method: 'cash_on_delivery',
      parcel_category_id: categories[0]!.id,
      charge_payer: 'sender',
      address: '1 Sender Street',
      latitude: SENDER.lat,
      longitude: SENDER.lng,
      contact_person_name: 'Jane Doe',
      contact_person_number: '+15550100100',
      receiver_details: {
        contact_person_name: 'Rita Receiver',
        contact_person_number: '+1 212 555 0199',
        address: '2 Receiver Avenue',
        latitude: RECEIVER.lat,
        longitude: RECEIVER.lng,
      },
      ...overrides,
    })
    const place = (payload: object, key?: string, bearer: string | null = token) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/parcel/place',
        payload,
        headers: {
          moduleid: String(parcelModule),
          ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
          ...(key ? { 'idempotency-key': key } : {}),
        },
      })

    before(async () => {
      app = await buildTestApp(driver)
      token = json(
        await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { phone: '+15550100100', password: 'Demo@1234' } }),
      ).token
      parcelModule = (await sql<{ id: number }>(`select id from modules where module_type = 'parcel'`))[0]!.id
      categories = (
        await sql<{ id: number; parcel_per_km_shipping_charge: string | null; parcel_minimum_shipping_charge: string | null }>(
          'select id, parcel_per_km_shipping_charge, parcel_minimum_shipping_charge from parcel_categories where module_id = $1 order by id',
          [parcelModule],
        )
      ).map((row) => ({
        id: row.id,
        parcel_per_km_shipping_charge: row.parcel_per_km_shipping_charge === null ? null : Number(row.parcel_per_km_shipping_charge),
        parcel_minimum_shipping_charge: row.parcel_minimum_shipping_charge === null ? null : Number(row.parcel_minimum_shipping_charge),
      }))
      assert.ok(categories.length >= 2, 'the seed has parcel categories')
    })
    after(async () => {
      await app?.close()
    })

    test('the parcel home content: why-choose cards and the intro image with three label/description pairs, images served', async () => {
      const cards = json(await app.inject({ url: '/api/v1/why-choose' }))
      assert.ok(cards.length >= 3)
      assert.ok(cards.every((card: { title: string; short_description: string }) => card.title && card.short_description))
      const video = json(await app.inject({ url: '/api/v1/video-content' }))
      assert.equal(video.banner_type, 'image')
      assert.equal(video.banner_contents.length, 6)
      for (const url of [cards[0].image_full_url, video.banner_image_full_url]) {
        const image = await app.inject({ url: new URL(url).pathname })
        assert.equal(image.statusCode, 200, url)
        assert.match(image.headers['content-type'] as string, /image\/svg/)
      }
    })

    test('every category is charged by its per-km rate and minimum over the measured distance', async () => {
      const zone = (
        await sql<{ per_km_shipping_charge: string; minimum_shipping_charge: string }>(
          'select per_km_shipping_charge, minimum_shipping_charge from zone_module where zone_id = 1 and module_id = $1',
          [parcelModule],
        )
      )[0]!
      const distance = distanceKm(SENDER, RECEIVER)
      for (const category of categories) {
        const response = await charge(category.id)
        assert.equal(response.statusCode, 200, response.body)
        const quote = json(response)
        assert.equal(quote.distance, distance)
        assert.equal(quote.delivery_charge, parcelCharge(distance, category, zone).charge, `category ${category.id}`)
        assert.ok(quote.delivery_charge >= (category.parcel_minimum_shipping_charge ?? 0))
      }
    })

    test('a category without its own rates is charged by the zone', async () => {
      await sql('update parcel_categories set parcel_per_km_shipping_charge = null, parcel_minimum_shipping_charge = null where id = $1', [
        categories[1]!.id,
      ])
      await sql('update zone_module set per_km_shipping_charge = 7, minimum_shipping_charge = 3 where zone_id = 1 and module_id = $1', [
        parcelModule,
      ])
      const quote = json(await charge(categories[1]!.id))
      assert.equal(quote.per_km_shipping_charge, 7)
      assert.equal(quote.delivery_charge, Math.round(Math.max(distanceKm(SENDER, RECEIVER) * 7, 3) * 100) / 100)
    })

    test('a receiver outside every parcel zone, or an unknown category, is refused clearly', async () => {
      const outside = await charge(categories[0]!.id, SENDER, CHICAGO)
      assert.equal(outside.statusCode, 403)
      assert.equal(json(outside).errors[0].message, PARCEL_RECEIVER_OUTSIDE)
      assert.equal((await charge(999999)).statusCode, 404)
      assert.equal((await app.inject({ url: '/api/v1/parcel/charge?parcel_category_id=abc' })).statusCode, 422)
    })

    test('placing: a parcel order with the receiver, the category and the payer, charged by the server', async () => {
      const quote = json(await charge(categories[0]!.id))
      const response = await place(
        body({ dm_tips: 2, order_amount: quote.delivery_charge + 2, order_note: 'Ring twice' }),
        'parcel-key-0001',
      )
      assert.equal(response.statusCode, 200, response.body)
      const placed = json(response)
      assert.equal(placed.total_ammount, Math.round((quote.delivery_charge + 2) * 100) / 100)
      const [order] = await sql<Record<string, unknown>>(
        `select order_type, source, store_id, parcel_category_id, charge_payer, receiver_details, delivery_address, delivery_charge::float as delivery_charge,
                dm_tips::float as dm_tips, order_note, order_status from orders where id = $1`,
        [placed.order_id],
      )
      assert.equal(order!.order_type, 'parcel')
      assert.equal(order!.source, 'parcel')
      assert.equal(order!.store_id, null)
      assert.equal(order!.parcel_category_id, categories[0]!.id)
      assert.equal(order!.charge_payer, 'sender')
      assert.equal(order!.delivery_charge, quote.delivery_charge)
      assert.equal(order!.order_status, 'pending')
      const receiver = order!.receiver_details as Record<string, string>
      assert.equal(receiver.contact_person_name, 'Rita Receiver')
      assert.equal(receiver.contact_person_number, '+12125550199')
      assert.equal((order!.delivery_address as Record<string, string>).address, '1 Sender Street')

      // the same key again: the first answer, no second order
      const again = await place(body({ dm_tips: 2, order_amount: quote.delivery_charge + 2, order_note: 'Ring twice' }), 'parcel-key-0001')
      assert.equal(json(again).order_id, placed.order_id)

      // tracked like any order
      const tracked = await app.inject({
        url: `/api/v1/customer/order/track?order_id=${placed.order_id}`,
        headers: { authorization: `Bearer ${token}` },
      })
      assert.equal(tracked.statusCode, 200, tracked.body)
      assert.equal(json(tracked).order_type, 'parcel')
      assert.equal(json(tracked).parcel_category.id, categories[0]!.id)
    })

    test('a total that differs from the server’s, a receiver paying online, a missing receiver: clear refusals', async () => {
      const stale = await place(body({ order_amount: 0.01 }))
      assert.equal(stale.statusCode, 409)
      const online = await place(body({ charge_payer: 'receiver', payment_method: 'digital_payment' }))
      assert.equal(online.statusCode, 403)
      assert.equal(json(online).errors[0].message, RECEIVER_PAYS_CASH)
      const noName = await place(
        body({ receiver_details: { contact_person_number: '+12125550199', address: 'x', latitude: 1, longitude: 1 } }),
      )
      assert.equal(noName.statusCode, 422)
      assert.equal(json(noName).errors[0].message, 'Receiver name is required')
      const nowhere = await place(body({ receiver_details: { ...body().receiver_details, latitude: CHICAGO.lat, longitude: CHICAGO.lng } }))
      assert.equal(nowhere.statusCode, 403)
    })

    test('a guest places a parcel order with their guest id and contact', async () => {
      const guestId = json(await app.inject({ method: 'POST', url: '/api/v1/auth/guest/request' })).guest_id
      const response = await place(
        body({ guest_id: String(guestId), contact_person_email: 'guest@example.com', charge_payer: 'receiver' }),
        undefined,
        null,
      )
      assert.equal(response.statusCode, 200, response.body)
    })
  })
}
