import { imageUrl, type ImageUrls } from './format.js'

/** Rows -> wire shapes for the catalogue's smaller entities (format.ts has Item and Store). Pure. */

const int = (flag: boolean | null | undefined) => (flag ? 1 : 0)
const iso = (value: Date | string | null | undefined) =>
  value == null ? null : value instanceof Date ? value.toISOString() : String(value)

export interface CategoryRow {
  id: number
  name: string
  slug: string
  image: string
  parent_id: number
  position: number
  priority: number
  module_id: number
  status: boolean
  featured: boolean
  created_at: Date
  products_count?: number
  childes_count?: number
}

export const CATEGORY_COLUMNS =
  'c.id, c.name, c.slug, c.image, c.parent_id, c.position, c.priority, c.module_id, c.status, c.featured, c.created_at'

export function formatCategory(row: CategoryRow, urls: ImageUrls) {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    image: row.image,
    image_full_url: imageUrl(urls, 'category', row.image)!,
    parent_id: row.parent_id,
    position: row.position,
    priority: row.priority,
    module_id: row.module_id,
    status: int(row.status),
    featured: int(row.featured),
    products_count: row.products_count ?? 0,
    childes_count: row.childes_count ?? 0,
    created_at: iso(row.created_at),
  }
}

export type WireCategory = ReturnType<typeof formatCategory> & { childes?: WireCategory[] }

export interface CampaignRow {
  id: number
  title: string
  slug: string
  description: string
  image: string
  module_id: number
  start_date: string
  end_date: string
  start_time: string
  end_time: string
  created_at: Date
}

export const CAMPAIGN_COLUMNS = `c.id, c.title, c.slug, c.description, c.image, c.module_id,
  to_char(c.start_date, 'YYYY-MM-DD') as start_date, to_char(c.end_date, 'YYYY-MM-DD') as end_date,
  to_char(c.start_time, 'HH24:MI:SS') as start_time, to_char(c.end_time, 'HH24:MI:SS') as end_time, c.created_at`

/** A basic campaign (6amMart `campaigns/basic`). */
export function formatCampaign(row: CampaignRow, urls: ImageUrls) {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    description: row.description,
    image: row.image,
    image_full_url: imageUrl(urls, 'campaign', row.image)!,
    module_id: row.module_id,
    start_time: row.start_time,
    end_time: row.end_time,
    available_date_starts: row.start_date,
    available_date_ends: row.end_date,
    created_at: iso(row.created_at),
  }
}

/** A coupon's own columns, as listed and as checked at checkout. */
export interface CouponColumns {
  id: number
  title: string
  code: string
  start_date: string
  expire_date: string
  min_purchase: number
  max_discount: number
  discount: number
  discount_type: string
  coupon_type: string
  limit_per_user: number | null
  data: unknown[]
  customer_ids: unknown[]
  store_id: number | null
  module_id: number
}

/** A coupon as the coupon list shows it, with its store's name. */
export interface CouponRow extends CouponColumns {
  store_name: string | null
}

export function formatCoupon(row: CouponRow) {
  return {
    id: row.id,
    title: row.title,
    code: row.code,
    start_date: row.start_date,
    expire_date: row.expire_date,
    min_purchase: row.min_purchase,
    max_discount: row.max_discount,
    discount: row.discount,
    discount_type: row.discount_type,
    coupon_type: row.coupon_type,
    limit: row.limit_per_user,
    // the reference sends these two as JSON strings
    data: JSON.stringify(row.data),
    customer_id: JSON.stringify(row.customer_ids),
    store_id: row.store_id,
    module_id: row.module_id,
    status: 1,
    store: row.store_id ? { id: row.store_id, name: row.store_name } : null,
  }
}
