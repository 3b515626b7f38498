import { existsSync } from 'node:fs'
import { readFile, writeFile, rename } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import pg from 'pg'
import { buildApp } from '../src/app.js'
import type { AppConfig } from '../src/config.js'
import { openPglite, openPostgres, type Db } from '../src/db/db.js'
import { migrate } from '../src/db/migrate.js'
import { seed } from '../src/seed/seed.js'

/**
 * Test apps: a fresh app on a fresh seeded database, through `app.inject`.
 * PGlite apps start from one seeded data directory (made once per test run by
 * test/prepare.ts, or on first use here) so each app costs a copy, not a seed.
 * PostgreSQL apps get their own schema, migrated and seeded, dropped on close.
 */
export type Driver = 'pglite' | 'postgres'

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
export const templatePath = join(tmpdir(), 'storefront-api-test-template.tar')

export async function postgresAvailable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL, connectionTimeoutMillis: 1500 })
  try {
    await client.connect()
    await client.query('select 1')
    return true
  } catch {
    return false
  } finally {
    await client.end().catch(() => undefined)
  }
}

export async function buildPgliteTemplate(): Promise<Blob> {
  const db = await openPglite()
  await migrate(db)
  await seed(db)
  const dump = await db.dump()
  await db.close()
  return dump
}

let template: Promise<Blob> | undefined
async function pgliteTemplate(): Promise<Blob> {
  template ??= (async () => {
    if (existsSync(templatePath)) return new Blob([await readFile(templatePath)])
    const dump = await buildPgliteTemplate()
    const partial = `${templatePath}.${process.pid}`
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()))
    await rename(partial, templatePath)
    return dump
  })()
  return template
}

async function freshDb(driver: Driver): Promise<Db> {
  if (driver === 'pglite') return openPglite({ loadDataDir: await pgliteTemplate() })
  const schema = `test_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL })
  await admin.connect()
  await admin.query(`create schema ${schema}`)
  await admin.end()
  const db = await openPostgres({ connectionString: TEST_DATABASE_URL, schema, max: 4 })
  await migrate(db)
  await seed(db)
  const close = db.close
  return {
    ...db,
    close: async () => {
      await close()
      const cleanup = new pg.Client({ connectionString: TEST_DATABASE_URL })
      await cleanup.connect()
      await cleanup.query(`drop schema if exists ${schema} cascade`)
      await cleanup.end()
    },
  }
}

export async function buildTestApp(driver: Driver = 'pglite', config: Partial<AppConfig> = {}): Promise<FastifyInstance> {
  const db = await freshDb(driver)
  const app = await buildApp({
    db,
    logger: false,
    config: {
      publicUrl: 'http://localhost:4000',
      authRateLimitPerMinute: 1000,
      googleMapsServerKey: undefined,
      demoDispatcher: false,
      ...config,
    },
  })
  await app.ready()
  return app
}

/** The drivers this run covers: PGlite always, PostgreSQL when a server answers. */
export async function drivers(): Promise<{ driver: Driver; skip: string | false }[]> {
  const pgUp = await postgresAvailable()
  return [
    { driver: 'pglite', skip: false },
    {
      driver: 'postgres',
      skip: pgUp ? false : `PostgreSQL pass skipped: no server answers at ${TEST_DATABASE_URL.replace(/\/\/[^@]*@/, '//')}`,
    },
  ]
}

// tests read wire shapes loosely on purpose: the assertions are the type
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const json = <T = any>(response: { body: string }): T => JSON.parse(response.body) as T

/** The seeded demo customer (README: +15550100100 / Demo@1234). */
export const demoCustomer = { phone: '+15550100100', password: 'Demo@1234' }

/** A bearer token of the seeded demo customer, signed in on `app`. */
export async function demoCustomerToken(app: FastifyInstance): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: demoCustomer })
  const token = json<{ token?: string }>(response).token
  if (!token) throw new Error(`the demo customer could not sign in: ${response.statusCode} ${response.body.slice(0, 200)}`)
  return token
}

/** Signs a new customer up on `app` (a second customer for owner-only checks) and answers their bearer token. */
export async function signUpCustomer(
  app: FastifyInstance,
  customer: { f_name: string; l_name: string; phone: string; email?: string; password?: string },
): Promise<string> {
  const payload = { password: 'a long and unguessable phrase 42', ...customer }
  const response = await app.inject({ method: 'POST', url: '/api/v1/auth/sign-up', payload })
  const token = json<{ token?: string }>(response).token
  if (!token) throw new Error(`sign-up of ${customer.phone} failed: ${response.statusCode} ${response.body.slice(0, 200)}`)
  return token
}

/** A file of a multipart form: the field it is sent as, its bytes and the type it claims (the API checks the bytes). */
export interface FormFile {
  field: string
  bytes: Buffer
  type: string
  name?: string
}

/** A multipart/form-data body for `app.inject`, encoded by the platform's FormData as a browser sends it. */
export async function multipart(
  fields: Record<string, string | number>,
  files: FormFile[] = [],
): Promise<{ payload: Buffer; headers: { 'content-type': string } }> {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value))
  for (const file of files) form.append(file.field, new Blob([file.bytes], { type: file.type }), file.name ?? 'upload')
  const encoded = new Response(form)
  return { payload: Buffer.from(await encoded.arrayBuffer()), headers: { 'content-type': encoded.headers.get('content-type')! } }
}
