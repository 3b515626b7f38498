import type { Db, Queryable } from '../db/db.js'
import type { Owner } from '../plugins/app/session.js'
import { CAMPAIGN_ITEM_SELECT, ITEM_SELECT, loadAddOnsFor } from './catalogue-query.js'
import type { AddOnRow, ItemRow } from './format.js'

export type ItemType = 'Item' | 'ItemCampaign'

export interface CartLineRow {
  id: number
  customer_id: number | null
  guest_ref: number | null
  module_id: number
  store_id: number
  item_id: number
  item_type: ItemType
  quantity: number
  variation: unknown[]
  variation_key: string
  add_on_ids: number[]
  add_on_qtys: number[]
  unit_price: number
  price: number
  created_at: Date
  updated_at: Date
}

/** A line to store: the row without its id, owner and timestamps, which the repository sets. */
export type NewCartLine = Omit<CartLineRow, 'id' | 'customer_id' | 'guest_ref' | 'created_at' | 'updated_at'>

// the owner column comes from this fixed map, never from input
const ownerColumn = (owner: Owner) => (owner.kind === 'customer' ? 'customer_id' : 'guest_ref')
const ownerValue = (owner: Owner) => (owner.kind === 'customer' ? owner.customerId : owner.guestRef)
const lockKey = (owner: Owner) => (owner.kind === 'customer' ? owner.customerId : -owner.guestRef)

const lineColumns = `id, customer_id, guest_ref, module_id, store_id, item_id, item_type, quantity, variation, variation_key,
  add_on_ids, add_on_qtys, unit_price, price, created_at, updated_at`

/** Item rows (current prices, discounts, stock) for cart lines, plus their add-ons, in three queries; in `tx` when given one. */
export async function cartItems(
  tx: Queryable,
  refs: { item_id: number; item_type: ItemType }[],
): Promise<{ items: Map<string, ItemRow>; addOns: Map<number, AddOnRow> }> {
  const ids = (type: ItemType) => [...new Set(refs.filter((r) => r.item_type === type).map((r) => r.item_id))]
  const itemIds = ids('Item')
  const campaignIds = ids('ItemCampaign')
  const rows = [
    ...(itemIds.length ? (await tx.query<ItemRow>(`${ITEM_SELECT} where i.id = any($1::int[])`, [itemIds])).rows : []),
    ...(campaignIds.length ? (await tx.query<ItemRow>(`${CAMPAIGN_ITEM_SELECT} where ic.id = any($1::int[])`, [campaignIds])).rows : []),
  ]
  const items = new Map(rows.map((row) => [`${row.is_campaign ? 'ItemCampaign' : 'Item'}:${row.id}`, row]))
  return { items, addOns: await loadAddOnsFor(tx, rows) }
}

export function createCartRepository(db: Db) {
  function scoped(tx: Queryable) {
    return {
      async lines(owner: Owner, moduleId: number | null): Promise<CartLineRow[]> {
        const { rows } = await tx.query<CartLineRow>(
          `select ${lineColumns} from cart_items
            where ${ownerColumn(owner)} = $1 and ($2::int is null or module_id = $2::int)
            order by id`,
          [ownerValue(owner), moduleId],
        )
        return rows
      },

      async line(owner: Owner, cartId: number): Promise<CartLineRow | undefined> {
        const { rows } = await tx.query<CartLineRow>(`select ${lineColumns} from cart_items where id = $1 and ${ownerColumn(owner)} = $2`, [
          cartId,
          ownerValue(owner),
        ])
        return rows[0]
      },

      async duplicate(
        owner: Owner,
        line: Pick<NewCartLine, 'item_id' | 'item_type' | 'variation_key'>,
        exceptId: number | null,
      ): Promise<boolean> {
        const { rows } = await tx.query(
          `select 1 from cart_items
            where ${ownerColumn(owner)} = $1 and item_id = $2 and item_type = $3 and variation_key = $4
              and ($5::int is null or id <> $5::int) limit 1`,
          [ownerValue(owner), line.item_id, line.item_type, line.variation_key, exceptId],
        )
        return rows.length > 0
      },

      async insert(owner: Owner, line: NewCartLine): Promise<number> {
        const { rows } = await tx.query<{ id: number }>(
          `insert into cart_items (${ownerColumn(owner)}, module_id, store_id, item_id, item_type, quantity, variation, variation_key,
                                   add_on_ids, add_on_qtys, unit_price, price)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) returning id`,
          [
            ownerValue(owner),
            line.module_id,
            line.store_id,
            line.item_id,
            line.item_type,
            line.quantity,
            JSON.stringify(line.variation),
            line.variation_key,
            JSON.stringify(line.add_on_ids),
            JSON.stringify(line.add_on_qtys),
            line.unit_price,
            line.price,
          ],
        )
        return rows[0]!.id
      },

      async update(owner: Owner, cartId: number, line: NewCartLine): Promise<void> {
        await tx.query(
          `update cart_items set quantity = $3, variation = $4, variation_key = $5, add_on_ids = $6, add_on_qtys = $7,
                  unit_price = $8, price = $9, updated_at = now()
            where id = $1 and ${ownerColumn(owner)} = $2`,
          [
            cartId,
            ownerValue(owner),
            line.quantity,
            JSON.stringify(line.variation),
            line.variation_key,
            JSON.stringify(line.add_on_ids),
            JSON.stringify(line.add_on_qtys),
            line.unit_price,
            line.price,
          ],
        )
      },

      /**
       * Adds `delta` to a line's quantity in one statement, so concurrent "+1"s all count:
       * the new quantity is computed by the database from the stored one, and the bound
       * (1..`max`, the item's stock and cart limit) is checked in the same statement. The
       * line price moves by unit price x delta (add-ons are per line). Null when no row
       * changed: the line is not the owner's, or the result would leave the bounds.
       */
      async increment(owner: Owner, cartId: number, delta: number, max: number): Promise<number | null> {
        const { rows } = await tx.query<{ quantity: number }>(
          `update cart_items set quantity = quantity + $3, price = round(price + unit_price * $3, 2), updated_at = now()
            where id = $1 and ${ownerColumn(owner)} = $2 and quantity + $3 >= 1 and quantity + $3 <= $4
            returning quantity`,
          [cartId, ownerValue(owner), delta, max],
        )
        return rows[0]?.quantity ?? null
      },

      async remove(owner: Owner, cartId: number): Promise<boolean> {
        const { rows } = await tx.query(`delete from cart_items where id = $1 and ${ownerColumn(owner)} = $2 returning id`, [
          cartId,
          ownerValue(owner),
        ])
        return rows.length > 0
      },

      async clear(owner: Owner, moduleId: number | null): Promise<void> {
        await tx.query(`delete from cart_items where ${ownerColumn(owner)} = $1 and ($2::int is null or module_id = $2::int)`, [
          ownerValue(owner),
          moduleId,
        ])
      },

      /** Item rows (current prices, discounts, stock) for cart lines, plus their add-ons, in three queries. */
      items: (refs: { item_id: number; item_type: ItemType }[]) => cartItems(tx, refs),
    }
  }

  return {
    ...scoped(db),

    /** Runs `fn` in a transaction holding a per-owner lock, so concurrent adds cannot both pass the one-store check. */
    withOwnerLock<T>(owner: Owner, fn: (cart: ReturnType<typeof scoped>) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await tx.query('select pg_advisory_xact_lock(42, $1::int)', [lockKey(owner)])
        return fn(scoped(tx))
      })
    },

    /**
     * Signing in with a guest id hands the guest's cart to the customer. The guest's
     * cart is what the visitor built just now, so it wins: in each module where the
     * guest has lines, the customer's lines from another store are dropped; a line for
     * the same item and variation is replaced by the guest's; then all guest lines move over.
     */
    async mergeGuestCart(guestRef: number, customerId: number): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.query('select pg_advisory_xact_lock(42, $1::int)', [customerId])
        const { rows: guestLines } = await tx.query<CartLineRow>(`select ${lineColumns} from cart_items where guest_ref = $1`, [guestRef])
        if (guestLines.length === 0) return
        for (const moduleId of new Set(guestLines.map((l) => l.module_id))) {
          const storeId = guestLines.find((l) => l.module_id === moduleId)!.store_id
          await tx.query('delete from cart_items where customer_id = $1 and module_id = $2 and store_id <> $3', [
            customerId,
            moduleId,
            storeId,
          ])
        }
        for (const line of guestLines) {
          await tx.query('delete from cart_items where customer_id = $1 and item_id = $2 and item_type = $3 and variation_key = $4', [
            customerId,
            line.item_id,
            line.item_type,
            line.variation_key,
          ])
        }
        await tx.query('update cart_items set guest_ref = null, customer_id = $2, updated_at = now() where guest_ref = $1', [
          guestRef,
          customerId,
        ])
        await tx.query('update guests set merged_into_customer_id = $2 where id = $1', [guestRef, customerId])
      })
    },
  }
}

export type CartRepository = ReturnType<typeof createCartRepository>
