import { Type, type Static } from 'typebox'
import { rowOffset } from '../http/catalogue-scope.js'
import type { LoyaltyTransactionRow } from '../repositories/account-repository.js'
import { PageQuery } from '../schemas/catalogue.js'

/** ?limit&offset and an optional transaction_type filter (`all` or absent: every type). */
export const TransactionsQuery = Type.Object({ ...PageQuery, type: Type.Optional(Type.String({ pattern: '^[a-z_]{1,30}$' })) })

type Row = LoyaltyTransactionRow & { admin_bonus?: number }
type Lister = (customerId: number, paging: { limit: number; skip: number }, type?: string) => Promise<{ total: number; rows: Row[] }>

/** A wallet or loyalty transaction as the 6amMart clients read it (`admin_bonus` on wallet lines). */
export const transactionWire = (row: Row) => ({
  id: row.id,
  user_id: row.customer_id,
  transaction_id: `T${String(row.id).padStart(8, '0')}`,
  transaction_type: row.transaction_type,
  reference: row.reference,
  credit: row.credit,
  debit: row.debit,
  ...(row.admin_bonus !== undefined ? { admin_bonus: row.admin_bonus } : {}),
  balance: row.balance,
  created_at: row.created_at.toISOString(),
})

/** One page of a customer's history in the paged shape `{total_size, limit, offset, data}`. */
export async function transactionPage(list: Lister, customerId: number, query: Static<typeof TransactionsQuery>) {
  const { limit, offset, type } = query
  const page = await list(customerId, { limit, skip: rowOffset({ limit, offset }) }, type === 'all' ? undefined : type)
  return { total_size: page.total, limit, offset, data: page.rows.map(transactionWire) }
}
