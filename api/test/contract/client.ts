import assert from 'node:assert/strict'
import type { FastifyInstance } from 'fastify'
import type { TSchema } from 'typebox'
import { Compile } from 'typebox/compile'
import { buildTestApp, drivers } from '../helper.js'

/**
 * How the contract suite talks to a server: through `app.inject` on a freshly
 * seeded app (PGlite, and PostgreSQL when it answers), or over HTTP when
 * CONTRACT_BASE_URL names another server (e.g. http://localhost:4000). The
 * suite reads only answers, never the database, so both paths run the same tests.
 */
export interface Answer {
  status: number
  body: unknown
}

export interface Request {
  method?: 'GET' | 'POST' | 'DELETE'
  path: string
  headers?: Record<string, string>
  payload?: object
}

export interface ContractClient {
  call(request: Request): Promise<Answer>
  close(): Promise<void>
}

export interface Target {
  name: string
  skip: string | false
  open(): Promise<ContractClient>
}

/** The seeded demo customer; another server names its own test account. */
export const customer = {
  phone: process.env.CONTRACT_PHONE ?? '+15550100100',
  password: process.env.CONTRACT_PASSWORD ?? 'Demo@1234',
  /** An order of that customer, for order tracking. */
  orderId: process.env.CONTRACT_ORDER_ID ?? '100001',
}

function injectClient(app: FastifyInstance): ContractClient {
  return {
    async call({ method = 'GET', path, headers, payload }) {
      const response = await app.inject({ method, url: `/api/v1/${path}`, headers, payload })
      return { status: response.statusCode, body: response.body === '' ? undefined : JSON.parse(response.body) }
    },
    close: () => app.close(),
  }
}

function httpClient(baseUrl: string): ContractClient {
  const root = baseUrl.replace(/\/+$/, '')
  return {
    async call({ method = 'GET', path, headers, payload }) {
      const response = await fetch(`${root}/api/v1/${path}`, {
        method,
        headers: { accept: 'application/json', ...(payload ? { 'content-type': 'application/json' } : {}), ...headers },
        body: payload ? JSON.stringify(payload) : undefined,
      })
      const text = await response.text()
      return { status: response.status, body: text === '' ? undefined : JSON.parse(text) }
    },
    close: async () => undefined,
  }
}

export async function targets(): Promise<Target[]> {
  const baseUrl = process.env.CONTRACT_BASE_URL
  if (baseUrl) return [{ name: baseUrl, skip: false, open: async () => httpClient(baseUrl) }]
  return (await drivers()).map(({ driver, skip }) => ({ name: driver, skip, open: async () => injectClient(await buildTestApp(driver)) }))
}

/** Asserts an answer's status and that its body has the contract's shape; returns the body. */
export function expectShape<T = unknown>(answer: Answer, schema: TSchema, what: string, status = 200): T {
  assert.equal(answer.status, status, `${what}: status ${answer.status}, body ${JSON.stringify(answer.body).slice(0, 300)}`)
  const validator = Compile(schema)
  if (!validator.Check(answer.body)) {
    const errors = [...validator.Errors(answer.body)].slice(0, 8).map((error) => `${error.instancePath || '/'} ${error.message}`)
    assert.fail(`${what} does not match the contract:\n  ${errors.join('\n  ')}`)
  }
  return answer.body as T
}
