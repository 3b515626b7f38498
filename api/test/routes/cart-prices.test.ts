import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { priceCartLine } from '@storefront/domain'
import { PRICE_CASES, type PriceCase } from '@storefront/domain/src/testing-cases/price-cases.ts'
import type { FastifyInstance } from 'fastify'
import { buildTestApp, drivers, json } from '../helper.js'

/**
 * The domain's table of priced lines, charged by the API: each case's item is
 * written to the database as the admin would, added to a guest's cart through
 * the route, and the price the API stores and answers must be the one the
 * storefront computes with @storefront/domain, both from the case and from the
 * cart line the API sends back.
 */
for (const { driver, skip } of await drivers()) {
  describe(`cart prices: the domain's table through the API (${driver})`, { skip }, () => {
    let app: FastifyInstance
    before(async () => {
      app = await buildTestApp(driver)
    })
    after(async () => {
      await app?.close()
    })

    /** A store of the case's module without a running discount, and a category its items use. */
    async function storeFor(moduleType: PriceCase['moduleType']) {
      const { rows } = await app.db.query<{ store_id: number; module_id: number; category_id: number }>(
        `select s.id as store_id, s.module_id, i.category_id from stores s
           join modules m on m.id = s.module_id join items i on i.store_id = s.id
          where s.active and m.module_type = $1 and not exists (select 1 from store_discounts sd where sd.store_id = s.id)
          order by s.id, i.id limit 1`,
        [moduleType],
      )
      assert.ok(rows[0], `no seeded ${moduleType} store without a discount`)
      return rows[0]
    }

    /** Writes the case's item (its add-ons, and its store's discount when it has one); returns the ids to send. */
    async function seedCase(index: number, { moduleType, item }: PriceCase) {
      const store = await storeFor(moduleType)
      if (item.store_discount > 0) {
        await app.db.query(
          `insert into store_discounts (store_id, discount, discount_type, start_date, end_date)
           values ($1, $2, 'percent', current_date - 1, current_date + 1)`,
          [store.store_id, item.store_discount],
        )
      }
      const addOnIds = new Map<number, number>()
      for (const addOn of item.add_ons) {
        const { rows } = await app.db.query<{ id: number }>(
          'insert into add_ons (store_id, name, price) values ($1, $2, $3) returning id',
          [store.store_id, addOn.name, addOn.price],
        )
        addOnIds.set(addOn.id, rows[0]!.id)
      }
      const { rows } = await app.db.query<{ id: number }>(
        `insert into items (name, slug, image, category_id, price, discount, discount_type, variations, food_variations, add_ons,
                            stock, store_id, module_id)
         values ($1, $2, 'case.svg', $3, $4, $5, $6, $7, $8, $9, 1000, $10, $11) returning id`,
        [
          `Price case ${index}`,
          `price-case-${index}`,
          store.category_id,
          item.price,
          item.discount,
          item.discount_type,
          JSON.stringify(item.variations),
          JSON.stringify(item.food_variations),
          JSON.stringify([...addOnIds.values()]),
          store.store_id,
          store.module_id,
        ],
      )
      const undo = async () => {
        await app.db.query('delete from store_discounts where store_id = $1', [store.store_id])
      }
      return { itemId: rows[0]!.id, moduleId: store.module_id, addOnIds, undo }
    }

    PRICE_CASES.forEach((priceCase, index) => {
      test(priceCase.name, async () => {
        const { itemId, moduleId, addOnIds, undo } = await seedCase(index, priceCase)
        try {
          const guestId = json(await app.inject({ method: 'POST', url: '/api/v1/auth/guest/request' })).guest_id
          const { line } = priceCase
          const response = await app.inject({
            method: 'POST',
            url: '/api/v1/customer/cart/add',
            headers: { moduleid: String(moduleId) },
            payload: {
              guest_id: guestId,
              item_id: itemId,
              model: 'Item',
              price: 0.01,
              quantity: line.quantity,
              variation: line.variation,
              add_on_ids: line.add_on_ids.map((id) => addOnIds.get(id)),
              add_on_qtys: line.add_on_qtys,
            },
          })
          assert.equal(response.statusCode, 200, response.body)
          const charged = json(response).find((l: { item_id: number }) => l.item_id === itemId)

          const client = priceCartLine({ ...line, item: priceCase.item })
          assert.deepEqual(client, priceCase.expected, 'the domain prices the case as the table says')
          assert.deepEqual({ unitPrice: charged.unit_price, total: charged.price }, client, 'the API charges what the domain computes')
          assert.deepEqual(priceCartLine(charged), client, 'the storefront reading the line the API sent gets the same price')
        } finally {
          await undo()
        }
      })
    })
  })
}
