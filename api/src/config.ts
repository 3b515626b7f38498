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
}

const storefrontPorts = [3000, 3001, 3002, 3003, 3004, 3005]
const defaultCorsOrigins = storefrontPorts.flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
])

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
  if (value !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(value)) throw new Error(`DATABASE_SCHEMA must be a lower-case identifier, got "${value}"`)
  return value
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
    corsOrigins: optional(env.CORS_ORIGINS)?.split(',').map((o) => o.trim()).filter(Boolean) ?? defaultCorsOrigins,
    googleMapsServerKey: optional(env.GOOGLE_MAPS_SERVER_KEY),
    logLevel: optional(env.LOG_LEVEL) ?? 'info',
    authRateLimitPerMinute: integer(env.AUTH_RATE_LIMIT_PER_MINUTE, 30),
    tokenTtlDays: integer(env.TOKEN_TTL_DAYS, 30),
    timeZone: optional(env.TIME_ZONE) ?? 'America/New_York',
    demoDispatcher: optional(env.DEMO_DISPATCHER) !== '0',
  }
}
