import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { buildTestApp, drivers, json } from '../helper.js'

const ALL_ZONES = '[1,2,3,4]'

for (const { driver, skip } of await drivers()) {
  describe(`customer/visit-again (${driver})`, { skip }, () => {
    let app: FastifyInstance
    let token: string
    before(async () => {
      app = await buildTestApp(driver)
      token = json(
        await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { phone: '+15550100100', password: 'Demo@1234' } }),
      ).token
    })
    after(async () => {
      await app?.close()
    })
    const visitAgain = (moduleId: number, auth: string | null = token) =>
      app.inject({
        url: '/api/v1/customer/visit-again',
        headers: { zoneid: ALL_ZONES, moduleid: String(moduleId), ...(auth ? { authorization: `Bearer ${auth}` } : {}) },
      })

    test("the demo customer's visited stores of each selling module, as wire stores of that module", async () => {
      for (const moduleId of [1, 2, 3, 4]) {
        const response = await visitAgain(moduleId)
        assert.equal(response.statusCode, 200)
        const stores = json(response)
        assert.ok(stores.length >= 3, `module ${moduleId} has ${stores.length}`)
        assert.ok(stores.length <= 20)
        for (const store of stores) {
          assert.equal(store.module_id, moduleId)
          assert.equal(typeof store.name, 'string')
          assert.ok([0, 1].includes(store.open))
        }
        assert.equal(new Set(stores.map((s: { id: number }) => s.id)).size, stores.length, 'no store twice')
      }
    })

    test('a store visited later comes first', async () => {
      const before = json(await visitAgain(2))
      const last = before[before.length - 1]
      const db = (app as unknown as { db: { query: (sql: string, params: unknown[]) => Promise<unknown> } }).db
      await db.query('update store_visits set visited_at = now() where customer_id = 1 and store_id = $1', [last.id])
      const after = json(await visitAgain(2))
      assert.equal(after[0].id, last.id)
    })

    test('a guest gets 401', async () => {
      const response = await visitAgain(2, null)
      assert.equal(response.statusCode, 401)
    })
  })
}
