import { cpus } from 'node:os'
import { buildApp } from '../src/app.js'
import { openPglite, type Db } from '../src/db/db.js'
import { migrate } from '../src/db/migrate.js'
import { openPostgresSchema } from '../src/db/open.js'
import { seed } from '../src/seed/seed.js'

/**
 * npm run bench:search -w api [-- --small] [-- --rounds 200] [-- --data-dir <dir>]
 * Seeds a fresh database with the 100,000-item scale seed (--small: the demo
 * seed; --data-dir keeps a PGlite database there and seeds it only once), then times the search box's suggestions and the results page's
 * searches one request at a time through app.inject (the server's own time,
 * no network), and prints p50, p99 and max per route. PGlite in memory, or
 * PostgreSQL when DATABASE_URL is set (in the bench_search schema, dropped first).
 */
const args = process.argv.slice(2)
const small = args.includes('--small')
const roundsAt = args.indexOf('--rounds')
const rounds = roundsAt >= 0 ? Number(args[roundsAt + 1]) : 100
const dataDirAt = args.indexOf('--data-dir')
const dataDir = dataDirAt >= 0 ? args[dataDirAt + 1] : undefined

// what people type into the box, as it grows, with typos and in the three languages
const typed = ['p', 'pi', 'piz', 'pizza', 'chiken', 'Onoins', 'burgr', 'دجاج', 'tavuk', 'soğan', 'coffee', 'tony', 'a', 'fresh milk']
const food = { zoneid: '[1]', moduleid: '1', latitude: '40.7529', longitude: '-73.9838' }
const grocery = { ...food, moduleid: '2' }

const routes = [
  { name: 'item-or-store-search', url: (name: string) => `/api/v1/items/item-or-store-search?name=${encodeURIComponent(name)}` },
  { name: 'items/search', url: (name: string) => `/api/v1/items/search?name=${encodeURIComponent(name)}&offset=1&limit=12` },
  {
    name: 'items/search filtered',
    url: (name: string) =>
      `/api/v1/items/search?name=${encodeURIComponent(name)}&offset=1&limit=12&filter=top_rated,discounted&min_price=0&max_price=20000&sort_by=low`,
  },
  { name: 'stores/search', url: (name: string) => `/api/v1/stores/search?name=${encodeURIComponent(name)}&offset=1&limit=12` },
]

async function openDb(): Promise<Db> {
  const url = process.env.DATABASE_URL
  if (!url) return openPglite({ dataDir })
  const schema = 'bench_search'
  const admin = await openPostgresSchema(url, undefined)
  await admin.exec(`drop schema if exists ${schema} cascade`)
  await admin.close()
  return openPostgresSchema(url, schema)
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]

const db = await openDb()
let started = Date.now()
await migrate(db)
const seeded = await db.query<{ count: number }>('select count(*)::int as count from modules')
const fresh = seeded.rows[0].count === 0
if (fresh) await seed(db, { scale: !small })
const { rows } = await db.query<{ items: number; stores: number; words: number }>(
  'select (select count(*)::int from items) as items, (select count(*)::int from stores) as stores, (select count(*)::int from search_words) as words',
)
console.log(
  `${db.driver}: ${rows[0].items} items, ${rows[0].stores} stores (${rows[0].words} known words)${fresh ? ` seeded in ${((Date.now() - started) / 1000).toFixed(0)} s` : ', seeded before'}; Node ${process.version}, ${cpus().length} CPU(s)`,
)

const app = await buildApp({
  db,
  logger: false,
  config: { publicUrl: 'http://localhost:4000', authRateLimitPerMinute: 100000, googleMapsServerKey: undefined, demoDispatcher: false },
})
await app.ready()
try {
  console.log(`${'route'.padEnd(24)} ${'requests'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'max ms'.padStart(8)}`)
  for (const route of routes) {
    // one warm-up pass, then `rounds` passes over every typed text in both modules
    const times: number[] = []
    for (let round = 0; round <= rounds; round++) {
      for (const name of typed) {
        for (const headers of [food, grocery]) {
          started = performance.now()
          const response = await app.inject({ method: 'GET', url: route.url(name), headers })
          const elapsed = performance.now() - started
          if (response.statusCode !== 200) throw new Error(`${route.url(name)}: ${response.statusCode} ${response.body.slice(0, 200)}`)
          if (round > 0) times.push(elapsed)
        }
      }
    }
    times.sort((a, b) => a - b)
    const show = (value: number) => value.toFixed(1).padStart(8)
    console.log(
      `${route.name.padEnd(24)} ${String(times.length).padStart(8)} ${show(percentile(times, 50))} ${show(percentile(times, 99))} ${show(times[times.length - 1])}`,
    )
  }
} finally {
  await app.close() // closes the database too
}
