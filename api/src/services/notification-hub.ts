import type { Db } from '../db/db.js'
import type { NewPushEvent, PushEvent, PushRecipient, PushRepository } from '../repositories/push-repository.js'

export type PushListener = (event: PushEvent) => void

const sameRecipient = (recipient: PushRecipient, event: PushEvent) =>
  recipient.kind === 'customer' ? event.customer_id === recipient.customerId : event.guest_ref === recipient.guestRef

/**
 * Push without Firebase: events are stored and announced with PostgreSQL NOTIFY (in process
 * on PGlite); every API instance LISTENs and hands each event to its own open streams of
 * that customer or guest, and only theirs.
 */
export function createNotificationHub(db: Db, repo: PushRepository) {
  const listeners = new Set<{ recipient: PushRecipient; listener: PushListener }>()
  let stop: (() => Promise<void>) | undefined

  const deliver = (payload: string) => {
    let event: PushEvent
    try {
      event = JSON.parse(payload) as PushEvent
    } catch {
      return
    }
    for (const entry of listeners) if (sameRecipient(entry.recipient, event)) entry.listener(event)
  }

  return {
    async start(): Promise<void> {
      stop ??= await db.listen(await repo.channel(), deliver)
    },
    async close(): Promise<void> {
      await stop?.()
      stop = undefined
      listeners.clear()
    },
    /** Calls `listener` with each event published for `recipient` from now on; returns the unsubscribe. */
    subscribe(recipient: PushRecipient, listener: PushListener): () => void {
      const entry = { recipient, listener }
      listeners.add(entry)
      return () => void listeners.delete(entry)
    },
    /**
     * Publishes push events (`order_status` {order_id}, `message` {conversation_id, sender_type},
     * `referral_code` {title, body}) to their customers' or guests' streams on every instance.
     */
    publish: (events: NewPushEvent[]): Promise<PushEvent[]> => repo.publish(events),
  }
}

export type NotificationHub = ReturnType<typeof createNotificationHub>
