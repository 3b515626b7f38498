import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import pg from 'pg'

/**
 * The whole database surface the app uses. PGlite and `pg` answer `query`
 * with the same `{ rows }` shape, so repositories are plain SQL against this
 * interface and run unchanged on both drivers.
 */
export interface Db {
  readonly driver: 'pglite' | 'postgres'
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>
  /** Runs `fn` in one transaction; everything `fn` does through its argument commits or rolls back together. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>
  /** Runs several statements without parameters (migrations). */
  exec(sql: string): Promise<void>
  /**
   * LISTENs on `channel` (a lower-case identifier) and calls `onPayload` for each NOTIFY, on a
   * connection of its own on PostgreSQL; resolves to the function that stops listening.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>
  close(): Promise<void>
}

export type Queryable = Pick<Db, 'query'>

// numeric and bigint arrive as strings by default; the wire format wants numbers.
const NUMERIC_OID = 1700
const INT8_OID = 20
const toNumber = (value: string) => Number(value)

export interface PgliteOptions {
  dataDir?: string
  /** A tarball from `dumpDataDir` to start from (tests copy one seeded database). */
  loadDataDir?: Blob
}

export async function openPglite(options: PgliteOptions = {}): Promise<Db & { dump(): Promise<Blob> }> {
  const pglite = new PGlite({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm },
    parsers: { [NUMERIC_OID]: toNumber, [INT8_OID]: toNumber },
  })
  await pglite.waitReady
  // PGlite is one connection: serialise transactions so two requests never interleave inside one.
  let queue: Promise<unknown> = Promise.resolve()
  return {
    driver: 'pglite',
    query: async <T>(sql: string, params: unknown[] = []) => {
      const result = await pglite.query<T>(sql, params)
      return { rows: result.rows }
    },
    transaction: <T>(fn: (tx: Queryable) => Promise<T>): Promise<T> => {
      const run = queue.then(() =>
        pglite.transaction(async (tx) =>
          fn({ query: async <R>(sql: string, params: unknown[] = []) => ({ rows: (await tx.query<R>(sql, params)).rows }) }),
        ),
      )
      queue = run.catch(() => undefined)
      return run
    },
    exec: async (sql) => {
      await pglite.exec(sql)
    },
    listen: async (channel, onPayload) => {
      const stop = await pglite.listen(channel, onPayload)
      return async () => {
        if (!pglite.closed) await stop()
      }
    },
    close: () => pglite.close(),
    dump: () => pglite.dumpDataDir('none'),
  }
}

export interface PostgresOptions {
  connectionString: string
  /** Every connection uses this schema first (tests isolate apps in their own schema). */
  schema?: string
  max?: number
}

export async function openPostgres(options: PostgresOptions): Promise<Db> {
  const types = {
    getTypeParser: ((oid: number, format?: string) =>
      oid === NUMERIC_OID || oid === INT8_OID ? toNumber : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
  }
  const connection = {
    connectionString: options.connectionString,
    types,
    // JIT pays off for long analytic queries; the API's are short, and compiling them cost items/discounted
    // most of its time on the 100k seed (docs/performance.md, "Categories counts and JIT")
    options: ['-c jit=off', options.schema && `-c search_path=${options.schema},public`].filter(Boolean).join(' '),
  }
  const pool = new pg.Pool({ ...connection, max: options.max ?? 10 })
  pool.on('error', () => undefined)
  await pool.query('select 1')
  return {
    driver: 'postgres',
    query: async <T>(sql: string, params: unknown[] = []) => {
      const result = await pool.query(sql, params)
      return { rows: result.rows as T[] }
    },
    transaction: async <T>(fn: (tx: Queryable) => Promise<T>): Promise<T> => {
      const client = await pool.connect()
      try {
        await client.query('begin')
        const value = await fn({
          query: async <R>(sql: string, params: unknown[] = []) => ({ rows: (await client.query(sql, params)).rows as R[] }),
        })
        await client.query('commit')
        return value
      } catch (error) {
        await client.query('rollback').catch(() => undefined)
        throw error
      } finally {
        client.release()
      }
    },
    exec: async (sql) => {
      await pool.query(sql)
    },
    listen: (channel, onPayload) => listenOn(connection, channel, onPayload),
    close: () => pool.end(),
  }
}

/** A dedicated client LISTENing on `channel`, connecting again (every second) while the connection is lost. */
async function listenOn(connection: pg.ClientConfig, channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Not a channel name: ${channel}`)
  let client: pg.Client | undefined
  let stopped = false
  let retry: NodeJS.Timeout | undefined
  const connect = async (): Promise<void> => {
    const next = new pg.Client(connection)
    client = next
    let lost = false
    const reconnect = () => {
      if (lost || stopped) return
      lost = true
      void next.end().catch(() => undefined)
      retry = setTimeout(() => void connect().catch(() => undefined), 1000)
      retry.unref()
    }
    next.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '')
    })
    next.on('error', reconnect)
    next.on('end', reconnect)
    try {
      await next.connect()
      await next.query(`listen ${channel}`)
    } catch (error) {
      reconnect()
      throw error
    }
  }
  try {
    await connect()
  } catch (error) {
    stopped = true
    clearTimeout(retry)
    throw error
  }
  return async () => {
    stopped = true
    clearTimeout(retry)
    await client?.end().catch(() => undefined)
  }
}
