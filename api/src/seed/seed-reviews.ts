import type { Queryable } from '../db/db.js'
import { demo } from './demo.js'
import { daysFrom, insertRows, type Row, type SeededItem } from './seed-helpers.js'

const COMMENTS: [number, string][] = [
  [5, 'Fresh and exactly as pictured. Will order again.'],
  [4, 'Good value, arrived well packed.'],
  [5, 'My favourite, never disappoints.'],
  [3, 'Fine, but the portion was a little small.'],
]

/**
 * A few reviews to read on the product and store pages (the items' ratings are seeded as
 * aggregates, so these do not change them), and the demo customer's delivered order 100003
 * already reviewed: the rating prompt asks only about orders delivered later.
 */
export async function seedReviews(tx: Queryable, now: Date, items: SeededItem[]) {
  const rows: Row[] = []
  const modules = [...new Set(items.map((item) => item.moduleId))]
  for (const moduleId of modules) {
    const reviewed = items.filter((item) => item.moduleId === moduleId && item.zoneId === 1).slice(0, 3)
    reviewed.forEach((item, index) => {
      for (let n = 0; n < 2; n++) {
        const [rating, comment] = COMMENTS[(index + n) % COMMENTS.length]!
        rows.push([item.id, item.storeId, null, null, rating, comment, daysFrom(now, -(10 + index * 3 + n))])
      }
    })
  }
  const { rows: lines } = await tx.query<{ item_id: number; store_id: number }>(
    `select d.item_id, o.store_id from order_details d join orders o on o.id = d.order_id
      where o.id = 100003 and o.customer_id = $1 and d.item_id is not null order by d.id`,
    [demo.customer.id],
  )
  lines.forEach((line, index) => {
    rows.push([line.item_id, line.store_id, demo.customer.id, 100003, index === 0 ? 5 : 4, COMMENTS[index]![1], daysFrom(now, -2)])
  })
  await insertRows(tx, 'reviews', ['item_id', 'store_id', 'customer_id', 'order_id', 'rating', 'comment', 'created_at'], rows)
  if (lines.length > 0) {
    await tx.query(
      `insert into delivery_man_reviews (delivery_man_id, customer_id, order_id, rating, comment, created_at)
       select delivery_man_id, customer_id, id, 5, 'Friendly and on time.', $1 from orders where id = 100003 and delivery_man_id is not null`,
      [daysFrom(now, -2)],
    )
    await tx.query('update orders set is_reviewed = true where id = 100003')
  }
}
