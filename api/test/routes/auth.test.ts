import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { buildTestApp, drivers, json } from '../helper.js'

const demo = { phone: '+15550100100', email: 'customer@example.com', password: 'Demo@1234' }

for (const { driver, skip } of await drivers()) {
  describe(`identity (${driver})`, { skip }, () => {
    let app: FastifyInstance
    before(async () => {
      app = await buildTestApp(driver)
    })
    after(async () => {
      await app?.close()
    })
    const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
      app.inject({ method: 'POST', url: `/api/v1/${url}`, payload, headers })
    const info = (token: string) => app.inject({ url: '/api/v1/customer/info', headers: { authorization: `Bearer ${token}` } })

    test('guest ids come with or without an (empty) JSON body', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/guest/request',
        headers: { 'content-type': 'application/json' },
      })
      assert.equal(response.statusCode, 200)
      assert.ok(json(response).guest_id)
      const withBody = await post('auth/guest/request', {})
      assert.equal(withBody.statusCode, 200)
    })

    test('guest ids are long random secrets, never counters', async () => {
      const a = json(await post('auth/guest/request'))
      const b = json(await post('auth/guest/request'))
      assert.match(a.guest_id, /^[A-Za-z0-9_-]{43}$/)
      assert.notEqual(a.guest_id, b.guest_id)
      assert.equal(typeof a.message, 'string')
    })

    test('the demo customer logs in with the 2.x and the 3.x bodies', async () => {
      const v2 = await post('auth/login', { phone: demo.phone, password: demo.password })
      assert.equal(v2.statusCode, 200)
      const body = json(v2)
      assert.equal(typeof body.token, 'string')
      for (const key of ['is_phone_verified', 'is_email_verified', 'is_personal_info', 'is_exist_user', 'login_type', 'email'])
        assert.ok(key in body, key)
      const spaced = await post('auth/login', { email_or_phone: '+1 555-010-0100', password: demo.password, field_type: 'phone' })
      assert.equal(spaced.statusCode, 200)
      const v3 = await post('auth/login', {
        email_or_phone: demo.email,
        password: demo.password,
        field_type: 'email',
        login_type: 'manual',
      })
      assert.equal(v3.statusCode, 200)
      const profile = json(await info(json(v3).token))
      assert.equal(profile.phone, demo.phone)
      assert.equal(profile.email, demo.email)
      for (const key of [
        'id',
        'f_name',
        'l_name',
        'image_full_url',
        'wallet_balance',
        'loyalty_point',
        'ref_code',
        'order_count',
        'member_since_days',
        'is_valid_for_discount',
        'created_at',
      ])
        assert.ok(key in profile, key)
      assert.equal(profile.order_count, 2)
      assert.equal('password_hash' in profile, false)
    })

    test('wrong credentials are a 401 auth-001 "Invalid credentials", for wrong passwords and unknown users alike', async () => {
      for (const payload of [
        { phone: demo.phone, password: 'wrong-password' },
        { email_or_phone: 'nobody@example.com', password: demo.password },
      ]) {
        const response = await post('auth/login', payload)
        assert.equal(response.statusCode, 401)
        assert.deepEqual(json(response), { errors: [{ code: 'auth-001', message: 'Invalid credentials' }] })
      }
      assert.equal((await post('auth/login', { password: demo.password })).statusCode, 422)
      assert.equal((await post('auth/login', { phone: demo.phone })).statusCode, 422)
    })

    test('sign-up (2.x f_name/l_name and 3.x name) returns a working token; duplicates are 409; weak input 422', async () => {
      const v2 = await post('auth/sign-up', {
        f_name: 'Ada',
        l_name: 'Lovelace',
        email: 'ada@example.com',
        phone: '+15550111111',
        password: 'Analytical Engine 1843',
      })
      assert.equal(v2.statusCode, 200)
      assert.equal(json(await info(json(v2).token)).f_name, 'Ada')
      const v3 = await post('auth/sign-up', { name: 'Grace Brewster Hopper', phone: '+15550122222', password: 'Compiler of COBOL 59' })
      assert.equal(v3.statusCode, 200)
      const grace = json(await info(json(v3).token))
      assert.equal(grace.f_name, 'Grace')
      assert.equal(grace.l_name, 'Brewster Hopper')
      const samePhone = await post('auth/sign-up', { f_name: 'X', phone: '+15550111111', password: 'Different enough 2024' })
      assert.equal(samePhone.statusCode, 409)
      assert.equal(json(samePhone).errors[0].code, 'phone')
      const sameEmail = await post('auth/sign-up', {
        f_name: 'X',
        email: 'ADA@example.com',
        phone: '+15550133333',
        password: 'Different enough 2024',
      })
      assert.equal(sameEmail.statusCode, 409)
      for (const payload of [
        { f_name: 'X', phone: '+15550144444', password: 'short' },
        { f_name: 'X', phone: 'not a phone', password: 'longenough' },
        { f_name: 'X', email: 'bad', phone: '+15550155555', password: 'longenough' },
        { phone: '+15550166666', password: 'longenough' },
        { f_name: 'X'.repeat(5000), phone: '+15550177777', password: 'longenough' },
      ]) {
        const response = await post('auth/sign-up', payload)
        assert.equal(response.statusCode, 422, JSON.stringify(payload).slice(0, 80))
      }
    })

    test('sign-up ignores fields it does not know (no mass assignment)', async () => {
      const response = await post('auth/sign-up', {
        f_name: 'Mallory',
        phone: '+15550188888',
        password: 'Long enough and then some',
        wallet_balance: 1e6,
        status: 1,
        id: 1,
        loyalty_point: 999,
      })
      assert.equal(response.statusCode, 200)
      const profile = json(await info(json(response).token))
      assert.equal(profile.wallet_balance, 0)
      assert.equal(profile.loyalty_point, 0)
      assert.notEqual(profile.id, 1)
    })

    test('customer/info needs a valid token: missing, malformed, unknown and revoked tokens are 401 Unauthenticated.', async () => {
      const unauthenticated = { errors: [{ code: 'auth-001', message: 'Unauthenticated.' }] }
      for (const authorization of [
        undefined,
        'Bearer',
        'Bearer nope',
        `Bearer ${'A'.repeat(43)}`,
        'Basic abc',
        `Bearer ${"' or 1=1 --"}`,
      ]) {
        const response = await app.inject({ url: '/api/v1/customer/info', headers: authorization ? { authorization } : {} })
        assert.equal(response.statusCode, 401, String(authorization))
        assert.deepEqual(json(response), unauthenticated)
      }
      const { token } = json(await post('auth/login', { phone: demo.phone, password: demo.password }))
      assert.equal((await info(token)).statusCode, 200)
      const logout = await post('auth/logout', undefined, { authorization: `Bearer ${token}` })
      assert.equal(logout.statusCode, 200)
      assert.equal((await info(token)).statusCode, 401)
      assert.equal((await post('auth/logout')).statusCode, 401)
    })

    test('expired tokens are refused', async () => {
      const { token } = json(await post('auth/login', { phone: demo.phone, password: demo.password }))
      await app.db.query("update auth_tokens set expires_at = now() - interval '1 minute'")
      assert.equal((await info(token)).statusCode, 401)
    })
  })

  describe(`auth rate limit (${driver})`, { skip }, () => {
    let app: FastifyInstance
    before(async () => {
      app = await buildTestApp(driver, { authRateLimitPerMinute: 3 })
    })
    after(async () => {
      await app?.close()
    })

    test('login is rate limited per client with a 429 in the error shape', async () => {
      const attempt = () =>
        app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { phone: '+15550100100', password: 'nope-nope' } })
      for (let i = 0; i < 3; i++) assert.equal((await attempt()).statusCode, 401)
      const limited = await attempt()
      assert.equal(limited.statusCode, 429)
      assert.equal(json(limited).errors[0].code, 'too_many_requests')
      assert.ok(limited.headers['retry-after'])
    })
  })
}
