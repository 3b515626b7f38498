import fc from 'fast-check'
import { buildTestApp, json } from '../test/helper.js'
import { fuzzRoutes, judge, requestFor } from '../test/hardening/fuzz-core.js'

/**
 * node --import tsx bench/fuzz.ts [--runs 100000] [--seed N]   (in api/)
 * The test suite's schema fuzzer (test/hardening/fuzz-core.ts), longer: every route, valid and
 * hostile input, on an embedded PGlite through app.inject (no network). Prints the seed, the
 * status counts, latency and every problem (5xx, a 4xx not in the error shape, slower than 1 s).
 */
const args = process.argv.slice(2)
const option = (name: string, fallback: number) => {
  const index = args.indexOf(`--${name}`)
  return index >= 0 ? Number(args[index + 1]) : fallback
}
const runs = Math.min(option('runs', 100_000), 1_000_000)
const seed = option('seed', Date.now() % 2 ** 31)

const app = await buildTestApp('pglite')
const credentials = {
  guestId: json(await app.inject({ method: 'POST', url: '/api/v1/auth/guest/request' })).guest_id,
  token: json(await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { phone: '+15550100100', password: 'Demo@1234' } }))
    .token,
}
const routes = fuzzRoutes(app)
const statuses = new Map<number, number>()
const problems: string[] = []
const latencies: number[] = []
const started = Date.now()
const request = fc.integer({ min: 0, max: routes.length - 1 }).chain((index) => requestFor(routes[index]!, credentials))
await fc.check(
  fc.asyncProperty(request, async (options) => {
    const outcome = await judge(app, options)
    statuses.set(outcome.status, (statuses.get(outcome.status) ?? 0) + 1)
    latencies.push(outcome.ms)
    if (!outcome.ok && problems.length < 50) problems.push(outcome.problem!)
    if (latencies.length % 10_000 === 0) console.log(`  ${latencies.length} requests, ${problems.length} problems`)
    return true
  }),
  { numRuns: runs, seed },
)
await app.close()
latencies.sort((a, b) => a - b)
const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!.toFixed(0)
const seconds = (Date.now() - started) / 1000
console.log(
  `fuzz: ${latencies.length} requests over ${routes.length} routes in ${seconds.toFixed(0)} s (seed ${seed}); ` +
    `latency p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms`,
)
console.log(
  `statuses: ${[...statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status} x${count}`)
    .join(', ')}`,
)
console.log(
  problems.length
    ? `PROBLEMS (${problems.length}):\n${problems.join('\n')}`
    : 'problems: none (no 5xx, every 4xx in the error shape, none slower than 1 s)',
)
if (problems.length) process.exitCode = 1
