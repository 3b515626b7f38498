import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { buildTestApp, drivers, json, multipart } from '../helper.js'
import { assertErrorShape } from '../hardening/support.js'

// typed by their bytes: a PNG and a GIF signature, and text pretending to be a PNG
const png = () => Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(64, 1)])
const gif = () => Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(64, 0)])
const fakePng = () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')

type File = { field?: string; name: string; bytes: Buffer; type: string }

for (const { driver, skip } of await drivers()) {
  describe(`customer profile (${driver})`, { skip }, () => {
    let app: FastifyInstance
    let jane: string
    const signUp = async (phone: string, email?: string) =>
      json(
        await app.inject({
          method: 'POST',
          url: '/api/v1/auth/sign-up',
          payload: { f_name: 'Prof', l_name: 'Other', phone, email, password: 'a long and unguessable phrase 42' },
        }),
      ).token as string
    const login = async (phone: string, password: string) =>
      app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { phone, password } })
    const info = async (token: string) =>
      json(await app.inject({ url: '/api/v1/customer/info', headers: { authorization: `Bearer ${token}` } }))
    const update = async (token: string | null, fields: Record<string, string>, files: File[] = []) => {
      const body = await multipart(
        fields,
        files.map(({ field, ...file }) => ({ field: field ?? 'image', ...file })),
      )
      return app.inject({
        method: 'POST',
        url: '/api/v1/customer/update-profile',
        payload: body.payload,
        headers: { ...body.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      })
    }
    const janeFields = { f_name: 'Jane', l_name: 'Doe', email: 'customer@example.com', phone: '+15550100100' }
    const errorOf = (response: { statusCode: number; body: string }) => {
      assertErrorShape(response as never)
      return json(response as never).errors[0] as { code: string; message: string }
    }

    before(async () => {
      app = await buildTestApp(driver)
      jane = json(await login('+15550100100', 'Demo@1234')).token
    })
    after(async () => {
      await app?.close()
    })

    test('guests get 401 on update-profile and remove-account', async () => {
      assert.equal((await update(null, janeFields)).statusCode, 401)
      assert.equal((await app.inject({ method: 'DELETE', url: '/api/v1/customer/remove-account' })).statusCode, 401)
    })

    test('names and email are required, the email valid and unique, the phone unchanged', async () => {
      assert.equal(errorOf(await update(jane, { ...janeFields, f_name: ' ' })).code, 'f_name')
      assert.equal(errorOf(await update(jane, { ...janeFields, l_name: '' })).code, 'l_name')
      assert.equal(errorOf(await update(jane, { ...janeFields, email: 'not-an-email' })).code, 'email')
      assert.equal(errorOf(await update(jane, { ...janeFields, email: `${'a'.repeat(250)}@x.com` })).code, 'email')
      await signUp('+15550155555', 'taken@example.com')
      assert.equal(errorOf(await update(jane, { ...janeFields, email: 'TAKEN@example.com' })).message, 'The email has already been taken.')
      assert.equal(errorOf(await update(jane, { ...janeFields, phone: '+15550199999' })).code, 'phone')
      assert.equal((await update(jane, { f_name: 'Jane' })).statusCode, 422)
    })

    test('a valid change is saved and read back by customer/info', async () => {
      const response = await update(jane, { ...janeFields, f_name: 'Janet', l_name: 'Roe' })
      assert.equal(response.statusCode, 200, response.body)
      assert.equal(json(response).message, 'Successfully updated!')
      const customer = await info(jane)
      assert.equal(customer.f_name, 'Janet')
      assert.equal(customer.l_name, 'Roe')
      assert.equal(customer.phone, '+15550100100')
    })

    test('images are checked by their bytes: a PNG or GIF is kept and served, text named .png is refused', async () => {
      const refused = await update(jane, janeFields, [{ name: 'me.png', bytes: fakePng(), type: 'image/png' }])
      assert.equal(refused.statusCode, 422)
      assert.equal(errorOf(refused).code, 'image')
      const pdfNamedJpg = await update(jane, janeFields, [{ name: 'me.jpg', bytes: Buffer.from('%PDF-1.4\n%%EOF\n'), type: 'image/jpeg' }])
      assert.equal(pdfNamedJpg.statusCode, 422)

      assert.equal((await update(jane, janeFields, [{ name: 'me.bin', bytes: png(), type: 'application/octet-stream' }])).statusCode, 200)
      const url = new URL((await info(jane)).image_full_url)
      assert.match(url.pathname, /^\/storage\/profile\/[A-Za-z0-9_-]+\.png$/)
      const served = await app.inject({ url: url.pathname })
      assert.equal(served.statusCode, 200)
      assert.equal(served.headers['content-type'], 'image/png')
      assert.deepEqual(served.rawPayload, png())

      assert.equal((await update(jane, janeFields, [{ name: 'me.gif', bytes: gif(), type: 'image/gif' }])).statusCode, 200)
      assert.match((await info(jane)).image_full_url, /\.gif$/)
      assert.equal((await app.inject({ url: url.pathname })).statusCode, 404, 'the previous picture is gone')
    })

    test('an image over 2 MB is refused', async () => {
      const big = Buffer.concat([png(), Buffer.alloc(2 * 1024 * 1024, 1)])
      const response = await update(jane, janeFields, [{ name: 'big.png', bytes: big, type: 'image/png' }])
      assert.equal(response.statusCode, 413)
      assertErrorShape(response)
    })

    test('a new password must pass the password policy and match its confirmation; it then signs in', async () => {
      const weak = await update(jane, { ...janeFields, password: 'password', confirm_password: 'password' })
      assert.equal(weak.statusCode, 422)
      assert.equal(errorOf(weak).code, 'password')
      const mismatch = await update(jane, { ...janeFields, password: 'violet harbour lantern 93', confirm_password: 'other' })
      assert.equal(errorOf(mismatch).code, 'confirm_password')
      const changed = await update(jane, {
        ...janeFields,
        password: 'violet harbour lantern 93',
        confirm_password: 'violet harbour lantern 93',
      })
      assert.equal(changed.statusCode, 200, changed.body)
      assert.equal((await info(jane)).id, 1, 'the session that changed it stays signed in')
      assert.equal((await login('+15550100100', 'Demo@1234')).statusCode, 401)
      assert.equal((await login('+15550100100', 'violet harbour lantern 93')).statusCode, 200)
    })

    test('remove-account deletes only the caller: their token stops working, others are untouched', async () => {
      const doomed = await signUp('+15550144444')
      const response = await app.inject({
        method: 'DELETE',
        url: '/api/v1/customer/remove-account',
        headers: { authorization: `Bearer ${doomed}` },
      })
      assert.equal(response.statusCode, 200)
      assert.equal(json(response).message, 'Account has been deleted')
      assert.equal((await app.inject({ url: '/api/v1/customer/info', headers: { authorization: `Bearer ${doomed}` } })).statusCode, 401)
      assert.equal((await login('+15550144444', 'a long and unguessable phrase 42')).statusCode, 401)
      assert.equal((await info(jane)).id, 1)
    })
  })
}
