import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import { unprocessable } from '../../errors.js'

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000')
  if (depth > 20 || value === null || typeof value !== 'object') return false
  return Object.entries(value).some(([key, inner]) => key.includes('\u0000') || containsNul(inner, depth + 1))
}

/**
 * PostgreSQL text cannot hold NUL, so a %00 in a query or body would fail in
 * the database as a 500. It is refused here as the bad input it is.
 */
export default fp(async function inputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (containsNul(request.query) || containsNul(request.params) || containsNul(request.body)) {
      throw unprocessable('request', 'The request contains a NUL character.')
    }
  })
})
