import type { Db, Queryable } from '../db/db.js'

export interface ReviewImage {
  token: string
  contentType: string
  bytes: Buffer
}

export interface ReviewRow {
  id: number
  item_id: number
  store_id: number | null
  order_id: number | null
  customer_id: number | null
  rating: number
  comment: string
  created_at: string
  customer_name: string
  item_name: string
  image_tokens: string[]
}

/** What the customer may rate in one of their orders, and what they already rated. */
export interface ReviewableOrder {
  id: number
  order_status: string
  delivery_man_id: number | null
  item_ids: number[]
  reviewed_item_ids: number[]
  delivery_man_reviewed: boolean
}

const REVIEW_SELECT = `
  select r.id, r.item_id, r.store_id, r.order_id, r.customer_id, r.rating, r.comment,
         to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at,
         coalesce(nullif(trim(c.f_name || ' ' || c.l_name), ''), 'Customer') as customer_name,
         i.name as item_name,
         coalesce((select json_agg(ri.token order by ri.id) from review_images ri where ri.review_id = r.id), '[]'::json) as image_tokens
    from reviews r
    join items i on i.id = r.item_id
    left join customers c on c.id = r.customer_id`

/**
 * Adds one rating to a running average kept with its count and its five per-star counts
 * (seeded ratings have no review rows behind them, so the aggregate is updated, not recomputed).
 */
async function addRating(tx: Queryable, table: 'items' | 'stores', id: number, rating: number) {
  await tx.query(
    `update ${table}
        set avg_rating = round(((avg_rating * rating_count + $2::int) / (rating_count + 1))::numeric, 2),
            rating_count = rating_count + 1,
            ratings = jsonb_set(ratings, array[($2::int - 1)::text], to_jsonb(coalesce((ratings ->> ($2::int - 1))::int, 0) + 1))
      where id = $1`,
    [id, rating],
  )
}

/** Item, store and delivery-man reviews (spec: discovery-and-modules §7 Reviews). */
export function createReviewRepository(db: Db) {
  return {
    /** The customer's own order with what can be rated in it; null when it is not theirs. */
    async reviewableOrder(customerId: number, orderId: number): Promise<ReviewableOrder | null> {
      const { rows } = await db.query<ReviewableOrder>(
        `select o.id, o.order_status, o.delivery_man_id,
                coalesce((select json_agg(distinct d.item_id) from order_details d where d.order_id = o.id and d.item_id is not null), '[]'::json) as item_ids,
                coalesce((select json_agg(r.item_id) from reviews r where r.order_id = o.id), '[]'::json) as reviewed_item_ids,
                exists (select 1 from delivery_man_reviews dr where dr.order_id = o.id) as delivery_man_reviewed
           from orders o
          where o.id = $1 and o.customer_id = $2 and not o.is_guest`,
        [orderId, customerId],
      )
      return rows[0] ?? null
    },

    /** Stores an item review with its pictures and updates the item's and its store's rating; false when already reviewed. */
    async addItemReview(input: {
      customerId: number
      orderId: number
      itemId: number
      rating: number
      comment: string
      images: ReviewImage[]
    }): Promise<boolean> {
      return db.transaction(async (tx) => {
        const { rows } = await tx.query<{ id: number; store_id: number }>(
          `insert into reviews (item_id, store_id, customer_id, order_id, rating, comment)
           select i.id, i.store_id, $2, $3, $4, $5 from items i where i.id = $1
           on conflict (order_id, item_id) where order_id is not null do nothing
           returning id, store_id`,
          [input.itemId, input.customerId, input.orderId, input.rating, input.comment],
        )
        const review = rows[0]
        if (!review) return false
        for (const image of input.images) {
          await tx.query('insert into review_images (review_id, token, content_type, bytes) values ($1, $2, $3, $4)', [
            review.id,
            image.token,
            image.contentType,
            image.bytes,
          ])
        }
        await addRating(tx, 'items', input.itemId, input.rating)
        await addRating(tx, 'stores', review.store_id, input.rating)
        await tx.query('update orders set is_reviewed = true where id = $1', [input.orderId])
        return true
      })
    },

    /** Stores the delivery man's review of the order and updates his rating; false when already reviewed. */
    async addDeliveryManReview(input: {
      customerId: number
      orderId: number
      deliveryManId: number
      rating: number
      comment: string
    }): Promise<boolean> {
      return db.transaction(async (tx) => {
        const { rows } = await tx.query(
          `insert into delivery_man_reviews (delivery_man_id, customer_id, order_id, rating, comment)
           values ($1, $2, $3, $4, $5) on conflict (order_id) do nothing returning id`,
          [input.deliveryManId, input.customerId, input.orderId, input.rating, input.comment],
        )
        if (rows.length === 0) return false
        await tx.query(
          `update delivery_men
              set avg_rating = round(((avg_rating * rating_count + $2::int) / (rating_count + 1))::numeric, 2),
                  rating_count = rating_count + 1
            where id = $1`,
          [input.deliveryManId, input.rating],
        )
        await tx.query('update orders set is_reviewed = true where id = $1', [input.orderId])
        return true
      })
    },

    /** The reviews of the customer's order (the rate-and-review page shows what is done). */
    async orderReviews(orderId: number) {
      const [items, deliveryMan] = await Promise.all([
        db.query<ReviewRow>(`${REVIEW_SELECT} where r.order_id = $1 order by r.id`, [orderId]),
        db.query<{ delivery_man_id: number; rating: number; comment: string }>(
          'select delivery_man_id, rating, comment from delivery_man_reviews where order_id = $1',
          [orderId],
        ),
      ])
      return { items: items.rows, deliveryMan: deliveryMan.rows[0] ?? null }
    },

    async itemExists(itemId: number): Promise<boolean> {
      const { rows } = await db.query('select 1 from items where id = $1', [itemId])
      return rows.length > 0
    },

    async storeExists(storeId: number): Promise<boolean> {
      const { rows } = await db.query('select 1 from stores where id = $1', [storeId])
      return rows.length > 0
    },

    /** A page of an item's reviews, the newest first. */
    async forItem(itemId: number, page: { limit: number; skip: number }) {
      const [{ rows }, total] = await Promise.all([
        db.query<ReviewRow>(`${REVIEW_SELECT} where r.item_id = $1 order by r.created_at desc, r.id desc limit $2 offset $3`, [
          itemId,
          page.limit,
          page.skip,
        ]),
        db.query<{ count: number }>('select count(*)::int as count from reviews where item_id = $1', [itemId]),
      ])
      return { total: total.rows[0]!.count, rows }
    },

    /** A page of the reviews of a store's items, the newest first. */
    async forStore(storeId: number, page: { limit: number; skip: number }) {
      const [{ rows }, total] = await Promise.all([
        db.query<ReviewRow>(`${REVIEW_SELECT} where r.store_id = $1 order by r.created_at desc, r.id desc limit $2 offset $3`, [
          storeId,
          page.limit,
          page.skip,
        ]),
        db.query<{ count: number }>('select count(*)::int as count from reviews where store_id = $1', [storeId]),
      ])
      return { total: total.rows[0]!.count, rows }
    },

    async image(token: string): Promise<{ content_type: string; bytes: Uint8Array } | null> {
      const { rows } = await db.query<{ content_type: string; bytes: Uint8Array }>(
        'select content_type, bytes from review_images where token = $1',
        [token],
      )
      return rows[0] ?? null
    },

    /** The customer's latest delivered order that is neither reviewed nor dismissed, with its items' pictures. */
    async reminder(customerId: number): Promise<{ order_id: number; item_ids: number[] } | null> {
      const { rows } = await db.query<{ order_id: number; item_ids: number[] }>(
        `select o.id as order_id,
                coalesce((select json_agg(d.item_id order by d.id) from order_details d where d.order_id = o.id and d.item_id is not null), '[]'::json) as item_ids
           from orders o
          where o.customer_id = $1 and not o.is_guest and o.order_status = 'delivered' and not o.is_reviewed and not o.is_review_canceled
          order by o.created_at desc, o.id desc limit 1`,
        [customerId],
      )
      return rows[0] ?? null
    },

    /** Dismisses the prompt for the customer's order; false when the order is not theirs. */
    async cancelReminder(customerId: number, orderId: number): Promise<boolean> {
      const { rows } = await db.query('update orders set is_review_canceled = true where id = $1 and customer_id = $2 returning id', [
        orderId,
        customerId,
      ])
      return rows.length > 0
    },
  }
}

export type ReviewRepository = ReturnType<typeof createReviewRepository>
