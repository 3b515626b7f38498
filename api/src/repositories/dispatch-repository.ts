import type { Db, Queryable } from '../db/db.js'
import { insertPushEvents, type NewPushEvent, type PushRecipient } from './push-repository.js'

/** The dispatcher's clock: each status lasts one step; the courier's trip lasts `tripSteps` steps. */
export interface DispatchTiming {
  stepSeconds: number
  tripSteps: number
}

export interface DispatchTick {
  /** false when another API instance held the dispatcher's lock: this tick did nothing. */
  ran: boolean
  /** The orders that changed status, with their new status. */
  moved: { id: number; order_status: string }[]
}

// $1: now, $2: the step in seconds ($3: the trip in seconds)
// an order paid by the payment page waits for the payment; a scheduled one for its time
const advancing = `not o.demo_frozen and (o.schedule_at is null or o.schedule_at <= $1::timestamptz)
  and (o.payment_method <> 'digital_payment' or o.payment_status = 'paid')`
const due = (column: string, seconds = '$2') =>
  `coalesce(o.${column}, o.created_at) + make_interval(secs => ${seconds}::float8) <= $1::timestamptz`
const number = (expression: string) => `(case when (${expression}) ~ '^-?[0-9]+(\\.[0-9]+)?$' then (${expression})::float8 end)`
const busy = `('confirmed', 'processing', 'picked_up')`

/** Where an order's courier rides: store to customer, or (a parcel) sender to receiver. */
const ROUTE = `select o.id,
       coalesce(s.latitude::float8, ${number("o.delivery_address->>'latitude'")}) as from_lat,
       coalesce(s.longitude::float8, ${number("o.delivery_address->>'longitude'")}) as from_lng,
       ${number("(case when o.store_id is null then o.receiver_details else o.delivery_address end)->>'latitude'")} as to_lat,
       ${number("(case when o.store_id is null then o.receiver_details else o.delivery_address end)->>'longitude'")} as to_lng
  from orders o left join stores s on s.id = o.store_id`

/** Great-circle kilometres between two points. */
const km = (lat1: string, lng1: string, lat2: string, lng2: string) =>
  `(6371 * 2 * asin(sqrt(power(sin(radians(${lat2} - ${lat1}) / 2), 2)
     + cos(radians(${lat1})) * cos(radians(${lat2})) * power(sin(radians(${lng2} - ${lng1}) / 2), 2))))`

type Moved = { id: number; customer_id: number | null; guest_ref: number | null; order_status: string }
const RETURNING = 'returning o.id, o.customer_id, o.guest_ref, o.order_status'

/** One step of every order whose current status has lasted long enough; the latest step first, so an order moves once a tick. */
async function advance(tx: Queryable, now: Date, timing: DispatchTiming): Promise<Moved[]> {
  const run = async (sql: string, trip = false) =>
    (await tx.query<Moved>(sql, [now, timing.stepSeconds, ...(trip ? [timing.stepSeconds * timing.tripSteps] : [])])).rows
  const delivered = await run(
    `update orders o set order_status = 'delivered', delivered = $1, updated_at = $1, remaining_distance = 0,
           rider_lat = coalesce(r.to_lat, o.rider_lat), rider_lng = coalesce(r.to_lng, o.rider_lng),
           payment_status = case when o.payment_method = 'cash_on_delivery' then 'paid' else o.payment_status end
      from (${ROUTE}) r
     where r.id = o.id and ${advancing}
       and ((o.order_status = 'picked_up' and ${due('picked_up', '$3')})
         or (o.order_status = 'processing' and o.order_type = 'take_away' and ${due('processing')}))
    ${RETURNING}`,
    true,
  )
  const pickedUp = await run(`update orders o set order_status = 'picked_up', picked_up = $1, updated_at = $1
     where o.order_status = 'processing' and o.order_type <> 'take_away' and ${advancing} and ${due('processing')}
    ${RETURNING}`)
  const processing = await run(`update orders o set order_status = 'processing', processing = $1, updated_at = $1
     where o.order_status = 'confirmed' and ${advancing} and ${due('confirmed')}
    ${RETURNING}`)
  // confirmed, with the least busy active courier of the order's zone (take-away orders have none)
  const confirmed = await run(`update orders o set order_status = 'confirmed', confirmed = $1, updated_at = $1,
           delivery_man_id = case when o.order_type = 'take_away' then o.delivery_man_id else coalesce(o.delivery_man_id,
             (select d.id from delivery_men d where d.active
               order by (d.zone_id is not distinct from o.zone_id) desc,
                        (select count(*) from orders x where x.delivery_man_id = d.id and x.order_status in ${busy}), d.id
               limit 1)) end
     where o.order_status = 'pending' and ${advancing} and ${due('pending')}
    ${RETURNING}`)
  return [...delivered, ...pickedUp, ...processing, ...confirmed]
}

/**
 * Couriers of picked-up orders ride in a straight line from the store to the customer over
 * the trip (the frozen demo orders ride it over and over); before pick-up they wait at the
 * store. Each order keeps its rider's position and the kilometres left.
 */
async function ride(tx: Queryable, now: Date, timing: DispatchTiming): Promise<void> {
  await tx.query(
    `with p as (
       select r.*, case when o.order_status <> 'picked_up' then 0
                        when o.demo_frozen then mod(extract(epoch from $1::timestamptz - o.picked_up)::numeric, $2::numeric)::float8 / $2::float8
                        else least(1, greatest(0, extract(epoch from $1::timestamptz - o.picked_up)::float8 / $2::float8)) end as progress
         from (${ROUTE}) r join orders o on o.id = r.id
        where o.order_status in ${busy} and o.delivery_man_id is not null and (o.order_status <> 'picked_up' or o.picked_up is not null)
          and r.from_lat is not null and r.from_lng is not null and r.to_lat is not null and r.to_lng is not null)
     update orders o
        set rider_lat = p.from_lat + (p.to_lat - p.from_lat) * p.progress,
            rider_lng = p.from_lng + (p.to_lng - p.from_lng) * p.progress,
            remaining_distance = round((${km('p.from_lat', 'p.from_lng', 'p.to_lat', 'p.to_lng')} * (1 - p.progress))::numeric, 2)::float8
       from p where o.id = p.id`,
    [now, timing.stepSeconds * timing.tripSteps],
  )
}

/**
 * The demo dispatcher: orders move through pending, confirmed, processing, picked_up and
 * delivered, one step of `stepSeconds` each (the trip `tripSteps` steps), every transition
 * stamped with the tick's time and pushed to the order's customer or guest as `order_status`.
 * All state is in the orders table, so a restarted API carries on where it stopped, and a
 * transaction-scoped advisory lock lets one API instance of several on a database tick at a time.
 */
export function createDispatchRepository(db: Db, timing: DispatchTiming) {
  return {
    async tick(now: Date = new Date()): Promise<DispatchTick> {
      return db.transaction(async (tx) => {
        const { rows } = await tx.query<{ locked: boolean }>(
          `select pg_try_advisory_xact_lock(hashtext('storefront-dispatcher:' || current_schema())) as locked`,
        )
        if (!rows[0]?.locked) return { ran: false, moved: [] }
        const moved = await advance(tx, now, timing)
        await ride(tx, now, timing)
        const events = moved.flatMap((order): NewPushEvent[] => {
          const recipient: PushRecipient | null =
            order.customer_id !== null
              ? { kind: 'customer', customerId: order.customer_id }
              : order.guest_ref !== null
                ? { kind: 'guest', guestRef: order.guest_ref }
                : null
          return recipient ? [{ recipient, type: 'order_status', data: { order_id: order.id, order_status: order.order_status } }] : []
        })
        await insertPushEvents(tx, events)
        return { ran: true, moved: moved.map(({ id, order_status }) => ({ id, order_status })) }
      })
    },
  }
}

export type DispatchRepository = ReturnType<typeof createDispatchRepository>
