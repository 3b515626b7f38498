import autocannon from 'autocannon'
import { spawnSync } from 'node:child_process'
import { cpus, tmpdir } from 'node:os'
import { join } from 'node:path'
import { apiDir, startServer, waitForHealth } from './server-process.js'

/**
 * npm run bench -w api [-- --duration 10 --connections 10,100 --scale --only postgres --cache off --routes popular,search]
 * Starts the server in its own process (so autocannon does not share its event
 * loop), on PGlite and, when DATABASE_URL is set, on PostgreSQL, and prints
 * req/s, p50 and p99 per route and connection count, with each route's req/s as
 * a share of the bare route's at the same connection count (issue 9's target:
 * catalogue and search routes >= 25 % of it at 10 connections on PostgreSQL with
 * the 100k seed, p99 <= 50 ms at 100 connections). A Markdown table follows each
 * driver's run, ready for docs/performance.md. --scale benches the 5,000-store /
 * 100,000-item seed; --only pglite|postgres benches one driver. The server keeps its
 * in-process copy of public catalogue answers (RESPONSE_CACHE_SECONDS, plugins/app/response-cache.ts)
 * as it does in production; --cache off benches every request through the database instead.
 * --routes keeps the routes whose names contain one of the words (the bare route always runs).
 */
const args = process.argv.slice(2)
const value = (name: string) => {
  const index = args.indexOf(`--${name}`)
  return index >= 0 ? args[index + 1] : undefined
}
const duration = Number(value('duration') ?? 10)
const connectionCounts = (value('connections') ?? '10,100').split(',').map(Number)
if (connectionCounts.some((count) => !Number.isInteger(count) || count < 1)) throw new Error('--connections takes a list like 10,100')
const scale = args.includes('--scale')
const only = value('only')
const cacheOff = value('cache') === 'off'
const routeWords = value('routes')?.split(',').filter(Boolean)

/** The share of the bare route's req/s a catalogue route must reach, and its p99 budget at the top connection count. */
const target = { share: 0.25, p99Ms: 50 }

// Manhattan (zone 1) from the default location; grocery (2) and food (1) modules
const session = { zoneid: '[1]', latitude: '40.7536', longitude: '-73.9832', 'x-localization': 'en' }
const grocery = { ...session, moduleid: '2' }
const food = { ...session, moduleid: '1' }
const api = '/api/v1'
const allRoutes = [
  { name: 'health (bare route)', path: '/health', headers: {} },
  { name: 'items/popular', path: `${api}/items/popular?offset=1&limit=10&type=all`, headers: grocery },
  { name: 'items/latest', path: `${api}/items/latest?offset=1&limit=10&type=all`, headers: grocery },
  { name: 'items/discounted', path: `${api}/items/discounted?offset=1&limit=10&type=all`, headers: grocery },
  { name: 'items/search', path: `${api}/items/search?name=pizza&offset=1&limit=12`, headers: food },
  { name: 'items/item-or-store-search', path: `${api}/items/item-or-store-search?name=piz`, headers: food },
  { name: 'stores/get-stores/all', path: `${api}/stores/get-stores/all?store_type=all&offset=1&limit=12`, headers: grocery },
  { name: 'stores/popular', path: `${api}/stores/popular?offset=1&limit=12&type=all`, headers: grocery },
  { name: 'stores/search', path: `${api}/stores/search?name=pizza&offset=1&limit=12`, headers: food },
  { name: 'categories', path: `${api}/categories`, headers: grocery },
  { name: 'banners', path: `${api}/banners`, headers: grocery },
]
const routes = allRoutes.filter((route, index) => index === 0 || !routeWords || routeWords.some((word) => route.name.includes(word)))

interface Row {
  route: string
  connections: number
  reqPerSec: number | null
  p50: number | null
  p99: number | null
  notes: string
}

const formatNumber = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 0 })

/** The route's req/s as a share of the bare route's at the same connection count. */
function share(rows: Row[], row: Row): number | null {
  const bare = rows.find((other) => other.route === routes[0]!.name && other.connections === row.connections)
  return bare?.reqPerSec && row.reqPerSec !== null ? row.reqPerSec / bare.reqPerSec : null
}

/** Whether a catalogue route meets issue 9's target (share at the lowest count, p99 at the highest). */
function verdict(rows: Row[], route: string): string {
  if (route === routes[0]!.name) return ''
  const low = rows.find((row) => row.route === route && row.connections === Math.min(...connectionCounts))
  const high = rows.find((row) => row.route === route && row.connections === Math.max(...connectionCounts))
  const lowShare = low ? share(rows, low) : null
  if (lowShare === null || !high || high.p99 === null) return 'not measured'
  const misses = [
    lowShare < target.share && `req/s ${(lowShare * 100).toFixed(1)} % < ${target.share * 100} %`,
    high.p99 > target.p99Ms && `p99 ${formatNumber(high.p99)} ms > ${target.p99Ms} ms`,
  ].filter(Boolean)
  return misses.length ? `misses: ${misses.join(', ')}` : 'meets'
}

function markdown(label: string, rows: Row[]): string {
  const counts = connectionCounts.map((count) => `${count} c.`)
  const header = [
    'route',
    ...counts.flatMap((count) => [`${count} req/s`, `${count} p50 / p99 ms`, `${count} vs bare`]),
    `target (≥ ${target.share * 100} % at ${Math.min(...connectionCounts)} c., p99 ≤ ${target.p99Ms} ms at ${Math.max(...connectionCounts)} c.)`,
  ]
  const lines = [`**${label}**`, '', `| ${header.join(' | ')} |`, `|${header.map((_, i) => (i === 0 ? '---' : '---:')).join('|')}|`]
  for (const route of routes) {
    const cells = connectionCounts.flatMap((count) => {
      const row = rows.find((candidate) => candidate.route === route.name && candidate.connections === count)
      if (!row || row.reqPerSec === null) return ['-', row?.notes ?? '-', '-']
      const ratio = share(rows, row)
      const notes = row.notes ? ` (${row.notes})` : ''
      return [
        formatNumber(row.reqPerSec),
        `${formatNumber(row.p50!)} / ${formatNumber(row.p99!)}${notes}`,
        ratio === null ? '-' : `${(ratio * 100).toFixed(1)} %`,
      ]
    })
    lines.push(`| ${[route.name, ...cells, verdict(rows, route.name)].join(' | ')} |`)
  }
  return lines.join('\n')
}

async function benchDriver(label: string, env: Record<string, string>, port: number) {
  if (scale) {
    const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'src/seed/seed-cli.ts', '--scale'], {
      cwd: apiDir,
      env: { ...process.env, ...env },
      stdio: 'inherit',
    })
    if (seeded.status !== 0) throw new Error('scale seed failed')
  }
  const base = `http://127.0.0.1:${port}`
  // a server left over from another run would answer the health probe and be benched instead
  const leftOver = await fetch(`${base}/health`).then(
    () => true,
    () => false,
  )
  if (leftOver) throw new Error(`port ${port} already answers: stop the server on it first`)
  // every autocannon socket comes from loopback: the per-address cap (100) would close some at 100 connections
  const child = startServer({ ...env, MAX_CONNECTIONS_PER_IP: '0', ...(cacheOff ? { RESPONSE_CACHE_SECONDS: '0' } : {}) }, port)
  const rows: Row[] = []
  try {
    await waitForHealth(base, child)
    const cache = cacheOff ? 'response cache off' : `response cache ${process.env.RESPONSE_CACHE_SECONDS ?? 10} s`
    console.log(`\n${label}, ${cache}: ${connectionCounts.join(' and ')} connections, ${duration} s per route after a 2 s warm-up`)
    console.log(
      `${'route'.padEnd(28)} ${'conn.'.padStart(5)} ${'req/s'.padStart(9)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'vs bare'.padStart(8)}  notes`,
    )
    for (const connections of connectionCounts) {
      for (const route of routes) {
        const url = `${base}${route.path}`
        const probe = await fetch(url, { headers: route.headers })
        let row: Row
        if (probe.status !== 200) {
          row = {
            route: route.name,
            connections,
            reqPerSec: null,
            p50: null,
            p99: null,
            notes: `answered ${probe.status}: not benchmarked`,
          }
        } else {
          await autocannon({ url, connections, duration: 2, headers: route.headers })
          const result = await autocannon({ url, connections, duration, headers: route.headers })
          const notes = [
            result.non2xx && `${result.non2xx} non-2xx`,
            result.errors && `${result.errors} errors`,
            result.timeouts && `${result.timeouts} timeouts`,
          ]
            .filter(Boolean)
            .join(', ')
          row = {
            route: route.name,
            connections,
            reqPerSec: result.requests.average,
            p50: result.latency.p50,
            p99: result.latency.p99,
            notes,
          }
        }
        rows.push(row)
        const ratio = share(rows, row)
        const cell = (n: number | null) => (n === null ? '-' : n.toFixed(0))
        console.log(
          `${route.name.padEnd(28)} ${String(connections).padStart(5)} ${cell(row.reqPerSec).padStart(9)} ${cell(row.p50).padStart(8)} ${cell(row.p99).padStart(8)} ${(ratio === null ? '-' : `${(ratio * 100).toFixed(1)}%`).padStart(8)}  ${row.notes}`,
        )
      }
    }
  } finally {
    // let requests still queued behind the database finish before the server closes its pool
    await new Promise((resolve) => setTimeout(resolve, 1500))
    child.kill('SIGTERM')
    await new Promise((resolve) => child.once('exit', resolve))
  }
  const cache = cacheOff ? 'response cache off' : 'response cache on'
  console.log(`\n${markdown(`${label}, ${cache}, ${duration} s per route`, rows)}\n`)
}

console.log(`Node ${process.version}, ${cpus().length} CPU(s): server and autocannon share them`)
if (only !== 'postgres') {
  await benchDriver(
    // PGlite is one connection in the server's own thread: every query waits for the one before it
    `PGlite${scale ? ' (scale seed)' : ''}, queries serialised`,
    { DATABASE_URL: '', DATA_DIR: join(tmpdir(), `storefront-bench-pglite${scale ? '-scale' : ''}`) },
    4901,
  )
}
if (only === 'pglite') {
  // PostgreSQL not asked for
} else if (process.env.DATABASE_URL) {
  await benchDriver(
    `PostgreSQL${scale ? ' (scale seed)' : ''}`,
    { DATABASE_URL: process.env.DATABASE_URL, DATABASE_SCHEMA: process.env.DATABASE_SCHEMA ?? `bench${scale ? '_scale' : ''}` },
    4902,
  )
} else {
  console.log('\nPostgreSQL: skipped (set DATABASE_URL to bench it too)')
}
