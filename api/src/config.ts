import { fileURLToPath } from 'node:url'

export interface AppConfig {
  port: number
  host: string
  /** When set, a real PostgreSQL through `pg`; otherwise embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined
  /** With DATABASE_URL: the schema to use (created when missing); default public. */
  databaseSchema: string | undefined
  /** PGlite data folder; `undefined` keeps the database in memory (tests). */
  dataDir: string | undefined
  publicUrl: string
  corsOrigins: string[]
  googleMapsServerKey: string | undefined
  logLevel: string
  /** Login and sign-up: requests per minute per IP and route (guest ids: four times as many). */
  authRateLimitPerMinute: number
  tokenTtlDays: number
  /** IANA zone of store hours and item availability windows. */
  timeZone: string
  /** Move orders through their statuses and couriers along their routes (demo mode). */
  demoDispatcher: boolean
  /** How long each order status lasts in demo mode (DISPATCH_STEP_SECONDS). */
  dispatchStepSeconds: number
  /** How many steps the courier's ride from the store to the customer takes (DISPATCH_TRIP_STEPS). */
  dispatchTripSteps: number
  /** Push streams: a comment line this often keeps proxies and the connection time-out from closing them. */
  pushHeartbeatMs: number
  /** A request's headers must arrive within this (slow-header attacks). */
  headersTimeoutMs: number
  /** A whole request (headers and body) must arrive within this (slow-body attacks). */
  requestTimeoutMs: number
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs: number
  /** A socket with no traffic at all is closed after this. */
  connectionTimeoutMs: number
  /**
   * Which peers are reverse proxies whose X-Forwarded-For is believed: false (none), a hop
   * count, or addresses/CIDRs. Never `true`: that believes any client's X-Forwarded-For.
   */
  trustProxy: false | number | string[]
  /**
   * Where rate-limit counters live: `database` (shared by every instance on the database),
   * `memory` (this process only), or `auto` (database on PostgreSQL, memory on PGlite).
   */
  rateLimitStore: 'auto' | 'memory' | 'database'
  /** Order tracking: requests per minute per client address. */
  trackRateLimitPerMinute: number
  /** Order tracking: failed look-ups (wrong phone, no such order) per order id per 15 minutes. */
  trackFailuresPerOrder: number
  /** Open connections allowed from one peer address (0: no cap). Behind a proxy every client shares its address. */
  maxConnectionsPerIp: number
  /**
   * Public catalogue answers are kept in this process for this many seconds (then served stale
   * while one request refreshes them); 0 turns the copy off. See plugins/app/response-cache.ts.
   */
  responseCacheSeconds: number
  /** Upper bound of that copy, in megabytes. */
  responseCacheMegabytes: number
}

const storefrontPorts = [3000, 3001, 3002, 3003, 3004, 3005]
const defaultCorsOrigins = storefrontPorts.flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`])

const defaultDataDir = fileURLToPath(new URL('../data', import.meta.url))

function integer(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback
  const parsed = Number.parseInt(value, 10)
  if (!Number.isFinite(parsed)) throw new Error(`Expected an integer, got "${value}"`)
  return parsed
}

function optional(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim()
}

function schemaName(value: string | undefined): string | undefined {
  if (value !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(value))
    throw new Error(`DATABASE_SCHEMA must be a lower-case identifier, got "${value}"`)
  return value
}

/**
 * TRUST_PROXY: unset or 0 (no proxy), a hop count (`1`: one proxy in front, its peer address
 * and the last X-Forwarded-For entry are used), or a comma list of proxy addresses/CIDRs
 * (`10.0.0.0/8,127.0.0.1`). `true` is refused: a client could then name any address.
 */
export function trustProxy(value: string | undefined): false | number | string[] {
  const text = optional(value)
  if (text === undefined || text === '0' || text.toLowerCase() === 'false') return false
  if (/^[0-9]+$/.test(text)) return Number(text)
  if (text.toLowerCase() === 'true') {
    throw new Error("TRUST_PROXY=true would believe any client's X-Forwarded-For; give a hop count (1) or the proxies' addresses")
  }
  const list = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  for (const entry of list) {
    if (!/^[0-9a-fA-F.:]+(\/[0-9]{1,3})?$/.test(entry) && !['loopback', 'linklocal', 'uniquelocal'].includes(entry)) {
      throw new Error(`TRUST_PROXY: "${entry}" is not an address, a CIDR or loopback/linklocal/uniquelocal`)
    }
  }
  return list
}

function rateLimitStore(value: string | undefined): AppConfig['rateLimitStore'] {
  const text = optional(value) ?? 'auto'
  if (text !== 'auto' && text !== 'memory' && text !== 'database')
    throw new Error(`RATE_LIMIT_STORE must be auto, memory or database, got "${text}"`)
  return text
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = integer(env.PORT, 4000)
  return {
    port,
    host: optional(env.HOST) ?? '0.0.0.0',
    databaseUrl: optional(env.DATABASE_URL),
    databaseSchema: schemaName(optional(env.DATABASE_SCHEMA)),
    dataDir: optional(env.DATA_DIR) ?? defaultDataDir,
    publicUrl: (optional(env.PUBLIC_URL) ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    corsOrigins:
      optional(env.CORS_ORIGINS)
        ?.split(',')
        .map((o) => o.trim())
        .filter(Boolean) ?? defaultCorsOrigins,
    googleMapsServerKey: optional(env.GOOGLE_MAPS_SERVER_KEY),
    logLevel: optional(env.LOG_LEVEL) ?? 'info',
    authRateLimitPerMinute: integer(env.AUTH_RATE_LIMIT_PER_MINUTE, 30),
    tokenTtlDays: integer(env.TOKEN_TTL_DAYS, 30),
    timeZone: optional(env.TIME_ZONE) ?? 'America/New_York',
    demoDispatcher: optional(env.DEMO_DISPATCHER) !== '0',
    dispatchStepSeconds: Math.max(1, integer(env.DISPATCH_STEP_SECONDS, 60)),
    dispatchTripSteps: Math.max(1, integer(env.DISPATCH_TRIP_STEPS, 6)),
    pushHeartbeatMs: Math.max(1000, integer(env.PUSH_HEARTBEAT_MS, 15_000)),
    headersTimeoutMs: integer(env.HEADERS_TIMEOUT_MS, 10_000),
    requestTimeoutMs: integer(env.REQUEST_TIMEOUT_MS, 30_000),
    keepAliveTimeoutMs: integer(env.KEEP_ALIVE_TIMEOUT_MS, 5_000),
    connectionTimeoutMs: integer(env.CONNECTION_TIMEOUT_MS, 60_000),
    maxConnectionsPerIp: integer(env.MAX_CONNECTIONS_PER_IP, 100),
    trustProxy: trustProxy(env.TRUST_PROXY),
    rateLimitStore: rateLimitStore(env.RATE_LIMIT_STORE),
    trackRateLimitPerMinute: integer(env.TRACK_RATE_LIMIT_PER_MINUTE, 30),
    trackFailuresPerOrder: integer(env.TRACK_FAILURES_PER_ORDER, 10),
    responseCacheSeconds: Math.max(0, integer(env.RESPONSE_CACHE_SECONDS, 10)),
    responseCacheMegabytes: Math.max(1, integer(env.RESPONSE_CACHE_MEGABYTES, 64)),
  }
}
