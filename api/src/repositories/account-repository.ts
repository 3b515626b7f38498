import type { Db, Queryable } from '../db/db.js'
import { hashPassword } from '../domain/secrets.js'

export interface ProfileChanges {
  f_name: string
  l_name: string
  email: string
  /** Set only when the customer typed a new one. */
  password?: string
  image?: { file: string; contentType: string; bytes: Buffer }
}

export interface WalletTransactionRow {
  id: number
  customer_id: number
  transaction_type: string
  reference: string | null
  credit: number
  debit: number
  admin_bonus: number
  balance: number
  created_at: Date
}

export interface LoyaltyTransactionRow {
  id: number
  customer_id: number
  transaction_type: string
  reference: string | null
  credit: number
  debit: number
  balance: number
  created_at: Date
}

export interface WalletBonusRow {
  id: number
  title: string
  description: string
  bonus_type: 'percentage' | 'amount'
  bonus_amount: number
  minimum_add_amount: number
  maximum_bonus_amount: number
  start_date: string
  end_date: string
}

export interface FundRequestRow {
  id: number
  customer_id: number
  amount: number
  callback: string | null
}

export type FundOutcome = 'success' | 'fail' | 'cancel'

interface Page {
  limit: number
  skip: number
}

async function page<T>(db: Queryable, table: string, customerId: number, { limit, skip }: Page, type?: string) {
  const { rows } = await db.query<T & { total: number }>(
    `select *, count(*) over ()::int as total from ${table}
      where customer_id = $1 and ($4::text is null or transaction_type = $4)
      order by created_at desc, id desc limit $2 offset $3`,
    [customerId, limit, skip, type ?? null],
  )
  let total = rows[0]?.total ?? 0
  if (rows.length === 0 && skip > 0) {
    const counted = await db.query<{ total: number }>(
      `select count(*)::int as total from ${table} where customer_id = $1 and ($2::text is null or transaction_type = $2)`,
      [customerId, type ?? null],
    )
    total = counted.rows[0]?.total ?? 0
  }
  return { total, rows: rows.map(({ total: _total, ...row }) => row as T) }
}

/** Credits the wallet and writes its transaction line, inside the caller's transaction. */
async function creditWallet(tx: Queryable, customerId: number, entry: { type: string; reference: string; credit: number; bonus?: number }) {
  const bonus = entry.bonus ?? 0
  const { rows } = await tx.query<{ wallet_balance: number }>(
    'update customers set wallet_balance = wallet_balance + $2 where id = $1 returning wallet_balance',
    [customerId, entry.credit + bonus],
  )
  if (!rows[0]) return undefined
  await tx.query(
    `insert into wallet_transactions (customer_id, transaction_type, reference, credit, admin_bonus, balance)
     values ($1, $2, $3, $4, $5, $6)`,
    [customerId, entry.type, entry.reference, entry.credit, bonus, rows[0].wallet_balance],
  )
  return rows[0].wallet_balance
}

/** The customer's own account: profile changes, removal, wallet, wallet top-ups and loyalty points. */
export function createAccountRepository(db: Db) {
  return {
    async emailTakenByAnother(customerId: number, email: string): Promise<boolean> {
      const { rows } = await db.query('select 1 from customers where lower(email) = lower($1) and id <> $2 limit 1', [email, customerId])
      return rows.length > 0
    },

    /** `keepTokenHash`: the session making the change stays signed in when the password changes. */
    async updateProfile(customerId: number, changes: ProfileChanges, keepTokenHash: string): Promise<void> {
      const passwordHash = changes.password ? await hashPassword(changes.password) : null
      await db.transaction(async (tx) => {
        await tx.query(
          `update customers set f_name = $2, l_name = $3, email = $4, password_hash = coalesce($5, password_hash),
                  image = coalesce($6, image)
            where id = $1`,
          [customerId, changes.f_name, changes.l_name, changes.email, passwordHash, changes.image?.file ?? null],
        )
        if (changes.image) {
          await tx.query(
            `insert into customer_images (customer_id, file, content_type, bytes) values ($1, $2, $3, $4)
             on conflict (customer_id) do update set file = excluded.file, content_type = excluded.content_type,
               bytes = excluded.bytes, updated_at = now()`,
            [customerId, changes.image.file, changes.image.contentType, changes.image.bytes],
          )
        }
        // another password signs every other session out
        if (passwordHash) {
          await tx.query('update auth_tokens set revoked_at = now() where customer_id = $1 and revoked_at is null and token_hash <> $2', [
            customerId,
            keepTokenHash,
          ])
        }
      })
    },

    async profileImage(file: string) {
      const { rows } = await db.query<{ content_type: string; bytes: Uint8Array }>(
        'select content_type, bytes from customer_images where file = $1',
        [file],
      )
      return rows[0]
    },

    /** Removes the customer; their tokens, addresses, cart, wishlist and wallet go with them (on delete cascade). */
    async removeCustomer(customerId: number): Promise<boolean> {
      const { rows } = await db.query('delete from customers where id = $1 returning id', [customerId])
      return rows.length > 0
    },

    walletTransactions: (customerId: number, paging: Page, type?: string) =>
      page<WalletTransactionRow>(db, 'wallet_transactions', customerId, paging, type),

    loyaltyTransactions: (customerId: number, paging: Page, type?: string) =>
      page<LoyaltyTransactionRow>(db, 'loyalty_point_transactions', customerId, paging, type),

    async runningBonuses(today: string): Promise<WalletBonusRow[]> {
      const { rows } = await db.query<WalletBonusRow>(
        `select id, title, description, bonus_type, bonus_amount, minimum_add_amount, maximum_bonus_amount,
                to_char(start_date, 'YYYY-MM-DD') as start_date, to_char(end_date, 'YYYY-MM-DD') as end_date
           from wallet_bonuses where status and start_date <= $1::date and end_date >= $1::date order by id`,
        [today],
      )
      return rows
    },

    async createFundRequest(customerId: number, amount: number, tokenHash: string, callback: string | null): Promise<number> {
      const { rows } = await db.query<{ id: number }>(
        'insert into wallet_fund_requests (customer_id, amount, token_hash, callback) values ($1, $2, $3, $4) returning id',
        [customerId, amount, tokenHash, callback],
      )
      return rows[0].id
    },

    async payableFund(fundId: number, tokenHash: string): Promise<FundRequestRow | undefined> {
      const { rows } = await db.query<FundRequestRow>(
        `select id, customer_id, amount, callback from wallet_fund_requests where id = $1 and token_hash = $2 and status = 'pending'`,
        [fundId, tokenHash],
      )
      return rows[0]
    },

    /**
     * Records the payment page's outcome. The status check is in the update, so the top-up is
     * credited once however often the page posts back: undefined when the request is no longer pending.
     */
    async completeFund(fundId: number, tokenHash: string, outcome: FundOutcome, bonusFor: (amount: number) => Promise<number>) {
      return db.transaction(async (tx) => {
        const status = outcome === 'success' ? 'paid' : outcome === 'fail' ? 'failed' : 'canceled'
        const { rows } = await tx.query<{ id: number; customer_id: number; amount: number }>(
          `update wallet_fund_requests set status = $3, completed_at = now()
            where id = $1 and token_hash = $2 and status = 'pending' returning id, customer_id, amount`,
          [fundId, tokenHash, status],
        )
        const fund = rows[0]
        if (!fund) return undefined
        if (outcome === 'success') {
          const bonus = await bonusFor(fund.amount)
          await creditWallet(tx, fund.customer_id, { type: 'add_fund', reference: `fund:${fund.id}`, credit: fund.amount, bonus })
        }
        return fund
      })
    },

    /**
     * Takes `points` from the loyalty balance and credits `money` to the wallet in one transaction;
     * the balance check is in the update, so two transfers never spend the same points. False when short.
     */
    async transferPoints(customerId: number, points: number, money: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const { rows } = await tx.query<{ loyalty_point: number }>(
          'update customers set loyalty_point = loyalty_point - $2 where id = $1 and loyalty_point >= $2 returning loyalty_point',
          [customerId, points],
        )
        if (!rows[0]) return false
        await tx.query(
          `insert into loyalty_point_transactions (customer_id, transaction_type, reference, debit, balance)
           values ($1, 'point_to_wallet', null, $2, $3)`,
          [customerId, points, rows[0].loyalty_point],
        )
        await creditWallet(tx, customerId, { type: 'loyalty_point', reference: `points:${points}`, credit: money })
        return true
      })
    },
  }
}

export type AccountRepository = ReturnType<typeof createAccountRepository>
