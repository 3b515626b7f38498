import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type { FastifyInstance, InjectOptions } from 'fastify'
import { buildTestApp, drivers, json } from '../helper.js'

/**
 * Server messages in the customer's language (issue 10 item 8): every refusal,
 * schema validation included, is answered in the X-localization language in
 * words a customer reads, never a wire field name.
 */

const MIDTOWN = { latitude: '40.7527', longitude: '-73.9772' }
const address = {
  address_type: 'home',
  contact_person_name: 'Jane Doe',
  contact_person_number: '+1 (555) 010-0100',
  address: '89 E 42nd St, New York, NY',
  ...MIDTOWN,
}

type Case = { label: string; request: (token: string) => InjectOptions; status?: number; english?: string }

const CASES: Case[] = [
  {
    label: 'sign-up with a 101-character first name',
    request: () => ({
      method: 'POST',
      url: '/api/v1/auth/sign-up',
      payload: { f_name: 'x'.repeat(101), l_name: 'Doe', phone: '+15550177777', email: 'new@example.com', password: 'violet harbour 93' },
    }),
    status: 422,
    english: 'First name must not be longer than 100 characters.',
  },
  {
    label: 'sign-up with a short password',
    request: () => ({
      method: 'POST',
      url: '/api/v1/auth/sign-up',
      payload: { f_name: 'Jo', l_name: 'Doe', phone: '+15550177778', email: 'jo@example.com', password: 'short' },
    }),
    status: 422,
  },
  {
    label: 'sign-in with a wrong password',
    request: () => ({ method: 'POST', url: '/api/v1/auth/login', payload: { phone: '+15550100100', password: 'not the password 1' } }),
    status: 401,
    english: 'Invalid credentials',
  },
  {
    label: 'newsletter with a bad email',
    request: () => ({ method: 'POST', url: '/api/v1/newsletter/subscribe', payload: { email: 'not-an-email' } }),
    english: 'Please insert a valid email.',
  },
  {
    label: 'a list with a negative offset',
    request: () => ({ url: '/api/v1/items/popular?offset=-5&limit=10', headers: { zoneid: '[1]', moduleid: '1' } }),
  },
  {
    label: 'a new address with a 300-character contact name',
    request: (token) => ({
      method: 'POST',
      url: '/api/v1/customer/address/add',
      headers: { authorization: `Bearer ${token}` },
      payload: { ...address, contact_person_name: 'y'.repeat(300) },
    }),
    status: 422,
  },
  {
    label: 'a new address without a contact name',
    request: (token) => ({
      method: 'POST',
      url: '/api/v1/customer/address/add',
      headers: { authorization: `Bearer ${token}` },
      payload: { ...address, contact_person_name: undefined },
    }),
  },
  {
    label: 'the wish list without signing in',
    request: () => ({ method: 'POST', url: '/api/v1/customer/wish-list/add?item_id=1' }),
    status: 401,
  },
  {
    label: 'an unknown page',
    request: () => ({ url: '/api/v1/no-such-thing' }),
    status: 404,
  },
  {
    label: 'a profile update with a 101-character first name',
    request: (token) => ({
      method: 'POST',
      url: '/api/v1/customer/update-profile',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'multipart/form-data; boundary=b' },
      payload: `--b\r\nContent-Disposition: form-data; name="f_name"\r\n\r\n${'z'.repeat(101)}\r\n--b--\r\n`,
    }),
  },
]

/** A wire name (f_name, contact_person_name, min_price) or ajv's own wording. */
const LEAKS = /\b[a-z]+_[a-z_]+\b|must NOT|must have required|querystring|\bbody\b|instancePath/
/** English words no Arabic or Turkish message contains. */
const ENGLISH = /\b(the|must|field|required|not|valid|found|please|your|is|characters)\b/i

for (const { driver, skip } of await drivers()) {
  describe(`server messages in the customer's language (${driver})`, { skip }, () => {
    let app: FastifyInstance
    let token: string
    before(async () => {
      app = await buildTestApp(driver)
      const login = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { phone: '+15550100100', password: 'Demo@1234' },
      })
      token = json(login).token
    })
    after(async () => {
      await app?.close()
    })

    const answer = async (item: Case, language: string) => {
      const options = item.request(token)
      const response = await app.inject({ ...options, headers: { ...options.headers, 'x-localization': language } })
      assert.ok(
        response.statusCode >= 400 && response.statusCode < 500,
        `${item.label} (${language}): ${response.statusCode} ${response.body}`,
      )
      if (item.status) assert.equal(response.statusCode, item.status, `${item.label} (${language}): ${response.body}`)
      const messages = (json(response).errors as { message: string }[]).map((entry) => entry.message)
      if (process.env.SHOW_MESSAGES) console.log(language, item.label, '->', messages.join(' | '))
      assert.ok(messages.length > 0, item.label)
      return messages
    }

    test('English refusals name no wire field', async () => {
      for (const item of CASES) {
        for (const message of await answer(item, 'en')) {
          assert.doesNotMatch(message, LEAKS, `${item.label}: ${message}`)
          if (item.english) assert.equal(message, item.english, item.label)
        }
      }
    })

    test('in Arabic every refusal is Arabic text, with no English and no field names', async () => {
      for (const item of CASES) {
        for (const message of await answer(item, 'ar')) {
          assert.match(message, /[\u0600-\u06FF]/, `${item.label}: ${message}`)
          assert.doesNotMatch(message, /[A-Za-z]{3,}/, `${item.label}: ${message}`)
        }
      }
    })

    test('in Turkish every refusal differs from the English one and has no English words or field names', async () => {
      for (const item of CASES) {
        const english = await answer(item, 'en')
        const turkish = await answer(item, 'tr')
        turkish.forEach((message, index) => {
          assert.notEqual(message, english[index], `${item.label}: ${message}`)
          assert.doesNotMatch(message, ENGLISH, `${item.label}: ${message}`)
          assert.doesNotMatch(message, LEAKS, `${item.label}: ${message}`)
        })
      }
    })

    test("the spec's texts come in the chosen language: the newsletter's and a length limit with its number", async () => {
      const newsletter = CASES.find((item) => item.label.startsWith('newsletter'))!
      assert.deepEqual(await answer(newsletter, 'ar'), ['يرجى إدخال بريد إلكتروني صالح.'])
      assert.deepEqual(await answer(newsletter, 'tr'), ['Lütfen geçerli bir e-posta girin.'])
      const signUp = CASES[0]
      assert.deepEqual(await answer(signUp, 'tr'), ['Ad en fazla 100 karakter olabilir.'])
      assert.deepEqual(await answer(signUp, 'ar'), ['يجب ألا يزيد الاسم الأول عن 100 حرفًا.'])
    })

    test('a success message is translated too, and ar-SA counts as Arabic', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/newsletter/subscribe',
        headers: { 'x-localization': 'ar-SA' },
        payload: { email: `reader-${driver}@example.com` },
      })
      assert.equal(response.statusCode, 200, response.body)
      assert.match(json(response).message, /[\u0600-\u06FF]/)
    })
  })
}
