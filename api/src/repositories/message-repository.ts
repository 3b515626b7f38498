import { FINISHED_ORDER_STATUSES } from '@storefront/domain'
import type { Db, Queryable } from '../db/db.js'

export type ReceiverType = 'delivery_man' | 'vendor' | 'admin'
export type SenderType = 'customer' | ReceiverType

export interface ConversationRow {
  id: number
  customer_id: number
  receiver_type: ReceiverType
  receiver_id: number | null
  order_id: number | null
  unread_message_count: number
  last_message_at: Date
  created_at: Date
  receiver_name: string | null
  receiver_phone: string | null
  last_message_id: number | null
  last_message: string | null
  last_sender_type: SenderType | null
  last_message_files: number | null
}

export interface MessageRow {
  id: number
  conversation_id: number
  sender_type: SenderType
  message: string
  files: string[]
  is_seen: boolean
  created_at: Date
}

const CONVERSATION_SELECT = `
  select c.id, c.customer_id, c.receiver_type, c.receiver_id, c.order_id, c.unread_message_count, c.last_message_at, c.created_at,
         case c.receiver_type when 'delivery_man' then (select d.f_name || ' ' || d.l_name from delivery_men d where d.id = c.receiver_id)
                              when 'vendor' then (select s.name from stores s where s.id = c.receiver_id)
                              else 'Support' end as receiver_name,
         case c.receiver_type when 'delivery_man' then (select d.phone from delivery_men d where d.id = c.receiver_id)
                              when 'vendor' then (select s.phone from stores s where s.id = c.receiver_id) end as receiver_phone,
         m.id as last_message_id, m.message as last_message, m.sender_type as last_sender_type,
         jsonb_array_length(m.files) as last_message_files
    from conversations c
    left join lateral (select * from messages where conversation_id = c.id order by id desc limit 1) m on true`

/** Conversations and messages: every query is scoped to the customer, so nobody reads another's chat. */
export function createMessageRepository(db: Db) {
  async function conversationIn(q: Queryable, customerId: number, conversationId: number): Promise<ConversationRow | undefined> {
    const { rows } = await q.query<ConversationRow>(`${CONVERSATION_SELECT} where c.id = $1 and c.customer_id = $2`, [
      conversationId,
      customerId,
    ])
    return rows[0]
  }

  return {
    /** The customer's conversations, latest first; `name` filters by the receiver's name. */
    async list(customerId: number, page: { limit: number; offset: number }, name?: string) {
      const filter = name ? `and receiver_name ilike '%' || $4 || '%'` : ''
      const params: unknown[] = [customerId, page.limit, (page.offset - 1) * page.limit]
      if (name) params.push(name.replace(/[%_\\]/g, (c) => `\\${c}`))
      const { rows } = await db.query<ConversationRow & { total: number }>(
        `select *, count(*) over ()::int as total from (${CONVERSATION_SELECT} where c.customer_id = $1) x
          where true ${filter} order by last_message_at desc, id desc limit $2 offset $3`,
        params,
      )
      return { total: rows[0]?.total ?? 0, rows }
    },

    conversation: (customerId: number, conversationId: number) => conversationIn(db, customerId, conversationId),

    async conversationWith(customerId: number, receiverType: ReceiverType, receiverId: number): Promise<ConversationRow | undefined> {
      const { rows } = await db.query<ConversationRow>(
        `${CONVERSATION_SELECT} where c.customer_id = $1 and c.receiver_type = $2 and c.receiver_id = $3`,
        [customerId, receiverType, receiverId],
      )
      return rows[0]
    },

    /** The latest order of the customer's that this delivery man is still carrying, or null: who may be chatted with. */
    async orderCarriedBy(customerId: number, deliveryManId: number): Promise<number | null> {
      const { rows } = await db.query<{ id: number }>(
        `select id from orders
          where customer_id = $1 and delivery_man_id = $2
            and order_status <> all($3::text[])
          order by created_at desc limit 1`,
        [customerId, deliveryManId, FINISHED_ORDER_STATUSES],
      )
      return rows[0]?.id ?? null
    },

    async storeExists(storeId: number): Promise<boolean> {
      const { rows } = await db.query('select 1 from stores where id = $1 and active', [storeId])
      return rows.length > 0
    },

    /** A page of a conversation's messages, newest first; the receiver's messages are marked seen. */
    async messages(conversationId: number, page: { limit: number; offset: number }) {
      return db.transaction(async (tx) => {
        await tx.query(`update messages set is_seen = true where conversation_id = $1 and sender_type <> 'customer' and not is_seen`, [
          conversationId,
        ])
        await tx.query('update conversations set unread_message_count = 0 where id = $1', [conversationId])
        const { rows } = await tx.query<MessageRow & { total: number }>(
          `select id, conversation_id, sender_type, message, files, is_seen, created_at, count(*) over ()::int as total
             from messages where conversation_id = $1 order by id desc limit $2 offset $3`,
          [conversationId, page.limit, (page.offset - 1) * page.limit],
        )
        return { total: rows[0]?.total ?? 0, rows }
      })
    },

    /**
     * Adds a message (and its images) to the customer's conversation with the receiver, creating
     * the conversation on the first message; a message from the receiver counts as unread.
     */
    async add(input: {
      customerId: number
      receiverType: ReceiverType
      receiverId: number
      orderId: number | null
      senderType: SenderType
      message: string
      files: { token: string; contentType: string; bytes: Buffer }[]
    }): Promise<{ conversationId: number; message: MessageRow }> {
      return db.transaction(async (tx) => {
        const unread = input.senderType === 'customer' ? 0 : 1
        const { rows: conversations } = await tx.query<{ id: number }>(
          `insert into conversations (customer_id, receiver_type, receiver_id, order_id, unread_message_count, last_message_at)
           values ($1, $2, $3, $4, $5, now())
           on conflict (customer_id, receiver_type, receiver_id) do update
             set unread_message_count = conversations.unread_message_count + excluded.unread_message_count,
                 order_id = coalesce(excluded.order_id, conversations.order_id), last_message_at = now()
           returning id`,
          [input.customerId, input.receiverType, input.receiverId, input.orderId, unread],
        )
        const conversationId = conversations[0]!.id
        const { rows } = await tx.query<MessageRow>(
          `insert into messages (conversation_id, sender_type, message, files, is_seen)
           values ($1, $2, $3, $4, $5) returning id, conversation_id, sender_type, message, files, is_seen, created_at`,
          [conversationId, input.senderType, input.message, JSON.stringify(input.files.map((file) => file.token)), false],
        )
        for (const file of input.files) {
          await tx.query('insert into message_files (token, message_id, content_type, size, bytes) values ($1, $2, $3, $4, $5)', [
            file.token,
            rows[0]!.id,
            file.contentType,
            file.bytes.length,
            file.bytes,
          ])
        }
        return { conversationId, message: rows[0]! }
      })
    },

    async file(token: string): Promise<{ content_type: string; bytes: Buffer } | undefined> {
      const { rows } = await db.query<{ content_type: string; bytes: Buffer }>(
        'select content_type, bytes from message_files where token = $1',
        [token],
      )
      return rows[0]
    },
  }
}

export type MessageRepository = ReturnType<typeof createMessageRepository>
