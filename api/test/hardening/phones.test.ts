import assert from 'node:assert/strict'
import { readFile } from 'node:fs/promises'
import { after, before, describe, test } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { openPglite } from '../../src/db/db.js'
import { migrate } from '../../src/db/migrate.js'
import { toE164 } from '../../src/domain/phone.js'
import { buildTestApp, drivers, json } from '../helper.js'

const forms = ['15550142424', '+15550142424', '+1 555 014 2424', '(555) 014-2424']

test('toE164 reads every way of writing one number as one E.164 number', () => {
  for (const form of forms) assert.equal(toE164(form, 'US'), '+15550142424', form)
  assert.equal(toE164('020 7946 0018', 'GB'), '+442079460018')
  for (const bad of ['12', 'abc', '+1 555', '1'.repeat(30)]) assert.equal(toE164(bad, 'US'), null, bad)
})

for (const { driver, skip } of await drivers()) {
  describe(`one phone, one account (issue 8.3, ${driver})`, { skip }, () => {
    let app: FastifyInstance
    before(async () => {
      app = await buildTestApp(driver)
    })
    after(async () => {
      await app?.close()
    })
    const signUp = (phone: string, email?: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/auth/sign-up',
        payload: { f_name: 'Pat', l_name: 'Lee', phone, password: 'correct horse battery staple', ...(email ? { email } : {}) },
      })

    test('15550142424, +15550142424 and +1 555 014 2424 are one customer: the second and third sign-ups are 409', async () => {
      const [first, ...others] = forms
      assert.equal((await signUp(first!)).statusCode, 200)
      for (const [i, form] of others.entries()) {
        const response = await signUp(form, `other${i}@example.com`)
        assert.equal(response.statusCode, 409, form)
        assert.equal(json(response).errors[0].code, 'phone')
      }
      const token = json(
        await app.inject({
          method: 'POST',
          url: '/api/v1/auth/login',
          payload: { phone: '555-014-2424', password: 'correct horse battery staple' },
        }),
      ).token
      assert.ok(token, 'signs in with any form')
      const info = json(await app.inject({ url: '/api/v1/customer/info', headers: { authorization: `Bearer ${token}` } }))
      assert.equal(info.phone, '+15550142424')
    })

    test('a number that is not a phone is a 422 on phone', async () => {
      const response = await signUp('+1 555')
      assert.equal(response.statusCode, 422)
      assert.equal(json(response).errors[0].code, 'phone')
    })

    test('a guest tracks with the contact number written any way', async () => {
      for (const contact of ['%2B15550100200', '15550100200', '(555)%20010-0200']) {
        assert.equal(
          (await app.inject({ url: `/api/v1/customer/order/track?order_id=100002&contact_number=${contact}` })).statusCode,
          200,
          contact,
        )
      }
    })
  })
}

describe('migration 0006 brings stored phones to E.164 and refuses duplicates', () => {
  const sql = () => readFile(new URL('../../src/db/migrations/0006_phone_e164.sql', import.meta.url), 'utf8')
  async function legacyDb() {
    const db = await openPglite()
    await migrate(db)
    await db.exec('alter table customers drop constraint customers_phone_e164')
    return db
  }
  const insert = (phone: string, n: number) =>
    `insert into customers (f_name, phone, password_hash, ref_code) values ('A', '${phone}', 'x', 'REF${n}');`

  test('distinct numbers are rewritten in E.164', async () => {
    const db = await legacyDb()
    await db.exec(insert('(555) 014-2425', 1) + insert('+44 20 7946 0018', 2))
    await db.exec(`begin; ${await sql()}; commit;`)
    const { rows } = await db.query<{ phone: string }>('select phone from customers order by id')
    assert.deepEqual(
      rows.map((r) => r.phone),
      ['+15550142425', '+442079460018'],
    )
    await db.close()
  })

  test('two accounts with one number stop the migration with their ids', async () => {
    const db = await legacyDb()
    await db.exec(insert('15550142424', 1) + insert('+1 555 014 2424', 2))
    await assert.rejects(db.exec(`begin; ${await sql()}; commit;`), /share a phone number/)
    await db.close()
  })
})
