import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type { FastifyInstance, InjectOptions } from 'fastify'
import { buildTestApp, demoCustomerToken, drivers, json, signUpCustomer } from '../helper.js'
import { assertErrorShape } from '../hardening/support.js'

type WishList = { item: { id: number; name: string; store_id: number }[]; store: { id: number; name: string }[] }

for (const { driver, skip } of await drivers()) {
  describe(`customer wishlist (${driver})`, { skip }, () => {
    let app: FastifyInstance
    let jane: string
    let other: string
    const send = (token: string | null, options: InjectOptions) =>
      app.inject({ ...options, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...options.headers } })
    const list = async (token: string) => {
      const response = await send(token, { url: '/api/v1/customer/wish-list' })
      assert.equal(response.statusCode, 200, response.body)
      return json(response) as WishList
    }
    const add = (token: string | null, query: string) => send(token, { method: 'POST', url: `/api/v1/customer/wish-list/add?${query}` })
    const remove = (token: string | null, query: string) =>
      send(token, { method: 'DELETE', url: `/api/v1/customer/wish-list/remove?${query}` })
    const errorOf = (response: { statusCode: number; body: string }) => {
      assertErrorShape(response as never)
      return json(response as never).errors[0] as { code: string; message: string }
    }

    before(async () => {
      app = await buildTestApp(driver)
      jane = await demoCustomerToken(app)
      other = await signUpCustomer(app, { f_name: 'Wish', l_name: 'Other', phone: '+15550188888' })
      assert.ok(jane && other, 'both customers are signed in')
    })
    after(async () => {
      await app?.close()
    })

    test('guests get 401 on every wishlist call', async () => {
      for (const response of [
        await send(null, { url: '/api/v1/customer/wish-list' }),
        await add(null, 'item_id=1'),
        await remove(null, 'item_id=1'),
      ]) {
        assert.equal(response.statusCode, 401)
        assertErrorShape(response)
      }
    })

    test('the demo customer has the seeded wishlist: three items and two stores, as wire objects', async () => {
      const wished = await list(jane)
      assert.equal(wished.item.length, 3)
      assert.equal(wished.store.length, 2)
      assert.equal(typeof wished.item[0]!.name, 'string')
      assert.ok('image_full_url' in wished.item[0]!, 'items are formatted as elsewhere')
      assert.ok('logo_full_url' in wished.store[0]!, 'stores are formatted as elsewhere')
    })

    test('an item and a store are added, listed latest first, and a second add is a 409', async () => {
      const added = await add(other, 'item_id=1')
      assert.equal(added.statusCode, 200, added.body)
      assert.deepEqual(json(added), { message: 'Successfully added!' })
      assert.equal(json(await add(other, 'item_id=2')).message, 'Successfully added!')
      const store = await add(other, 'store_id=2')
      assert.equal(store.statusCode, 200, store.body)
      assert.equal(json(store).message, 'Successfully added!')

      const again = await add(other, 'item_id=1')
      assert.equal(again.statusCode, 409)
      assert.equal(errorOf(again).message, 'Item already in wishlist')
      assert.equal(errorOf(await add(other, 'store_id=2')).message, 'Store already in wishlist')

      const wished = await list(other)
      assert.deepEqual(
        wished.item.map((item) => item.id),
        [2, 1],
      )
      assert.deepEqual(
        wished.store.map((entry) => entry.id),
        [2],
      )
    })

    test('a customer sees only their own wishlist and cannot remove the other one’s entries', async () => {
      const janes = await list(jane)
      const onlyJanes = janes.item.map((item) => item.id).find((id) => id !== 1 && id !== 2)
      assert.ok(onlyJanes, 'the demo customer wishes an item the other does not')
      assert.equal((await remove(other, `item_id=${onlyJanes}`)).statusCode, 404)
      assert.equal((await list(jane)).item.length, 3, 'the first customer keeps the entry')
      assert.ok(!(await list(other)).item.some((item) => item.id === onlyJanes))
    })

    test('remove answers the spec message and the entry leaves the list', async () => {
      const removed = await remove(other, 'item_id=1')
      assert.equal(removed.statusCode, 200, removed.body)
      assert.deepEqual(json(removed), { message: 'Successfully removed!' })
      assert.equal(json(await remove(other, 'item_id=2')).message, 'Successfully removed!')
      assert.equal(json(await remove(other, 'store_id=2')).message, 'Successfully removed!')
      assert.deepEqual(await list(other), { item: [], store: [] })
      assert.equal((await remove(other, 'item_id=1')).statusCode, 404)
    })

    test('bad input is a clear 4xx: no target, both targets, an unknown item or store, a non-numeric id', async () => {
      assert.equal(errorOf(await add(other, '')).message, 'The item id or the store id is required.')
      assert.equal((await add(other, 'item_id=1&store_id=1')).statusCode, 422)
      const unknownItem = await add(other, 'item_id=999999')
      assert.equal(unknownItem.statusCode, 404)
      assert.equal(errorOf(unknownItem).message, 'Item not found')
      assert.equal(errorOf(await add(other, 'store_id=999999')).message, 'Store not found')
      const bad = await add(other, 'item_id=abc')
      assert.ok(bad.statusCode === 400 || bad.statusCode === 422, bad.body)
      assertErrorShape(bad)
    })
  })
}
