import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type { FastifyInstance } from 'fastify'
import pg from 'pg'
import { buildApp } from '../../src/app.js'
import { openPostgres, type Db } from '../../src/db/db.js'
import { migrate } from '../../src/db/migrate.js'
import type { PushRecipient } from '../../src/repositories/push-repository.js'
import { seed } from '../../src/seed/seed.js'
import { TEST_DATABASE_URL, buildTestApp, drivers, json, postgresAvailable } from '../helper.js'

interface Received {
  id: string | undefined
  event: string | undefined
  data: Record<string, unknown>
}

/** A client of customer/notifications/stream over real HTTP: frames parsed as they arrive. */
async function openStream(baseUrl: string, query: string, headers: Record<string, string>) {
  const abort = new AbortController()
  const response = await fetch(`${baseUrl}/api/v1/customer/notifications/stream${query}`, { headers, signal: abort.signal })
  const events: Received[] = []
  let heartbeats = 0
  const waiters = new Set<() => void>()
  const reading = (async () => {
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
    let buffer = ''
    try {
      for (;;) {
        const { value, done } = await reader.read()
        if (done) return
        buffer += value
        let end: number
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          if (block.startsWith(':')) heartbeats++
          const field = (name: string) =>
            block
              .split('\n')
              .find((line) => line.startsWith(`${name}: `))
              ?.slice(name.length + 2)
          const data = field('data')
          if (data) events.push({ id: field('id'), event: field('event'), data: JSON.parse(data) as Record<string, unknown> })
          for (const wake of waiters) wake()
        }
      }
    } catch {
      // aborted
    }
  })()
  const until = async (ready: () => boolean, what: string, timeoutMs = 5000) => {
    const deadline = Date.now() + timeoutMs
    while (!ready()) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
      await new Promise<void>((resolve) => {
        const wake = () => {
          waiters.delete(wake)
          resolve()
        }
        waiters.add(wake)
        setTimeout(wake, 50)
      })
    }
  }
  return {
    response,
    events,
    heartbeats: () => heartbeats,
    until,
    close: async () => {
      abort.abort()
      await reading
    },
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 300))
const CUSTOMER: PushRecipient = { kind: 'customer', customerId: 1 }

for (const { driver, skip } of await drivers()) {
  describe(`push notifications stream (${driver})`, { skip }, () => {
    let app: FastifyInstance
    let baseUrl: string
    let token: string
    let guestId: string
    let guestRef: number
    let other: PushRecipient
    before(async () => {
      app = await buildTestApp(driver, { pushHeartbeatMs: 200 })
      baseUrl = await app.listen({ port: 0, host: '127.0.0.1' })
      token = json(
        await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { phone: '+15550100100', password: 'Demo@1234' } }),
      ).token
      guestId = json(await app.inject({ method: 'POST', url: '/api/v1/auth/guest/request' })).guest_id
      guestRef = (await app.repos.identity.guestRefFor(guestId))!
      const otherToken = json(
        await app.inject({
          method: 'POST',
          url: '/api/v1/auth/sign-up',
          payload: { f_name: 'Other', l_name: 'Person', phone: '+15550177031', password: 'a long and unguessable phrase 42' },
        }),
      ).token as string
      other = { kind: 'customer', customerId: (await app.repos.identity.customerIdForToken(otherToken))! }
    })
    after(async () => {
      await app?.close()
    })
    const bearer = () => ({ authorization: `Bearer ${token}` })

    test('a customer receives the spec’s three types as they are published, with ids, as text/event-stream', async () => {
      const stream = await openStream(baseUrl, '', bearer())
      assert.equal(stream.response.status, 200)
      assert.match(stream.response.headers.get('content-type') ?? '', /^text\/event-stream/)
      await settle()
      await app.push.publish([
        { recipient: CUSTOMER, type: 'order_status', data: { order_id: 100001 } },
        { recipient: CUSTOMER, type: 'message', data: { conversation_id: 7, sender_type: 'delivery_man' } },
        { recipient: CUSTOMER, type: 'referral_code', data: { title: 'Welcome', body: 'Your friend joined' } },
      ])
      await stream.until(() => stream.events.length >= 3, 'three events')
      assert.deepEqual(
        stream.events.map((e) => [e.event, e.data]),
        [
          ['order_status', { type: 'order_status', order_id: 100001 }],
          ['message', { type: 'message', conversation_id: 7, sender_type: 'delivery_man' }],
          ['referral_code', { type: 'referral_code', title: 'Welcome', body: 'Your friend joined' }],
        ],
      )
      const ids = stream.events.map((e) => Number(e.id))
      assert.deepEqual(
        [...ids].sort((a, b) => a - b),
        ids,
      )
      await stream.close()
    })

    test('another customer’s and a guest’s events never arrive; a guest reads its own by guest_id', async () => {
      const customer = await openStream(baseUrl, '', bearer())
      const guest = await openStream(baseUrl, `?guest_id=${encodeURIComponent(guestId)}`, {})
      await settle()
      await app.push.publish([
        { recipient: other, type: 'order_status', data: { order_id: 1 } },
        { recipient: { kind: 'guest', guestRef }, type: 'order_status', data: { order_id: 2 } },
        { recipient: CUSTOMER, type: 'order_status', data: { order_id: 3 } },
      ])
      await customer.until(() => customer.events.length >= 1, 'the customer’s event')
      await guest.until(() => guest.events.length >= 1, 'the guest’s event')
      await settle()
      assert.deepEqual(
        customer.events.map((e) => e.data.order_id),
        [3],
      )
      assert.deepEqual(
        guest.events.map((e) => e.data.order_id),
        [2],
      )
      await Promise.all([customer.close(), guest.close()])
    })

    test('the dispatcher’s transitions arrive as order_status', async () => {
      const stream = await openStream(baseUrl, '', bearer())
      await settle()
      const { rows } = await app.db.query<{ id: number }>(
        `insert into orders (customer_id, store_id, module_id, zone_id, order_amount, delivery_address, pending, created_at)
         values (1, 1, 1, 1, 20, '{"latitude":"40.7529","longitude":"-73.9838"}', now() - interval '1 day', now() - interval '1 day')
         returning id`,
      )
      await app.repos.dispatch.tick()
      await stream.until(() => stream.events.some((e) => e.data.order_id === rows[0]!.id), 'the order’s status')
      assert.deepEqual(stream.events.at(-1)!.data, { type: 'order_status', order_id: rows[0]!.id, order_status: 'confirmed' })
      await stream.close()
    })

    test('a reconnect with Last-Event-ID gets what it missed, in order, and nothing twice', async () => {
      const first = await openStream(baseUrl, '', bearer())
      await settle()
      await app.push.publish([{ recipient: CUSTOMER, type: 'order_status', data: { order_id: 10 } }])
      await first.until(() => first.events.length === 1, 'the first event')
      const lastId = first.events[0]!.id!
      await first.close()

      await app.push.publish([
        { recipient: CUSTOMER, type: 'order_status', data: { order_id: 11 } },
        { recipient: other, type: 'order_status', data: { order_id: 99 } },
        { recipient: CUSTOMER, type: 'message', data: { conversation_id: 12, sender_type: 'vendor' } },
      ])
      const resumed = await openStream(baseUrl, '', { ...bearer(), 'last-event-id': lastId })
      await resumed.until(() => resumed.events.length >= 2, 'the missed events')
      await app.push.publish([{ recipient: CUSTOMER, type: 'order_status', data: { order_id: 13 } }])
      await resumed.until(() => resumed.events.length >= 3, 'the live event')
      await settle()
      assert.deepEqual(
        resumed.events.map((e) => e.data.order_id ?? e.data.conversation_id),
        [11, 12, 13],
      )
      await resumed.close()

      // a stream opened without Last-Event-ID starts from now
      const fresh = await openStream(baseUrl, '', bearer())
      await settle()
      assert.equal(fresh.events.length, 0)
      await fresh.close()
    })

    test('comment lines keep the connection alive between events', async () => {
      const stream = await openStream(baseUrl, '', bearer())
      await stream.until(() => stream.heartbeats() >= 2, 'two heartbeats', 3000)
      await stream.close()
    })

    test('no stream without a valid token or guest id', async () => {
      assert.equal((await app.inject({ url: '/api/v1/customer/notifications/stream' })).statusCode, 401)
      const badGuest = await app.inject({ url: '/api/v1/customer/notifications/stream?guest_id=not-a-guest' })
      assert.equal(badGuest.statusCode, 401)
      const badToken = await app.inject({ url: '/api/v1/customer/notifications/stream', headers: { authorization: 'Bearer nope' } })
      assert.equal(badToken.statusCode, 401)
    })

    test('customer/cm-firebase-token (PUT as POST with _method) stores the token; guests and empty tokens are refused', async () => {
      const put = (payload: Record<string, unknown>, headers: Record<string, string> = bearer()) =>
        app.inject({ method: 'POST', url: '/api/v1/customer/cm-firebase-token', headers, payload })
      const saved = await put({ _method: 'put', cm_firebase_token: 'fcm-token-123' })
      assert.equal(saved.statusCode, 200)
      assert.equal(json(saved).message, 'updated successfully')
      const { rows } = await app.db.query<{ cm_firebase_token: string }>('select cm_firebase_token from customers where id = 1')
      assert.equal(rows[0]!.cm_firebase_token, 'fcm-token-123')
      assert.equal((await put({ _method: 'put', cm_firebase_token: ' ' })).statusCode, 422)
      assert.equal((await put({ _method: 'put', cm_firebase_token: 'x' }, {})).statusCode, 401)
    })
  })
}

describe(
  'push fans out across API instances through LISTEN/NOTIFY',
  { skip: (await postgresAvailable()) ? false : 'PostgreSQL not reachable' },
  () => {
    const schema = `test_${process.pid}_push_${Date.now().toString(36)}`
    const apps: FastifyInstance[] = []
    const admin = () => new pg.Client({ connectionString: TEST_DATABASE_URL })
    before(async () => {
      const client = admin()
      await client.connect()
      await client.query(`create schema ${schema}`)
      await client.end()
      const dbs: Db[] = []
      for (let i = 0; i < 2; i++) dbs.push(await openPostgres({ connectionString: TEST_DATABASE_URL, schema, max: 4 }))
      await migrate(dbs[0]!)
      await seed(dbs[0]!)
      for (const db of dbs) {
        const app = await buildApp({ db, logger: false, config: { publicUrl: 'http://localhost:4000', demoDispatcher: false } })
        await app.ready()
        apps.push(app)
      }
    })
    after(async () => {
      for (const app of apps) await app.close()
      const client = admin()
      await client.connect()
      await client.query(`drop schema if exists ${schema} cascade`)
      await client.end()
    })

    test('an event published on one instance reaches a stream open on the other', async () => {
      const [a, b] = apps as [FastifyInstance, FastifyInstance]
      const token = json(
        await a.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { phone: '+15550100100', password: 'Demo@1234' } }),
      ).token
      const stream = await openStream(await b.listen({ port: 0, host: '127.0.0.1' }), '', { authorization: `Bearer ${token}` })
      await settle()
      await a.push.publish([{ recipient: CUSTOMER, type: 'referral_code', data: { title: 'Hi', body: 'From the other instance' } }])
      await stream.until(() => stream.events.length === 1, 'the event from the other instance')
      assert.equal(stream.events[0]!.data.body, 'From the other instance')
      await stream.close()
    })
  },
)
