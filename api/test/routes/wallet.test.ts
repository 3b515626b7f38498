import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type { FastifyInstance, InjectOptions } from 'fastify'
import { buildTestApp, demoCustomerToken, drivers, json, signUpCustomer } from '../helper.js'
import { assertErrorShape } from '../hardening/support.js'

const CALLBACK = 'http://localhost:3000/wallet'
const form = { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' }

type Page = { total_size: number; limit: number; offset: number; data: Record<string, unknown>[] }

for (const { driver, skip } of await drivers()) {
  describe(`customer wallet (${driver})`, { skip }, () => {
    let app: FastifyInstance
    let jane: string
    let other: string
    const send = (token: string | null, options: InjectOptions) =>
      app.inject({ ...options, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...options.headers } })
    const balance = async (token: string) => json(await send(token, { url: '/api/v1/customer/info' })).wallet_balance as number
    const addFund = async (token: string, amount: number) => {
      const response = await send(token, {
        method: 'POST',
        url: '/api/v1/customer/wallet/add-fund',
        payload: { amount, payment_method: 'digital_payment', callback: CALLBACK },
      })
      assert.equal(response.statusCode, 200, response.body)
      const link = new URL(json(response).redirect_link)
      return { fund_id: link.searchParams.get('fund_id')!, token: link.searchParams.get('token')!, path: `${link.pathname}${link.search}` }
    }
    const pay = (fund: { fund_id: string; token: string }, outcome = 'success') =>
      app.inject({
        method: 'POST',
        url: '/payment-mobile/wallet/complete',
        headers: form,
        payload: new URLSearchParams({ fund_id: fund.fund_id, token: fund.token, outcome, callback: CALLBACK }).toString(),
      })

    before(async () => {
      app = await buildTestApp(driver)
      jane = await demoCustomerToken(app)
      other = await signUpCustomer(app, { f_name: 'Wallet', l_name: 'Other', phone: '+15550177777' })
      assert.ok(jane && other)
    })
    after(async () => {
      await app?.close()
    })

    test('guests get 401 on every wallet call', async () => {
      for (const response of [
        await send(null, { url: '/api/v1/customer/wallet/transactions' }),
        await send(null, { url: '/api/v1/customer/wallet/bonuses' }),
        await send(null, { method: 'POST', url: '/api/v1/customer/wallet/add-fund', payload: { amount: 10 } }),
      ]) {
        assert.equal(response.statusCode, 401)
        assertErrorShape(response)
      }
    })

    test('the demo customer sees their own seeded transactions, newest first and paged; another customer sees none of them', async () => {
      const first = json(await send(jane, { url: '/api/v1/customer/wallet/transactions?limit=2&offset=1' })) as Page
      assert.equal(first.total_size, 4)
      assert.equal(first.data.length, 2)
      assert.equal(first.data[0].transaction_type, 'loyalty_point')
      assert.equal(first.data[0].balance, 25)
      const second = json(await send(jane, { url: '/api/v1/customer/wallet/transactions?limit=2&offset=2' })) as Page
      assert.equal(second.data.length, 2)
      assert.notEqual(second.data[0].id, first.data[0].id)
      const others = json(await send(other, { url: '/api/v1/customer/wallet/transactions' })) as Page
      assert.equal(others.total_size, 0)
    })

    test('bonuses lists the running offers', async () => {
      const bonuses = json(await send(jane, { url: '/api/v1/customer/wallet/bonuses' })) as {
        bonus_type: string
        minimum_add_amount: number
      }[]
      assert.equal(bonuses.length, 1)
      assert.equal(bonuses[0].bonus_type, 'percentage')
      assert.equal(bonuses[0].minimum_add_amount, 50)
    })

    test('add-fund refuses zero, negative, huge amounts and a foreign callback', async () => {
      for (const payload of [{ amount: 0 }, { amount: -5 }, { amount: 1e9 }, { amount: 10, callback: 'https://evil.example/wallet' }]) {
        const response = await send(jane, { method: 'POST', url: '/api/v1/customer/wallet/add-fund', payload })
        assert.equal(response.statusCode, 422, JSON.stringify(payload))
        assertErrorShape(response)
      }
    })

    test('a paid top-up credits the wallet once with its bonus, however often the page posts back', async () => {
      const before = await balance(jane)
      const fund = await addFund(jane, 100)
      const page = await app.inject({ url: fund.path, headers: { accept: 'text/html' } })
      assert.equal(page.statusCode, 200)
      assert.match(page.body, /100\.00/)
      const paid = await pay(fund)
      assert.equal(paid.statusCode, 303)
      const back = new URL(String(paid.headers.location))
      assert.equal(back.pathname, '/wallet')
      assert.equal(back.searchParams.get('flag'), 'success')
      assert.equal(await balance(jane), before + 110) // 10% bonus on 100, under its cap of 20
      assert.equal((await pay(fund)).statusCode, 404)
      assert.equal((await app.inject({ url: fund.path, headers: { accept: 'text/html' } })).statusCode, 404)
      assert.equal(await balance(jane), before + 110)
      const latest = (json(await send(jane, { url: '/api/v1/customer/wallet/transactions?limit=1' })) as Page).data[0]
      assert.deepEqual([latest.transaction_type, latest.credit, latest.admin_bonus, latest.balance], ['add_fund', 100, 10, before + 110])
    })

    test('a failed or canceled top-up credits nothing, and a wrong token pays nothing', async () => {
      const before = await balance(jane)
      const failed = await addFund(jane, 30)
      assert.equal((await pay({ ...failed, token: 'x'.repeat(43) })).statusCode, 404)
      const answer = await pay(failed, 'fail')
      assert.equal(new URL(String(answer.headers.location)).searchParams.get('flag'), 'fail')
      assert.equal((await pay(failed)).statusCode, 404)
      const canceled = await addFund(jane, 30)
      await pay(canceled, 'cancel')
      assert.equal(await balance(jane), before)
    })

    test('the top-up is credited to the customer who asked for it', async () => {
      const before = await balance(other)
      await pay(await addFund(other, 20))
      assert.equal(await balance(other), before + 20)
    })
  })
}
