import { loadConfig } from '../config.js'
import { openPglite } from '../db/db.js'
import { migrate } from '../db/migrate.js'
import { openPostgresSchema } from '../db/open.js'
import { seed } from './seed.js'

/**
 * npm run seed -w api [-- --scale] [-- --reset]
 * Seeds the configured database (DATABASE_URL, else PGlite in DATA_DIR).
 * --reset drops everything first; --scale seeds 5,000 stores and 100,000 items.
 */
const args = new Set(process.argv.slice(2))
const config = loadConfig()
const db = config.databaseUrl
  ? await openPostgresSchema(config.databaseUrl, config.databaseSchema)
  : await openPglite({ dataDir: config.dataDir })
const started = Date.now()
try {
  if (args.has('--reset')) {
    const schema = config.databaseUrl ? (config.databaseSchema ?? 'public') : 'public'
    await db.exec(`drop schema ${schema} cascade; create schema ${schema};`)
  }
  await migrate(db)
  const { rows } = await db.query<{ count: number }>('select count(*)::int as count from modules')
  if (rows[0]!.count > 0) {
    console.log('The database is already seeded; run with --reset to start over.')
  } else {
    await seed(db, { scale: args.has('--scale') })
    const counts = await db.query<{ stores: number; items: number }>(
      'select (select count(*)::int from stores) as stores, (select count(*)::int from items) as items',
    )
    console.log(
      `Seeded ${counts.rows[0]!.stores} stores and ${counts.rows[0]!.items} items in ${((Date.now() - started) / 1000).toFixed(1)} s (${db.driver}).`,
    )
  }
} finally {
  await db.close()
}
