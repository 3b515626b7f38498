import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type { FastifyInstance, InjectOptions } from 'fastify'
import { buildTestApp, demoCustomerToken, drivers, json, multipart, signUpCustomer } from '../helper.js'
import { CHAT_NOT_ALLOWED, MESSAGE_REQUIRED } from '../../src/routes/customer/message/index.js'
import { SIMULATED_REPLIES } from '../../src/routes/customer/message/_simulated-replies.js'

// the seeded delivery men answer after this long
process.env.CHAT_REPLY_MS = '50'

const png = () => Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(64, 1)])

for (const { driver, skip } of await drivers()) {
  describe(`customer chat (${driver})`, { skip }, () => {
    let app: FastifyInstance
    let jane: string
    let other: string
    let store: number
    const send = (token: string | null, options: InjectOptions) =>
      app.inject({ ...options, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...options.headers } })
    const say = (token: string, payload: Record<string, unknown>) =>
      send(token, { method: 'POST', url: '/api/v1/customer/message/send', payload })
    const details = (token: string, query: string) => send(token, { url: `/api/v1/customer/message/details?${query}` })
    const list = async (token: string) => json(await send(token, { url: '/api/v1/customer/message/list' }))

    before(async () => {
      app = await buildTestApp(driver)
      jane = await demoCustomerToken(app)
      other = await signUpCustomer(app, { f_name: 'Chat', l_name: 'Other', phone: '+15550177777' })
      store = (await app.db.query<{ id: number }>('select id from stores where active order by id limit 1')).rows[0]!.id
    })
    after(async () => {
      await app?.close()
    })

    test('guests get 401 on every chat call', async () => {
      for (const response of [
        await send(null, { url: '/api/v1/customer/message/list' }),
        await send(null, { url: '/api/v1/customer/message/search-list?name=a' }),
        await send(null, { url: '/api/v1/customer/message/details?conversation_id=1' }),
        await send(null, { method: 'POST', url: '/api/v1/customer/message/send', payload: { message: 'hi' } }),
      ]) {
        assert.equal(response.statusCode, 401, response.body)
      }
    })

    test('a message to the delivery man of my order starts a conversation, and he answers a moment later', async () => {
      const sent = await say(jane, { message: 'Where are you?', receiver_type: 'delivery_man', receiver_id: 1 })
      assert.equal(sent.statusCode, 200, sent.body)
      const { conversation, messages } = json(sent)
      assert.equal(messages[0].message, 'Where are you?')
      assert.equal(conversation.receiver.f_name, 'Marcus Reed')
      assert.equal(conversation.order_id, 100001)

      // the reply arrives as an unread message
      let reply: { message: string; sender_type: string } | undefined
      for (let i = 0; i < 50 && !reply; i++) {
        await new Promise((resolve) => setTimeout(resolve, 50))
        const [first] = (await list(jane)).conversations
        if (first.last_message?.sender_type === 'delivery_man') {
          assert.equal(first.unread_message_count, 1)
          reply = first.last_message
        }
      }
      assert.ok(reply, 'the delivery man answered')
      assert.ok(SIMULATED_REPLIES.includes(reply!.message))
      const pushed = await app.db.query<{ data: { conversation_id: number; sender_type: string } }>(
        `select data from push_events where type = 'message' and customer_id = 1 order by id desc limit 1`,
      )
      assert.deepEqual(pushed.rows[0]?.data, { conversation_id: conversation.id, sender_type: 'delivery_man' })

      // reading the conversation marks it read
      const read = json(await details(jane, `conversation_id=${conversation.id}`))
      assert.deepEqual(
        read.messages.map((m: { message: string }) => m.message),
        [reply!.message, 'Where are you?'],
      )
      assert.equal((await list(jane)).conversations[0].unread_message_count, 0)
      // the same receiver, by type and id, is the same conversation
      assert.equal(json(await details(jane, 'receiver_type=delivery_man&receiver_id=1')).conversation.id, conversation.id)
    })

    test('participants only: another customer cannot read or write my conversation, nor chat with my delivery man', async () => {
      const mine = (await list(jane)).conversations[0]
      const peek = await details(other, `conversation_id=${mine.id}`)
      assert.equal(peek.statusCode, 404)
      const write = await say(other, { message: 'hello', conversation_id: mine.id })
      assert.equal(write.statusCode, 404)
      const courier = await say(other, { message: 'hello', receiver_type: 'delivery_man', receiver_id: 1 })
      assert.equal(courier.statusCode, 403)
      assert.equal(json(courier).errors[0].message, CHAT_NOT_ALLOWED)
      assert.equal((await list(other)).conversations.length, 0)
      // the courier of my delivered order (100003) is no longer mine to chat with
      assert.equal((await say(jane, { message: 'thanks', receiver_type: 'delivery_man', receiver_id: 2 })).statusCode, 403)
      assert.equal(json(await details(other, 'receiver_type=delivery_man&receiver_id=1')).messages.length, 0)
    })

    test('a store conversation with an image; search by name; empty messages refused', async () => {
      const form = await multipart({ message: 'Is this in stock?', receiver_type: 'vendor', receiver_id: store }, [
        { field: 'image[]', bytes: png(), type: 'image/png' },
      ])
      const sent = await send(jane, { method: 'POST', url: '/api/v1/customer/message/send', ...form })
      assert.equal(sent.statusCode, 200, sent.body)
      const [image] = json(sent).messages[0].file_full_url
      const served = await app.inject({ url: new URL(image).pathname })
      assert.equal(served.statusCode, 200)
      assert.equal(served.headers['content-type'], 'image/png')

      const storeName = json(sent).conversation.receiver.f_name as string
      const found = json(
        await send(jane, { url: `/api/v1/customer/message/search-list?name=${encodeURIComponent(storeName.slice(0, 4))}` }),
      )
      assert.ok(found.conversations.some((c: { receiver_type: string }) => c.receiver_type === 'vendor'))
      const none = json(await send(jane, { url: '/api/v1/customer/message/search-list?name=zzzz-nobody' }))
      assert.equal(none.conversations.length, 0)

      const empty = await say(jane, { message: '  ', receiver_type: 'vendor', receiver_id: store })
      assert.equal(empty.statusCode, 422)
      assert.equal(json(empty).errors[0].message, MESSAGE_REQUIRED)
      const text = await multipart({ message: 'x', receiver_type: 'vendor', receiver_id: store }, [
        { field: 'image[]', bytes: Buffer.from('%PDF-1.4'), type: 'image/png' },
      ])
      const notImage = await send(jane, { method: 'POST', url: '/api/v1/customer/message/send', ...text })
      assert.equal(notImage.statusCode, 422)
    })
  })
}
