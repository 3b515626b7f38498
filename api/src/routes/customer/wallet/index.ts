import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { newSecret, sha256 } from '../../../domain/secrets.js'
import { forbidden, unprocessable } from '../../../errors.js'
import { errorResponses } from '../../../schemas/common.js'
import { AddFundSchema, WalletBonusListSchema, WalletTransactionPageSchema } from '../../../schemas/account.js'
import { TransactionsQuery, transactionPage } from '../../../services/account-wire.js'

const flag = (value: unknown) => value === true || value === 1 || value === '1'
/** The largest single top-up, so a typo never becomes a fortune. */
export const MAX_ADD_FUND = 100000

const AddFundBody = Type.Object(
  {
    amount: Type.Number({ exclusiveMinimum: 0, maximum: MAX_ADD_FUND }),
    payment_method: Type.Optional(Type.String({ maxLength: 50 })),
    payment_platform: Type.Optional(Type.String({ maxLength: 20 })),
    callback: Type.Optional(Type.String({ maxLength: 2000 })),
  },
  { additionalProperties: false },
)

/**
 * The customer's wallet (spec: discovery-and-modules §7 Wallet and loyalty): transactions (paged),
 * the running bonus offers, and add-fund, which answers the simulated payment page's address; the
 * page credits the wallet once when it is paid (plugins/app/payment-page.ts).
 */
const wallet: FastifyPluginAsyncTypebox = async (app) => {
  const account = app.repos.account
  const business = async () => (await app.repos.settings.setting<Record<string, unknown>>('business')) ?? {}
  app.addHook('onRequest', async (request) => {
    await request.requireCustomer()
  })

  app.get(
    '/transactions',
    { schema: { querystring: TransactionsQuery, response: { 200: WalletTransactionPageSchema, ...errorResponses } } },
    async (request) => transactionPage(account.walletTransactions, await request.requireCustomer(), request.query),
  )

  app.get('/bonuses', { schema: { response: { 200: WalletBonusListSchema, ...errorResponses } } }, async () =>
    account.runningBonuses(new Date().toISOString().slice(0, 10)),
  )

  app.post('/add-fund', { schema: { body: AddFundBody, response: { 200: AddFundSchema, ...errorResponses } } }, async (request) => {
    const customerId = await request.requireCustomer()
    const settings = await business()
    if (!flag(settings.customer_wallet_status) || !flag(settings.add_fund_status)) {
      throw forbidden('add_fund', 'Adding funds to the wallet is not available.')
    }
    const amount = Math.round(request.body.amount * 100) / 100
    if (amount <= 0) throw unprocessable('amount', 'The amount must be more than 0.')
    const token = newSecret()
    const fundId = await account.createFundRequest(customerId, amount, sha256(token), safeCallback(request.body.callback))
    const query = new URLSearchParams({ fund_id: String(fundId), token })
    return { redirect_link: `${app.config.publicUrl}/payment-mobile/wallet?${query}` }
  })

  /** The storefront page to return to after paying: only one of the storefront's own origins. */
  function safeCallback(callback: string | undefined): string | null {
    if (!callback) return null
    try {
      const url = new URL(callback)
      if ((url.protocol === 'http:' || url.protocol === 'https:') && app.config.corsOrigins.includes(url.origin)) return url.href
    } catch {
      // not a URL
    }
    throw unprocessable('callback', 'The return address is not one of this storefront’s pages.')
  }
}

export default wallet
