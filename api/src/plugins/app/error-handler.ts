import { STATUS_CODES } from 'node:http'
import fp from 'fastify-plugin'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { HttpError } from '../../errors.js'
import { parseLanguage, translateError, translateNotice, type Language } from '../../i18n/translate.js'
import { describeValidationIssue, fieldOf } from '../../i18n/validation-messages.js'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A page for browsers (the payment page): its HTML error pages are left as they are. */
    htmlErrors?: boolean
  }
}

type ErrorBody = { errors: { code: string; message: string }[] }
type NoticeBody = { message: string }

const languageOf = (request: FastifyRequest): Language => {
  const raw = request.headers['x-localization']
  return parseLanguage(Array.isArray(raw) ? raw[0] : raw)
}

const isErrorBody = (payload: unknown): payload is ErrorBody =>
  typeof payload === 'object' && payload !== null && Array.isArray((payload as ErrorBody).errors)
const isNoticeBody = (payload: unknown): payload is NoticeBody =>
  typeof payload === 'object' && payload !== null && typeof (payload as NoticeBody).message === 'string'

/** Bodies written in the customer's language already (schema refusals): the hook below leaves them. */
const translated = new WeakSet<object>()
const alreadyTranslated = <T extends object>(body: T): T => {
  translated.add(body)
  return body
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
      // a union (string or number) refuses once per branch: one message per field is enough
      const issues = error.validation.filter((issue, index, all) => all.findIndex((other) => fieldOf(other) === fieldOf(issue)) === index)
      return reply.code(422).send(
        alreadyTranslated({
          errors: issues.map((issue) => ({
            code: fieldOf(issue),
            message: describeValidationIssue(issue, error.validationContext, languageOf(request)),
          })),
        }),
      )
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

  // Every message in the customer's language (X-localization), whoever wrote it: the handler above,
  // a route's own `reply.code(4xx).send({errors})`, or a success `{message}`. Schema refusals are
  // already written in it (describeValidationIssue), so they pass untouched.
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (isErrorBody(payload) && reply.statusCode >= 400) {
      if (translated.has(payload) || !payload.errors.every((entry) => typeof entry?.message === 'string')) return payload
      const language = languageOf(request)
      const status = reply.statusCode
      return { ...payload, errors: payload.errors.map((entry) => ({ ...entry, message: translateError(entry.message, language, status) })) }
    }
    if (isNoticeBody(payload) && reply.statusCode < 400) {
      const language = languageOf(request)
      return language === 'en' ? payload : { ...payload, message: translateNotice(payload.message, language) }
    }
    return payload
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
    const written = status >= 500 || !text || text.length > 200 || text.startsWith('{') ? (STATUS_CODES[status] ?? 'Error') : text
    const message = translateError(written, languageOf(_request), status)
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
