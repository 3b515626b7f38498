import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { buildTestApp, drivers, json } from '../helper.js'

for (const { driver, skip } of await drivers()) {
  describe(`cashback (${driver})`, { skip }, () => {
    let app: FastifyInstance
    before(async () => {
      app = await buildTestApp(driver)
    })
    after(async () => {
      await app?.close()
    })
    const getCashback = (amount: string, language?: string) =>
      app.inject({ url: `/api/v1/cashback/getCashback?amount=${amount}`, headers: language ? { 'x-localization': language } : {} })

    test('list: the running offers with the panel fields', async () => {
      const offers = json(await app.inject({ url: '/api/v1/cashback/list' }))
      assert.equal(offers.length, 3)
      for (const offer of offers) {
        assert.ok(['amount', 'percentage'].includes(offer.cashback_type))
        assert.equal(typeof offer.title, 'string')
        assert.match(offer.end_date, /^\d{4}-\d{2}-\d{2}$/)
      }
    })

    test('getCashback: the best offer for the amount, capped by its max_discount', async () => {
      // seeded: 10% over 30 capped at 8; 5 flat over 50; 15% over 40 capped at 10
      const at45 = json(await getCashback('45'))
      assert.equal(at45.cashback_type, 'percentage')
      assert.equal(at45.cashback_amount, 15)
      assert.equal(at45.calculated_amount, 6.75)
      const at200 = json(await getCashback('200'))
      assert.equal(at200.calculated_amount, 10)
      assert.equal(typeof at200.title, 'string')
    })

    test('getCashback: nothing below every minimum purchase', async () => {
      const body = json(await getCashback('10'))
      assert.equal(body.calculated_amount, 0)
      assert.equal(body.cashback_type, null)
    })

    test('getCashback: a missing, negative or huge amount is a translated 4xx', async () => {
      for (const amount of ['', '-1', '1e12', 'abc']) {
        const response = await getCashback(amount)
        assert.ok(response.statusCode >= 400 && response.statusCode < 500, `${amount}: ${response.statusCode}`)
      }
      const missing = await app.inject({ url: '/api/v1/cashback/getCashback', headers: { 'x-localization': 'tr' } })
      assert.equal(missing.statusCode, 422)
      assert.ok(json(missing).errors[0].message.length > 0)
    })
  })
}
