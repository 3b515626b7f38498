import type { FastifyInstance } from 'fastify'

/** A non-food item and one of its typed variations with stock: what cancelling gives stock back to. */
export interface StockedItem {
  id: number
  store_id: number
  module_id: number
  zone_id: number
  stock: number
  variation_type: string
  variation_stock: number
}

export interface TestOrder {
  customerId?: number | null
  guestRef?: number | null
  item: StockedItem
  quantity?: number
  variationType?: string | null
  amount?: number
  paymentMethod?: 'cash_on_delivery' | 'digital_payment' | 'wallet'
  paymentStatus?: 'paid' | 'unpaid'
  status?: string
  /** sha256 hex of the payment page's token */
  paymentTokenHash?: string | null
  callback?: string | null
}

/** Until order placement lands (issue 14), orders are written as it writes them: one row of orders, its lines in order_details. */
export async function insertOrder(app: FastifyInstance, order: TestOrder): Promise<number> {
  const { rows } = await app.db.query<{ id: number }>(
    `insert into orders (customer_id, guest_ref, is_guest, store_id, module_id, zone_id, order_amount, payment_method, payment_status,
                         order_status, pending, delivery_address, payment_token_hash, callback)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now(), $11, $12, $13) returning id`,
    [
      order.customerId ?? null,
      order.guestRef ?? null,
      order.guestRef != null,
      order.item.store_id,
      order.item.module_id,
      order.item.zone_id,
      order.amount ?? 30,
      order.paymentMethod ?? 'digital_payment',
      order.paymentStatus ?? 'unpaid',
      order.status ?? 'failed',
      { address: '1 Test Street, New York', contact_person_name: 'Test Person', contact_person_number: '+15550199999' },
      order.paymentTokenHash ?? null,
      order.callback ?? null,
    ],
  )
  const id = rows[0]!.id
  const variation = order.variationType === null ? [] : [{ type: order.variationType ?? order.item.variation_type }]
  await app.db.query(
    `insert into order_details (order_id, item_id, item_details, variation, price, quantity) values ($1, $2, $3, $4, 10, $5)`,
    [id, order.item.id, { id: order.item.id, name: 'Test item' }, JSON.stringify(variation), order.quantity ?? 2],
  )
  return id
}

/** The first non-food item with a typed variation in stock. */
export async function stockedItem(app: FastifyInstance): Promise<StockedItem> {
  const { rows } = await app.db.query<StockedItem>(
    `select i.id, i.store_id, s.module_id, s.zone_id, i.stock, v->>'type' as variation_type, (v->>'stock')::int as variation_stock
       from items i join stores s on s.id = i.store_id join modules m on m.id = s.module_id,
            jsonb_array_elements(i.variations) v
      where m.module_type <> 'food' and v ? 'stock' and (v->>'stock')::int > 0 and i.stock > 0
      order by i.id limit 1`,
  )
  return rows[0]!
}
