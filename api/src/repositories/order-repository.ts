import type { Db } from '../db/db.js'
import type { OrderStatusWire } from '../schemas/index.js'
import { createOrderFollowUpRepository } from './order-follow-up-repository.js'

export interface TrackedOrderRow {
  id: number
  customer_id: number | null
  guest_ref: number | null
  is_guest: boolean
  store_id: number | null
  module_id: number
  zone_id: number | null
  order_amount: number
  delivery_charge: number
  original_delivery_charge: number
  coupon_code: string | null
  coupon_discount_amount: number
  store_discount_amount: number
  total_tax_amount: number
  tax_status: string
  additional_charge: number
  dm_tips: number
  partially_paid_amount: number
  payment_status: string
  payment_method: string
  /** Written only by the order service and the dispatcher, which use these statuses. */
  order_status: OrderStatusWire
  order_type: string
  delivery_address: Record<string, unknown> | null
  receiver_details: Record<string, unknown> | null
  parcel_category_id: number | null
  charge_payer: string | null
  distance: number
  schedule_at: Date | null
  scheduled: boolean
  otp: string | null
  order_note: string | null
  delivery_instruction: string | null
  cancellation_reason: string | null
  pending: Date | null
  accepted: Date | null
  confirmed: Date | null
  processing: Date | null
  handover: Date | null
  picked_up: Date | null
  delivered: Date | null
  canceled: Date | null
  failed: Date | null
  /** Where the demo dispatcher has this order's rider, and the kilometres left (migration 0011). */
  rider_lat: number | null
  rider_lng: number | null
  remaining_distance: number | null
  created_at: Date
  updated_at: Date
  module_type: string
  details_count: number
  /** Built by jsonb_build_object in track(); latitude/longitude and lat/lng are sent as text. */
  store: { id: number; name: string; address: string; [field: string]: unknown } | null
  delivery_man: { id: number; f_name: string; l_name: string; phone: string; lat: string; lng: string; [field: string]: unknown } | null
  parcel_category: Record<string, unknown> | null
}

/** Who may read an order: its customer, the guest holding its guest id, or anyone with its contact number (guests). */
export type OrderAccess =
  { kind: 'customer'; customerId: number } | { kind: 'guest'; guestRef: number } | { kind: 'contact'; digits: string }

/** An order row as tracking answers it: the order, its module type, line count, store, courier and parcel category. */
const TRACKED_ORDER_SELECT = `select o.*, m.module_type,
                (select count(*)::int from order_details d where d.order_id = o.id) as details_count,
                (select jsonb_build_object('id', s.id, 'name', s.name, 'slug', s.slug, 'phone', s.phone, 'address', s.address,
                         'latitude', s.latitude::text, 'longitude', s.longitude::text, 'zone_id', s.zone_id, 'module_id', s.module_id,
                         'delivery_time', s.delivery_time, 'avg_rating', s.avg_rating, 'active', s.active)
                   from stores s where s.id = o.store_id) as store,
                (select jsonb_build_object('id', d.id, 'f_name', d.f_name, 'l_name', d.l_name, 'phone', d.phone, 'image', d.image,
                         'avg_rating', d.avg_rating, 'rating_count', d.rating_count,
                         -- where the dispatcher has this order's rider, else where the courier last was
                         'lat', coalesce(o.rider_lat, d.lat)::text, 'lng', coalesce(o.rider_lng, d.lng)::text)
                   from delivery_men d where d.id = o.delivery_man_id) as delivery_man,
                (select jsonb_build_object('id', p.id, 'name', p.name, 'description', p.description, 'image', p.image)
                   from parcel_categories p where p.id = o.parcel_category_id) as parcel_category
           from orders o join modules m on m.id = o.module_id`

export function createOrderRepository(db: Db) {
  return {
    async track(orderId: number, access: OrderAccess[]): Promise<TrackedOrderRow | undefined> {
      const customerId = access.find((a) => a.kind === 'customer')?.customerId ?? null
      const guestRef = access.find((a) => a.kind === 'guest')?.guestRef ?? null
      const digits = access.find((a) => a.kind === 'contact')?.digits ?? null
      const { rows } = await db.query<TrackedOrderRow>(
        `${TRACKED_ORDER_SELECT}
          where o.id = $1
            and (($2::int is not null and o.customer_id = $2::int)
              or ($3::int is not null and o.guest_ref = $3::int)
              or ($4::text is not null and o.is_guest
                  and regexp_replace(coalesce(o.delivery_address->>'contact_person_number', o.receiver_details->>'contact_person_number', ''), '[^0-9]', '', 'g') = $4::text))`,
        [orderId, customerId, guestRef, digits],
      )
      return rows[0]
    },

    /** A customer's orders, newest first, as tracking answers each one. */
    async customerPage(customerId: number, page: { limit: number; skip: number }): Promise<{ total: number; rows: TrackedOrderRow[] }> {
      const [{ rows }, { rows: count }] = await Promise.all([
        db.query<TrackedOrderRow>(
          `${TRACKED_ORDER_SELECT} where o.customer_id = $1 order by o.created_at desc, o.id desc limit $2 offset $3`,
          [customerId, page.limit, page.skip],
        ),
        db.query<{ total: number }>('select count(*)::int as total from orders where customer_id = $1', [customerId]),
      ])
      return { total: count[0]?.total ?? 0, rows }
    },

    ...createOrderFollowUpRepository(db),
  }
}

export type OrderRepository = ReturnType<typeof createOrderRepository>
