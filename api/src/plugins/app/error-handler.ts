import { STATUS_CODES } from 'node:http'
import fp from 'fastify-plugin'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { HttpError } from '../../errors.js'

type ValidationIssue = NonNullable<FastifyError['validation']>[number]

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A page for browsers (the payment page): its HTML error pages are left as they are. */
    htmlErrors?: boolean
  }
}

function fieldOf(issue: ValidationIssue): string {
  const missing = (issue.params as { missingProperty?: string } | undefined)?.missingProperty
  if (missing) return missing
  const path = issue.instancePath?.replace(/^\//, '').split('/')[0]
  return path || 'request'
}

function describe(issue: ValidationIssue, context: string | undefined): string {
  const field = fieldOf(issue)
  if (issue.keyword === 'required') return `The ${field} field is required.`
  const where = context === 'querystring' ? 'query parameter' : context === 'params' ? 'path parameter' : 'field'
  return `The ${field} ${where} ${issue.message ?? 'is invalid'}.`
}

/**
 * Every failure leaves as `{"errors":[{"code","message"}]}`: validation is 422
 * (malformed JSON and bad headers 400), our own HttpErrors keep their status,
 * and only a real fault becomes a 500 with a generic message.
 */
export default fp(async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({ errors: [{ code: error.code, message: error.message }] })
    }
    if (error.validation) {
      const issues = error.validation
      return reply.code(422).send({
        errors: issues.map((issue) => ({ code: fieldOf(issue), message: describe(issue, error.validationContext) })),
      })
    }
    const status = error.statusCode ?? 500
    if (status === 429) {
      return reply.code(429).send({ errors: [{ code: 'too_many_requests', message: 'Too many requests, please try again later.' }] })
    }
    if (status >= 400 && status < 500) {
      const code = error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code?.startsWith('FST_ERR_CTP') ? 'body' : 'request'
      return reply.code(status).send({ errors: [{ code, message: error.message }] })
    }
    // safety net: PostgreSQL "data exception" (class 22) means the input, not the server, was wrong
    const sqlState = (error as { code?: unknown }).code
    if (typeof sqlState === 'string' && /^22[0-9A-Z]{3}$/.test(sqlState)) {
      request.log.warn({ err: error }, 'database refused a value')
      return reply.code(422).send({ errors: [{ code: 'request', message: 'The request contains a value the server cannot accept.' }] })
    }
    request.log.error({ err: error }, 'unhandled error')
    return reply.code(500).send({ errors: [{ code: 'server', message: 'Something went wrong. Please try again.' }] })
  })

  // Safety net for answers that bypass the error handler (@fastify/cors answers a preflight
  // without Origin with a text/plain 400): any 4xx/5xx body not already in the error shape is
  // replaced by one, keeping its status.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode < 400) return payload
    if (typeof payload === 'string' && payload.startsWith('{"errors":[')) return payload
    if (_request.routeOptions.config?.htmlErrors && String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return payload
    if (payload !== null && typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload // a stream: leave it
    const status = reply.statusCode
    const code = status === 400 && _request.method === 'OPTIONS' ? 'preflight' : status >= 500 ? 'server' : 'request'
    const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : ''
    const message = status >= 500 || !text || text.length > 200 || text.startsWith('{') ? (STATUS_CODES[status] ?? 'Error') : text
    reply.header('content-type', 'application/json; charset=utf-8')
    reply.removeHeader('content-length')
    return JSON.stringify({ errors: [{ code, message }] })
  })

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ errors: [{ code: 'not_found', message: `Route ${request.method} ${request.url.split('?')[0]} not found` }] })
  })
})

/** Fastify's `frameworkErrors`: what the router itself refuses, in the one error shape, without echoing the path. */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH'
  void reply
    .code(tooLong ? 414 : (error.statusCode ?? 400))
    .send({ errors: [{ code: 'request', message: tooLong ? 'The request path is too long.' : 'The request URL is malformed.' }] })
}
