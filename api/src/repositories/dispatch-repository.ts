import type { Db } from '../db/db.js'

/** How long each step takes in the demo: a placed order is delivered about 20 minutes later. */
export const dispatchMinutes = { confirm: 1, process: 3, pickUp: 8, deliver: 20, courierTrip: 12 }

// an order paid by the payment page waits for the payment; a scheduled one for its time
const advancing = `not demo_frozen and (schedule_at is null or schedule_at <= now())
  and (payment_method <> 'digital_payment' or payment_status = 'paid')`
const since = (column: string, minutes: number) => `coalesce(${column}, created_at) <= now() - make_interval(mins => ${minutes})`
const isNumber = (expression: string) => `(${expression}) ~ '^-?[0-9]+(\\.[0-9]+)?$'`

/**
 * The demo dispatcher: orders move through pending, confirmed, processing,
 * picked_up and delivered on a clock, and couriers on picked-up orders ride
 * from the store to the customer, so tracking is live on a fresh machine.
 */
export function createDispatchRepository(db: Db) {
  return {
    async tick(): Promise<void> {
      const m = dispatchMinutes
      await db.query(`update orders set order_status = 'confirmed', confirmed = now(), updated_at = now()
        where order_status = 'pending' and ${advancing} and ${since('pending', m.confirm)}`)
      await db.query(`update orders set order_status = 'processing', processing = now(), updated_at = now()
        where order_status = 'confirmed' and ${advancing} and ${since('pending', m.process)}`)
      await db.query(`update orders o set order_status = 'picked_up', picked_up = now(), updated_at = now(),
               delivery_man_id = coalesce(o.delivery_man_id,
                 (select d.id from delivery_men d where d.active order by (d.zone_id = o.zone_id) desc, d.id limit 1))
        where o.order_status = 'processing' and o.order_type <> 'take_away' and ${advancing} and ${since('o.pending', m.pickUp)}`)
      await db.query(`update orders set order_status = 'delivered', delivered = now(), updated_at = now(),
               payment_status = case when payment_method = 'cash_on_delivery' then 'paid' else payment_status end
        where ((order_status = 'picked_up') or (order_status = 'processing' and order_type = 'take_away'))
          and ${advancing} and ${since('pending', m.deliver)}`)
      // couriers ride store -> customer, over and over for the frozen demo order
      await db.query(`update delivery_men d
           set lat = s.latitude + ((o.delivery_address->>'latitude')::float8 - s.latitude) * f.progress,
               lng = s.longitude + ((o.delivery_address->>'longitude')::float8 - s.longitude) * f.progress
          from orders o
          join stores s on s.id = o.store_id
          cross join lateral (select least(1, (extract(epoch from now() - o.picked_up) / 60 % ${m.courierTrip}) / ${m.courierTrip}) as progress) f
         where d.id = o.delivery_man_id and o.order_status = 'picked_up' and o.picked_up is not null
           and ${isNumber("o.delivery_address->>'latitude'")} and ${isNumber("o.delivery_address->>'longitude'")}`)
    },
  }
}

export type DispatchRepository = ReturnType<typeof createDispatchRepository>
