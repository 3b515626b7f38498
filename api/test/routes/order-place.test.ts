import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { COD_LIMIT_MESSAGE, computeBill, deliveryFee, distanceKm } from '@storefront/domain'
import { BILL_CASES } from '@storefront/domain/src/testing-cases/bill-cases.ts'
import { buildTestApp, drivers, json, multipart } from '../helper.js'

const GROCERY = 2
const DEMO_PHONE = '+15550100100'

// PNG, JPEG and PDF signatures: the upload is typed by its bytes
const png = () => Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(64, 1)])
const pdf = () => Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n')

for (const { driver, skip } of await drivers()) {
  describe(`order placement (${driver})`, { skip }, () => {
    let app: FastifyInstance
    let token: string
    let customerId: number
    /** A grocery store arranged per test: always open, no store discount, its zone's terms known. */
    let store: { id: number; zone_id: number; latitude: number; longitude: number; module_id: number }

    const newGuest = async () => json(await app.inject({ method: 'POST', url: '/api/v1/auth/guest/request' })).guest_id as string
    const headers = (bearer?: string, key?: string) => ({
      moduleid: String(GROCERY),
      ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      ...(key ? { 'idempotency-key': key } : {}),
    })
    const place = (payload: object, bearer?: string, key?: string) =>
      app.inject({ method: 'POST', url: '/api/v1/customer/order/place', payload, headers: headers(bearer, key) })
    const addToCart = async (payload: object, bearer?: string) => {
      const response = await app.inject({ method: 'POST', url: '/api/v1/customer/cart/add', payload, headers: headers(bearer) })
      assert.equal(response.statusCode, 200, response.body)
    }
    const contact = { contact_person_name: 'Ada Guest', contact_person_number: '+1 212 555 0142', contact_person_email: 'ada@example.com' }
    const at = (lat: number, lng: number) => ({ address: '5 Test Street', latitude: lat, longitude: lng, address_type: 'home' })
    const sql = async <T = Record<string, unknown>>(text: string, params: unknown[] = []) => (await app.db.query<T>(text, params)).rows

    /** A plain item of the store with these numbers; returns its id. */
    async function arrangeItem(fields: { price: number; discount?: number; discount_type?: string; stock?: number; addOns?: number[] }) {
      const [item] = await sql<{ id: number }>(`select i.id from items i where i.store_id = $1 and i.status order by i.id limit 1`, [
        store.id,
      ])
      await sql(
        `update items set price = $2, discount = $3, discount_type = $4, stock = $5, variations = '[]', food_variations = '[]',
                choice_options = '[]', add_ons = $6, maximum_cart_quantity = null, available_time_starts = '00:00',
                available_time_ends = '23:59:59'
          where id = $1`,
        [
          item!.id,
          fields.price,
          fields.discount ?? 0,
          fields.discount_type ?? 'amount',
          fields.stock ?? 100,
          JSON.stringify(fields.addOns ?? []),
        ],
      )
      await sql('delete from flash_sale_items where item_id = $1', [item!.id])
      return item!.id
    }

    async function arrangeTerms(terms: { tax: number; per_km: number; min: number; max: number | null; cod_max?: number | null }) {
      await sql(
        `update stores set tax = $2, always_open = true, active = true, free_delivery = false, self_delivery_system = false,
                minimum_order = 0, delivery = true, take_away = true, schedule_order = true where id = $1`,
        [store.id, terms.tax],
      )
      await sql('delete from store_discounts where store_id = $1', [store.id])
      await sql(
        `update zone_module set per_km_shipping_charge = $3, minimum_shipping_charge = $4, maximum_shipping_charge = $5,
                maximum_cod_order_amount = $6 where zone_id = $1 and module_id = $2`,
        [store.zone_id, GROCERY, terms.per_km, terms.min, terms.max, terms.cod_max ?? null],
      )
      await sql('update zones set cash_on_delivery = true, digital_payment = true, increased_delivery_fee_status = false where id = $1', [
        store.zone_id,
      ])
    }

    async function setBusiness(values: Record<string, unknown>) {
      await sql(`update business_settings set value = value || $1::jsonb where key = 'business'`, [JSON.stringify(values)])
    }

    before(async () => {
      app = await buildTestApp(driver)
      const login = json(
        await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { phone: DEMO_PHONE, password: 'Demo@1234' } }),
      )
      token = login.token
      customerId = (await sql<{ id: number }>('select id from customers where phone = $1', [DEMO_PHONE]))[0]!.id
      const [row] = await sql<typeof store>(
        `select s.id, s.zone_id, s.latitude, s.longitude, s.module_id from stores s
          where s.module_id = $1 and s.active and exists (select 1 from items i where i.store_id = s.id and i.status)
          order by s.id limit 1`,
        [GROCERY],
      )
      store = row!
      await setBusiness({
        guest_checkout_status: 1,
        tax_included: 0,
        dm_tips_status: 1,
        additional_charge_status: 0,
        free_delivery_over: null,
      })
    })
    after(async () => {
      await app?.close()
    })

    test('the bill table through the API: the server charges what the domain computes, at the store’s door', async () => {
      for (const billCase of BILL_CASES.slice(0, 2)) {
        const { input } = billCase
        await arrangeTerms({
          tax: Number(input.store.tax) || 0,
          per_km: input.zone.per_km_shipping_charge,
          min: input.zone.minimum_shipping_charge,
          max: input.zone.maximum_shipping_charge ?? null,
        })
        await setBusiness({ free_delivery_over: input.freeDeliveryOver ?? null, tax_included: input.taxIncluded ? 1 : 0 })
        const line = input.lines[0]!
        const addOnIds: number[] = []
        for (const addOn of line.item?.add_ons ?? []) {
          const [row] = await sql<{ id: number }>('insert into add_ons (store_id, name, price) values ($1, $2, $3) returning id', [
            store.id,
            `Extra ${addOn.id}`,
            addOn.price,
          ])
          addOnIds.push(row!.id)
        }
        const itemId = await arrangeItem({
          price: line.item!.price,
          discount: Number(line.item!.discount) || 0,
          discount_type: line.item!.discount_type ?? 'amount',
          addOns: addOnIds,
        })
        let coupon: string | undefined
        if (input.coupon) {
          coupon = `BILL${Math.random().toString(36).slice(2, 8).toUpperCase()}`
          await sql(
            `insert into coupons (title, code, start_date, expire_date, min_purchase, max_discount, discount, discount_type, coupon_type, module_id)
             values ('Bill case', $1, current_date - 1, current_date + 10, $2, $3, $4, $5, $6, $7)`,
            [
              coupon,
              input.coupon.min_purchase,
              input.coupon.max_discount,
              input.coupon.discount,
              input.coupon.discount_type,
              input.coupon.coupon_type,
              GROCERY,
            ],
          )
        }
        const guest = await newGuest()
        await addToCart({
          guest_id: guest,
          item_id: itemId,
          quantity: line.quantity,
          add_on_ids: addOnIds,
          add_on_qtys: line.add_on_qtys ?? [],
        })
        const expected = computeBill({
          ...input,
          distanceKm: 0,
          lines: [
            {
              ...line,
              add_on_ids: addOnIds,
              item: { ...line.item!, add_ons: line.item!.add_ons?.map((a, i) => ({ ...a, id: addOnIds[i]! })) },
            },
          ],
        })
        const response = await place({
          guest_id: guest,
          order_type: 'delivery',
          payment_method: 'cash_on_delivery',
          store_id: store.id,
          dm_tips: input.tips ?? 0,
          coupon_code: coupon,
          order_amount: expected.total,
          ...contact,
          ...at(store.latitude, store.longitude),
        })
        assert.equal(response.statusCode, 200, `${billCase.name}: ${response.body}`)
        const placed = json(response)
        assert.equal(placed.total_ammount, expected.total, billCase.name)
        const [order] = await sql<Record<string, number | string>>('select * from orders where id = $1', [placed.order_id])
        assert.equal(order!.order_amount, expected.total)
        assert.equal(order!.delivery_charge, expected.deliveryFee)
        assert.equal(order!.total_tax_amount, expected.tax)
        assert.equal(order!.coupon_discount_amount, expected.couponDiscount)
        assert.equal(order!.store_discount_amount, expected.discount)
        assert.equal(order!.is_guest, true)
        // the cart is emptied by the placement, and only then
        const cart = json(await app.inject({ url: `/api/v1/customer/cart/list?guest_id=${guest}`, headers: headers() }))
        assert.deepEqual(cart, [])
        const details = await sql<{ quantity: number; total_add_on_price: number }>('select * from order_details where order_id = $1', [
          placed.order_id,
        ])
        assert.equal(details.length, 1)
        assert.equal(details[0]!.quantity, line.quantity)
      }
    })

    test('the fee follows the distance the server measures, not one the client sends', async () => {
      await arrangeTerms({ tax: 0, per_km: 2, min: 1, max: null })
      await setBusiness({ free_delivery_over: null })
      const itemId = await arrangeItem({ price: 10 })
      const guest = await newGuest()
      await addToCart({ guest_id: guest, item_id: itemId, quantity: 1 })
      const address = { lat: store.latitude + 0.012, lng: store.longitude + 0.004 }
      const fee = deliveryFee({
        orderType: 'delivery',
        distanceKm: distanceKm({ lat: store.latitude, lng: store.longitude }, address),
        subtotal: 10,
        store: {},
        zone: { per_km_shipping_charge: 2, minimum_shipping_charge: 1 },
      })
      const response = await place({
        guest_id: guest,
        order_type: 'delivery',
        payment_method: 'cash_on_delivery',
        store_id: store.id,
        ...contact,
        ...at(address.lat, address.lng),
        distance: 0.001,
      } as object)
      // an unknown field (distance) is dropped, never read
      assert.equal(response.statusCode, 200, response.body)
      const [order] = await sql<{ delivery_charge: number }>('select delivery_charge from orders where id = $1', [json(response).order_id])
      assert.equal(order!.delivery_charge, fee.fee)
      assert.ok(fee.fee > 1)
    })

    test('a total other than the server’s is refused and nothing changes; a price in a Buy Now line is never read', async () => {
      await arrangeTerms({ tax: 0, per_km: 0, min: 2, max: null })
      const itemId = await arrangeItem({ price: 12, stock: 10 })
      const guest = await newGuest()
      await addToCart({ guest_id: guest, item_id: itemId, quantity: 1 })
      const base = {
        guest_id: guest,
        order_type: 'delivery',
        payment_method: 'cash_on_delivery',
        store_id: store.id,
        ...contact,
        ...at(store.latitude, store.longitude),
      }
      const cheap = await place({ ...base, order_amount: 0.01 })
      assert.equal(cheap.statusCode, 409)
      assert.equal(json(cheap).errors[0].code, 'order_amount')
      assert.equal(json(cheap).errors[0].message, 'The order total has changed. Please review your order.')
      const cart = json(await app.inject({ url: `/api/v1/customer/cart/list?guest_id=${guest}`, headers: headers() }))
      assert.equal(cart.length, 1, 'the cart is kept')
      assert.equal((await sql<{ stock: number }>('select stock from items where id = $1', [itemId]))[0]!.stock, 10)

      const buyNow = await place({ ...base, source: 'buy_now', cart: [{ item_id: itemId, quantity: 2, price: 0.01 }] })
      assert.equal(buyNow.statusCode, 200, buyNow.body)
      assert.equal(json(buyNow).total_ammount, 26)
      assert.equal((await sql<{ stock: number }>('select stock from items where id = $1', [itemId]))[0]!.stock, 8)
      const still = json(await app.inject({ url: `/api/v1/customer/cart/list?guest_id=${guest}`, headers: headers() }))
      assert.equal(still.length, 1, 'Buy Now leaves the cart alone')
    })

    test('manipulated option sets are refused with 422 before anything is charged', async () => {
      const [food] = await sql<{
        id: number
        store_id: number
        food_variations: { name: string; type: string; max: string; values: { label: string }[] }[]
      }>(
        `select i.id, i.store_id, i.food_variations from items i join stores s on s.id = i.store_id
          where i.module_id = 1 and s.active and i.status and jsonb_array_length(i.food_variations) > 0 order by i.id limit 1`,
      )
      if (!food) return
      await sql('update stores set always_open = true where id = $1', [food.store_id])
      await sql(`update items set available_time_starts = '00:00', available_time_ends = '23:59:59' where id = $1`, [food.id])
      const guest = await newGuest()
      const group = food.food_variations[0]!
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/customer/order/place',
        headers: { moduleid: '1' },
        payload: {
          guest_id: guest,
          order_type: 'take_away',
          payment_method: 'cash_on_delivery',
          store_id: food.store_id,
          source: 'buy_now',
          cart: [{ item_id: food.id, quantity: 1, variation: [{ name: group.name, values: { label: ['No such option'] } }] }],
          ...contact,
        },
      })
      assert.equal(response.statusCode, 422, response.body)
    })

    test('one Idempotency-Key makes one order, whatever the retries and the tabs', async () => {
      await arrangeTerms({ tax: 0, per_km: 0, min: 2, max: null })
      const itemId = await arrangeItem({ price: 5, stock: 100 })
      const key = `key-${Math.random().toString(36).slice(2)}`
      const body = {
        order_type: 'delivery',
        payment_method: 'cash_on_delivery',
        store_id: store.id,
        source: 'buy_now',
        cart: [{ item_id: itemId, quantity: 1 }],
        ...contact,
        ...at(store.latitude, store.longitude),
      }
      const answers = await Promise.all(Array.from({ length: 20 }, () => place(body, token, key)))
      for (const answer of answers) assert.equal(answer.statusCode, 200, answer.body)
      const ids = new Set(answers.map((answer) => json(answer).order_id))
      assert.equal(ids.size, 1)
      const [count] = await sql<{ n: number }>('select count(*)::int as n from order_details where item_id = $1 and order_id = $2', [
        itemId,
        [...ids][0],
      ])
      assert.equal(count!.n, 1)
      assert.equal((await sql<{ stock: number }>('select stock from items where id = $1', [itemId]))[0]!.stock, 99)
      const reused = await place({ ...body, order_note: 'another order' }, token, key)
      assert.equal(reused.statusCode, 409)
      assert.equal(json(reused).errors[0].code, 'idempotency_key')
    })

    test('the last items: 50 buyers at once never take the stock below zero', async () => {
      await arrangeTerms({ tax: 0, per_km: 0, min: 0, max: null })
      const itemId = await arrangeItem({ price: 3, stock: 5 })
      const guests = await Promise.all(Array.from({ length: 50 }, () => newGuest()))
      const answers = await Promise.all(
        guests.map((guest) =>
          place({
            guest_id: guest,
            order_type: 'take_away',
            payment_method: 'cash_on_delivery',
            store_id: store.id,
            source: 'buy_now',
            cart: [{ item_id: itemId, quantity: 1 }],
            ...contact,
          }),
        ),
      )
      const placed = answers.filter((answer) => answer.statusCode === 200)
      assert.equal(placed.length, 5)
      for (const refused of answers.filter((answer) => answer.statusCode !== 200)) {
        assert.equal(refused.statusCode, 403, refused.body)
        assert.equal(json(refused).errors[0].code, 'stock')
      }
      assert.equal((await sql<{ stock: number }>('select stock from items where id = $1', [itemId]))[0]!.stock, 0)
    })

    test('payment methods: cash on delivery up to the zone’s maximum, the wallet’s balance, digital payment’s page', async () => {
      await arrangeTerms({ tax: 0, per_km: 0, min: 0, max: null, cod_max: 20 })
      const itemId = await arrangeItem({ price: 15, stock: 100 })
      const buy = (quantity: number, payment_method: string, bearer = token) =>
        place(
          {
            order_type: 'take_away',
            payment_method,
            store_id: store.id,
            source: 'buy_now',
            cart: [{ item_id: itemId, quantity }],
            ...contact,
            callback: 'http://localhost:3000/checkout/order-placed',
          },
          bearer,
        )
      const overCod = await buy(2, 'cash_on_delivery')
      assert.equal(overCod.statusCode, 403)
      assert.equal(json(overCod).errors[0].message, COD_LIMIT_MESSAGE)
      assert.equal((await buy(1, 'cash_on_delivery')).statusCode, 200)

      await sql('update customers set wallet_balance = 20 where id = $1', [customerId])
      const short = await buy(2, 'wallet')
      assert.equal(short.statusCode, 403)
      const paid = await buy(1, 'wallet')
      assert.equal(paid.statusCode, 200, paid.body)
      const [order] = await sql<{ payment_status: string }>('select payment_status from orders where id = $1', [json(paid).order_id])
      assert.equal(order!.payment_status, 'paid')
      assert.equal(
        (await sql<{ wallet_balance: number }>('select wallet_balance from customers where id = $1', [customerId]))[0]!.wallet_balance,
        5,
      )

      const digital = await buy(1, 'digital_payment')
      assert.equal(digital.statusCode, 200, digital.body)
      const url = new URL(json(digital).payment_url)
      assert.equal(url.pathname, '/payment-mobile')
      assert.equal(url.searchParams.get('order_id'), String(json(digital).order_id))
      assert.ok((url.searchParams.get('token') ?? '').length >= 24)

      const foreign = await place(
        {
          order_type: 'take_away',
          payment_method: 'digital_payment',
          store_id: store.id,
          source: 'buy_now',
          cart: [{ item_id: itemId, quantity: 1 }],
          ...contact,
          callback: 'https://evil.example/steal',
        },
        token,
      )
      assert.equal(foreign.statusCode, 422, 'no open redirect through the payment page')

      const guestWallet = await place({
        guest_id: await newGuest(),
        order_type: 'take_away',
        payment_method: 'wallet',
        store_id: store.id,
        source: 'buy_now',
        cart: [{ item_id: itemId, quantity: 1 }],
        ...contact,
      })
      assert.equal(guestWallet.statusCode, 403)
    })

    test('coupon/apply answers the platform’s codes; placing below the minimum purchase gives the spec’s message', async () => {
      const apply = (code: string, bearer = token) =>
        app.inject({ url: `/api/v1/coupon/apply?code=${code}&store_id=${store.id}`, headers: headers(bearer) })
      assert.equal((await apply('NOSUCHCODE')).statusCode, 404)
      assert.equal((await apply('GROCOLD')).statusCode, 407)
      const ok = await apply('GROC10')
      assert.equal(ok.statusCode, 200, ok.body)
      assert.equal(json(ok).code, 'GROC10')
      const [other] = await sql<{ code: string }>(
        `select code from coupons where coupon_type = 'store_wise' and module_id = $1 and store_id <> $2 limit 1`,
        [GROCERY, store.id],
      )
      if (other) assert.equal((await apply(other.code)).statusCode, 403)

      await sql(`update coupons set limit_per_user = 1 where code = 'GROCFLAT5'`)
      await arrangeTerms({ tax: 0, per_km: 0, min: 0, max: null })
      const itemId = await arrangeItem({ price: 50, stock: 100 })
      const body = { order_type: 'take_away', payment_method: 'cash_on_delivery', store_id: store.id, source: 'buy_now', ...contact }
      const used = await place({ ...body, cart: [{ item_id: itemId, quantity: 1 }], coupon_code: 'GROCFLAT5' }, token)
      assert.equal(used.statusCode, 200, used.body)
      assert.equal(json(used).total_ammount, 45)
      assert.equal((await apply('GROCFLAT5')).statusCode, 406)

      const small = await arrangeItem({ price: 5, stock: 100 })
      const below = await place({ ...body, cart: [{ item_id: small, quantity: 1 }], coupon_code: 'GROC10' }, token)
      assert.equal(below.statusCode, 403)
      assert.match(json(below).errors[0].message, /^To apply this coupon, total item amount should be minimum 20\.00$/)
    })

    test('guests: only when guest checkout is on, with name, phone and e-mail', async () => {
      await arrangeTerms({ tax: 0, per_km: 0, min: 0, max: null })
      const itemId = await arrangeItem({ price: 5, stock: 100 })
      const guest = await newGuest()
      const body = {
        guest_id: guest,
        order_type: 'take_away',
        payment_method: 'cash_on_delivery',
        store_id: store.id,
        source: 'buy_now',
        cart: [{ item_id: itemId, quantity: 1 }],
      }
      const noEmail = await place({ ...body, ...contact, contact_person_email: '' })
      assert.equal(noEmail.statusCode, 422)
      assert.equal(json(noEmail).errors[0].message, 'Email is required')
      const noName = await place({ ...body, ...contact, contact_person_name: ' ' })
      assert.equal(json(noName).errors[0].message, 'Name is required')
      await setBusiness({ guest_checkout_status: 0 })
      try {
        const off = await place({ ...body, ...contact })
        assert.equal(off.statusCode, 403)
        assert.equal(json(off).errors[0].code, 'guest_checkout')
      } finally {
        await setBusiness({ guest_checkout_status: 1 })
      }
      const unauthenticated = await place({ ...body, guest_id: undefined, ...contact })
      assert.equal(unauthenticated.statusCode, 401)
    })

    test('a closed store takes only scheduled orders in its hours; an address outside its zone is refused', async () => {
      await arrangeTerms({ tax: 0, per_km: 0, min: 0, max: null })
      const itemId = await arrangeItem({ price: 5, stock: 100 })
      await sql('update stores set always_open = false where id = $1', [store.id])
      await sql('delete from store_schedules where store_id = $1', [store.id])
      // open 10:00-11:00 every day, and the clock is whatever it is: schedule for tomorrow 10:30
      for (let day = 0; day < 7; day++) {
        await sql(`insert into store_schedules (store_id, day, opening_time, closing_time) values ($1, $2, '10:00', '11:00')`, [
          store.id,
          day,
        ])
      }
      const body = {
        order_type: 'take_away',
        payment_method: 'cash_on_delivery',
        store_id: store.id,
        source: 'buy_now',
        cart: [{ item_id: itemId, quantity: 1 }],
        ...contact,
      }
      const tomorrow = new Intl.DateTimeFormat('en-CA', { timeZone: app.config.timeZone }).format(new Date(Date.now() + 24 * 3600 * 1000))
      const scheduled = await place({ ...body, schedule_at: `${tomorrow} 10:30:00` }, token)
      assert.equal(scheduled.statusCode, 200, scheduled.body)
      const [order] = await sql<{ scheduled: boolean }>('select scheduled from orders where id = $1', [json(scheduled).order_id])
      assert.equal(order!.scheduled, true)
      const late = await place({ ...body, schedule_at: `${tomorrow} 12:30:00` }, token)
      assert.equal(late.statusCode, 403)
      assert.equal(json(late).errors[0].code, 'schedule_at')

      await sql('update stores set always_open = true where id = $1', [store.id])
      const far = await place({ ...body, order_type: 'delivery', ...at(-33.8688, 151.2093) }, token)
      assert.equal(far.statusCode, 403)
      assert.equal(json(far).errors[0].code, 'zone')
    })

    test('prescription orders: up to 3 images, checked by their bytes, stored with the order', async () => {
      await arrangeTerms({ tax: 0, per_km: 0, min: 0, max: null })
      await sql('update stores set prescription_order = true where id = $1', [store.id])
      const fields = { order_type: 'take_away', store_id: store.id, ...contact, order_note: 'Please call me' }
      const send = async (files: { name: string; bytes: Buffer; type: string }[], extra: Record<string, string | number> = {}) => {
        const body = await multipart(
          { ...fields, ...extra },
          files.map((file) => ({ field: 'order_attachment[]', ...file })),
        )
        return app.inject({
          method: 'POST',
          url: '/api/v1/customer/order/prescription/place',
          payload: body.payload,
          headers: { ...headers(token), ...body.headers },
        })
      }
      const three = await send([1, 2, 3].map((n) => ({ name: `rx${n}.png`, bytes: png(), type: 'image/png' })))
      assert.equal(three.statusCode, 200, three.body)
      const stored = await sql<{ content_type: string }>('select content_type from order_attachments where order_id = $1', [
        json(three).order_id,
      ])
      assert.deepEqual(
        stored.map((row) => row.content_type),
        ['image/png', 'image/png', 'image/png'],
      )

      const four = await send([1, 2, 3, 4].map((n) => ({ name: `rx${n}.png`, bytes: png(), type: 'image/png' })))
      assert.equal(four.statusCode, 422)
      assert.equal(json(four).errors[0].message, 'Maximum 3 images can be send at a time.')
      const disguised = await send([{ name: 'rx.png', bytes: pdf(), type: 'image/png' }])
      assert.equal(disguised.statusCode, 422, 'a PDF named .png is not an image')
      const none = await send([])
      assert.equal(json(none).errors[0].message, 'Please upload your prescription image')
      await sql('update stores set prescription_order = false where id = $1', [store.id])
      const refused = await send([{ name: 'rx.png', bytes: png(), type: 'image/png' }])
      assert.equal(refused.statusCode, 403)
    })
  })
}
