import type { Db, Queryable } from '../db/db.js'
import { CAMPAIGN_ITEM_SELECT, ITEM_SELECT, loadAddOnsFor } from './catalogue-query.js'
import { CATEGORY_COLUMNS, formatCategory, type CategoryRow } from './catalogue-format.js'
import { formatItem, type ImageUrls, type ItemRow, type WireItem } from './format.js'
import { Conditions, inOrder, pageOfIds, type PageWindow } from './sql-builder.js'

/** Which items a list may show: always active items of active stores, in the caller's zones and module. */
export interface ItemFilter {
  zoneIds: number[]
  moduleId: number | null
  veg?: 'all' | 'veg' | 'non_veg'
  /** a main category or a sub-category */
  categoryId?: number
  /** items whose main category is one of these */
  mainCategoryIds?: number[]
  storeId?: number
  /** a store by slug, for the endpoints that take either */
  storeSlug?: string
  excludeItemId?: number
  conditionId?: number
  /** items tied to some pharmacy common condition */
  withCondition?: boolean
  brandId?: number
  discounted?: boolean
  recommended?: boolean
  /** words the item's name must contain (the search inside a store page), matched case-insensitively */
  nameContains?: string
}

export type ItemOrder = 'popular' | 'latest' | 'most_reviewed' | 'discount' | 'recommended' | 'rating'

const itemOrders: Record<ItemOrder, string> = {
  popular: 'i.order_count desc, i.avg_rating desc, i.id',
  latest: 'i.created_at desc, i.id desc',
  most_reviewed: 'i.rating_count desc, i.avg_rating desc, i.id',
  rating: 'i.avg_rating desc, i.rating_count desc, i.id',
  recommended: 'i.order_count desc, i.id',
  discount: `greatest(case when i.discount_type = 'percent' then i.discount else i.discount * 100 / nullif(i.price, 0) end,
                      coalesce((select sd.discount from store_discounts sd where sd.store_id = i.store_id
                                  and current_date between sd.start_date and sd.end_date), 0)) desc, i.order_count desc, i.id`,
}

/** The conditions every item list shares; `conditions` gets the binds. */
export function itemScopeConditions(filter: ItemFilter, conditions = new Conditions()): Conditions {
  conditions.add('i.status and i.is_approved and s.active')
  conditions.add(`s.zone_id = any(${conditions.bind(filter.zoneIds)}::int[])`)
  if (filter.moduleId !== null) conditions.add(`i.module_id = ${conditions.bind(filter.moduleId)}::int`)
  if (filter.veg === 'veg') conditions.add('i.veg')
  if (filter.veg === 'non_veg') conditions.add('not i.veg')
  if (filter.categoryId !== undefined) {
    conditions.add(`i.category_ids @> ${conditions.bind(JSON.stringify([{ id: String(filter.categoryId) }]))}::jsonb`)
  }
  if (filter.mainCategoryIds) conditions.add(`i.category_id = any(${conditions.bind(filter.mainCategoryIds)}::int[])`)
  if (filter.storeId !== undefined) conditions.add(`i.store_id = ${conditions.bind(filter.storeId)}::int`)
  if (filter.excludeItemId !== undefined) conditions.add(`i.id <> ${conditions.bind(filter.excludeItemId)}::int`)
  if (filter.storeSlug !== undefined) conditions.add(`s.slug = ${conditions.bind(filter.storeSlug)}`)
  if (filter.conditionId !== undefined) conditions.add(`i.common_condition_id = ${conditions.bind(filter.conditionId)}::int`)
  if (filter.withCondition) conditions.add('i.common_condition_id is not null')
  if (filter.brandId !== undefined) conditions.add(`i.brand_id = ${conditions.bind(filter.brandId)}::int`)
  if (filter.recommended) conditions.add('i.recommended')
  if (filter.discounted) conditions.add(discountedItemSql)
  if (filter.nameContains) {
    // each word separately, so 'milk whole' finds 'Whole Milk'; LIKE's wildcards in the text are taken literally
    for (const word of filter.nameContains.split(/\s+/).filter(Boolean)) {
      conditions.add(`i.name ilike ${conditions.bind(`%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)}`)
    }
  }
  return conditions
}

/** An item with its own discount, its store's running discount, or a running flash sale. */
export const discountedItemSql = `(i.discount > 0
      or exists (select 1 from store_discounts sd where sd.store_id = i.store_id and current_date between sd.start_date and sd.end_date)
      or exists (select 1 from flash_sale_items fi join flash_sales f on f.id = fi.flash_sale_id
                  where fi.item_id = i.id and fi.status and f.is_publish and now() between f.start_date and f.end_date))`

export const ITEMS_FROM = 'items i join stores s on s.id = i.store_id'

/** Full wire items for these ids, in this order: one query for the rows, one for their add-ons. */
export async function hydrateItems(db: Queryable, ids: number[], urls: ImageUrls): Promise<WireItem[]> {
  if (ids.length === 0) return []
  const { rows } = await db.query<ItemRow>(`${ITEM_SELECT} where i.id = any($1::int[])`, [ids])
  const addOns = await loadAddOnsFor(db, rows)
  return inOrder(ids, rows).map((row) => formatItem(row, addOns, urls))
}

const isNumericId = (idOrSlug: string) => /^\d{1,9}$/.test(idOrSlug)

export function createItemRepository(db: Db) {
  return {
    /** A page of the list in `order`; with `firstMainCategoryIds`, the items of those main categories rank before the rest. */
    async page(filter: ItemFilter, order: ItemOrder, window: PageWindow, urls: ImageUrls, firstMainCategoryIds: number[] = []) {
      const conditions = itemScopeConditions(filter)
      const orderBy =
        firstMainCategoryIds.length > 0
          ? `(i.category_id = any(${conditions.bind(firstMainCategoryIds)}::int[])) desc, ${itemOrders[order]}`
          : itemOrders[order]
      const { ids, total } = await pageOfIds(db, 'i.id', ITEMS_FROM, conditions, orderBy, window)
      return { total, products: await hydrateItems(db, ids, urls) }
    },

    /** Items added in the last `days` (the newest first), and the categories they belong to. */
    async newArrivals(filter: ItemFilter, days: number, window: PageWindow, urls: ImageUrls) {
      const conditions = itemScopeConditions(filter)
      conditions.add(`i.created_at >= now() - make_interval(days => ${conditions.bind(days)}::int)`)
      const { ids, total } = await pageOfIds(db, 'i.id', ITEMS_FROM, conditions, itemOrders.latest, window)
      const products = await hydrateItems(db, ids, urls)
      const categoryIds = [...new Set(products.map((item) => item.category_id).filter((id): id is number => id !== null))]
      const { rows } = await db.query<CategoryRow>(
        `select ${CATEGORY_COLUMNS} from categories c where c.id = any($1::int[]) and c.status order by c.priority desc, c.id`,
        [categoryIds],
      )
      return { total, categories: rows.map((row) => formatCategory(row, urls)), products }
    },

    /** An item (or, with `campaign`, an item campaign) by id or slug, whatever its zone. */
    async details(idOrSlug: string, campaign: boolean, urls: ImageUrls): Promise<WireItem | null> {
      const select = campaign ? CAMPAIGN_ITEM_SELECT : ITEM_SELECT
      const table = campaign ? 'ic' : 'i'
      const column = isNumericId(idOrSlug) ? `${table}.id = $1::int` : `${table}.slug = $1`
      const { rows } = await db.query<ItemRow>(`${select} where ${column} and ${table}.status`, [idOrSlug])
      if (rows.length === 0) return null
      const addOns = await loadAddOnsFor(db, rows)
      return formatItem(rows[0], addOns, urls)
    },

    async wishlistCount(itemId: number): Promise<number> {
      const { rows } = await db.query<{ count: number }>('select count(*)::int as count from wishlists where item_id = $1', [itemId])
      return rows[0].count
    },

    async reviews(itemId: number, limit: number) {
      const { rows } = await db.query(
        `select r.id, r.item_id, r.rating, r.comment, r.order_id, to_char(r.created_at, 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at,
                coalesce(c.f_name || ' ' || c.l_name, 'Customer') as customer_name
           from reviews r left join customers c on c.id = r.customer_id
          where r.item_id = $1 order by r.created_at desc, r.id desc limit $2`,
        [itemId, limit],
      )
      return rows
    },

    /** Pharmacy common conditions that have items in these zones (and module). */
    async commonConditions(filter: ItemFilter) {
      const conditions = itemScopeConditions(filter)
      const { rows } = await db.query<{ id: number; name: string; slug: string; items_count: number }>(
        `select cc.id, cc.name, cc.slug, count(i.id)::int as items_count
           from common_conditions cc
           join items i on i.common_condition_id = cc.id
           join stores s on s.id = i.store_id
          ${conditions.where} and cc.status
          group by cc.id order by cc.name`,
        conditions.params,
      )
      return rows
    },

    async conditionExists(id: number): Promise<boolean> {
      const { rows } = await db.query('select 1 from common_conditions where id = $1 and status', [id])
      return rows.length > 0
    },

    async storeIdOf(itemId: number): Promise<number | null> {
      const { rows } = await db.query<{ store_id: number }>('select store_id from items where id = $1', [itemId])
      return rows[0]?.store_id ?? null
    },
  }
}

export type ItemRepository = ReturnType<typeof createItemRepository>
