import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { formatRuleMessage, passwordProblem } from '@storefront/domain'
import { buildTestApp, json } from '../helper.js'

test('the shared rule (no estimator): length, common passwords, too few characters, personal data', () => {
  assert.match(formatRuleMessage(passwordProblem('1')!), /at least 8/)
  assert.match(formatRuleMessage(passwordProblem('password1')!), /too common/)
  assert.match(formatRuleMessage(passwordProblem('aaaaaaaaab')!), /different characters/)
  assert.match(
    formatRuleMessage(passwordProblem('Jane.Doe.1', { userInputs: ['Jane Doe', 'jane.doe@example.com'] })!),
    /name, phone number or e-mail/,
  )
  assert.equal(passwordProblem('correct horse battery staple'), null)
  assert.match(formatRuleMessage(passwordProblem('x'.repeat(129) + 'yz12')!), /longer than 128/)
})

describe('sign-up refuses weak passwords with a clear message (issue 8.8)', () => {
  let app: FastifyInstance
  before(async () => {
    app = await buildTestApp('pglite')
  })
  after(async () => {
    await app?.close()
  })
  let n = 0
  const signUp = (password: string, extra: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-up',
      payload: { f_name: 'Robin', l_name: 'Hartley', phone: `+1555017${String(1000 + n++).slice(-4)}`, password, ...extra },
    })

  test('"1", common, keyboard and guessable passwords are a 422 on password', async () => {
    for (const weak of ['1', '12345678', 'password', 'qwertyuiop', 'iloveyou2', 'Password1', 'robinhartley', 'abcdefgh', 'Summer2024']) {
      const response = await signUp(weak)
      assert.equal(response.statusCode, 422, weak)
      const error = json(response).errors[0]
      assert.equal(error.code, 'password', weak)
      assert.ok(error.message.length > 10, error.message)
    }
  })

  test('a strong password is accepted', async () => {
    for (const strong of ['correct horse battery staple', 'Tq8#vLz!2mPw', 'my cat eats 3 lemons at noon']) {
      assert.equal((await signUp(strong)).statusCode, 200, strong)
    }
  })
})
