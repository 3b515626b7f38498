import type { Db, Queryable } from '../db/db.js'
import type { Owner } from '../plugins/app/session.js'
import type { CouponColumns } from './catalogue-format.js'
import { STORE_SELECT } from './catalogue-query.js'
import { cartItems, type CartLineRow, type ItemType } from './cart-repository.js'
import type { StoreRow } from './format.js'

/** The zone × module terms and the zone's own payment and surcharge settings. */
export interface ZoneTermsRow {
  zone_id: number
  cash_on_delivery: boolean
  digital_payment: boolean
  increased_delivery_fee: number
  increased_delivery_fee_status: boolean
  per_km_shipping_charge: number
  minimum_shipping_charge: number
  maximum_shipping_charge: number | null
  maximum_cod_order_amount: number | null
}

/** A coupon as checkout checks it: its columns, whether it is on, and where today falls in its dates. */
export interface CouponRow extends CouponColumns {
  status: boolean
  /** start_date ≤ today ≤ expire_date, by the database's date. */
  running: boolean
  expired: boolean
}

export interface NewOrder {
  owner: Owner
  storeId: number | null
  moduleId: number
  zoneId: number | null
  source: 'cart' | 'buy_now' | 'campaign' | 'prescription' | 'parcel'
  orderType: 'delivery' | 'take_away' | 'parcel'
  paymentMethod: string
  paymentStatus: 'paid' | 'unpaid'
  amounts: {
    order_amount: number
    delivery_charge: number
    original_delivery_charge: number
    coupon_discount_amount: number
    store_discount_amount: number
    total_tax_amount: number
    tax_status: 'included' | 'excluded'
    additional_charge: number
    dm_tips: number
  }
  coupon: { code: string; title: string } | null
  deliveryAddress: Record<string, unknown>
  distance: number
  /** 'YYYY-MM-DD HH:mm:ss' on the business's wall clock, converted in SQL with `timeZone`. */
  scheduleAt: string | null
  timeZone: string
  otp: string
  orderNote: string | null
  deliveryInstruction: string | null
  cutlery: boolean
  paymentTokenHash: string | null
  callback: string | null
  /** A parcel order's category, receiver and who pays the charge. */
  parcel?: { categoryId: number; receiverDetails: Record<string, unknown>; chargePayer: 'sender' | 'receiver' }
}

/** A parcel category's rates, as the parcel charge rule reads them. */
export interface ParcelCategoryRow {
  id: number
  module_id: number
  parcel_per_km_shipping_charge: number | null
  parcel_minimum_shipping_charge: number | null
}

export interface NewOrderDetail {
  item_id: number | null
  item_campaign_id: number | null
  item_details: Record<string, unknown>
  variation: unknown[]
  add_ons: { id: number; name: string; price: number; quantity: number }[]
  price: number
  quantity: number
  discount_on_item: number
  tax_amount: number
  total_add_on_price: number
}

const ownerKey = (owner: Owner) => (owner.kind === 'customer' ? `customer:${owner.customerId}` : `guest:${owner.guestRef}`)
const lockKey = (owner: Owner) => (owner.kind === 'customer' ? owner.customerId : -owner.guestRef)

/** The SQL of placing an order: reads in the caller's transaction, then the writes that must happen together. */
export function createOrderPlacementRepository(db: Db) {
  function scoped(tx: Queryable) {
    return {
      /** The owner's cart lines in a module, read under the owner's lock. */
      async cartLines(owner: Owner, moduleId: number): Promise<CartLineRow[]> {
        const column = owner.kind === 'customer' ? 'customer_id' : 'guest_ref'
        const value = owner.kind === 'customer' ? owner.customerId : owner.guestRef
        const { rows } = await tx.query<CartLineRow>(
          `select id, customer_id, guest_ref, module_id, store_id, item_id, item_type, quantity, variation, variation_key,
                  add_on_ids, add_on_qtys, unit_price, price, created_at, updated_at
             from cart_items where ${column} = $1 and module_id = $2 order by id`,
          [value, moduleId],
        )
        return rows
      },

      /** The items of lines as they are now (PGlite has one connection: every read of the transaction goes through it). */
      items: (refs: { item_id: number; item_type: ItemType }[]) => cartItems(tx, refs),

      async store(storeId: number): Promise<StoreRow | undefined> {
        const { rows } = await tx.query<StoreRow>(`${STORE_SELECT} where s.id = $1`, [storeId])
        return rows[0]
      },

      async parcelCategory(id: number): Promise<ParcelCategoryRow | undefined> {
        const { rows } = await tx.query<ParcelCategoryRow>(
          `select id, module_id, parcel_per_km_shipping_charge, parcel_minimum_shipping_charge
             from parcel_categories where id = $1 and status`,
          [id],
        )
        return rows[0]
      },

      async zoneTerms(zoneId: number, moduleId: number): Promise<ZoneTermsRow | undefined> {
        const { rows } = await tx.query<ZoneTermsRow>(
          `select z.id as zone_id, z.cash_on_delivery, z.digital_payment, z.increased_delivery_fee, z.increased_delivery_fee_status,
                  coalesce(zm.per_km_shipping_charge, 0) as per_km_shipping_charge,
                  coalesce(zm.minimum_shipping_charge, 0) as minimum_shipping_charge,
                  zm.maximum_shipping_charge, zm.maximum_cod_order_amount
             from zones z left join zone_module zm on zm.zone_id = z.id and zm.module_id = $2
            where z.id = $1 and z.status`,
          [zoneId, moduleId],
        )
        return rows[0]
      },

      async couponByCode(code: string): Promise<CouponRow | undefined> {
        const { rows } = await tx.query<CouponRow>(
          `select c.id, c.title, c.code, to_char(c.start_date, 'YYYY-MM-DD') as start_date,
                  to_char(c.expire_date, 'YYYY-MM-DD') as expire_date, c.min_purchase, c.max_discount, c.discount,
                  c.discount_type, c.coupon_type, c.limit_per_user, c.data, c.customer_ids, c.store_id, c.module_id, c.status,
                  current_date between c.start_date and c.expire_date as running, current_date > c.expire_date as expired
             from coupons c where lower(c.code) = lower($1)`,
          [code],
        )
        return rows[0]
      },

      /** Orders of this owner that used the coupon and were not canceled. */
      async couponUses(owner: Owner, code: string): Promise<number> {
        const column = owner.kind === 'customer' ? 'customer_id' : 'guest_ref'
        const value = owner.kind === 'customer' ? owner.customerId : owner.guestRef
        const { rows } = await tx.query<{ uses: number }>(
          `select count(*)::int as uses from orders where ${column} = $1 and lower(coupon_code) = lower($2) and order_status <> 'canceled'`,
          [value, code],
        )
        return rows[0]?.uses ?? 0
      },

      async walletBalance(customerId: number): Promise<number> {
        const { rows } = await tx.query<{ wallet_balance: number }>('select wallet_balance from customers where id = $1', [customerId])
        return rows[0]?.wallet_balance ?? 0
      },

      /**
       * Takes `amount` from the wallet in one statement (never below zero, whatever runs
       * at the same time) and writes the transaction; false when the balance is short.
       */
      async debitWallet(customerId: number, amount: number, reference: string): Promise<boolean> {
        const { rows } = await tx.query<{ wallet_balance: number }>(
          `update customers set wallet_balance = wallet_balance - $2 where id = $1 and wallet_balance >= $2 returning wallet_balance`,
          [customerId, amount],
        )
        if (!rows[0]) return false
        await tx.query(
          `insert into wallet_transactions (customer_id, transaction_type, reference, debit, balance) values ($1, 'order_place', $2, $3, $4)`,
          [customerId, reference, amount, rows[0].wallet_balance],
        )
        return true
      },

      /**
       * Takes `quantity` from an item's stock, and from its chosen variation's when `variationType`
       * is given, in one conditional statement: it changes nothing (false) when either would go
       * below zero, so concurrent buyers of the last items cannot oversell. `trackStock` false
       * (the food module) only counts the order.
       */
      async takeStock(
        itemId: number,
        isCampaign: boolean,
        quantity: number,
        variationType: string | null,
        trackStock: boolean,
      ): Promise<boolean> {
        const table = isCampaign ? 'item_campaigns' : 'items'
        const orderCount = isCampaign ? '' : ', order_count = order_count + $2'
        if (!trackStock) {
          const { rows } = await tx.query(`update ${table} set stock = stock${orderCount} where id = $1 returning id`, [itemId, quantity])
          return rows.length > 0
        }
        const { rows } = await tx.query(
          `update ${table}
              set stock = stock - $2${orderCount},
                  variations = case when $3::text is null then variations else (
                    select coalesce(jsonb_agg(case when v->>'type' = $3::text and v ? 'stock'
                                                   then jsonb_set(v, '{stock}', to_jsonb((v->>'stock')::int - $2)) else v end
                                              order by ordinality), '[]'::jsonb)
                      from jsonb_array_elements(variations) with ordinality as e(v, ordinality)) end
            where id = $1 and stock >= $2
              and ($3::text is null or not exists (
                    select 1 from jsonb_array_elements(variations) v
                     where v->>'type' = $3::text and v ? 'stock' and (v->>'stock')::int < $2))
            returning id`,
          [itemId, quantity, variationType],
        )
        if (rows.length === 0) return false
        if (!isCampaign) {
          // a running flash sale sells from its own stock too
          await tx.query(
            `update flash_sale_items fi set sold = sold + $2
               from flash_sales f
              where fi.flash_sale_id = f.id and fi.item_id = $1 and fi.status and f.is_publish
                and now() between f.start_date and f.end_date`,
            [itemId, quantity],
          )
        }
        return true
      },

      async insertOrder(order: NewOrder): Promise<{ id: number; created_at: Date; order_status: string }> {
        const customerId = order.owner.kind === 'customer' ? order.owner.customerId : null
        const guestRef = order.owner.kind === 'guest' ? order.owner.guestRef : null
        const a = order.amounts
        const { rows } = await tx.query<{ id: number; created_at: Date; order_status: string }>(
          `insert into orders (customer_id, guest_ref, is_guest, store_id, module_id, zone_id, order_amount, delivery_charge,
                               original_delivery_charge, coupon_code, coupon_discount_amount, coupon_discount_title,
                               store_discount_amount, total_tax_amount, tax_status, additional_charge, dm_tips, payment_status,
                               payment_method, order_status, order_type, delivery_address, distance, schedule_at, scheduled, otp,
                               order_note, delivery_instruction, cutlery, pending, source, payment_token_hash, callback,
                               parcel_category_id, receiver_details, charge_payer)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, 'pending', $20, $21, $22,
                   case when $23::text is null then null else ($23::timestamp at time zone $24::text) end, $23::text is not null,
                   $25, $26, $27, $28, now(), $29, $30, $31, $32, $33, $34)
           returning id, created_at, order_status`,
          [
            customerId,
            guestRef,
            order.owner.kind === 'guest',
            order.storeId,
            order.moduleId,
            order.zoneId,
            a.order_amount,
            a.delivery_charge,
            a.original_delivery_charge,
            order.coupon?.code ?? null,
            a.coupon_discount_amount,
            order.coupon?.title ?? null,
            a.store_discount_amount,
            a.total_tax_amount,
            a.tax_status,
            a.additional_charge,
            a.dm_tips,
            order.paymentStatus,
            order.paymentMethod,
            order.orderType,
            JSON.stringify(order.deliveryAddress),
            order.distance,
            order.scheduleAt,
            order.timeZone,
            order.otp,
            order.orderNote,
            order.deliveryInstruction,
            order.cutlery,
            order.source,
            order.paymentTokenHash,
            order.callback,
            order.parcel?.categoryId ?? null,
            order.parcel ? JSON.stringify(order.parcel.receiverDetails) : null,
            order.parcel?.chargePayer ?? null,
          ],
        )
        return rows[0]!
      },

      async insertDetails(orderId: number, details: NewOrderDetail[]): Promise<void> {
        for (const d of details) {
          await tx.query(
            `insert into order_details (order_id, item_id, item_campaign_id, item_details, variation, add_ons, price, quantity,
                                        discount_on_item, tax_amount, total_add_on_price)
             values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
            [
              orderId,
              d.item_id,
              d.item_campaign_id,
              JSON.stringify(d.item_details),
              JSON.stringify(d.variation),
              JSON.stringify(d.add_ons),
              d.price,
              d.quantity,
              d.discount_on_item,
              d.tax_amount,
              d.total_add_on_price,
            ],
          )
        }
      },

      async insertAttachments(orderId: number, files: { contentType: string; bytes: Buffer }[]): Promise<void> {
        for (const [position, file] of files.entries()) {
          await tx.query('insert into order_attachments (order_id, position, content_type, size, bytes) values ($1, $2, $3, $4, $5)', [
            orderId,
            position,
            file.contentType,
            file.bytes.length,
            file.bytes,
          ])
        }
      },

      async clearCart(owner: Owner, moduleId: number, storeId: number): Promise<void> {
        const column = owner.kind === 'customer' ? 'customer_id' : 'guest_ref'
        const value = owner.kind === 'customer' ? owner.customerId : owner.guestRef
        await tx.query(`delete from cart_items where ${column} = $1 and module_id = $2 and store_id = $3`, [value, moduleId, storeId])
      },

      /**
       * Claims an idempotency key for this owner. Returns 'claimed' for the first request;
       * for a later one, the answer stored by the first (or null while the first has not
       * finished: it cannot happen inside a transaction, which waits for the first to commit).
       */
      async claimKey(
        owner: Owner,
        key: string,
        requestHash: string,
      ): Promise<{ claimed: true } | { claimed: false; hash: string; response: unknown }> {
        const { rows } = await tx.query(
          `insert into order_requests (owner, idempotency_key, request_hash) values ($1, $2, $3)
           on conflict (owner, idempotency_key) do nothing returning 1`,
          [ownerKey(owner), key, requestHash],
        )
        if (rows.length > 0) return { claimed: true }
        const { rows: stored } = await tx.query<{ request_hash: string; response: unknown }>(
          'select request_hash, response from order_requests where owner = $1 and idempotency_key = $2',
          [ownerKey(owner), key],
        )
        return { claimed: false, hash: stored[0]!.request_hash, response: stored[0]!.response }
      },

      async saveAnswer(owner: Owner, key: string, orderId: number, response: unknown): Promise<void> {
        await tx.query('update order_requests set order_id = $3, response = $4 where owner = $1 and idempotency_key = $2', [
          ownerKey(owner),
          key,
          orderId,
          JSON.stringify(response),
        ])
      },
    }
  }

  return {
    ...scoped(db),

    /** One transaction holding the owner's lock (the cart's lock too), so an owner's orders and cart changes never interleave. */
    withOwnerLock<T>(owner: Owner, fn: (orders: ReturnType<typeof scoped>) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await tx.query('select pg_advisory_xact_lock(42, $1::int)', [lockKey(owner)])
        return fn(scoped(tx))
      })
    },
  }
}

export type OrderPlacementRepository = ReturnType<typeof createOrderPlacementRepository>
