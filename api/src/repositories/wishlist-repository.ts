import type { Db } from '../db/db.js'
import type { StoreFormatContext } from './format.js'
import { hydrateItems } from './item-repository.js'
import { hydrateStores } from './store-repository.js'

/** What a wishlist entry points at: an item or a store. */
export type WishTarget = { kind: 'item'; id: number } | { kind: 'store'; id: number }

const column = (target: WishTarget) => (target.kind === 'item' ? 'item_id' : 'store_id')

/** A customer's wishlist (spec: shopping-core §3 Wishlist, §4 Wishlist): separate lists of items and stores. */
export function createWishlistRepository(db: Db) {
  return {
    /** The customer's wished items and stores, the latest first, as wire objects. */
    async list(customerId: number, view: StoreFormatContext) {
      const { rows } = await db.query<{ item_id: number | null; store_id: number | null }>(
        `select w.item_id, w.store_id from wishlists w
           left join items i on i.id = w.item_id
           left join stores s on s.id = w.store_id
          where w.customer_id = $1 and (i.status or s.id is not null)
          order by w.created_at desc, w.id desc`,
        [customerId],
      )
      const itemIds = rows.flatMap((row) => (row.item_id === null ? [] : [row.item_id]))
      const storeIds = rows.flatMap((row) => (row.store_id === null ? [] : [row.store_id]))
      const [item, store] = await Promise.all([hydrateItems(db, itemIds, view), hydrateStores(db, storeIds, view)])
      return { item, store }
    },

    /** Whether the item or store exists and is shown to customers. */
    async targetExists(target: WishTarget): Promise<boolean> {
      // an inactive store still has its page ("Closed Now"); a disabled item is gone
      const sql = target.kind === 'item' ? 'select 1 from items where id = $1 and status' : 'select 1 from stores where id = $1'
      const { rows } = await db.query(sql, [target.id])
      return rows.length > 0
    },

    /** Adds the entry; false when it was already there. */
    async add(customerId: number, target: WishTarget): Promise<boolean> {
      const { rows } = await db.query(
        `insert into wishlists (customer_id, ${column(target)}) values ($1, $2) on conflict do nothing returning id`,
        [customerId, target.id],
      )
      return rows.length > 0
    },

    /** Removes the customer's own entry; false when they had none. */
    async remove(customerId: number, target: WishTarget): Promise<boolean> {
      const { rows } = await db.query(`delete from wishlists where customer_id = $1 and ${column(target)} = $2 returning id`, [
        customerId,
        target.id,
      ])
      return rows.length > 0
    },
  }
}

export type WishlistRepository = ReturnType<typeof createWishlistRepository>
