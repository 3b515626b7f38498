import type { Queryable } from '../db/db.js'
import { demo } from './demo.js'
import type { Random } from './random.js'
import { dateOnly, daysFrom, insertRows, type Row, type SeededModule, type SeededStore } from './seed-helpers.js'

/**
 * What the shared home sections need beyond the catalogue: per selling module and zone a video and a store promotion
 * ("Highlights for you"), one more that is over (it must not show), and stores the demo customer visited (visit-again).
 * Runs last, so the pseudo-random draws of the other seeds stay as they were.
 */
export async function seedHome(tx: Queryable, random: Random, now: Date, modules: SeededModule[], stores: SeededStore[]) {
  const advertisements: Row[] = []
  const visits: Row[] = []
  let id = 1
  for (const m of modules.filter((module) => module.type !== 'parcel')) {
    const moduleStores = stores.filter((s) => s.moduleId === m.id && s.active)
    const ad = (store: SeededStore, video: boolean, priority: number, over = false) =>
      advertisements.push([
        id++,
        video ? 'video_promotion' : 'store_promotion',
        video ? `${store.name} in motion` : `Discover ${store.name}`,
        video ? `A short look inside ${store.name}.` : `Fresh picks and fast delivery from ${store.name}.`,
        store.id,
        m.id,
        dateOnly(daysFrom(now, over ? -30 : -3)),
        dateOnly(daysFrom(now, over ? -2 : 45)),
        priority,
      ])
    // every zone of the module sees a video promotion first, then a store promotion
    for (const zoneId of [...new Set(moduleStores.map((s) => s.zoneId))].sort((a, b) => a - b)) {
      const [video, store] = random.sample(
        moduleStores.filter((s) => s.zoneId === zoneId),
        2,
      )
      ad(video!, true, 0)
      if (store) ad(store, false, 1)
    }
    ad(random.pick(moduleStores), false, 2, true)
    random.sample(moduleStores, 3).forEach((store, index) => visits.push([demo.customer.id, store.id, daysFrom(now, -(index + 1))]))
  }
  await insertRows(
    tx,
    'advertisements',
    ['id', 'add_type', 'title', 'description', 'store_id', 'module_id', 'start_date', 'end_date', 'priority'],
    advertisements,
  )
  await insertRows(tx, 'store_visits', ['customer_id', 'store_id', 'visited_at'], visits)
  await tx.query(
    `select setval(pg_get_serial_sequence('advertisements', 'id'), coalesce((select max(id) from advertisements), 0) + 1, false)`,
  )
}
