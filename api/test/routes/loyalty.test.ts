import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type { FastifyInstance, InjectOptions } from 'fastify'
import { buildTestApp, demoCustomerToken, drivers, json, signUpCustomer } from '../helper.js'
import { assertErrorShape } from '../hardening/support.js'

type Page = { total_size: number; data: { transaction_type: string; debit: number; credit: number; balance: number }[] }

for (const { driver, skip } of await drivers()) {
  describe(`customer loyalty points (${driver})`, { skip }, () => {
    let app: FastifyInstance
    let jane: string
    let other: string
    const send = (token: string | null, options: InjectOptions) =>
      app.inject({ ...options, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...options.headers } })
    const info = async (token: string) =>
      json(await send(token, { url: '/api/v1/customer/info' })) as { wallet_balance: number; loyalty_point: number }
    const transfer = (token: string | null, point: unknown) =>
      send(token, { method: 'POST', url: '/api/v1/customer/loyalty-point/point-transfer', payload: { point } })
    const errorOf = (response: { statusCode: number; body: string }) => {
      assertErrorShape(response as never)
      return json(response as never).errors[0] as { code: string; message: string }
    }

    before(async () => {
      app = await buildTestApp(driver)
      jane = await demoCustomerToken(app)
      other = await signUpCustomer(app, { f_name: 'Points', l_name: 'Other', phone: '+15550166666' })
    })
    after(async () => {
      await app?.close()
    })

    test('guests get 401', async () => {
      assert.equal((await send(null, { url: '/api/v1/customer/loyalty-point/transactions' })).statusCode, 401)
      assert.equal((await transfer(null, 100)).statusCode, 401)
    })

    test('the demo customer sees their seeded point history; another customer sees none of it', async () => {
      const page = json(await send(jane, { url: '/api/v1/customer/loyalty-point/transactions' })) as Page
      assert.equal(page.total_size, 3)
      assert.equal(page.data[0].balance, 120)
      assert.equal((json(await send(other, { url: '/api/v1/customer/loyalty-point/transactions' })) as Page).total_size, 0)
    })

    test('below the minimum, above the balance, or not a whole number is refused and changes nothing', async () => {
      const below = await transfer(jane, 99)
      assert.equal(below.statusCode, 422)
      assert.deepEqual(errorOf(below), { code: 'point', message: 'You need to convert at least 100 points.' })
      assert.equal(errorOf(await transfer(jane, 500)).message, 'You do not have enough loyalty points.')
      assert.equal(errorOf(await transfer(jane, 100.5)).message, 'Enter a whole number of points.')
      assert.equal((await transfer(jane, 'many')).statusCode, 422)
      // the other customer has no points at all
      assert.equal(errorOf(await transfer(other, 100)).message, 'You do not have enough loyalty points.')
      assert.deepEqual(await info(jane), { ...(await info(jane)), loyalty_point: 120, wallet_balance: 25 })
    })

    test('converting at the rate (10 points a unit) moves points into the wallet, with a line in each history', async () => {
      const response = await transfer(jane, 110)
      assert.equal(response.statusCode, 200, response.body)
      assert.equal(json(response).message, 'Points converted to wallet balance successfully.')
      const after = await info(jane)
      assert.equal(after.loyalty_point, 10)
      assert.equal(after.wallet_balance, 36)
      const points = (json(await send(jane, { url: '/api/v1/customer/loyalty-point/transactions?limit=1' })) as Page).data[0]
      assert.deepEqual([points.transaction_type, points.debit, points.balance], ['point_to_wallet', 110, 10])
      const wallet = json(await send(jane, { url: '/api/v1/customer/wallet/transactions?limit=1' })).data[0]
      assert.deepEqual([wallet.transaction_type, wallet.credit, wallet.balance], ['loyalty_point', 11, 36])
    })
  })
}
