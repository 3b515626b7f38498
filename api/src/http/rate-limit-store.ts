import type { Db } from '../db/db.js'

type Callback = (error: Error | null, result: { current: number; ttl: number } | null) => void

interface RouteParams {
  routeInfo?: { method?: string | string[]; url?: string }
  /** a store child made by `createRateLimit` names its keys itself (keyGenerator) */
  keyPrefix?: string
}

/**
 * A @fastify/rate-limit store in the database (table rate_limits, migration 0005), so
 * several API instances on one PostgreSQL share every limit: a client cannot multiply
 * its budget by reaching another instance. One statement per hit, atomic under
 * concurrency (insert ... on conflict do update). Expired rows are swept now and then.
 */
export function databaseRateLimitStore(db: Db) {
  let hits = 0

  class DatabaseStore {
    constructor(
      _params: unknown,
      private readonly prefix = 'global-',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      const window = Math.max(1, Math.trunc(timeWindow))
      db.query<{ count: number; ttl: number }>(
        `insert into rate_limits (key, count, expires_at) values ($1, 1, clock_timestamp() + make_interval(secs => $2::float8 / 1000))
         on conflict (key) do update set
           count = case when rate_limits.expires_at <= clock_timestamp() then 1 else rate_limits.count + 1 end,
           expires_at = case when rate_limits.expires_at <= clock_timestamp() then excluded.expires_at else rate_limits.expires_at end
         returning count, greatest(0, ceil(extract(epoch from (expires_at - clock_timestamp())) * 1000))::int as ttl`,
        [this.prefix + key, window],
      ).then(
        ({ rows }) => callback(null, { current: rows[0]!.count, ttl: rows[0]!.ttl }),
        (error: Error) => callback(error, null),
      )
      if (++hits % 200 === 0) void db.query('delete from rate_limits where expires_at < clock_timestamp()').catch(() => undefined)
    }

    read(key: string, callback: Callback): void {
      db.query<{ count: number; ttl: number }>(
        `select count, greatest(0, ceil(extract(epoch from (expires_at - clock_timestamp())) * 1000))::int as ttl
           from rate_limits where key = $1 and expires_at > clock_timestamp()`,
        [this.prefix + key],
      ).then(
        ({ rows }) => callback(null, rows[0] ? { current: rows[0].count, ttl: rows[0].ttl } : { current: 0, ttl: 0 }),
        (error: Error) => callback(error, null),
      )
    }

    child(params: RouteParams): DatabaseStore {
      const route = params.routeInfo?.url ? `${[params.routeInfo.method].flat().join(',')}${params.routeInfo.url}-` : ''
      return new DatabaseStore(params, route || params.keyPrefix || '')
    }
  }

  return DatabaseStore
}
