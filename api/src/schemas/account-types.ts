import type { Static } from 'typebox'
import type { AddFundSchema, LoyaltyTransactionPageSchema, WalletBonusSchema, WalletTransactionPageSchema } from './account.js'

export type WalletTransactionPageWire = Static<typeof WalletTransactionPageSchema>
export type LoyaltyTransactionPageWire = Static<typeof LoyaltyTransactionPageSchema>
export type WalletBonusWire = Static<typeof WalletBonusSchema>
export type AddFundWire = Static<typeof AddFundSchema>
