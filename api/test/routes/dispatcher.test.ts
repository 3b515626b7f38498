import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type { FastifyInstance } from 'fastify'
import pg from 'pg'
import { buildApp } from '../../src/app.js'
import { openPostgres, type Db } from '../../src/db/db.js'
import { migrate } from '../../src/db/migrate.js'
import { seed } from '../../src/seed/seed.js'
import { TEST_DATABASE_URL, buildTestApp, drivers, json, postgresAvailable } from '../helper.js'

const STEP = 60
const TRIP_STEPS = 4
const at = (start: Date, seconds: number) => new Date(start.getTime() + seconds * 1000)

for (const { driver, skip } of await drivers()) {
  describe(`demo dispatcher (${driver})`, { skip }, () => {
    let app: FastifyInstance
    let token: string
    before(async () => {
      app = await buildTestApp(driver, { dispatchStepSeconds: STEP, dispatchTripSteps: TRIP_STEPS })
      token = json(
        await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { phone: '+15550100100', password: 'Demo@1234' } }),
      ).token
    })
    after(async () => {
      await app?.close()
    })
    const track = async (orderId: number) =>
      json(await app.inject({ url: `/api/v1/customer/order/track?order_id=${orderId}`, headers: { authorization: `Bearer ${token}` } }))
    const placeAt = async (placed: Date, fields = "'cash_on_delivery', 'unpaid'") => {
      const { rows } = await app.db.query<{ id: number }>(
        `insert into orders (customer_id, store_id, module_id, zone_id, order_amount, delivery_address, payment_method, payment_status,
                             pending, created_at)
         select 1, 1, 1, 1, 20, '{"latitude":"40.7529","longitude":"-73.9838","address":"41 West 40th Street"}', ${fields}, $1, $1
         returning id`,
        [placed],
      )
      return rows[0]!.id
    }

    test('each status lasts one step of the clock and is stamped with the tick that moved it; the rider rides to the customer', async () => {
      const placed = new Date(Date.now() - 3600_000)
      const orderId = await placeAt(placed)
      const seen: { status: string; confirmed: string | null; processing: string | null; picked_up: string | null }[] = []
      const tickAt = async (seconds: number) => {
        await app.repos.dispatch.tick(at(placed, seconds))
        const order = await track(orderId)
        seen.push({ status: order.order_status, confirmed: order.confirmed, processing: order.processing, picked_up: order.picked_up })
        return order
      }
      assert.equal((await tickAt(STEP - 1)).order_status, 'pending')
      const confirmed = await tickAt(STEP)
      assert.equal(confirmed.order_status, 'confirmed')
      assert.equal(confirmed.confirmed, at(placed, STEP).toISOString())
      // a seeded delivery man with his name, photo, rating and phone, waiting at the store
      const [courier] = confirmed.delivery_man
      assert.ok(courier.f_name && courier.l_name && courier.phone && courier.image_full_url && courier.avg_rating > 0)
      assert.equal(Number(courier.lat), Number(confirmed.store.latitude))
      assert.ok(confirmed.remaining_distance > 0)
      const full = confirmed.remaining_distance as number

      assert.equal((await tickAt(2 * STEP - 1)).order_status, 'confirmed')
      const processing = await tickAt(2 * STEP)
      assert.equal(processing.order_status, 'processing')
      assert.equal(processing.processing, at(placed, 2 * STEP).toISOString())
      const pickedUp = await tickAt(3 * STEP)
      assert.equal(pickedUp.order_status, 'picked_up')
      assert.equal(pickedUp.picked_up, at(placed, 3 * STEP).toISOString())

      // halfway through the trip: the rider is between the store and the customer, half the way left
      const halfway = await tickAt(3 * STEP + (TRIP_STEPS * STEP) / 2)
      assert.equal(halfway.order_status, 'picked_up')
      const rider = halfway.delivery_man[0]
      const between = (value: number, a: number, b: number) => value > Math.min(a, b) && value < Math.max(a, b)
      assert.ok(between(Number(rider.lat), Number(halfway.store.latitude), Number(halfway.delivery_address.latitude)))
      assert.ok(between(Number(rider.lng), Number(halfway.store.longitude), Number(halfway.delivery_address.longitude)))
      assert.ok(Math.abs(halfway.remaining_distance - full / 2) < 0.02, `${halfway.remaining_distance} of ${full}`)

      const delivered = await tickAt(3 * STEP + TRIP_STEPS * STEP)
      assert.equal(delivered.order_status, 'delivered')
      assert.equal(delivered.delivered, at(placed, 3 * STEP + TRIP_STEPS * STEP).toISOString())
      assert.equal(delivered.payment_status, 'paid')
      assert.equal(delivered.remaining_distance, 0)
      assert.equal(Number(delivered.delivery_man[0].lat), 40.7529)
      // the earlier timestamps stay as they were stamped
      assert.equal(delivered.confirmed, confirmed.confirmed)
      assert.equal(delivered.picked_up, pickedUp.picked_up)

      // every transition was pushed to the customer as order_status, in order
      const events = await app.repos.push.since({ kind: 'customer', customerId: 1 }, 0, 100)
      const mine = events.filter((event) => event.type === 'order_status' && event.data.order_id === orderId)
      assert.deepEqual(
        mine.map((event) => event.data.order_status),
        ['confirmed', 'processing', 'picked_up', 'delivered'],
      )
    })

    test('an order waiting for its digital payment, or scheduled later, does not move', async () => {
      const placed = new Date(Date.now() - 3600_000)
      const unpaid = await placeAt(placed, "'digital_payment', 'unpaid'")
      await app.repos.dispatch.tick(at(placed, 10 * STEP))
      assert.equal((await track(unpaid)).order_status, 'pending')
      await app.db.query("update orders set payment_status = 'paid' where id = $1", [unpaid])
      await app.repos.dispatch.tick(at(placed, 11 * STEP))
      assert.equal((await track(unpaid)).order_status, 'confirmed')
    })

    test('after a long stop the dispatcher carries on from the database: one step a tick, none skipped', async () => {
      const placed = new Date(Date.now() - 24 * 3600_000)
      const orderId = await placeAt(placed)
      const statuses: string[] = []
      for (const seconds of [3600, 3601, 3600 + STEP, 3600 + 2 * STEP]) {
        await app.repos.dispatch.tick(at(placed, seconds))
        statuses.push((await track(orderId)).order_status)
      }
      assert.deepEqual(statuses, ['confirmed', 'confirmed', 'processing', 'picked_up'])
    })

    test('the documented demo orders keep their status while their courier moves', async () => {
      const before = await track(100001)
      await app.repos.dispatch.tick()
      const after = await track(100001)
      assert.equal(before.order_status, 'picked_up')
      assert.equal(after.order_status, 'picked_up')
      const store = after.store
      const courier = after.delivery_man[0]
      const destination = after.delivery_address
      const between = (value: number, a: number, b: number) => value >= Math.min(a, b) - 1e-6 && value <= Math.max(a, b) + 1e-6
      assert.ok(between(Number(courier.lat), Number(store.latitude), Number(destination.latitude)))
      assert.ok(between(Number(courier.lng), Number(store.longitude), Number(destination.longitude)))
      assert.equal((await track(100003)).order_status, 'delivered')
    })
  })
}

describe(
  'one dispatcher across two API instances on one PostgreSQL',
  { skip: (await postgresAvailable()) ? false : 'PostgreSQL not reachable' },
  () => {
    const schema = `test_${process.pid}_dispatch_${Date.now().toString(36)}`
    const dbs: Db[] = []
    let apps: FastifyInstance[] = []
    const admin = () => new pg.Client({ connectionString: TEST_DATABASE_URL, options: `-c search_path=${schema}` })
    before(async () => {
      const client = admin()
      await client.connect()
      await client.query(`create schema ${schema}`)
      await client.end()
      for (let i = 0; i < 2; i++) dbs.push(await openPostgres({ connectionString: TEST_DATABASE_URL, schema, max: 4 }))
      await migrate(dbs[0]!)
      await seed(dbs[0]!)
      apps = await Promise.all(
        dbs.map(async (db) => {
          const app = await buildApp({
            db,
            logger: false,
            config: { publicUrl: 'http://localhost:4000', demoDispatcher: false, dispatchStepSeconds: STEP, dispatchTripSteps: TRIP_STEPS },
          })
          await app.ready()
          return app
        }),
      )
    })
    after(async () => {
      for (const app of apps) await app.close()
      const client = admin()
      await client.connect()
      await client.query(`drop schema if exists ${schema} cascade`)
      await client.end()
    })

    test('ticking both at once moves each order once per step, and a tick waits out while the other holds the lock', async () => {
      const [a, b] = apps as [FastifyInstance, FastifyInstance]
      const placed = new Date(Date.now() - 3600_000)
      const { rows } = await a.db.query<{ id: number }>(
        `insert into orders (customer_id, store_id, module_id, zone_id, order_amount, delivery_address, pending, created_at)
       select 1, 1, 1, 1, 20, '{"latitude":"40.7529","longitude":"-73.9838"}', $1, $1 from generate_series(1, 5) returning id`,
        [placed],
      )
      const ids = rows.map((row) => row.id)
      for (let step = 1; step <= 3 + TRIP_STEPS; step++) {
        const ticks = await Promise.all([a.repos.dispatch.tick(at(placed, step * STEP)), b.repos.dispatch.tick(at(placed, step * STEP))])
        assert.ok(ticks.some((tick) => tick.ran))
      }
      const { rows: orders } = await a.db.query<{ order_status: string }>('select order_status from orders where id = any($1)', [ids])
      assert.deepEqual(
        orders.map((order) => order.order_status),
        ids.map(() => 'delivered'),
      )
      const { rows: events } = await b.db.query<{ count: number }>(
        "select count(*)::int as count from push_events where type = 'order_status' and (data->>'order_id')::int = any($1)",
        [ids],
      )
      assert.equal(events[0]!.count, ids.length * 4)

      // while another instance holds the dispatcher's lock, a tick does nothing
      const holder = admin()
      await holder.connect()
      try {
        await holder.query('begin')
        await holder.query(`select pg_advisory_xact_lock(hashtext('storefront-dispatcher:' || current_schema()))`)
        assert.deepEqual(await a.repos.dispatch.tick(), { ran: false, moved: [] })
        await holder.query('rollback')
        assert.equal((await a.repos.dispatch.tick()).ran, true)
      } finally {
        await holder.end()
      }
    })
  },
)
