import type { Db, Queryable } from '../db/db.js'
import { CAMPAIGN_ITEM_SELECT, loadAddOnsFor } from './catalogue-query.js'
import { CAMPAIGN_COLUMNS, formatCampaign, formatCoupon, type CampaignRow, type CouponRow } from './catalogue-format.js'
import { formatItem, imageUrl, type ImageUrls, type ItemRow, type StoreFormatContext } from './format.js'
import { hydrateItems, itemScopeConditions, ITEMS_FROM } from './item-repository.js'
import { hydrateStores } from './store-repository.js'
import { Conditions, pageOfIds, type PageWindow } from './sql-builder.js'

const int = (flag: boolean) => (flag ? 1 : 0)

/**
 * Coupons a caller may use now: running, active, in the module; zone-wise ones
 * only for the caller's zones; customer-specific ones only for that customer
 * (a guest gets the public ones). With `storeId`, the coupons valid at that store.
 */
export async function runningCoupons(
  db: Queryable,
  scope: { moduleId: number | null; zoneIds: number[] | null; storeId: number | null; customerId: number | null },
) {
  const conditions = new Conditions()
  conditions.add('c.status and current_date between c.start_date and c.expire_date')
  if (scope.moduleId !== null) conditions.add(`c.module_id = ${conditions.bind(scope.moduleId)}::int`)
  const zones = conditions.bind(scope.zoneIds)
  conditions.add(`(c.coupon_type <> 'zone_wise' or ${zones}::int[] is null
                   or exists (select 1 from jsonb_array_elements_text(c.data) z where z ~ '^[0-9]{1,9}$' and z::int = any(${zones}::int[])))`)
  if (scope.storeId !== null) conditions.add(`(c.store_id is null or c.store_id = ${conditions.bind(scope.storeId)}::int)`)
  const customer = conditions.bind(scope.customerId === null ? null : String(scope.customerId))
  conditions.add(
    `(c.customer_ids @> '["all"]'::jsonb or (${customer}::text is not null and c.customer_ids @> jsonb_build_array(${customer}::text)))`,
  )
  const { rows } = await db.query<CouponRow>(
    `select c.id, c.title, c.code, to_char(c.start_date, 'YYYY-MM-DD') as start_date, to_char(c.expire_date, 'YYYY-MM-DD') as expire_date,
            c.min_purchase, c.max_discount, c.discount, c.discount_type, c.coupon_type, c.limit_per_user, c.data, c.customer_ids,
            c.store_id, c.module_id, s.name as store_name
       from coupons c left join stores s on s.id = c.store_id
      ${conditions.where}
      order by c.expire_date, c.id`,
    conditions.params,
  )
  return rows.map(formatCoupon)
}

interface BannerRow {
  id: number
  title: string
  type: 'default' | 'store_wise' | 'item_wise'
  image: string
  link: string | null
  zone_id: number | null
  module_id: number
  featured: boolean
  store_id: number | null
  store_slug: string
  store_zone_id: number
  store_module_id: number
  item_id: number | null
  item_slug: string
}

export function createPromotionRepository(db: Db) {
  const runningCampaignSql = 'c.status and current_date between c.start_date and c.end_date'

  async function basicCampaigns(moduleId: number | null, zoneIds: number[] | null, urls: ImageUrls) {
    const conditions = new Conditions().add(runningCampaignSql)
    if (moduleId !== null) conditions.add(`c.module_id = ${conditions.bind(moduleId)}::int`)
    // a campaign shows where at least one of its stores delivers
    if (zoneIds) {
      conditions.add(`exists (select 1 from campaign_stores cs join stores s on s.id = cs.store_id
                               where cs.campaign_id = c.id and s.active and s.zone_id = any(${conditions.bind(zoneIds)}::int[]))`)
    }
    const { rows } = await db.query<CampaignRow>(
      `select ${CAMPAIGN_COLUMNS} from campaigns c ${conditions.where} order by c.end_date, c.id`,
      conditions.params,
    )
    return rows.map((row) => formatCampaign(row, urls))
  }

  return {
    basicCampaigns,

    /**
     * A basic campaign that has started, with its active stores in the caller's zones; an ended one comes
     * with its dates and no stores (the page says it is over). Null when it is unknown, off or not started.
     */
    async basicCampaignDetails(campaignId: number, zoneIds: number[], view: StoreFormatContext) {
      const { rows: found } = await db.query<CampaignRow & { over: boolean }>(
        `select ${CAMPAIGN_COLUMNS}, c.end_date < current_date as over from campaigns c
          where c.id = $1 and c.status and c.start_date <= current_date`,
        [campaignId],
      )
      if (!found[0]) return null
      const campaign = formatCampaign(found[0], view)
      if (found[0].over) return { ...campaign, stores: [] }
      const { rows } = await db.query<{ id: number }>(
        `select s.id from campaign_stores cs join stores s on s.id = cs.store_id
          where cs.campaign_id = $1 and s.active and s.zone_id = any($2::int[]) order by s.featured desc, s.order_count desc, s.id`,
        [campaignId, zoneIds],
      )
      return {
        ...campaign,
        stores: await hydrateStores(
          db,
          rows.map((row) => row.id),
          view,
        ),
      }
    },

    /** Running item campaigns of active stores in these zones and this module, as wire Items. */
    async itemCampaigns(scope: { zoneIds: number[]; moduleId: number }, urls: ImageUrls) {
      const { rows } = await db.query<ItemRow>(
        `${CAMPAIGN_ITEM_SELECT}
          where ic.status and current_date between ic.start_date and ic.end_date
            and s.active and s.zone_id = any($1::int[]) and ic.module_id = $2
          order by ic.end_date, ic.id`,
        [scope.zoneIds, scope.moduleId],
      )
      const addOns = await loadAddOnsFor(db, rows)
      return rows.map((row) => formatItem(row, addOns, urls))
    },

    /** Banners of the module (all modules without one) for the caller's zones (zone-less banners everywhere). */
    async banners(moduleId: number | null, zoneIds: number[] | null, urls: ImageUrls) {
      const { rows } = await db.query<BannerRow>(
        `select b.id, b.title, b.type, b.image, b.link, b.zone_id, b.module_id, b.featured,
                s.id as store_id, s.slug as store_slug, s.zone_id as store_zone_id, s.module_id as store_module_id,
                i.id as item_id, i.slug as item_slug
           from banners b
           left join stores s on s.id = b.store_id
           left join items i on i.id = b.item_id
           left join stores si on si.id = i.store_id
          where b.status
            and ($1::int is null or b.module_id = $1::int)
            and ($2::int[] is null or b.zone_id is null or b.zone_id = any($2::int[]))
            and (b.type <> 'store_wise' or s.active)
            and (b.type <> 'item_wise' or (i.status and si.active))
          order by b.featured desc, b.id`,
        [moduleId, zoneIds],
      )
      return rows.map((row) => ({
        id: row.id,
        title: row.title,
        type: row.type,
        image: row.image,
        image_full_url: imageUrl(urls, 'banner', row.image)!,
        link: row.link,
        zone_id: row.zone_id,
        module_id: row.module_id,
        featured: int(row.featured),
        store:
          row.type === 'store_wise' && row.store_id
            ? { id: row.store_id, slug: row.store_slug, zone_id: row.store_zone_id, module_id: row.store_module_id }
            : null,
        item: row.type === 'item_wise' && row.item_id ? { id: row.item_id, slug: row.item_slug } : null,
      }))
    },

    /** The running flash sale of the module, with its products sold by active stores in these zones; null when none runs. */
    async runningFlashSale(scope: { zoneIds: number[]; moduleId: number }, urls: ImageUrls, flashSaleId?: number) {
      const { rows } = await db.query<{
        id: number
        title: string
        start_date: Date
        end_date: Date
        admin_discount_percentage: number
        vendor_discount_percentage: number
      }>(
        `select f.id, f.title, f.start_date, f.end_date, f.admin_discount_percentage, f.vendor_discount_percentage
           from flash_sales f
          where f.is_publish and now() between f.start_date and f.end_date and f.module_id = $1
            and ($2::int is null or f.id = $2::int)
          order by f.end_date, f.id limit 1`,
        [scope.moduleId, flashSaleId ?? null],
      )
      const sale = rows[0]
      if (!sale) return null
      return {
        id: sale.id,
        title: sale.title,
        start_date: sale.start_date.toISOString(),
        end_date: sale.end_date.toISOString(),
        admin_discount_percentage: sale.admin_discount_percentage,
        vendor_discount_percentage: sale.vendor_discount_percentage,
        is_publish: 1,
        module_id: scope.moduleId,
      }
    },

    async flashSaleProducts(flashSaleId: number, scope: { zoneIds: number[]; moduleId: number }, window: PageWindow, urls: ImageUrls) {
      const conditions = itemScopeConditions(scope)
      conditions.add(`fi.flash_sale_id = ${conditions.bind(flashSaleId)}::int and fi.status`)
      const { ids, total } = await pageOfIds(
        db,
        'i.id',
        `${ITEMS_FROM} join flash_sale_items fi on fi.item_id = i.id`,
        conditions,
        'fi.sold desc, fi.id',
        window,
      )
      const items = await hydrateItems(db, ids, urls)
      const { rows } = await db.query<{
        id: number
        item_id: number
        stock: number
        sold: number
        discount_type: string
        discount: number
        price: number
      }>(
        'select id, item_id, stock, sold, discount_type, discount, price from flash_sale_items where flash_sale_id = $1 and item_id = any($2::int[])',
        [flashSaleId, ids],
      )
      const lines = new Map(rows.map((row) => [row.item_id, row]))
      const activeProducts = items.map((item) => {
        const line = lines.get(item.id)!
        return { ...line, flash_sale_id: flashSaleId, available_stock: Math.max(0, line.stock - line.sold), item }
      })
      return { total, items, activeProducts }
    },

    /** Brands of the module with how many active items of active stores (in the zones, when given) carry them. */
    async brands(moduleId: number | null, zoneIds: number[] | null, urls: ImageUrls) {
      const { rows } = await db.query<{ id: number; name: string; slug: string; image: string; module_id: number; items_count: number }>(
        `select b.id, b.name, b.slug, b.image, b.module_id,
                (select count(*)::int from items i join stores s on s.id = i.store_id
                  where i.brand_id = b.id and i.status and s.active and ($2::int[] is null or s.zone_id = any($2::int[]))) as items_count
           from brands b
          where b.status and ($1::int is null or b.module_id = $1::int)
          order by b.name, b.id`,
        [moduleId, zoneIds],
      )
      return rows.map((row) => ({ ...row, status: 1, image_full_url: imageUrl(urls, 'brand', row.image)! }))
    },

    coupons: (scope: Parameters<typeof runningCoupons>[1]) => runningCoupons(db, scope),

    /** Running cashback offers for everyone, plus the customer's own. */
    async cashbacks(customerId: number | null) {
      const { rows } = await db.query<{
        id: number
        title: string
        cashback_type: string
        cashback_amount: number
        min_purchase: number
        max_discount: number
        end_date: string
      }>(
        `select id, title, customer_ids as customer_id, cashback_type, cashback_amount, min_purchase, max_discount,
                to_char(start_date, 'YYYY-MM-DD') as start_date, to_char(end_date, 'YYYY-MM-DD') as end_date, same_user_limit, 1 as status
           from cashbacks
          where status and current_date between start_date and end_date
            and (customer_ids @> '["all"]'::jsonb or ($1::text is not null and customer_ids @> jsonb_build_array($1::text)))
          order by end_date, id`,
        [customerId === null ? null : String(customerId)],
      )
      return rows
    },

    async parcelCategories(moduleId: number | null, urls: ImageUrls) {
      const { rows } = await db.query<{
        id: number
        name: string
        description: string
        image: string
        module_id: number
        parcel_per_km_shipping_charge: number | null
        parcel_minimum_shipping_charge: number | null
      }>(
        `select id, name, description, image, parcel_per_km_shipping_charge, parcel_minimum_shipping_charge, module_id
           from parcel_categories
          where status
            -- from a non-parcel module's page the parcel categories of every parcel module show
            and ($1::int is null or module_id = $1::int
                 or not exists (select 1 from modules m where m.id = $1::int and m.module_type = 'parcel'))
          order by id`,
        [moduleId],
      )
      return rows.map((row) => ({ ...row, status: 1, image_full_url: imageUrl(urls, 'parcel-category', row.image)! }))
    },
  }
}

export type PromotionRepository = ReturnType<typeof createPromotionRepository>
