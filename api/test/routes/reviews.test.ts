import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type { FastifyInstance, InjectOptions } from 'fastify'
import { buildTestApp, demoCustomer, demoCustomerToken, drivers, json, multipart, signUpCustomer } from '../helper.js'
import { REVIEW_MESSAGES } from '../../src/routes/items/reviews/_form.js'

const png = () => Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(64, 1)])

for (const { driver, skip } of await drivers()) {
  describe(`reviews (${driver})`, { skip }, () => {
    let app: FastifyInstance
    let jane: string
    let other: string
    let janeId: number
    let order: number
    let items: { id: number; store_id: number }[]
    let courier: number
    const send = (token: string | null, options: InjectOptions) =>
      app.inject({ ...options, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...options.headers } })
    const submit = async (token: string | null, fields: Record<string, string | number>, files: { bytes: Buffer; type: string }[] = []) =>
      send(token, {
        method: 'POST',
        url: '/api/v1/items/reviews/submit',
        ...(await multipart(
          fields,
          files.map((file) => ({ field: 'attachment[]', name: 'photo.png', ...file })),
        )),
      })
    const rateCourier = (token: string | null, payload: Record<string, unknown>) =>
      send(token, { method: 'POST', url: '/api/v1/delivery-man/reviews/submit', payload })

    /** A delivered order of the customer with two items of one store and a delivery man. */
    async function deliveredOrder(customerId: number, status = 'delivered'): Promise<number> {
      const { rows } = await app.db.query<{ id: number }>(
        `insert into orders (customer_id, is_guest, store_id, module_id, zone_id, order_amount, order_status, delivery_man_id, pending, delivered)
         values ($1, false, $2, (select module_id from stores where id = $2), (select zone_id from stores where id = $2), 20, $3, $4, now(), now())
         returning id`,
        [customerId, items[0]!.store_id, status, courier],
      )
      for (const item of items) {
        await app.db.query(`insert into order_details (order_id, item_id, item_details, price, quantity) values ($1, $2, $3, 10, 1)`, [
          rows[0]!.id,
          item.id,
          { id: item.id, name: 'Test item', image: `${item.id}.svg` },
        ])
      }
      return rows[0]!.id
    }

    before(async () => {
      app = await buildTestApp(driver)
      jane = await demoCustomerToken(app)
      other = await signUpCustomer(app, { f_name: 'Rev', l_name: 'Other', phone: '+15550177778' })
      janeId = (await app.db.query<{ id: number }>('select id from customers where phone = $1', [demoCustomer.phone])).rows[0]!.id
      const store = (
        await app.db.query<{ store_id: number }>(
          'select store_id from items where status group by store_id having count(*) >= 2 order by store_id limit 1',
        )
      ).rows[0]!.store_id
      items = (
        await app.db.query<{ id: number; store_id: number }>(
          'select id, store_id from items where store_id = $1 and status order by id limit 2',
          [store],
        )
      ).rows
      courier = (await app.db.query<{ id: number }>('select id from delivery_men order by id limit 1')).rows[0]!.id
      order = await deliveredOrder(janeId)
    })
    after(async () => {
      await app?.close()
    })

    test('the seeded demo order is already reviewed: its reviews show on the item and the store', async () => {
      const seeded = await app.db.query<{ item_id: number; store_id: number }>(
        'select item_id, store_id from reviews where order_id = 100003 limit 1',
      )
      const { item_id: itemId, store_id: storeId } = seeded.rows[0]!
      const itemPage = json(await send(null, { url: `/api/v1/items/reviews/${itemId}` }))
      assert.ok(itemPage.reviews.some((review: { customer_name: string }) => review.customer_name === 'Jane Doe'))
      const storePage = json(await send(null, { url: `/api/v1/stores/reviews?store_id=${storeId}` }))
      assert.ok(storePage.total_size >= 1)
      assert.ok(
        storePage.reviews.every((review: Record<string, unknown>) => !('customer_id' in review)),
        'no reviewer ids on the wire',
      )
    })

    test('the reminder offers the latest delivered order not yet reviewed, with its item pictures', async () => {
      const reminder = json(await send(jane, { url: '/api/v1/customer/review-reminder' }))
      assert.equal(reminder.order_id, order)
      assert.equal(reminder.images.length, 2)
      assert.match(reminder.images[0], /\/storage\/item\/\d+\.svg$/)
      // nothing to ask a customer without delivered orders; a guest is refused
      assert.deepEqual(json(await send(other, { url: '/api/v1/customer/review-reminder' })), { order_id: null, images: [] })
      assert.equal((await send(null, { url: '/api/v1/customer/review-reminder' })).statusCode, 401)
    })

    test('guests cannot submit; bad input is a 4xx with the message', async () => {
      assert.equal((await submit(null, { item_id: items[0]!.id, order_id: order, rating: 5 })).statusCode, 401)
      for (const [fields, message] of [
        [{ item_id: items[0]!.id, order_id: order, rating: 0 }, REVIEW_MESSAGES.rating],
        [{ item_id: items[0]!.id, order_id: order, rating: 6 }, REVIEW_MESSAGES.rating],
        [{ item_id: items[0]!.id, order_id: order, rating: 'five' }, REVIEW_MESSAGES.rating],
        [{ item_id: items[0]!.id, order_id: order }, REVIEW_MESSAGES.rating],
        [{ item_id: items[0]!.id, order_id: order, rating: 4, comment: 'x'.repeat(1001) }, REVIEW_MESSAGES.comment],
        [{ item_id: 'abc', order_id: order, rating: 4 }, REVIEW_MESSAGES.id],
        [{ order_id: order, rating: 4 }, 'The item_id field is required.'],
      ] as const) {
        const response = await submit(jane, fields as Record<string, string | number>)
        assert.equal(response.statusCode, 422, response.body)
        assert.equal(json(response).errors[0].message, message)
      }
    })

    test('the messages follow X-localization (ar, tr)', async () => {
      const body = await multipart({ item_id: items[0]!.id, order_id: order, rating: 9 })
      const arabic = await send(jane, {
        method: 'POST',
        url: '/api/v1/items/reviews/submit',
        payload: body.payload,
        headers: { ...body.headers, 'x-localization': 'ar' },
      })
      assert.equal(arabic.statusCode, 422, arabic.body)
      assert.equal(json(arabic).errors[0].message, 'يجب أن يكون التقييم عددًا صحيحًا من 1 إلى 5.')
      const turkish = await send(other, {
        url: '/api/v1/customer/review-reminder-cancel?order_id=' + order,
        headers: { 'x-localization': 'tr' },
      })
      assert.equal(turkish.statusCode, 404)
      assert.equal(json(turkish).errors[0].message, 'Sipariş bulunamadı')
    })

    test('images are checked by their bytes, three at most', async () => {
      const fields = { item_id: items[0]!.id, order_id: order, rating: 5 }
      const disguised = await submit(jane, fields, [{ bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), type: 'image/png' }])
      assert.equal(disguised.statusCode, 422, disguised.body)
      assert.equal(json(disguised).errors[0].message, REVIEW_MESSAGES.imageType)
      const four = await submit(
        jane,
        fields,
        Array.from({ length: 4 }, () => ({ bytes: png(), type: 'image/png' })),
      )
      assert.ok([413, 422].includes(four.statusCode), four.body)
      // nothing was stored by the refused attempts
      const { rows } = await app.db.query('select 1 from reviews where order_id = $1', [order])
      assert.equal(rows.length, 0)
    })

    test('another customer gets 404 on my order; an order not delivered yet cannot be reviewed', async () => {
      const theirs = await submit(other, { item_id: items[0]!.id, order_id: order, rating: 5 })
      assert.equal(theirs.statusCode, 404, theirs.body)
      assert.equal((await send(other, { url: `/api/v1/items/reviews/order/${order}` })).statusCode, 404)
      assert.equal((await rateCourier(other, { delivery_man_id: courier, order_id: order, rating: 5 })).statusCode, 404)
      assert.equal((await send(other, { url: `/api/v1/customer/review-reminder-cancel?order_id=${order}` })).statusCode, 404)
      const running = await deliveredOrder(janeId, 'picked_up')
      const early = await submit(jane, { item_id: items[0]!.id, order_id: running, rating: 5 })
      assert.equal(early.statusCode, 403, early.body)
      assert.equal(json(early).errors[0].message, REVIEW_MESSAGES.notDelivered)
      await app.db.query('delete from orders where id = $1', [running])
    })

    test('an item not in the order is refused', async () => {
      const stranger = (
        await app.db.query<{ id: number }>('select id from items where id <> all($1::int[]) order by id limit 1', [items.map((i) => i.id)])
      ).rows[0]!.id
      const response = await submit(jane, { item_id: stranger, order_id: order, rating: 5 })
      assert.equal(response.statusCode, 422, response.body)
      assert.equal(json(response).errors[0].message, REVIEW_MESSAGES.itemNotInOrder)
    })

    test('a review with a picture is stored once, updates the item and store ratings, and shows on both', async () => {
      const item = items[0]!
      const before = (
        await app.db.query<{ avg_rating: number; rating_count: number; ratings: number[] }>(
          'select avg_rating, rating_count, ratings from items where id = $1',
          [item.id],
        )
      ).rows[0]!
      const storeBefore = (await app.db.query<{ rating_count: number }>('select rating_count from stores where id = $1', [item.store_id]))
        .rows[0]!
      const response = await submit(jane, { item_id: item.id, order_id: order, rating: 1, comment: '  Cold when it arrived.  ' }, [
        { bytes: png(), type: 'image/png' },
      ])
      assert.equal(response.statusCode, 200, response.body)
      assert.equal(json(response).message, REVIEW_MESSAGES.submitted)

      const after = (
        await app.db.query<{ avg_rating: number; rating_count: number; ratings: number[] }>(
          'select avg_rating, rating_count, ratings from items where id = $1',
          [item.id],
        )
      ).rows[0]!
      assert.equal(after.rating_count, before.rating_count + 1)
      assert.equal(after.ratings[0], before.ratings[0]! + 1)
      assert.ok(Math.abs(after.avg_rating - (before.avg_rating * before.rating_count + 1) / (before.rating_count + 1)) < 0.01)
      const storeAfter = (await app.db.query<{ rating_count: number }>('select rating_count from stores where id = $1', [item.store_id]))
        .rows[0]!
      assert.equal(storeAfter.rating_count, storeBefore.rating_count + 1)

      const page = json(await send(null, { url: `/api/v1/items/reviews/${item.id}?limit=5&offset=1` }))
      const mine = page.reviews.find((review: { order_id: number }) => review.order_id === order)
      assert.equal(mine.comment, 'Cold when it arrived.')
      assert.equal(mine.rating, 1)
      assert.equal(mine.customer_name, 'Jane Doe')
      assert.equal(mine.attachment_full_url.length, 1)
      const picture = await send(null, { url: new URL(mine.attachment_full_url[0]).pathname })
      assert.equal(picture.statusCode, 200)
      assert.equal(picture.headers['content-type'], 'image/png')
      const store = json(await send(null, { url: `/api/v1/stores/reviews?store_id=${item.store_id}` }))
      assert.ok(store.reviews.some((review: { order_id: number }) => review.order_id === order))

      // once per item per order
      const again = await submit(jane, { item_id: item.id, order_id: order, rating: 5 })
      assert.equal(again.statusCode, 409, again.body)
      assert.equal(json(again).errors[0].message, REVIEW_MESSAGES.alreadyReviewed)

      // the order is reviewed: no more reminder for it
      assert.equal(json(await send(jane, { url: '/api/v1/customer/review-reminder' })).order_id, null)
      const mineNow = json(await send(jane, { url: `/api/v1/items/reviews/order/${order}` }))
      assert.deepEqual(
        mineNow.items.map((review: { item_id: number }) => review.item_id),
        [item.id],
      )
    })

    test('the delivery man is rated once for the order, and only its own delivery man', async () => {
      const dmBefore = (await app.db.query<{ rating_count: number }>('select rating_count from delivery_men where id = $1', [courier]))
        .rows[0]!
      const wrong = await rateCourier(jane, { delivery_man_id: courier + 1, order_id: order, rating: 5 })
      assert.equal(wrong.statusCode, 422, wrong.body)
      const bad = await rateCourier(jane, { delivery_man_id: courier, order_id: order, rating: 9 })
      assert.equal(bad.statusCode, 422, bad.body)
      const ok = await rateCourier(jane, { delivery_man_id: courier, order_id: order, rating: 4, comment: 'Quick' })
      assert.equal(ok.statusCode, 200, ok.body)
      const dmAfter = (await app.db.query<{ rating_count: number }>('select rating_count from delivery_men where id = $1', [courier]))
        .rows[0]!
      assert.equal(dmAfter.rating_count, dmBefore.rating_count + 1)
      assert.equal((await rateCourier(jane, { delivery_man_id: courier, order_id: order, rating: 4 })).statusCode, 409)
      assert.equal(json(await send(jane, { url: `/api/v1/items/reviews/order/${order}` })).delivery_man.rating, 4)
    })

    test('cancelling the reminder stops it for that order', async () => {
      const next = await deliveredOrder(janeId)
      assert.equal(json(await send(jane, { url: '/api/v1/customer/review-reminder' })).order_id, next)
      const cancel = await send(jane, { url: `/api/v1/customer/review-reminder-cancel?order_id=${next}` })
      assert.equal(cancel.statusCode, 200, cancel.body)
      assert.equal(json(cancel).message, REVIEW_MESSAGES.reminderCanceled)
      assert.equal(json(await send(jane, { url: '/api/v1/customer/review-reminder' })).order_id, null)
      assert.equal((await send(jane, { url: '/api/v1/customer/review-reminder-cancel?order_id=abc' })).statusCode, 422)
    })

    test('reviews of unknown items and stores are 404; paging is bounded', async () => {
      assert.equal((await send(null, { url: '/api/v1/items/reviews/999999' })).statusCode, 404)
      assert.equal((await send(null, { url: '/api/v1/stores/reviews?store_id=999999' })).statusCode, 404)
      assert.equal((await send(null, { url: '/api/v1/stores/reviews' })).statusCode, 422)
      assert.equal((await send(null, { url: `/api/v1/items/reviews/${items[0]!.id}?limit=500` })).statusCode, 422)
    })

    test('interests: chosen categories of a module replace that module’s, and customer/info lists the module', async () => {
      const categories = (
        await app.db.query<{ id: number; module_id: number }>(
          'select id, module_id from categories where status and parent_id = 0 order by module_id, id',
        )
      ).rows
      const [a, b] = [categories[0]!, categories[1]!]
      const otherModule = categories.find((category) => category.module_id !== a.module_id)!
      assert.equal(
        (await send(null, { method: 'POST', url: '/api/v1/customer/update-interest', payload: { interest: [a.id] } })).statusCode,
        401,
      )
      assert.equal(
        (await send(other, { method: 'POST', url: '/api/v1/customer/update-interest', payload: { interest: [] } })).statusCode,
        422,
      )
      assert.equal(
        (await send(other, { method: 'POST', url: '/api/v1/customer/update-interest', payload: { interest: [999999] } })).statusCode,
        422,
      )
      assert.equal(
        (await send(other, { method: 'POST', url: '/api/v1/customer/update-interest', payload: { interest: ['x'] } })).statusCode,
        422,
      )
      assert.deepEqual(json(await send(other, { url: '/api/v1/customer/info' })).selected_modules_for_interest, [])

      const saved = await send(other, {
        method: 'POST',
        url: '/api/v1/customer/update-interest',
        payload: { interest: [a.id, otherModule.id] },
      })
      assert.equal(saved.statusCode, 200, saved.body)
      assert.equal(json(saved).message, REVIEW_MESSAGES.interestUpdated)
      const sameModule = b.module_id === a.module_id ? b : a
      await send(other, { method: 'POST', url: '/api/v1/customer/update-interest', payload: { interest: [sameModule.id] } })
      const info = json(await send(other, { url: '/api/v1/customer/info' }))
      assert.deepEqual(info.interest.sort(), [sameModule.id, otherModule.id].sort())
      assert.deepEqual(info.selected_modules_for_interest.sort(), [a.module_id, otherModule.module_id].sort())
    })
  })
}
