import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import fc from 'fast-check'
import type { FastifyInstance } from 'fastify'
import { buildTestApp, json } from '../helper.js'
import { fuzzRoutes, judge, requestFor } from './fuzz-core.js'

/** FUZZ_RUNS (default 2500) requests over every route; FUZZ_SEED replays a failing run. */
const runs = Number(process.env.FUZZ_RUNS ?? 2500)
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Date.now() % 2 ** 31

describe('schema fuzzer: every route, valid and hostile input', () => {
  let app: FastifyInstance
  let credentials: { guestId: string; token: string }
  before(async () => {
    app = await buildTestApp('pglite')
    credentials = {
      guestId: json(await app.inject({ method: 'POST', url: '/api/v1/auth/guest/request' })).guest_id,
      token: json(
        await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { phone: '+15550100100', password: 'Demo@1234' } }),
      ).token,
    }
  })
  after(async () => {
    await app?.close()
  })

  test(`${runs} requests (seed ${seed}): no 5xx, the error shape on every 4xx, none slower than 1 s`, { timeout: 120_000 }, async () => {
    const routes = fuzzRoutes(app)
    assert.ok(routes.length > 50, `${routes.length} routes`)
    const statuses = new Map<number, number>()
    const request = fc.integer({ min: 0, max: routes.length - 1 }).chain((index) => requestFor(routes[index]!, credentials))
    await fc.assert(
      fc.asyncProperty(request, async (options) => {
        const outcome = await judge(app, options)
        statuses.set(outcome.status, (statuses.get(outcome.status) ?? 0) + 1)
        assert.ok(outcome.ok, outcome.problem)
      }),
      { numRuns: runs, seed, endOnFailure: true },
    )
    assert.ok(
      [...statuses.keys()].some((status) => status < 300),
      'some requests succeed',
    )
    assert.ok(
      [...statuses.keys()].some((status) => status >= 400),
      'some requests are refused',
    )
  })
})
