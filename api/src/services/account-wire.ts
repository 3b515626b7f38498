import type { LoyaltyTransactionRow } from '../repositories/account-repository.js'

/** A wallet or loyalty transaction as the 6amMart clients read it. */
export const transactionWire = (row: LoyaltyTransactionRow) => ({
  id: row.id,
  user_id: row.customer_id,
  transaction_id: `T${String(row.id).padStart(8, '0')}`,
  transaction_type: row.transaction_type,
  reference: row.reference,
  credit: row.credit,
  debit: row.debit,
  balance: row.balance,
  created_at: row.created_at.toISOString(),
})
