import type { Db, Queryable } from '../db/db.js'
import { hashPassword, newSecret, sha256, verifyPassword } from '../domain/secrets.js'

export interface CustomerRow {
  id: number
  f_name: string
  l_name: string
  phone: string
  email: string | null
  password_hash: string
  image: string | null
  is_phone_verified: boolean
  is_email_verified: boolean
  status: boolean
  wallet_balance: number
  loyalty_point: number
  ref_code: string
  ref_by: number | null
  login_medium: string
  current_language_key: string
  zone_id: number | null
  created_at: Date
  order_count: number
}

export interface NewCustomer {
  f_name: string
  l_name: string
  email: string | null
  phone: string
  password: string
}

const customerColumns = `c.*, (select count(*)::int from orders o where o.customer_id = c.id) as order_count`

export function createIdentityRepository(db: Db) {
  return {
    async findCustomerById(id: number): Promise<CustomerRow | undefined> {
      const { rows } = await db.query<CustomerRow>(`select ${customerColumns} from customers c where c.id = $1`, [id])
      return rows[0]
    },

    /** By email (case-insensitive), or by phone compared on its digits ("+1 555-010-0100" finds +15550100100). */
    async findCustomerByLogin(emailOrPhone: string): Promise<CustomerRow | undefined> {
      const login = emailOrPhone.trim()
      const byEmail = login.includes('@')
      const digits = login.replace(/[^0-9]/g, '')
      if (!byEmail && digits.length < 6) return undefined
      const { rows } = await db.query<CustomerRow>(
        byEmail
          ? `select ${customerColumns} from customers c where lower(c.email) = lower($1) limit 1`
          : `select ${customerColumns} from customers c where regexp_replace(c.phone, '[^0-9]', '', 'g') = $1 limit 1`,
        [byEmail ? login : digits],
      )
      return rows[0]
    },

    async customerExists(phone: string, email: string | null): Promise<'phone' | 'email' | null> {
      const { rows } = await db.query<{ phone: string; email: string | null }>(
        'select phone, email from customers where phone = $1 or ($2::text is not null and lower(email) = lower($2)) limit 1',
        [phone, email],
      )
      if (!rows[0]) return null
      return rows[0].phone === phone ? 'phone' : 'email'
    },

    async createCustomer(input: NewCustomer, tx: Queryable = db): Promise<number> {
      const passwordHash = await hashPassword(input.password)
      const { rows } = await tx.query<{ id: number }>(
        `insert into customers (f_name, l_name, email, phone, password_hash, ref_code)
         values ($1, $2, $3, $4, $5, $6) returning id`,
        [input.f_name, input.l_name, input.email, input.phone, passwordHash, newSecret().slice(0, 10).toUpperCase()],
      )
      return rows[0].id
    },

    verifyPassword,

    /** Issues an opaque bearer token; only its sha256 is stored. */
    async issueToken(customerId: number, ttlDays: number, tx: Queryable = db): Promise<string> {
      const token = newSecret()
      await tx.query(
        `insert into auth_tokens (customer_id, token_hash, expires_at) values ($1, $2, now() + make_interval(days => $3::int))`,
        [customerId, sha256(token), ttlDays],
      )
      return token
    },

    async customerIdForToken(token: string): Promise<number | null> {
      const { rows } = await db.query<{ customer_id: number }>(
        `update auth_tokens t set last_used_at = now()
           from customers c
          where t.token_hash = $1 and t.revoked_at is null and t.expires_at > now()
            and c.id = t.customer_id and c.status
          returning t.customer_id`,
        [sha256(token)],
      )
      return rows[0]?.customer_id ?? null
    },

    async revokeToken(token: string): Promise<void> {
      await db.query('update auth_tokens set revoked_at = now() where token_hash = $1 and revoked_at is null', [sha256(token)])
    },

    async createGuest(): Promise<string> {
      const guestId = newSecret()
      await db.query('insert into guests (secret_hash) values ($1)', [sha256(guestId)])
      return guestId
    },

    async guestRefFor(guestId: string): Promise<number | null> {
      const { rows } = await db.query<{ id: number }>('select id from guests where secret_hash = $1', [sha256(guestId)])
      return rows[0]?.id ?? null
    },
  }
}

export type IdentityRepository = ReturnType<typeof createIdentityRepository>
