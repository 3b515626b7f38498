import { CANCELLABLE_ORDER_STATUSES } from '@storefront/domain'
import type { Db, Queryable } from '../db/db.js'

/** Who may act on an order after it is placed: its customer (by token) or its guest (by guest id). */
export type OrderOwnerAccess = { customerId: number | null; guestRef: number | null }

/** What the follow-ups (payment switch, cancel, details, images) need to know of an order. */
export interface OwnedOrderRow {
  id: number
  customer_id: number | null
  order_status: string
  payment_status: string
  payment_method: string
  order_amount: number
  zone_id: number | null
  module_id: number
}

export interface OrderDetailRow {
  id: number
  order_id: number
  item_id: number | null
  item_campaign_id: number | null
  item_details: { id: number; name: string; [field: string]: unknown }
  variation: unknown[]
  add_ons: { id: number; name: string; price: number; quantity: number }[]
  price: number
  quantity: number
  discount_on_item: number
  tax_amount: number
  total_add_on_price: number
  created_at: Date
}

/** The zone's cash-on-delivery terms for a module. */
export interface CodTermsRow {
  cash_on_delivery: boolean
  maximum_cod_order_amount: number | null
}

/** An order the payment page may show: digital payment, not paid, its token's hash matching. */
export interface PayableOrderRow {
  id: number
  order_amount: number
  order_status: string
  callback: string | null
}

export type PaymentOutcome = 'success' | 'fail' | 'cancel'

const OWNED = `(($2::int is not null and o.customer_id = $2::int) or ($3::int is not null and o.guest_ref = $3::int))`

/**
 * Gives back the stock a canceled order took, as order placement took it (order-placement-repository
 * takeStock): the item's (or campaign's) stock, the chosen typed variation's stock, and the order count.
 * Food stock is not counted at placement, so it is not given back either.
 */
async function restoreStock(tx: Queryable, orderId: number): Promise<void> {
  const { rows } = await tx.query<{
    item_id: number | null
    item_campaign_id: number | null
    quantity: number
    variation: unknown
    module_type: string
  }>(
    `select d.item_id, d.item_campaign_id, d.quantity, d.variation, m.module_type
       from order_details d join orders o on o.id = d.order_id join modules m on m.id = o.module_id
      where d.order_id = $1 order by d.id`,
    [orderId],
  )
  for (const line of rows) {
    const isCampaign = line.item_id === null
    const id = line.item_id ?? line.item_campaign_id
    if (id === null) continue
    const table = isCampaign ? 'item_campaigns' : 'items'
    const tracked = line.module_type !== 'food'
    const first = Array.isArray(line.variation) ? (line.variation[0] as { type?: unknown } | undefined) : undefined
    const variationType = tracked && typeof first?.type === 'string' ? first.type : null
    const orderCount = isCampaign ? '' : ', order_count = greatest(order_count - $2, 0)'
    await tx.query(
      `update ${table}
          set stock = stock + case when $4::boolean then $2 else 0 end${orderCount},
              variations = case when $3::text is null then variations else (
                select coalesce(jsonb_agg(case when v->>'type' = $3::text and v ? 'stock'
                                               then jsonb_set(v, '{stock}', to_jsonb((v->>'stock')::int + $2)) else v end
                                          order by ordinality), '[]'::jsonb)
                  from jsonb_array_elements(variations) with ordinality as e(v, ordinality)) end
        where id = $1`,
      [id, line.quantity, variationType, tracked],
    )
    if (!isCampaign && tracked) {
      // placement counted the sale against a running flash sale: give it back while the sale runs
      await tx.query(
        `update flash_sale_items fi set sold = greatest(sold - $2, 0)
           from flash_sales f
          where fi.flash_sale_id = f.id and fi.item_id = $1 and fi.status and f.is_publish
            and now() between f.start_date and f.end_date`,
        [id, line.quantity],
      )
    }
  }
}

/** Reads and changes of placed orders: cancellation reasons, the list, details, the payment switch, cancel, the payment page. */
export function createOrderFollowUpRepository(db: Db) {
  return {
    async cancellationReasons(userType: string, page: { limit: number; skip: number }) {
      const { rows } = await db.query<{ id: number; reason: string; total: number }>(
        `select id, reason, count(*) over ()::int as total
           from cancellation_reasons where status and user_type = $1
          order by id limit $2 offset $3`,
        [userType, page.limit, page.skip],
      )
      const total = rows[0]?.total ?? (page.skip > 0 ? await countReasons(db, userType) : 0)
      return { total, rows: rows.map(({ id, reason }) => ({ id, reason })) }
    },

    async ownedOrder(orderId: number, access: OrderOwnerAccess): Promise<OwnedOrderRow | undefined> {
      const { rows } = await db.query<OwnedOrderRow>(
        `select o.id, o.customer_id, o.order_status, o.payment_status, o.payment_method, o.order_amount, o.zone_id, o.module_id
           from orders o where o.id = $1 and ${OWNED}`,
        [orderId, access.customerId, access.guestRef],
      )
      return rows[0]
    },

    async details(orderId: number): Promise<OrderDetailRow[]> {
      const { rows } = await db.query<OrderDetailRow>(`select * from order_details where order_id = $1 order by id`, [orderId])
      return rows
    },

    async codTerms(zoneId: number, moduleId: number): Promise<CodTermsRow | undefined> {
      const { rows } = await db.query<CodTermsRow>(
        `select z.cash_on_delivery, zm.maximum_cod_order_amount
           from zones z left join zone_module zm on zm.zone_id = z.id and zm.module_id = $2
          where z.id = $1`,
        [zoneId, moduleId],
      )
      return rows[0]
    },

    /** A digital payment that failed or is still unpaid becomes cash on delivery; false when the order is no longer in that state. */
    async switchToCashOnDelivery(orderId: number): Promise<boolean> {
      const { rows } = await db.query(
        `update orders
            set order_status = 'pending', pending = now(), failed = null, payment_method = 'cash_on_delivery',
                payment_token_hash = null, updated_at = now()
          where id = $1 and payment_method = 'digital_payment' and payment_status <> 'paid' and order_status in ('failed', 'pending')
          returning id`,
        [orderId],
      )
      return rows.length > 0
    },

    /**
     * Cancels the order when it is still cancellable, gives its stock back and refunds a paid
     * wallet payment, all in one transaction. The status check is in the update itself, so two
     * cancels of one order (a double click, two tabs) give the stock back once: false for the second.
     */
    async cancel(orderId: number, reason: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const { rows } = await tx.query<{
          customer_id: number | null
          order_amount: number
          payment_method: string
          payment_status: string
        }>(
          `update orders set order_status = 'canceled', canceled = now(), cancellation_reason = $2, updated_at = now()
            where id = $1 and order_status = any($3::text[])
            returning customer_id, order_amount, payment_method, payment_status`,
          [orderId, reason, CANCELLABLE_ORDER_STATUSES],
        )
        const order = rows[0]
        if (!order) return false
        await restoreStock(tx, orderId)
        if (order.payment_method === 'wallet' && order.payment_status === 'paid' && order.customer_id !== null) {
          const { rows: wallet } = await tx.query<{ wallet_balance: number }>(
            `update customers set wallet_balance = wallet_balance + $2 where id = $1 returning wallet_balance`,
            [order.customer_id, order.order_amount],
          )
          if (wallet[0]) {
            await tx.query(
              `insert into wallet_transactions (customer_id, transaction_type, reference, credit, balance) values ($1, 'refund', $2, $3, $4)`,
              [order.customer_id, `order:${orderId}`, order.order_amount, wallet[0].wallet_balance],
            )
          }
        }
        return true
      })
    },

    async attachment(orderId: number, position: number, access: OrderOwnerAccess) {
      const { rows } = await db.query<{ content_type: string; bytes: Uint8Array }>(
        `select a.content_type, a.bytes from order_attachments a join orders o on o.id = a.order_id
          where a.order_id = $1 and a.position = $4 and ${OWNED}`,
        [orderId, access.customerId, access.guestRef, position],
      )
      return rows[0]
    },

    async payableOrder(orderId: number, tokenHash: string): Promise<PayableOrderRow | undefined> {
      const { rows } = await db.query<PayableOrderRow>(
        `select id, order_amount, order_status, callback from orders
          where id = $1 and payment_token_hash = $2 and payment_method = 'digital_payment' and payment_status <> 'paid'
            and order_status in ('pending', 'failed')`,
        [orderId, tokenHash],
      )
      return rows[0]
    },

    /** Records the payment page's outcome; undefined when the order is no longer payable with this token (paid, switched, canceled). */
    async completePayment(orderId: number, tokenHash: string, outcome: PaymentOutcome) {
      const { rows } = await db.query<{ id: number; order_status: string; order_amount: number }>(
        `update orders
            set payment_status = case when $3 = 'success' then 'paid' else 'unpaid' end,
                order_status = case when $3 = 'success' then 'pending' else 'failed' end,
                failed = case when $3 = 'success' then null else now() end,
                updated_at = now()
          where id = $1 and payment_token_hash = $2 and payment_method = 'digital_payment' and payment_status <> 'paid'
            and order_status in ('pending', 'failed')
          returning id, order_status, order_amount`,
        [orderId, tokenHash, outcome],
      )
      return rows[0]
    },
  }
}

async function countReasons(db: Db, userType: string): Promise<number> {
  const { rows } = await db.query<{ total: number }>(
    `select count(*)::int as total from cancellation_reasons where status and user_type = $1`,
    [userType],
  )
  return rows[0]?.total ?? 0
}

export type OrderFollowUpRepository = ReturnType<typeof createOrderFollowUpRepository>
