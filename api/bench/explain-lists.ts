import { buildApp } from '../src/app.js'
import { openPostgres } from '../src/db/db.js'

/**
 * EXPLAIN (ANALYZE, BUFFERS) of the catalogue list queries on a seeded PostgreSQL
 * (DATABASE_URL; seed it with `node --import tsx src/seed/seed-cli.ts --scale`).
 * Each route runs once through the app; its list query (the one numbering rows `as position`)
 * is explained as sent and, with --before, in the old `count(*) over ()` form.
 * tsx bench/explain-lists.ts [--before] [--plans]
 */
const url = process.env.DATABASE_URL
if (!url) throw new Error('DATABASE_URL must name a seeded PostgreSQL database')
const args = new Set(process.argv.slice(2))
const db = await openPostgres({ connectionString: url })
const captured: { sql: string; params: unknown[] }[] = []
const app = await buildApp({
  db: { ...db, query: (sql: string, params: unknown[] = []) => (captured.push({ sql, params }), db.query(sql, params)) } as typeof db,
  logger: false,
  config: { publicUrl: 'http://localhost:4000', demoDispatcher: false },
})
await app.ready()

const headers = { zoneid: '[1]', moduleid: '2' }
const routes = [
  '/api/v1/items/popular?limit=12&offset=1&type=all',
  '/api/v1/items/latest?limit=12&offset=1&type=all',
  '/api/v1/items/discounted?limit=12&offset=1',
  '/api/v1/items/search?name=chicken&limit=12&offset=1',
  '/api/v1/items/search?name=milk&limit=12&offset=1',
  '/api/v1/stores/search?name=market&limit=12&offset=1',
  '/api/v1/stores/get-stores/all?limit=12&offset=1&store_type=all',
  '/api/v1/stores/popular?limit=12&offset=1&type=all',
  '/api/v1/stores/latest?limit=12&offset=1&type=all',
  '/api/v1/categories/items/CATEGORY?limit=12&offset=1&type=all',
]
const { rows: categories } = await db.query<{ id: number }>(
  'select category_id as id from items where module_id = 2 group by 1 order by count(*) desc limit 1',
)

/** The old form: the page with `count(*) over ()` riding along. */
const before = (sql: string) => {
  const match = /select (\S+) as id\s+from ([\s\S]*?)\s+(where [\s\S]*?)?\s*order by ([\s\S]*?)\s+(limit \$\d+)?\) ordered\) listed/.exec(
    sql,
  )
  if (!match) throw new Error(`not a page query: ${sql}`)
  const [, id, from, where = '', order, bound] = match
  // the old form has no bound; its parameter is still sent, so it is selected to keep its type known
  const unused = bound ? `, ${bound.slice('limit '.length)}::bigint as unused` : ''
  const [skip, last] = [...sql.matchAll(/position > (\$\d+) and position <= (\$\d+)/g)][0]!.slice(1)
  return `select ${id} as id, count(*) over () as total${unused} from ${from} ${where} order by ${order} limit ${last} - ${skip} offset ${skip}`
}

const explain = async (sql: string, params: unknown[]) => {
  const { rows } = await db.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${sql}`, params)
  return rows.map((row) => row['QUERY PLAN'])
}

for (const route of routes) {
  captured.length = 0
  const response = await app.inject({ method: 'GET', url: route.replace('CATEGORY', String(categories[0]?.id)), headers })
  const total = (JSON.parse(response.body) as { total_size?: number }).total_size
  const query = captured.find((entry) => entry.sql.includes(') listed'))
  if (!query) {
    console.log(`${route}: ${response.statusCode}, no page query`)
    continue
  }
  // once to warm the cache, then measured
  await explain(query.sql, query.params)
  const plan = await explain(query.sql, query.params)
  const time = (lines: string[]) => lines.find((line) => line.startsWith('Execution Time'))
  let line = `${route}: total_size ${total}; after ${time(plan)}`
  let old: string[] = []
  if (args.has('--before')) {
    const sql = before(query.sql)
    await explain(sql, query.params)
    old = await explain(sql, query.params)
    line += `; before ${time(old)}`
  }
  console.log(line)
  if (args.has('--plans')) console.log(['--- after', ...plan, '--- before', ...old].join('\n'))
}
await app.close()
