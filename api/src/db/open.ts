import type { AppConfig } from '../config.js'
import { openPglite, openPostgres, type Db } from './db.js'
import { migrate } from './migrate.js'
import { seed } from '../seed/seed.js'

/**
 * Opens the configured database, brings its schema up to date and seeds it
 * when it is empty, so that `npm start` on a fresh clone serves a marketplace.
 */
export async function openDatabase(config: Pick<AppConfig, 'databaseUrl' | 'databaseSchema' | 'dataDir'>): Promise<Db> {
  const db = config.databaseUrl
    ? await openPostgresSchema(config.databaseUrl, config.databaseSchema)
    : await openPglite({ dataDir: config.dataDir })
  await migrate(db)
  await seedIfEmpty(db)
  return db
}

export async function openPostgresSchema(connectionString: string, schema: string | undefined): Promise<Db> {
  if (schema) {
    const admin = await openPostgres({ connectionString, max: 1 })
    await admin.exec(`create schema if not exists ${schema}`)
    await admin.close()
  }
  return openPostgres({ connectionString, schema })
}

export async function seedIfEmpty(db: Db): Promise<boolean> {
  const { rows } = await db.query<{ count: number }>('select count(*)::int as count from modules')
  if (rows[0].count > 0) return false
  await seed(db)
  return true
}
