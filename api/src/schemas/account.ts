import { Type } from 'typebox'
import { OpenObject } from './common.js'

const Paged = <T extends Parameters<typeof Type.Object>[0]>(row: T) =>
  OpenObject({
    total_size: Type.Integer(),
    limit: Type.Integer(),
    offset: Type.Integer(),
    data: Type.Array(OpenObject(row)),
  })

const TransactionFields = {
  id: Type.Integer(),
  user_id: Type.Integer(),
  transaction_id: Type.String(),
  transaction_type: Type.String(),
  reference: Type.Union([Type.String(), Type.Null()]),
  credit: Type.Number(),
  debit: Type.Number(),
  balance: Type.Number(),
  created_at: Type.String(),
}

/** customer/wallet/transactions (6ammart shape: paged `data`). */
export const WalletTransactionPageSchema = Paged({ ...TransactionFields, admin_bonus: Type.Optional(Type.Number()) })
/** customer/loyalty-point/transactions. */
export const LoyaltyTransactionPageSchema = Paged(TransactionFields)

/** customer/wallet/bonuses: the running top-up offers. */
export const WalletBonusSchema = OpenObject({
  id: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  bonus_type: Type.Union([Type.Literal('percentage'), Type.Literal('amount')]),
  bonus_amount: Type.Number(),
  minimum_add_amount: Type.Number(),
  maximum_bonus_amount: Type.Number(),
  start_date: Type.String(),
  end_date: Type.String(),
})
export const WalletBonusListSchema = Type.Array(WalletBonusSchema)

/** customer/wallet/add-fund: where to send the browser to pay. */
export const AddFundSchema = OpenObject({ redirect_link: Type.String() })
