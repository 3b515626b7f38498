import type { Db } from '../db/db.js'
import { CATEGORY_COLUMNS, formatCategory, type CategoryRow, type WireCategory } from './catalogue-format.js'
import type { ImageUrls } from './format.js'

/** Active categories: main ones with their children, children of one, featured ones. */
export function createCategoryRepository(db: Db) {
  // products_count: active items of active stores listing the category, in the caller's zones when known,
  // kept per category and zone by triggers (migration 0020) rather than counted per request
  const withCounts = `select ${CATEGORY_COLUMNS},
          coalesce((select sum(k.items)::int from category_zone_item_counts k
            where k.category_key = c.id::text and ($2::int[] is null or k.zone_id = any($2::int[]))), 0) as products_count,
          (select count(*)::int from categories cc where cc.parent_id = c.id and cc.status) as childes_count
     from categories c`

  return {
    /** Main categories of the module (every module without one), each with its `childes`. */
    async mainCategories(
      moduleId: number | null,
      zoneIds: number[] | null,
      urls: ImageUrls,
    ): Promise<(WireCategory & { childes: WireCategory[] })[]> {
      const { rows } = await db.query<CategoryRow>(
        `${withCounts}
          where c.status and ($1::int is null or c.module_id = $1::int)
          order by c.parent_id, c.priority desc, c.id`,
        [moduleId, zoneIds],
      )
      const children = new Map<number, WireCategory[]>()
      for (const row of rows.filter((r) => r.parent_id !== 0)) {
        children.set(row.parent_id, [...(children.get(row.parent_id) ?? []), formatCategory(row, urls)])
      }
      return rows.filter((row) => row.parent_id === 0).map((row) => ({ ...formatCategory(row, urls), childes: children.get(row.id) ?? [] }))
    },

    /** The sub-categories of `parentId`; null when there is no such active category. */
    async childes(parentId: number, zoneIds: number[] | null, urls: ImageUrls): Promise<WireCategory[] | null> {
      const { rows } = await db.query<CategoryRow>(
        `${withCounts} where c.status and (c.parent_id = $1 or c.id = $1) order by c.priority desc, c.id`,
        [parentId, zoneIds],
      )
      if (!rows.some((row) => row.id === parentId)) return null
      return rows.filter((row) => row.id !== parentId).map((row) => formatCategory(row, urls))
    },

    async exists(id: number): Promise<boolean> {
      const { rows } = await db.query('select 1 from categories where id = $1 and status', [id])
      return rows.length > 0
    },

    async featured(moduleId: number | null, zoneIds: number[] | null, urls: ImageUrls): Promise<WireCategory[]> {
      const { rows } = await db.query<CategoryRow>(
        `${withCounts} where c.status and c.featured and ($1::int is null or c.module_id = $1::int) order by c.module_id, c.priority desc, c.id`,
        [moduleId, zoneIds],
      )
      return rows.map((row) => formatCategory(row, urls))
    },
  }
}

export type CategoryRepository = ReturnType<typeof createCategoryRepository>
