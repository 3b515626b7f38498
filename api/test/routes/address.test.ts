import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type { FastifyInstance, InjectOptions } from 'fastify'
import { buildTestApp, demoCustomerToken, drivers, json, signUpCustomer } from '../helper.js'
import { assertErrorShape } from '../hardening/support.js'

type Address = {
  id: number
  address_type: string
  address_label: string | null
  zone_id: number
  zone_ids: number[]
  [key: string]: unknown
}

/** Points of the seeded zones: Midtown Manhattan (zone 1), Williamsburg (zone 2), and the Atlantic, in no zone. */
const MIDTOWN = { latitude: 40.7527, longitude: -73.9772 }
const WILLIAMSBURG = { latitude: 40.7178, longitude: -73.9571 }
const OCEAN = { latitude: 30, longitude: -40 }

const valid = {
  address_type: 'home',
  contact_person_name: 'Jane Doe',
  contact_person_number: '+1 (555) 010-0100',
  address: '89 E 42nd St, New York, NY',
  ...MIDTOWN,
  road: 'East 42nd Street',
  house: '89',
  floor: '3',
  additional_information: 'Ring twice',
}

for (const { driver, skip } of await drivers()) {
  describe(`customer addresses (${driver})`, { skip }, () => {
    let app: FastifyInstance
    let jane: string
    let other: string
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
    const send = (token: string | null, options: InjectOptions) =>
      app.inject({ ...options, headers: { ...(token ? bearer(token) : {}), ...options.headers } })
    const list = async (token: string, query = '?limit=100&offset=1') => {
      const response = await send(token, { url: `/api/v1/customer/address/list${query}` })
      assert.equal(response.statusCode, 200, response.body)
      return json(response) as { total_size: number; limit: number; offset: number; addresses: Address[] }
    }
    const add = (token: string | null, payload: object) => send(token, { method: 'POST', url: '/api/v1/customer/address/add', payload })
    const errorOf = (response: { statusCode: number; body: string }) => {
      assertErrorShape(response as never)
      return json(response as never).errors[0] as { code: string; message: string }
    }

    before(async () => {
      app = await buildTestApp(driver)
      jane = await demoCustomerToken(app)
      other = await signUpCustomer(app, { f_name: 'Other', l_name: 'Person', phone: '+15550177777' })
      assert.ok(jane && other, 'both customers are signed in')
    })
    after(async () => {
      await app?.close()
    })

    test('the demo customer has two addresses in zone 1 and one in zone 2 only, with zone_ids', async () => {
      const page = await list(jane)
      assert.equal(page.total_size, 3)
      assert.deepEqual(
        page.addresses.map((a) => [a.address_type, a.zone_id]),
        [
          ['other', 2],
          ['office', 1],
          ['home', 1],
        ],
      )
      for (const address of page.addresses) {
        assert.ok(address.zone_ids.includes(address.zone_id), `${address.address_type}: ${address.zone_ids}`)
        assert.equal(typeof address.latitude, 'string')
      }
      assert.ok(!page.addresses[0]!.zone_ids.includes(1), 'the Williamsburg address is outside zone 1')
    })

    test('list pages by limit and offset (a 1-based page)', async () => {
      const first = await list(jane, '?limit=2&offset=1')
      const second = await list(jane, '?limit=2&offset=2')
      assert.deepEqual([first.total_size, first.limit, first.offset, first.addresses.length], [3, 2, 1, 2])
      assert.equal(second.addresses.length, 1)
      assert.ok(!first.addresses.some((a) => a.id === second.addresses[0]!.id))
    })

    test('add stores the address with the phone in E.164 and answers its zones', async () => {
      const response = await add(other, { ...valid, contact_person_email: 'other@example.com' })
      assert.equal(response.statusCode, 200, response.body)
      assert.deepEqual(json(response), { message: 'Successfully added!', zone_ids: [1] })
      const [saved] = (await list(other)).addresses
      assert.ok(saved)
      assert.equal(saved.contact_person_number, '+15550100100')
      assert.equal(saved.contact_person_email, 'other@example.com')
      assert.deepEqual([saved.address_type, saved.zone_id, saved.zone_ids, saved.house, saved.floor], ['home', 1, [1], '89', '3'])
      assert.equal(saved.additional_information, 'Ring twice')
    })

    test('a label replaces the type; coordinates may come as strings', async () => {
      const response = await add(other, {
        ...valid,
        address_type: 'other',
        address_label: '  Gym  ',
        latitude: String(WILLIAMSBURG.latitude),
        longitude: String(WILLIAMSBURG.longitude),
      })
      assert.equal(response.statusCode, 200, response.body)
      assert.deepEqual(json(response).zone_ids, [2])
      const gym = (await list(other)).addresses.find((a) => a.address_label === 'Gym')
      assert.ok(gym)
      assert.equal(gym.address_type, 'Gym')
    })

    test("validation answers the spec's messages in the error shape", async () => {
      const cases: [object, string, string][] = [
        [{ ...valid, address: '   ' }, 'address', 'Address is required'],
        [{ ...valid, address: undefined }, 'address', 'Address is required'],
        [{ ...valid, contact_person_name: '' }, 'contact_person_name', 'Name is required'],
        [{ ...valid, contact_person_number: undefined }, 'contact_person_number', 'Phone Number is required'],
        [{ ...valid, contact_person_number: '12' }, 'contact_person_number', 'The phone number is invalid.'],
        [
          { ...valid, contact_person_email: 'not-an-email' },
          'contact_person_email',
          'The contact person email must be a valid email address.',
        ],
        [{ ...valid, latitude: undefined }, 'latitude', 'The latitude field is required.'],
      ]
      for (const [payload, code, message] of cases) {
        const response = await add(other, payload)
        assert.equal(response.statusCode, 422, `${code}: ${response.body}`)
        assert.deepEqual(errorOf(response), { code, message })
      }
      for (const payload of [
        { ...valid, latitude: 91 },
        { ...valid, longitude: -181 },
        { ...valid, latitude: 'north' },
        '{"address":"x","contact_person_name":"x","contact_person_number":"5550100100","latitude":1e309,"longitude":1}',
      ]) {
        const response = await send(other, {
          method: 'POST',
          url: '/api/v1/customer/address/add',
          payload,
          headers: { 'content-type': 'application/json' },
        })
        assert.equal(response.statusCode, 422, response.body)
        errorOf(response)
      }
    })

    test('a point in no served zone is refused', async () => {
      const before = (await list(other)).total_size
      const response = await add(other, { ...valid, ...OCEAN })
      assert.equal(response.statusCode, 403)
      assert.deepEqual(errorOf(response), { code: 'coordinates', message: 'Service not available in this area' })
      assert.equal((await list(other)).total_size, before)
    })

    test('update by POST with the id and by PUT on /update/{id}', async () => {
      const [first] = (await list(other)).addresses
      assert.ok(first)
      const posted = await send(other, {
        method: 'POST',
        url: '/api/v1/customer/address/update',
        payload: { ...valid, id: first.id, address_type: 'office', house: '12B' },
      })
      assert.equal(posted.statusCode, 200, posted.body)
      assert.equal(json(posted).message, 'Updated successfully.')
      let saved = (await list(other)).addresses.find((a) => a.id === first.id)!
      assert.deepEqual([saved.address_type, saved.house], ['office', '12B'])

      const put = await send(other, {
        method: 'PUT',
        url: `/api/v1/customer/address/update/${first.id}`,
        payload: { ...valid, ...WILLIAMSBURG, contact_person_name: 'Sam Other', floor: null },
      })
      assert.equal(put.statusCode, 200, put.body)
      assert.deepEqual(json(put), { message: 'Updated successfully.', zone_ids: [2] })
      saved = (await list(other)).addresses.find((a) => a.id === first.id)!
      assert.deepEqual([saved.contact_person_name, saved.zone_id, saved.floor, saved.address_type], ['Sam Other', 2, null, 'home'])

      const invalid = await send(other, {
        method: 'PUT',
        url: `/api/v1/customer/address/update/${first.id}`,
        payload: { ...valid, address: '' },
      })
      assert.equal(invalid.statusCode, 422)
      assert.equal(errorOf(invalid).message, 'Address is required')
    })

    test('delete by POST {id} and by DELETE ?address_id=', async () => {
      const ids = (await list(other)).addresses.map((a) => a.id)
      assert.ok(ids.length >= 2)
      const posted = await send(other, { method: 'POST', url: '/api/v1/customer/address/delete', payload: { id: ids[0] } })
      assert.equal(posted.statusCode, 200, posted.body)
      assert.equal(json(posted).message, 'Successfully removed!')
      const deleted = await send(other, { method: 'DELETE', url: `/api/v1/customer/address/delete?address_id=${ids[1]}` })
      assert.equal(deleted.statusCode, 200, deleted.body)
      const left = (await list(other)).addresses.map((a) => a.id)
      assert.ok(!left.includes(ids[0]!) && !left.includes(ids[1]!))
      const again = await send(other, { method: 'DELETE', url: `/api/v1/customer/address/delete?address_id=${ids[1]}` })
      assert.equal(again.statusCode, 404)
      assert.deepEqual(errorOf(again), { code: 'address', message: 'Address not found' })
    })

    test("another customer's address is not found: it can neither be listed, updated nor deleted", async () => {
      const janes = (await list(jane)).addresses
      const target = janes[0]!
      assert.ok(!(await list(other)).addresses.some((a) => a.id === target.id))
      for (const options of [
        { method: 'POST', url: '/api/v1/customer/address/update', payload: { ...valid, id: target.id, address: 'Taken over' } },
        { method: 'PUT', url: `/api/v1/customer/address/update/${target.id}`, payload: { ...valid, address: 'Taken over' } },
        { method: 'POST', url: '/api/v1/customer/address/delete', payload: { id: target.id } },
        { method: 'DELETE', url: `/api/v1/customer/address/delete?address_id=${target.id}` },
      ] as InjectOptions[]) {
        const response = await send(other, options)
        assert.equal(response.statusCode, 404, `${options.method} ${options.url}: ${response.body}`)
        assert.equal(errorOf(response).code, 'address')
      }
      assert.deepEqual((await list(jane)).addresses, janes, "Jane's addresses are unchanged")
    })

    test('every route answers 401 without a token or with a bad one, before reading the body', async () => {
      for (const token of [null, 'not-a-real-token-0123456789abcdef']) {
        for (const options of [
          { url: '/api/v1/customer/address/list' },
          { method: 'POST', url: '/api/v1/customer/address/add', payload: valid },
          { method: 'POST', url: '/api/v1/customer/address/add', payload: {} },
          { method: 'POST', url: '/api/v1/customer/address/update', payload: { ...valid, id: 1 } },
          { method: 'PUT', url: '/api/v1/customer/address/update/1', payload: valid },
          { method: 'POST', url: '/api/v1/customer/address/delete', payload: { id: 1 } },
          { method: 'DELETE', url: '/api/v1/customer/address/delete?address_id=1' },
        ] as InjectOptions[]) {
          const response = await send(token, options)
          assert.equal(response.statusCode, 401, `${options.method ?? 'GET'} ${options.url}: ${response.body}`)
          assert.equal(errorOf(response).code, 'auth-001')
        }
      }
      assert.equal((await list(jane)).total_size, 3)
    })
  })
}
