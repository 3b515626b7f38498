import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { pointTransferProblem, pointsToWallet } from '@storefront/domain'
import { Type } from 'typebox'
import { forbidden, unauthenticated, unprocessable } from '../../../errors.js'
import { OpenObject, errorResponses } from '../../../schemas/common.js'
import { LoyaltyTransactionPageSchema } from '../../../schemas/account.js'
import { TransactionsQuery, transactionPage } from '../../../services/account-wire.js'

const flag = (value: unknown) => value === true || value === 1 || value === '1'
const number = (value: unknown) => (typeof value === 'number' ? value : Number(value ?? 0)) || 0

/** The server's messages of point-transfer; the storefront translates them by key. */
export const POINT_TRANSFER_MESSAGES = {
  success: 'Points converted to wallet balance successfully.',
  belowMinimum: 'You need to convert at least {minimum} points.',
  insufficient: 'You do not have enough loyalty points.',
  invalid: 'Enter a whole number of points.',
  off: 'Converting loyalty points is not available.',
} as const

/**
 * The customer's loyalty points (spec: discovery-and-modules §7 Wallet and loyalty): the
 * transactions, and point-transfer, which converts points into wallet money at the business's
 * rate once the minimum is reached (@storefront/domain pointTransferProblem and pointsToWallet).
 */
const loyaltyPoint: FastifyPluginAsyncTypebox = async (app) => {
  const account = app.repos.account
  app.addHook('onRequest', async (request) => {
    await request.requireCustomer()
  })

  app.get(
    '/transactions',
    { schema: { querystring: TransactionsQuery, response: { 200: LoyaltyTransactionPageSchema, ...errorResponses } } },
    async (request) => transactionPage(account.loyaltyTransactions, await request.requireCustomer(), request.query),
  )

  app.post(
    '/point-transfer',
    {
      schema: {
        body: Type.Object({ point: Type.Number({ minimum: 0, maximum: 1_000_000_000 }) }, { additionalProperties: false }),
        response: { 200: OpenObject({ message: Type.String() }), ...errorResponses },
      },
    },
    async (request) => {
      const customerId = await request.requireCustomer()
      const settings = (await app.repos.settings.setting<Record<string, unknown>>('business')) ?? {}
      if (!flag(settings.loyalty_point_status) || !flag(settings.customer_wallet_status))
        throw forbidden('point', POINT_TRANSFER_MESSAGES.off)
      const customer = await app.repos.identity.findCustomerById(customerId)
      if (!customer) throw unauthenticated()
      const terms = {
        exchangeRate: number(settings.loyalty_point_exchange_rate),
        minimumPoint: number(settings.loyalty_point_minimum_point),
      }
      const points = request.body.point
      const problem = pointTransferProblem(points, customer.loyalty_point, terms)
      if (problem?.code === 'conversion_off') throw forbidden('point', POINT_TRANSFER_MESSAGES.off)
      if (problem?.code === 'point_invalid') throw unprocessable('point', POINT_TRANSFER_MESSAGES.invalid)
      if (problem?.code === 'point_below_minimum') {
        throw unprocessable('point', POINT_TRANSFER_MESSAGES.belowMinimum.replace('{minimum}', String(problem.minimum)))
      }
      if (problem) throw unprocessable('point', POINT_TRANSFER_MESSAGES.insufficient)
      if (!(await account.transferPoints(customerId, points, pointsToWallet(points, terms.exchangeRate)))) {
        throw unprocessable('point', POINT_TRANSFER_MESSAGES.insufficient)
      }
      return { message: POINT_TRANSFER_MESSAGES.success }
    },
  )
}

export default loyaltyPoint
