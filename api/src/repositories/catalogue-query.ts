import type { Queryable } from '../db/db.js'
import type { AddOnRow, ItemRow, StoreRow } from './format.js'

/**
 * The SELECTs every catalogue read starts from, so the wire Item and Store
 * shapes come out the same from every route. They take no parameters: add
 * your own `where ... $1` after them. Pass the rows to `formatItem`/`formatStore`.
 */
export const ITEM_SELECT = `
select i.id, i.name, i.slug, i.description, i.image, i.images, i.category_id, i.category_ids, i.brand_id, i.unit_id,
       i.common_condition_id, i.price, i.tax, i.tax_type, i.discount, i.discount_type, i.variations, i.food_variations,
       i.choice_options, i.attributes, i.add_ons,
       to_char(i.available_time_starts, 'HH24:MI') as available_time_starts,
       to_char(i.available_time_ends, 'HH24:MI') as available_time_ends,
       i.veg, i.is_halal, i.organic, i.recommended, i.is_prescription_required, i.generic_name, i.status, i.stock,
       i.maximum_cart_quantity, i.store_id, i.module_id, i.avg_rating, i.rating_count, i.ratings, i.order_count,
       i.created_at, i.updated_at,
       false as is_campaign, null::text as available_date_starts, null::text as available_date_ends,
       s.name as store_name, s.zone_id, s.schedule_order, s.delivery_time, s.free_delivery, s.active as store_active,
       m.module_type, m.module_name, u.unit as unit_type, b.name as brand_name,
       coalesce(sd.discount, 0) as store_discount,
       fs.flash_sale_id, fs.flash_sale_stock, fs.flash_sale_sold, fs.flash_sale_discount, fs.flash_sale_discount_type,
       (select coalesce(jsonb_agg(jsonb_build_object('id', c.id::text, 'position', c.position, 'name', c.name) order by c.position), '[]'::jsonb)
          from categories c
         where c.id in (select (e->>'id')::int from jsonb_array_elements(i.category_ids) e)) as category_list
  from items i
  join stores s on s.id = i.store_id
  join modules m on m.id = i.module_id
  left join units u on u.id = i.unit_id
  left join brands b on b.id = i.brand_id
  left join store_discounts sd on sd.store_id = i.store_id and sd.discount_type = 'percent'
        and current_date between sd.start_date and sd.end_date
  left join lateral (
        select f.id as flash_sale_id, fi.stock as flash_sale_stock, fi.sold as flash_sale_sold,
               fi.discount as flash_sale_discount, fi.discount_type as flash_sale_discount_type
          from flash_sale_items fi join flash_sales f on f.id = fi.flash_sale_id
         where fi.item_id = i.id and fi.status and f.is_publish and now() between f.start_date and f.end_date
         limit 1) fs on true`

/** Campaign items read like items (`name` from `title`) plus their date window. */
export const CAMPAIGN_ITEM_SELECT = `
select ic.id, ic.title as name, ic.slug, ic.description, ic.image, '[]'::jsonb as images, ic.category_id, ic.category_ids,
       null::int as brand_id, ic.unit_id, null::int as common_condition_id, ic.price, ic.tax, 'percent' as tax_type,
       ic.discount, ic.discount_type, ic.variations, ic.food_variations, ic.choice_options, ic.attributes, ic.add_ons,
       to_char(ic.start_time, 'HH24:MI') as available_time_starts, to_char(ic.end_time, 'HH24:MI') as available_time_ends,
       ic.veg, ic.is_halal, false as organic, false as recommended, false as is_prescription_required, null::text as generic_name,
       ic.status, ic.stock, ic.maximum_cart_quantity, ic.store_id, ic.module_id, 0::numeric as avg_rating, 0 as rating_count,
       '[0,0,0,0,0]'::jsonb as ratings, 0 as order_count, ic.created_at, ic.created_at as updated_at,
       true as is_campaign, to_char(ic.start_date, 'YYYY-MM-DD') as available_date_starts,
       to_char(ic.end_date, 'YYYY-MM-DD') as available_date_ends,
       s.name as store_name, s.zone_id, s.schedule_order, s.delivery_time, s.free_delivery, s.active as store_active,
       m.module_type, m.module_name, u.unit as unit_type, null::text as brand_name,
       coalesce(sd.discount, 0) as store_discount,
       null::int as flash_sale_id, null::int as flash_sale_stock, null::int as flash_sale_sold,
       null::numeric as flash_sale_discount, null::text as flash_sale_discount_type,
       (select coalesce(jsonb_agg(jsonb_build_object('id', c.id::text, 'position', c.position, 'name', c.name) order by c.position), '[]'::jsonb)
          from categories c
         where c.id in (select (e->>'id')::int from jsonb_array_elements(ic.category_ids) e)) as category_list
  from item_campaigns ic
  join stores s on s.id = ic.store_id
  join modules m on m.id = ic.module_id
  left join units u on u.id = ic.unit_id
  left join store_discounts sd on sd.store_id = ic.store_id and sd.discount_type = 'percent'
        and current_date between sd.start_date and sd.end_date`

export const STORE_SELECT = `
select s.id, s.name, s.slug, s.phone, s.email, s.address, s.latitude, s.longitude, s.zone_id, s.module_id,
       s.minimum_order, s.tax, s.schedule_order, s.free_delivery, s.delivery, s.take_away, s.active, s.always_open,
       s.delivery_time, s.veg, s.non_veg, s.featured, s.prescription_order, s.cutlery, s.self_delivery_system,
       s.minimum_shipping_charge, s.per_km_shipping_charge, s.maximum_shipping_charge, s.extra_packaging_status,
       s.extra_packaging_amount, s.announcement, s.announcement_message, s.avg_rating, s.rating_count, s.ratings,
       s.order_count, s.created_at, m.module_type,
       (select count(*)::int from items it where it.store_id = s.id and it.status) as total_items,
       (select count(*)::int from campaign_stores cs where cs.store_id = s.id) as total_campaigns,
       (select jsonb_build_object('discount', d.discount, 'discount_type', d.discount_type, 'min_purchase', d.min_purchase,
                                  'max_discount', d.max_discount, 'start_date', to_char(d.start_date, 'YYYY-MM-DD'),
                                  'end_date', to_char(d.end_date, 'YYYY-MM-DD'),
                                  'start_time', to_char(d.start_time, 'HH24:MI'), 'end_time', to_char(d.end_time, 'HH24:MI'))
          from store_discounts d where d.store_id = s.id and current_date between d.start_date and d.end_date) as discount,
       (select coalesce(jsonb_agg(jsonb_build_object('day', sc.day, 'opening_time', to_char(sc.opening_time, 'HH24:MI:SS'),
                                                     'closing_time', to_char(sc.closing_time, 'HH24:MI:SS')) order by sc.day, sc.opening_time), '[]'::jsonb)
          from store_schedules sc where sc.store_id = s.id) as schedules
  from stores s
  join modules m on m.id = s.module_id`

/**
 * SQL condition "store `alias` is open now", for filters such as currently_open.
 * `$day` and `$time` are the placeholders (e.g. '$3', '$4') bound to wallClock().day and .time.
 * The window is @storefront/domain's isWithinWindow, so a store this filter keeps is one
 * the wire `open` flag calls open: both ends included, past midnight when closing is before
 * opening, all day when they are equal.
 */
export const storeOpenSql = (alias: string, day: string, time: string) => `(${alias}.active and (${alias}.always_open or exists (
  select 1 from store_schedules oc where oc.store_id = ${alias}.id and oc.day = ${day}::int
     and case when oc.opening_time < oc.closing_time then ${time}::time between oc.opening_time and oc.closing_time
              when oc.opening_time > oc.closing_time then ${time}::time >= oc.opening_time or ${time}::time <= oc.closing_time
              else true end)))`

/** Great-circle distance in metres from ($lat, $lng) to store `alias`, for nearby sorting. */
export const storeDistanceSql = (alias: string, lat: string, lng: string) =>
  `(6371000 * 2 * asin(sqrt(power(sin(radians(${alias}.latitude - ${lat}::float8) / 2), 2) +
     cos(radians(${lat}::float8)) * cos(radians(${alias}.latitude)) * power(sin(radians(${alias}.longitude - ${lng}::float8) / 2), 2))))`

/** Add-ons named by the items' `add_ons` id lists, in one query (no N+1). */
export async function loadAddOnsFor(db: Queryable, items: Pick<ItemRow, 'add_ons'>[]): Promise<Map<number, AddOnRow>> {
  const ids = [...new Set(items.flatMap((item) => (item.add_ons as number[]) ?? []))]
  if (ids.length === 0) return new Map()
  const { rows } = await db.query<AddOnRow>('select id, store_id, name, price, status from add_ons where id = any($1::int[])', [ids])
  return new Map(rows.map((row) => [row.id, row]))
}

export type { ItemRow, StoreRow }
