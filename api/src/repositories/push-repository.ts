import type { Db, Queryable } from '../db/db.js'

/** The spec's push notification types (shopping-core §3). */
export type PushType = 'order_status' | 'message' | 'referral_code'

/** Who receives a push event: a signed-in customer or a guest (by the guest's row, never the secret). */
export type PushRecipient = { kind: 'customer'; customerId: number } | { kind: 'guest'; guestRef: number }

export interface PushEvent {
  id: number
  customer_id: number | null
  guest_ref: number | null
  type: PushType
  data: Record<string, unknown>
}

export interface NewPushEvent {
  recipient: PushRecipient
  type: PushType
  data: Record<string, unknown>
}

/** NOTIFY channel of this database schema: two schemas (test apps) sharing a PostgreSQL never hear each other. */
const CHANNEL = `'push_' || current_schema()`

/**
 * Stores push events and announces each one with NOTIFY (delivered when `q`'s transaction
 * commits), so every API instance on the database hears it; the stored rows let a
 * reconnecting stream resume from Last-Event-ID.
 */
export async function insertPushEvents(q: Queryable, events: NewPushEvent[]): Promise<PushEvent[]> {
  if (events.length === 0) return []
  const rows = events.map(({ recipient, type, data }) => ({
    customer_id: recipient.kind === 'customer' ? recipient.customerId : null,
    guest_ref: recipient.kind === 'guest' ? recipient.guestRef : null,
    type,
    data,
  }))
  const { rows: inserted } = await q.query<PushEvent>(
    `with e as (
       insert into push_events (customer_id, guest_ref, type, data)
       select (x->>'customer_id')::int, (x->>'guest_ref')::int, x->>'type', x->'data' from jsonb_array_elements($1::jsonb) x
       returning id, customer_id, guest_ref, type, data)
     select e.*, pg_notify(${CHANNEL}, json_build_object('id', e.id, 'customer_id', e.customer_id, 'guest_ref', e.guest_ref,
              'type', e.type, 'data', e.data)::text) is null as notified
       from e order by e.id`,
    [JSON.stringify(rows)],
  )
  return inserted.map(({ id, customer_id, guest_ref, type, data }) => ({ id, customer_id, guest_ref, type, data }))
}

export function createPushRepository(db: Db) {
  return {
    /** The NOTIFY channel push events are announced on. */
    async channel(): Promise<string> {
      const { rows } = await db.query<{ channel: string }>(`select ${CHANNEL} as channel`)
      return rows[0]!.channel
    },

    publish: (events: NewPushEvent[], q: Queryable = db) => insertPushEvents(q, events),

    /** A recipient's events after `afterId`, oldest first (a stream resuming from Last-Event-ID). */
    async since(recipient: PushRecipient, afterId: number, limit: number): Promise<PushEvent[]> {
      const { rows } = await db.query<PushEvent>(
        `select id, customer_id, guest_ref, type, data from push_events
          where id > $1 and (customer_id = $2::int or guest_ref = $3::int) order by id limit $4`,
        [
          afterId,
          recipient.kind === 'customer' ? recipient.customerId : null,
          recipient.kind === 'guest' ? recipient.guestRef : null,
          limit,
        ],
      )
      return rows
    },

    /** Forgets events older than `before` (a stream resumes after a short drop, not after days). */
    async prune(before: Date): Promise<void> {
      await db.query('delete from push_events where created_at < $1', [before])
    },

    async saveFirebaseToken(customerId: number, token: string): Promise<void> {
      await db.query('update customers set cm_firebase_token = $2 where id = $1', [customerId, token])
    },
  }
}

export type PushRepository = ReturnType<typeof createPushRepository>
