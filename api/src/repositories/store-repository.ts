import type { Db, Queryable } from '../db/db.js'
import type { WallClock } from '@storefront/domain'
import { STORE_SELECT, storeDistanceSql, storeOpenSql } from './catalogue-query.js'
import { formatStore, type StoreFormatContext, type StoreRow, type WireStore } from './format.js'
import { CATEGORY_COLUMNS, formatCategory, type CategoryRow } from './catalogue-format.js'
import { runningCoupons } from './promotion-repository.js'
import { Conditions, inOrder, pageOfIds, type PageWindow } from './sql-builder.js'

/** Which stores a list may show: always active ones; zones and module when the caller names them. */
export interface StoreFilter {
  zoneIds: number[] | null
  moduleId: number | null
  deliveryType?: 'all' | 'delivery' | 'take_away'
  veg?: 'all' | 'veg' | 'non_veg'
  featured?: boolean
  /** stores selling items of this category (main or sub) */
  categoryId?: number
  /** a running store discount */
  discounted?: boolean
  /** open now by the business clock */
  openAt?: WallClock
  /** average rating of at least this */
  minRating?: number
  /** within `metres` of the caller */
  near?: { lat: number; lng: number; metres: number }
  /** joined within the last `days` */
  joinedWithinDays?: number
}

export type StoreOrder = 'default' | 'popular' | 'latest' | 'top_rated' | 'distance'

export const STORES_FROM = 'stores s'

export function storeConditions(filter: StoreFilter, conditions = new Conditions()): Conditions {
  conditions.add('s.active')
  if (filter.zoneIds) conditions.add(`s.zone_id = any(${conditions.bind(filter.zoneIds)}::int[])`)
  if (filter.moduleId !== null) conditions.add(`s.module_id = ${conditions.bind(filter.moduleId)}::int`)
  if (filter.deliveryType === 'delivery') conditions.add('s.delivery')
  if (filter.deliveryType === 'take_away') conditions.add('s.take_away')
  if (filter.veg === 'veg') conditions.add('s.veg')
  if (filter.veg === 'non_veg') conditions.add('s.non_veg')
  if (filter.featured) conditions.add('s.featured')
  if (filter.categoryId !== undefined) {
    conditions.add(`exists (select 1 from items ci where ci.store_id = s.id and ci.status
                              and ci.category_ids @> ${conditions.bind(JSON.stringify([{ id: String(filter.categoryId) }]))}::jsonb)`)
  }
  if (filter.discounted) {
    conditions.add(
      'exists (select 1 from store_discounts sd where sd.store_id = s.id and current_date between sd.start_date and sd.end_date)',
    )
  }
  if (filter.openAt) conditions.add(storeOpenSql('s', conditions.bind(filter.openAt.day), conditions.bind(filter.openAt.time)))
  if (filter.minRating !== undefined) conditions.add(`s.avg_rating >= ${conditions.bind(filter.minRating)}::numeric`)
  if (filter.near) {
    const distance = storeDistanceSql('s', conditions.bind(filter.near.lat), conditions.bind(filter.near.lng))
    conditions.add(`${distance} <= ${conditions.bind(filter.near.metres)}::float8`)
  }
  if (filter.joinedWithinDays !== undefined) {
    conditions.add(`s.created_at >= now() - make_interval(days => ${conditions.bind(filter.joinedWithinDays)}::int)`)
  }
  return conditions
}

/** The ORDER BY of a store list; distance needs the caller's position and falls back to the default order without it. */
export function storeOrderSql(order: StoreOrder, conditions: Conditions, view: StoreFormatContext): string {
  switch (order) {
    case 'popular':
      return 's.order_count desc, s.avg_rating desc, s.id'
    case 'latest':
      return 's.created_at desc, s.id desc'
    case 'top_rated':
      return 's.avg_rating desc, s.rating_count desc, s.id'
    case 'distance':
      if (view.origin) return `${storeDistanceSql('s', conditions.bind(view.origin[0]), conditions.bind(view.origin[1]))}, s.id`
      return storeOrderSql('default', conditions, view)
    default:
      // open stores first, then featured, then the busiest
      return `${storeOpenSql('s', conditions.bind(view.clock.day), conditions.bind(view.clock.time))} desc, s.featured desc, s.order_count desc, s.id`
  }
}

export async function hydrateStores(db: Queryable, ids: number[], view: StoreFormatContext): Promise<WireStore[]> {
  if (ids.length === 0) return []
  const { rows } = await db.query<StoreRow>(`${STORE_SELECT} where s.id = any($1::int[])`, [ids])
  return inOrder(ids, rows).map((row) => formatStore(row, view))
}

export function createStoreRepository(db: Db) {
  return {
    async page(filter: StoreFilter, order: StoreOrder, window: PageWindow, view: StoreFormatContext) {
      const conditions = storeConditions(filter)
      const orderSql = storeOrderSql(order, conditions, view)
      const { ids, total } = await pageOfIds(db, 's.id', STORES_FROM, conditions, orderSql, window, { exactTotal: true })
      return { total, stores: await hydrateStores(db, ids, view) }
    },

    /** A store by id or slug, active or not (the storefront shows "Closed Now" on an inactive one). */
    async details(idOrSlug: string, view: StoreFormatContext) {
      const column = /^\d{1,9}$/.test(idOrSlug) ? 's.id = $1::int' : 's.slug = $1'
      const { rows } = await db.query<StoreRow>(`${STORE_SELECT} where ${column}`, [idOrSlug])
      if (rows.length === 0) return null
      const store = formatStore(rows[0], view)
      const [categories, prices, coupons] = await Promise.all([
        db.query<CategoryRow>(
          `select ${CATEGORY_COLUMNS} from categories c
            where c.status and c.id in (select distinct (e->>'id')::int from items i, jsonb_array_elements(i.category_ids) e
                                         where i.store_id = $1 and i.status)
            order by c.position, c.priority desc, c.id`,
          [store.id],
        ),
        db.query<{ start_price: number | null; end_price: number | null }>(
          'select min(price) as start_price, max(price) as end_price from items where store_id = $1 and status',
          [store.id],
        ),
        runningCoupons(db, { moduleId: store.module_id, zoneIds: [store.zone_id], storeId: store.id, customerId: null }),
      ])
      return {
        ...store,
        category_ids: categories.rows.map((row) => row.id),
        category_details: categories.rows.map((row) => formatCategory(row, view)),
        price_range: { start_price: prices.rows[0]?.start_price ?? 0, end_price: prices.rows[0]?.end_price ?? 0 },
        active_coupons: coupons,
      }
    },
  }
}

export type StoreRepository = ReturnType<typeof createStoreRepository>
