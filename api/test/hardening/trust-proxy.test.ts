import assert from 'node:assert/strict'
import { after, describe, test } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { trustProxy } from '../../src/config.js'
import { buildTestApp } from '../helper.js'

const login = (app: FastifyInstance, forwardedFor: string, remoteAddress = '127.0.0.1') =>
  app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { phone: '+15550100100', password: 'wrong-password' },
  })

/** Statuses of `count` sign-in attempts, each with a fresh forged address before the proxy's own entry. */
async function attempts(app: FastifyInstance, count: number, realClient: string | null, remoteAddress = '127.0.0.1'): Promise<number[]> {
  const statuses: number[] = []
  for (let i = 0; i < count; i++) {
    const forged = `198.51.100.${i + 1}`
    statuses.push((await login(app, realClient ? `${forged}, ${realClient}` : forged, remoteAddress)).statusCode)
  }
  return statuses
}

describe('a rotating X-Forwarded-For does not buy more sign-in attempts (issue 8.5)', () => {
  const apps: FastifyInstance[] = []
  after(async () => {
    await Promise.all(apps.map((app) => app.close()))
  })
  const build = async (trust: false | number | string[]) => {
    const app = await buildTestApp('pglite', { authRateLimitPerMinute: 3, trustProxy: trust })
    apps.push(app)
    return app
  }

  test('TRUST_PROXY parses to no proxy, a hop count or a list, and refuses "true"', () => {
    assert.equal(trustProxy(undefined), false)
    assert.equal(trustProxy('0'), false)
    assert.equal(trustProxy('1'), 1)
    assert.deepEqual(trustProxy('10.0.0.0/8, 127.0.0.1'), ['10.0.0.0/8', '127.0.0.1'])
    assert.throws(() => trustProxy('true'))
    assert.throws(() => trustProxy('evil; rm'))
  })

  for (const trust of [1, ['127.0.0.1']] as const) {
    test(`behind one trusted proxy (${JSON.stringify(trust)}): limited by the address the proxy saw, whatever the client forges`, async () => {
      const app = await build(trust as number | string[])
      const statuses = await attempts(app, 6, '203.0.113.7')
      assert.deepEqual(statuses, [401, 401, 401, 429, 429, 429])
      // another real client still has its own budget
      assert.equal((await login(app, '198.51.100.99, 203.0.113.8')).statusCode, 401)
    })
  }

  test('a client that is not a trusted proxy is limited by its socket address, X-Forwarded-For ignored', async () => {
    const app = await build(['10.0.0.1'])
    assert.deepEqual(await attempts(app, 5, null, '192.0.2.50'), [401, 401, 401, 429, 429])
  })

  test('without TRUST_PROXY X-Forwarded-For is ignored', async () => {
    const app = await build(false)
    assert.deepEqual(await attempts(app, 5, null), [401, 401, 401, 429, 429])
  })
})
