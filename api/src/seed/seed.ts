import type { Db, Queryable } from '../db/db.js'
import { hashPassword } from '../domain/secrets.js'
import { demo } from './demo.js'
import { createRandom } from './random.js'
import { seedItems, seedLookups, seedStores } from './seed-catalogue.js'
import { seedModules, seedPlaces, seedZones } from './seed-geography.js'
import { seedAccount } from './seed-account.js'
import { seedHome } from './seed-home.js'
import { seedPeopleAndOrders } from './seed-people.js'
import { seedPromotions } from './seed-promotions.js'
import { seedReviews } from './seed-reviews.js'
import { seedSettings } from './seed-settings.js'

export { demo }

export interface SeedOptions {
  /** 5,000 stores and 100,000 items, for benchmarks. */
  scale?: boolean
  /** Fixed seed of the pseudo-random generator: the same marketplace on every machine. */
  seed?: number
  now?: Date
}

/** Documented in api/README.md: change both together. */

export async function seed(db: Db, options: SeedOptions = {}): Promise<void> {
  const random = createRandom(options.seed ?? 20261121)
  const now = options.now ?? new Date()
  const passwordHash = await hashPassword(demo.customer.password)
  await db.transaction(async (tx) => {
    await seedSettings(tx)
    const zoneIds = await seedZones(tx)
    const modules = await seedModules(tx, zoneIds)
    const lookups = await seedLookups(tx, modules)
    const stores = await seedStores(tx, random, now, modules, options.scale ?? false)
    const items = await seedItems(tx, random, now, modules, stores, lookups, options.scale ? 20 : 19)
    await seedPromotions(tx, random, now, modules, stores, items)
    await seedPlaces(tx, random)
    await seedPeopleAndOrders(tx, random, now, stores, items, passwordHash)
    await seedReviews(tx, now, items)
    await seedAccount(tx, now)
    await seedHome(tx, random, now, modules, stores)
    await resetSequences(tx)
  })
  // fresh statistics: without them the planner guesses row counts and picks slow plans (3x on PGlite)
  await db.exec('analyze')
}

async function resetSequences(tx: Queryable) {
  const tables = [
    'zones',
    'modules',
    'stores',
    'categories',
    'brands',
    'units',
    'common_conditions',
    'add_ons',
    'items',
    'item_campaigns',
    'campaigns',
    'flash_sales',
    'banners',
    'coupons',
    'cashbacks',
    'parcel_categories',
    'places',
    'customers',
    'customer_addresses',
    'delivery_men',
    'orders',
    'cancellation_reasons',
  ]
  for (const table of tables) {
    await tx.query(`select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`)
  }
}
