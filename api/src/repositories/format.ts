import type { ModuleTypeWire } from '../schemas/index.js'
import { isWithinWindow, type WallClock } from '@storefront/domain'
import { haversineMetres } from '../domain/geo.js'

/** Turns database rows (from catalogue-query's SELECTs) into the wire Item and Store shapes. Pure. */

export interface ImageUrls {
  /** e.g. http://localhost:4000 */
  publicUrl: string
}

export const imageUrl = (urls: ImageUrls, kind: string, file: string | null | undefined) =>
  file ? `${urls.publicUrl}/storage/${kind}/${file}` : null

const int = (flag: boolean | null | undefined) => (flag ? 1 : 0)
const iso = (value: Date | string | null | undefined) =>
  value == null ? null : value instanceof Date ? value.toISOString() : String(value)

export interface AddOnRow {
  id: number
  store_id: number
  name: string
  price: number
  status: boolean
}

export interface FoodVariationValue {
  label: string
  optionPrice: number | string
  stock?: number
}
export interface FoodVariation {
  name: string
  type: 'single' | 'multi'
  min: number | string
  max: number | string
  required: 'on' | 'off'
  values: FoodVariationValue[]
}
export interface Variation {
  type: string
  price: number
  stock: number
}

export interface ItemRow {
  id: number
  name: string
  slug: string
  description: string
  image: string
  images: string[]
  category_id: number | null
  category_ids: { id: string; position: number }[]
  brand_id: number | null
  unit_id: number | null
  common_condition_id: number | null
  price: number
  tax: number
  tax_type: string
  discount: number
  discount_type: 'percent' | 'amount'
  variations: Variation[]
  food_variations: FoodVariation[]
  choice_options: { name: string; title: string; options: string[] }[]
  attributes: unknown[]
  add_ons: number[]
  available_time_starts: string
  available_time_ends: string
  veg: boolean
  is_halal: boolean
  organic: boolean
  recommended: boolean
  is_prescription_required: boolean
  generic_name: string | null
  status: boolean
  stock: number
  maximum_cart_quantity: number | null
  store_id: number
  module_id: number
  avg_rating: number
  rating_count: number
  ratings: number[]
  order_count: number
  created_at: Date
  updated_at: Date
  is_campaign: boolean
  available_date_starts: string | null
  available_date_ends: string | null
  store_name: string
  zone_id: number
  schedule_order: boolean
  delivery_time: string
  free_delivery: boolean
  store_active: boolean
  /** The modules table's check constraint allows these five only. */
  module_type: ModuleTypeWire
  module_name: string
  unit_type: string | null
  brand_name: string | null
  store_discount: number
  flash_sale_id: number | null
  flash_sale_stock: number | null
  flash_sale_sold: number | null
  flash_sale_discount: number | null
  flash_sale_discount_type: string | null
  category_list: { id: string; position: number; name: string }[]
}

function deliveryMinutes(deliveryTime: string): [number, number] {
  const [min, max] = deliveryTime.match(/\d+/g)?.map(Number) ?? [30, 40]
  return [min ?? 30, max ?? min ?? 40]
}

export function formatAddOn(addOn: AddOnRow) {
  return { id: addOn.id, name: addOn.name, price: addOn.price, store_id: addOn.store_id, status: int(addOn.status) }
}

/** The wire Item (6amMart `product_data_formatting`), flash sale and campaign aware. */
export function formatItem(row: ItemRow, addOns: Map<number, AddOnRow>, urls: ImageUrls) {
  const [minDelivery, maxDelivery] = deliveryMinutes(row.delivery_time)
  const inFlashSale = row.flash_sale_id !== null
  const kind = row.is_campaign ? 'campaign-item' : 'item'
  const image_full_url = imageUrl(urls, kind, row.image)
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    image: row.image,
    image_full_url,
    images: row.images,
    images_full_url: row.images.map((file) => imageUrl(urls, kind, file)),
    category_id: row.category_id,
    category_ids: row.category_list,
    brand_id: row.brand_id,
    brand_name: row.brand_name,
    unit_id: row.unit_id,
    unit_type: row.unit_type,
    common_condition_id: row.common_condition_id,
    price: row.price,
    tax: row.tax,
    tax_type: row.tax_type,
    // while a flash sale runs, its discount and stock override the item's own
    discount: inFlashSale ? row.flash_sale_discount! : row.discount,
    discount_type: inFlashSale ? row.flash_sale_discount_type! : row.discount_type,
    stock: inFlashSale ? row.flash_sale_stock! - row.flash_sale_sold! : row.stock,
    flash_sale: int(inFlashSale),
    variations: row.variations,
    food_variations: row.food_variations,
    choice_options: row.choice_options,
    attributes: row.attributes,
    add_ons: row.add_ons
      .map((id) => addOns.get(id))
      .filter((a): a is AddOnRow => !!a)
      .map(formatAddOn),
    available_time_starts: row.available_time_starts,
    available_time_ends: row.available_time_ends,
    available_date_starts: row.available_date_starts,
    available_date_ends: row.available_date_ends,
    is_campaign: int(row.is_campaign),
    veg: int(row.veg),
    is_halal: int(row.is_halal),
    halal_tag_status: int(row.is_halal),
    organic: int(row.organic),
    recommended: int(row.recommended),
    is_prescription_required: int(row.is_prescription_required),
    generic_name: row.generic_name ? [row.generic_name] : [],
    nutritions_name: [],
    allergies_name: [],
    status: int(row.status),
    maximum_cart_quantity: row.maximum_cart_quantity,
    store_id: row.store_id,
    store_name: row.store_name,
    zone_id: row.zone_id,
    module_id: row.module_id,
    module_type: row.module_type,
    // the reference's items carry their module: clients group a cart by item.module.module_type
    module: { id: row.module_id, module_name: row.module_name, module_type: row.module_type },
    store_discount: row.store_discount,
    schedule_order: row.schedule_order,
    delivery_time: row.delivery_time,
    min_delivery_time: minDelivery,
    max_delivery_time: maxDelivery,
    free_delivery: int(row.free_delivery),
    avg_rating: row.avg_rating,
    rating_count: row.rating_count,
    rating: row.ratings,
    order_count: row.order_count,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  }
}

export type WireItem = ReturnType<typeof formatItem>

export interface StoreRow {
  id: number
  name: string
  slug: string
  phone: string
  email: string
  address: string
  latitude: number
  longitude: number
  zone_id: number
  module_id: number
  minimum_order: number
  tax: number
  schedule_order: boolean
  free_delivery: boolean
  delivery: boolean
  take_away: boolean
  active: boolean
  always_open: boolean
  delivery_time: string
  veg: boolean
  non_veg: boolean
  featured: boolean
  prescription_order: boolean
  cutlery: boolean
  self_delivery_system: boolean
  minimum_shipping_charge: number
  per_km_shipping_charge: number
  maximum_shipping_charge: number | null
  extra_packaging_status: boolean
  extra_packaging_amount: number
  announcement: boolean
  announcement_message: string | null
  avg_rating: number
  rating_count: number
  ratings: number[]
  order_count: number
  created_at: Date
  module_type: string
  total_items: number
  total_campaigns: number
  discount: Record<string, unknown> | null
  schedules: { day: number; opening_time: string; closing_time: string }[]
}

export interface StoreFormatContext extends ImageUrls {
  clock: WallClock
  /** From the latitude/longitude headers; distance is null without them. */
  origin: [number, number] | null
}

export function isStoreOpen(row: Pick<StoreRow, 'active' | 'always_open' | 'schedules'>, clock: WallClock): boolean {
  if (!row.active) return false
  if (row.always_open) return true
  return row.schedules.some((s) => s.day === clock.day && isWithinWindow(s.opening_time, s.closing_time, clock))
}

/** The wire Store (6amMart `store_data_formatting`). */
export function formatStore(row: StoreRow, context: StoreFormatContext) {
  const [minDelivery, maxDelivery] = deliveryMinutes(row.delivery_time)
  const today = row.schedules.filter((s) => s.day === context.clock.day)
  const positive = row.rating_count ? Math.round(((row.ratings[3] + row.ratings[4]) / row.rating_count) * 100) : 0
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    phone: row.phone,
    email: row.email,
    logo: `${row.id}.svg`,
    logo_full_url: imageUrl(context, 'store', `${row.id}.svg`),
    cover_photo: `${row.id}.svg`,
    cover_photo_full_url: imageUrl(context, 'store-cover', `${row.id}.svg`),
    address: row.address,
    latitude: String(row.latitude),
    longitude: String(row.longitude),
    zone_id: row.zone_id,
    module_id: row.module_id,
    module_type: row.module_type,
    minimum_order: row.minimum_order,
    tax: row.tax,
    schedule_order: row.schedule_order,
    free_delivery: row.free_delivery,
    delivery: row.delivery,
    take_away: row.take_away,
    active: row.active,
    status: int(row.active),
    open: int(isStoreOpen(row, context.clock)),
    always_open: row.always_open,
    current_opening_time: today[0]?.opening_time ?? null,
    delivery_time: row.delivery_time,
    min_delivery_time: minDelivery,
    max_delivery_time: maxDelivery,
    veg: int(row.veg),
    non_veg: int(row.non_veg),
    featured: int(row.featured),
    prescription_order: row.prescription_order,
    cutlery: row.cutlery,
    self_delivery_system: int(row.self_delivery_system),
    minimum_shipping_charge: row.minimum_shipping_charge,
    per_km_shipping_charge: row.per_km_shipping_charge,
    maximum_shipping_charge: row.maximum_shipping_charge,
    extra_packaging_status: row.extra_packaging_status,
    extra_packaging_amount: row.extra_packaging_amount,
    announcement: int(row.announcement),
    announcement_message: row.announcement_message,
    avg_rating: row.avg_rating,
    rating_count: row.rating_count,
    ratings: row.ratings,
    positive_rating: positive,
    order_count: row.order_count,
    total_items: row.total_items,
    total_campaigns: row.total_campaigns,
    discount: row.discount,
    schedules: row.schedules,
    distance: context.origin ? Math.round(haversineMetres(context.origin, [row.latitude, row.longitude])) : null,
    created_at: iso(row.created_at),
  }
}

export type WireStore = ReturnType<typeof formatStore>
