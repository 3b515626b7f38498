import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startServer, waitForHealth } from './server-process.js'
import pg from 'pg'

/**
 * node --import tsx bench/cart-concurrency.ts [--connections 100] [--duration 60]   (in api/)
 * 100 clients pressing "+1" and "-1" (customer/cart/update with quantity_delta) on ONE
 * guest's cart line for 60 s, on PGlite and, when reachable, PostgreSQL (BENCH_DATABASE_URL,
 * default the test server), each in a fresh server process on loopback with a fresh database.
 * Then checks nothing was lost: final quantity = 1 + accepted "+1"s - accepted "-1"s.
 * Bounded: at most 500 connections and 300 s; the server listens on 127.0.0.1 only.
 */
const args = process.argv.slice(2)
const option = (name: string, fallback: number, max: number) => {
  const index = args.indexOf(`--${name}`)
  const value = index >= 0 ? Number(args[index + 1]) : fallback
  if (!Number.isInteger(value) || value < 1 || value > max) throw new Error(`--${name} must be an integer in 1..${max}`)
  return value
}
const connections = option('connections', 100, 500)
const duration = option('duration', 60, 300)
const GROCERY = '2'

async function post(base: string, path: string, body: unknown) {
  const response = await fetch(`${base}/api/v1/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', moduleid: GROCERY },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as unknown }
}

async function run(label: string, env: Record<string, string>, port: number) {
  const base = `http://127.0.0.1:${port}`
  const child = startServer({ ...env, DEMO_DISPATCHER: '0', MAX_CONNECTIONS_PER_IP: '0' }, port)
  try {
    await waitForHealth(base, child, 300_000)
    const { guest_id: guestId } = (await post(base, 'auth/guest/request', {})).body as { guest_id: string }
    const popular = (await (
      await fetch(`${base}/api/v1/items/latest?offset=1&limit=100`, { headers: { moduleid: GROCERY, zoneid: '[1]' } })
    ).json()) as { products: { id: number; variations: unknown[]; food_variations: unknown[]; stock: number }[] }
    let cartId: number | undefined
    for (const item of popular.products.filter((p) => p.variations.length === 0 && p.food_variations.length === 0 && p.stock > 20)) {
      const added = await post(base, 'customer/cart/add', { guest_id: guestId, item_id: item.id, quantity: 1 })
      if (added.status === 200) {
        cartId = (added.body as { id: number }[])[0]!.id
        break
      }
    }
    if (!cartId) throw new Error('no plain grocery item could be added')
    // Each client presses, waits for the answer, presses again, until the time is up, and waits for
    // its last answer: every request's outcome is known (autocannon drops the in-flight ones at the
    // end, which makes an exact "nothing lost" check impossible).
    const counts = { plus: 0, minus: 0, refused: 0, other: 0, errors: 0 }
    const latencies: number[] = []
    const deadline = Date.now() + duration * 1000
    const started = Date.now()
    await Promise.all(
      Array.from({ length: connections }, async (_, client) => {
        for (let n = client; Date.now() < deadline; n++) {
          const delta = n % 2 === 0 ? 1 : -1
          const sent = performance.now()
          try {
            const response = await fetch(`${base}/api/v1/customer/cart/update`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', moduleid: GROCERY },
              body: JSON.stringify({ guest_id: guestId, cart_id: cartId, quantity_delta: delta }),
            })
            await response.arrayBuffer()
            latencies.push(performance.now() - sent)
            if (response.status === 200) counts[delta > 0 ? 'plus' : 'minus']++
            else if (response.status === 403 || response.status === 422)
              counts.refused++ // over the stock, or below 1: not applied
            else counts.other++
          } catch {
            counts.errors++
          }
        }
      }),
    )
    const seconds = (Date.now() - started) / 1000
    latencies.sort((a, b) => a - b)
    const at = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0)
    const lines = (await (
      await fetch(`${base}/api/v1/customer/cart/list?guest_id=${guestId}`, { headers: { moduleid: GROCERY } })
    ).json()) as { quantity: number }[]
    const expected = 1 + counts.plus - counts.minus
    const lost = Math.abs(expected - lines[0]!.quantity)
    console.log(
      `${label}: ${connections} clients x ${duration} s on one line: ${latencies.length} requests, ${(latencies.length / seconds).toFixed(0)} req/s, ` +
        `p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms; accepted +1 ${counts.plus}, -1 ${counts.minus}, ` +
        `refused (stock/below 1) ${counts.refused}, other ${counts.other}, network errors ${counts.errors}; ` +
        `final quantity ${lines[0]!.quantity}, expected ${expected}: ${lost === 0 ? 'nothing lost' : `${lost} LOST`}`,
    )
    if (lost !== 0 || counts.other > 0 || counts.errors > 0) process.exitCode = 1
  } finally {
    child.kill('SIGTERM')
    await new Promise((resolve) => child.once('exit', resolve))
  }
}

console.log(`Node ${process.version}, ${(await import('node:os')).cpus().length} CPU(s), server and clients share them`)
const dataDir = await mkdtemp(join(tmpdir(), 'storefront-bench-cart-'))
try {
  await run('PGlite', { DATABASE_URL: '', DATA_DIR: dataDir }, 4911)
} finally {
  await rm(dataDir, { recursive: true, force: true })
}
const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
const schema = `bench_cart_${process.pid}`
const admin = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 })
try {
  await admin.connect()
} catch {
  console.log(`PostgreSQL: skipped (nothing answers at ${url.replace(/\/\/[^@]*@/, '//')})`)
  process.exit()
}
try {
  await run('PostgreSQL', { DATABASE_URL: url, DATABASE_SCHEMA: schema }, 4912)
} finally {
  await admin.query(`drop schema if exists ${schema} cascade`)
  await admin.end()
}
