import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type { FastifyInstance, InjectOptions } from 'fastify'
import { buildTestApp, drivers, json } from '../helper.js'

const GROCERY = '2'
const orderable = `i.status and s.active and i.available_time_starts = '00:00' and i.available_time_ends = '23:59:59'
  and not exists (select 1 from flash_sale_items fi where fi.item_id = i.id) and i.variations = '[]' and i.food_variations = '[]'
  and i.maximum_cart_quantity is null and i.stock >= 10`

/** For every customer and guest route: a second customer or guest can neither read nor change the first one's data. */
for (const { driver, skip } of await drivers()) {
  describe(`isolation between customers and guests (${driver})`, { skip }, () => {
    let app: FastifyInstance
    let itemId: number
    const send = (options: InjectOptions) => app.inject({ ...options, headers: { moduleid: GROCERY, ...options.headers } })
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
    const newGuest = async () => json(await send({ method: 'POST', url: '/api/v1/auth/guest/request' })).guest_id as string
    const signUp = async (phone: string) =>
      json(
        await send({
          method: 'POST',
          url: '/api/v1/auth/sign-up',
          payload: { f_name: 'Other', l_name: 'Person', phone, password: 'a long and unguessable phrase 42' },
        }),
      ).token as string
    before(async () => {
      app = await buildTestApp(driver)
      const { rows } = await app.db.query<{ id: number }>(
        `select i.id from items i join stores s on s.id = i.store_id where i.module_id = 2 and ${orderable} order by i.id limit 1`,
      )
      itemId = rows[0]!.id
    })
    after(async () => {
      await app?.close()
    })

    /** Everything an intruder can try on a victim's cart line; each must fail or act on the intruder's own cart only. */
    async function assertCannotTouch(
      victimLine: number,
      victimList: () => Promise<unknown[]>,
      intruder: { query: string; body: Record<string, string>; headers: Record<string, string> },
    ) {
      const before = JSON.stringify(await victimList())
      const seen = json(await send({ url: `/api/v1/customer/cart/list${intruder.query}`, headers: intruder.headers }))
      assert.ok(!seen.some((line: { id: number }) => line.id === victimLine), 'the intruder does not see the line')
      for (const options of [
        { method: 'POST', url: '/api/v1/customer/cart/update', payload: { ...intruder.body, cart_id: victimLine, quantity: 3 } },
        { method: 'POST', url: '/api/v1/customer/cart/update', payload: { ...intruder.body, cart_id: victimLine, quantity_delta: 1 } },
        { method: 'POST', url: '/api/v1/customer/cart/remove', payload: { ...intruder.body, cart_id: victimLine } },
        { method: 'DELETE', url: `/api/v1/customer/cart/remove-item${intruder.query}${intruder.query ? '&' : '?'}cart_id=${victimLine}` },
      ] as InjectOptions[]) {
        const response = await send({ ...options, headers: intruder.headers })
        assert.equal(response.statusCode, 404, `${options.method} ${options.url}: ${response.body.slice(0, 120)}`)
        assert.equal(json(response).errors[0].code, 'cart')
      }
      // clearing clears the intruder's own cart only
      assert.equal(
        (await send({ method: 'DELETE', url: `/api/v1/customer/cart/remove${intruder.query}`, headers: intruder.headers })).statusCode,
        200,
      )
      assert.equal(JSON.stringify(await victimList()), before, "the victim's cart is unchanged")
    }

    test("a guest cannot read or change another guest's cart", async () => {
      const victim = await newGuest()
      const line = json(
        await send({ method: 'POST', url: '/api/v1/customer/cart/add', payload: { guest_id: victim, item_id: itemId, quantity: 2 } }),
      )[0].id
      const victimList = async () => json(await send({ url: `/api/v1/customer/cart/list?guest_id=${victim}` }))
      const intruder = await newGuest()
      await assertCannotTouch(line, victimList, { query: `?guest_id=${intruder}`, body: { guest_id: intruder }, headers: {} })
      // guessing: a malformed or unknown guest id is a 401, never someone's cart
      for (const guess of ['1', victim.slice(0, -1) + (victim.endsWith('A') ? 'B' : 'A'), 'x'.repeat(43)]) {
        assert.equal((await send({ url: `/api/v1/customer/cart/list?guest_id=${guess}` })).statusCode, 401, guess)
      }
    })

    test("a customer cannot read or change another customer's cart, even sending the victim's ids", async () => {
      const victimToken = await signUp('+15550177001')
      const line = json(
        await send({
          method: 'POST',
          url: '/api/v1/customer/cart/add',
          headers: bearer(victimToken),
          payload: { item_id: itemId, quantity: 2 },
        }),
      )[0].id
      const victimList = async () => json(await send({ url: '/api/v1/customer/cart/list', headers: bearer(victimToken) }))
      const intruderToken = await signUp('+15550177002')
      await assertCannotTouch(line, victimList, { query: '', body: {}, headers: bearer(intruderToken) })
    })

    test("a guest cannot reach a customer's cart, nor a customer a guest's (a valid token wins over any guest_id)", async () => {
      const customerToken = await signUp('+15550177003')
      const customerLine = json(
        await send({
          method: 'POST',
          url: '/api/v1/customer/cart/add',
          headers: bearer(customerToken),
          payload: { item_id: itemId, quantity: 1 },
        }),
      )[0].id
      const guest = await newGuest()
      await assertCannotTouch(
        customerLine,
        async () => json(await send({ url: '/api/v1/customer/cart/list', headers: bearer(customerToken) })),
        { query: `?guest_id=${guest}`, body: { guest_id: guest }, headers: {} },
      )
      const guestLine = json(
        await send({ method: 'POST', url: '/api/v1/customer/cart/add', payload: { guest_id: guest, item_id: itemId, quantity: 1 } }),
      )[0].id
      const otherCustomer = await signUp('+15550177004')
      await assertCannotTouch(guestLine, async () => json(await send({ url: `/api/v1/customer/cart/list?guest_id=${guest}` })), {
        query: `?guest_id=${guest}`,
        body: { guest_id: guest },
        headers: bearer(otherCustomer),
      })
    })

    test('after a guest signs in, its old guest id no longer opens the merged cart', async () => {
      const guest = await newGuest()
      await send({ method: 'POST', url: '/api/v1/customer/cart/add', payload: { guest_id: guest, item_id: itemId, quantity: 1 } })
      const token = json(
        await send({
          method: 'POST',
          url: '/api/v1/auth/sign-up',
          payload: { f_name: 'Merged', phone: '+15550177005', password: 'a long and unguessable phrase 42', guest_id: guest },
        }),
      ).token
      assert.equal(json(await send({ url: '/api/v1/customer/cart/list', headers: bearer(token) })).length, 1)
      assert.deepEqual(json(await send({ url: `/api/v1/customer/cart/list?guest_id=${guest}` })), [])
    })

    test('profile, tokens and orders: each customer sees only their own', async () => {
      const demo = json(
        await send({ method: 'POST', url: '/api/v1/auth/login', payload: { phone: '+15550100100', password: 'Demo@1234' } }),
      ).token
      const other = await signUp('+15550177006')
      const otherInfo = json(await send({ url: '/api/v1/customer/info', headers: bearer(other) }))
      assert.notEqual(otherInfo.id, 1)
      assert.equal(otherInfo.phone, '+15550177006')
      // the demo customer's orders and the guest order stay closed to the other customer and to a stranger guest
      for (const query of ['?order_id=100001', '?order_id=100003', '?order_id=100002']) {
        assert.equal((await send({ url: `/api/v1/customer/order/track${query}`, headers: bearer(other) })).statusCode, 404, query)
      }
      const stranger = await newGuest()
      assert.equal((await send({ url: `/api/v1/customer/order/track?order_id=100002&guest_id=${stranger}` })).statusCode, 404)
      // a logout ends only the caller's token
      assert.equal((await send({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(other) })).statusCode, 200)
      assert.equal((await send({ url: '/api/v1/customer/info', headers: bearer(other) })).statusCode, 401)
      assert.equal(json(await send({ url: '/api/v1/customer/info', headers: bearer(demo) })).id, 1)
    })

    test("avatars do not print a customer's name", async () => {
      const svg = (await app.inject({ url: '/storage/customer/1.svg' })).body
      assert.ok(!svg.includes('Jane Doe') && !svg.includes('Doe'), 'no surname in /storage/customer/1.svg')
    })
  })
}
