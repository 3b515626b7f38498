import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type { FastifyInstance } from 'fastify'
import pg from 'pg'
import { buildApp } from '../../src/app.js'
import { openPostgres, type Db } from '../../src/db/db.js'
import { migrate } from '../../src/db/migrate.js'
import { seed } from '../../src/seed/seed.js'
import { TEST_DATABASE_URL, json, postgresAvailable } from '../helper.js'

const GROCERY = '2'
const pgUp = await postgresAvailable()

/** Two API instances (two Fastify apps, two connection pools) on one PostgreSQL schema, as behind a load balancer. */
describe(
  'two API instances on one PostgreSQL give the same answers (issue 8.10)',
  { skip: pgUp ? false : 'PostgreSQL not reachable' },
  () => {
    const schema = `test_${process.pid}_multi_${Date.now().toString(36)}`
    const dbs: Db[] = []
    let a: FastifyInstance
    let b: FastifyInstance
    before(async () => {
      const admin = new pg.Client({ connectionString: TEST_DATABASE_URL })
      await admin.connect()
      await admin.query(`create schema ${schema}`)
      await admin.end()
      for (let i = 0; i < 2; i++) dbs.push(await openPostgres({ connectionString: TEST_DATABASE_URL, schema, max: 4 }))
      await migrate(dbs[0]!)
      await seed(dbs[0]!)
      const config = {
        publicUrl: 'http://localhost:4000',
        authRateLimitPerMinute: 4,
        trackFailuresPerOrder: 3,
        googleMapsServerKey: undefined,
        demoDispatcher: false,
      }
      ;[a, b] = await Promise.all(
        dbs.map(async (db) => {
          const app = await buildApp({ db, logger: false, config })
          await app.ready()
          return app
        }),
      )
    })
    after(async () => {
      await a?.close()
      await b?.close()
      const admin = new pg.Client({ connectionString: TEST_DATABASE_URL })
      await admin.connect()
      await admin.query(`drop schema if exists ${schema} cascade`)
      await admin.end()
    })

    test('the rate limits are shared: attempts on one instance count on the other', async () => {
      const attempt = (app: FastifyInstance) =>
        app.inject({
          method: 'POST',
          url: '/api/v1/auth/login',
          remoteAddress: '192.0.2.77',
          payload: { phone: '+15550100100', password: 'not the password' },
        })
      const statuses = [await attempt(a), await attempt(b), await attempt(a), await attempt(b), await attempt(a), await attempt(b)].map(
        (r) => r.statusCode,
      )
      assert.deepEqual(statuses, [401, 401, 401, 401, 429, 429])
      const track = (app: FastifyInstance, i: number) =>
        app.inject({
          url: `/api/v1/customer/order/track?order_id=100002&contact_number=1555000${1000 + i}`,
          remoteAddress: `198.51.100.${i}`,
        })
      const tracked = [await track(a, 1), await track(b, 2), await track(a, 3), await track(b, 4)].map((r) => r.statusCode)
      assert.deepEqual(tracked, [404, 404, 404, 429])
    })

    test('a token issued by one instance works on the other, and a logout on one ends it on both', async () => {
      const token = json(
        await a.inject({
          method: 'POST',
          url: '/api/v1/auth/login',
          remoteAddress: '192.0.2.78',
          payload: { phone: '+15550100100', password: 'Demo@1234' },
        }),
      ).token
      const auth = { authorization: `Bearer ${token}` }
      assert.equal((await b.inject({ url: '/api/v1/customer/info', headers: auth })).statusCode, 200)
      assert.equal((await b.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: auth })).statusCode, 200)
      assert.equal((await a.inject({ url: '/api/v1/customer/info', headers: auth })).statusCode, 401)
    })

    test('concurrent increments through both instances all count, and both list the same cart', async () => {
      const guestId = json(await a.inject({ method: 'POST', url: '/api/v1/auth/guest/request' })).guest_id
      const { rows } = await dbs[0]!.query<{ id: number }>(
        `select i.id from items i join stores s on s.id = i.store_id
        where i.module_id = 2 and i.status and s.active and i.stock >= 20 and i.maximum_cart_quantity is null and i.variations = '[]'
          and i.available_time_starts = '00:00' and i.available_time_ends = '23:59:59'
          and not exists (select 1 from flash_sale_items fi where fi.item_id = i.id) order by i.id limit 1`,
      )
      await dbs[0]!.query('update items set stock = 500 where id = $1', [rows[0]!.id])
      const added = await b.inject({
        method: 'POST',
        url: '/api/v1/customer/cart/add',
        headers: { moduleid: GROCERY },
        payload: { guest_id: guestId, item_id: rows[0]!.id, quantity: 1 },
      })
      assert.equal(added.statusCode, 200, added.body)
      const cartId = json(added)[0].id
      const responses = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          (i % 2 ? a : b).inject({
            method: 'POST',
            url: '/api/v1/customer/cart/update',
            headers: { moduleid: GROCERY },
            payload: { guest_id: guestId, cart_id: cartId, quantity_delta: 1 },
          }),
        ),
      )
      assert.deepEqual([...new Set(responses.map((r) => r.statusCode))], [200])
      const [fromA, fromB] = await Promise.all(
        [a, b].map(async (app) =>
          json(await app.inject({ url: `/api/v1/customer/cart/list?guest_id=${guestId}`, headers: { moduleid: GROCERY } })),
        ),
      )
      assert.equal(fromA[0].quantity, 41)
      assert.deepEqual(
        fromA.map((l: { quantity: number; price: number }) => [l.quantity, l.price]),
        fromB.map((l: { quantity: number; price: number }) => [l.quantity, l.price]),
      )
    })
  },
)
