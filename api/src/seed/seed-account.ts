import type { Queryable } from '../db/db.js'
import { demo } from './demo.js'
import { daysFrom, insertRows } from './seed-helpers.js'

/**
 * The demo customer's wallet and loyalty history, matching the balances seeded with the customer
 * (wallet 25, 120 points), and a running wallet bonus offer, so the account pages show data on a fresh start.
 */
export async function seedAccount(tx: Queryable, now: Date) {
  const id = demo.customer.id
  const wallet = [
    [id, 'add_fund', 'fund:seed-1', 20, 0, 0, 20, daysFrom(now, -40)],
    [id, 'add_fund', 'fund:seed-2', 10, 0, 2, 32, daysFrom(now, -20)],
    [id, 'order_place', 'order:seed', 0, 12, 0, 20, daysFrom(now, -12)],
    [id, 'loyalty_point', 'points:50', 5, 0, 0, 25, daysFrom(now, -5)],
  ]
  await insertRows(
    tx,
    'wallet_transactions',
    ['customer_id', 'transaction_type', 'reference', 'credit', 'debit', 'admin_bonus', 'balance', 'created_at'],
    wallet,
  )
  const points = [
    [id, 'order_place', 'order:seed', 100, 0, 100, daysFrom(now, -30)],
    [id, 'point_to_wallet', null, 0, 50, 50, daysFrom(now, -5)],
    [id, 'order_place', 'order:seed', 70, 0, 120, daysFrom(now, -2)],
  ]
  await insertRows(
    tx,
    'loyalty_point_transactions',
    ['customer_id', 'transaction_type', 'reference', 'credit', 'debit', 'balance', 'created_at'],
    points,
  )
  await insertRows(
    tx,
    'wallet_bonuses',
    ['title', 'description', 'bonus_type', 'bonus_amount', 'minimum_add_amount', 'maximum_bonus_amount', 'start_date', 'end_date'],
    [['Top-up bonus', 'Add 50 or more and get 10% extra, up to 20.', 'percentage', 10, 50, 20, daysFrom(now, -30), daysFrom(now, 365)]],
  )
}
