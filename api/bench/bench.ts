import autocannon from 'autocannon'
import { spawnSync } from 'node:child_process'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { apiDir, startServer, waitForHealth } from './server-process.js'

/**
 * npm run bench -w api [-- --duration 10 --connections 50 --scale]
 * Starts the server in its own process (so autocannon does not share its event
 * loop), on PGlite and, when DATABASE_URL is set, on PostgreSQL, and prints
 * req/s and p99 per route. --scale benches the 5,000-store / 100,000-item seed.
 */
const args = process.argv.slice(2)
const option = (name: string, fallback: number) => {
  const index = args.indexOf(`--${name}`)
  return index >= 0 ? Number(args[index + 1]) : fallback
}
const duration = option('duration', 10)
const connections = option('connections', 50)
const scale = args.includes('--scale')

// Manhattan (zone 1) from the default location; grocery (2) and food (1) modules
const session = { zoneid: '[1]', latitude: '40.7536', longitude: '-73.9832', 'x-localization': 'en' }
const routes = [
  { name: 'health (bare route)', path: '/health', headers: {} },
  { name: 'items/search', path: '/api/v1/items/search?name=pizza&offset=1&limit=12', headers: { ...session, moduleid: '1' } },
  { name: 'items/popular', path: '/api/v1/items/popular?offset=1&limit=10&type=all', headers: { ...session, moduleid: '2' } },
  {
    name: 'stores/get-stores/all',
    path: '/api/v1/stores/get-stores/all?store_type=all&offset=1&limit=12',
    headers: { ...session, moduleid: '2' },
  },
]

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
  const child = startServer(env, port)
  try {
    await waitForHealth(base, child)
    console.log(`\n${label}: ${connections} connections, ${duration} s per route after a 2 s warm-up`)
    console.log(`${'route'.padEnd(24)} ${'req/s'.padStart(9)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}  notes`)
    for (const route of routes) {
      const url = `${base}${route.path}`
      const probe = await fetch(url, { headers: route.headers })
      if (probe.status !== 200) {
        console.log(
          `${route.name.padEnd(24)} ${'-'.padStart(9)} ${'-'.padStart(8)} ${'-'.padStart(8)}  answered ${probe.status}: not benchmarked`,
        )
        continue
      }
      await autocannon({ url, connections, duration: 2, headers: route.headers })
      const result = await autocannon({ url, connections, duration, headers: route.headers })
      const notes = [result.non2xx && `${result.non2xx} non-2xx`, result.errors && `${result.errors} errors`].filter(Boolean).join(', ')
      console.log(
        `${route.name.padEnd(24)} ${result.requests.average.toFixed(0).padStart(9)} ${String(result.latency.p50).padStart(8)} ${String(result.latency.p99).padStart(8)}  ${notes}`,
      )
    }
  } finally {
    // let requests still queued behind the database finish before the server closes its pool
    await new Promise((resolve) => setTimeout(resolve, 1500))
    child.kill('SIGTERM')
    await new Promise((resolve) => child.once('exit', resolve))
  }
}

console.log(`Node ${process.version}, ${(await import('node:os')).cpus().length} CPU(s): server and autocannon share them`)
await benchDriver(
  `PGlite${scale ? ' (scale seed)' : ''}`,
  { DATABASE_URL: '', DATA_DIR: join(tmpdir(), `storefront-bench-pglite${scale ? '-scale' : ''}`) },
  4901,
)
if (process.env.DATABASE_URL) {
  await benchDriver(
    `PostgreSQL${scale ? ' (scale seed)' : ''}`,
    { DATABASE_URL: process.env.DATABASE_URL, DATABASE_SCHEMA: process.env.DATABASE_SCHEMA ?? `bench${scale ? '_scale' : ''}` },
    4902,
  )
} else {
  console.log('\nPostgreSQL: skipped (set DATABASE_URL to bench it too)')
}
