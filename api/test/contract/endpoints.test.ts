import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type { TSchema } from 'typebox'
import { customer, expectShape, targets, type ContractClient } from './client.js'
import * as contract from './schemas.js'
import { guestId, openSession, signIn, type Session } from './session.js'

interface ListedItem {
  id: number
  slug: string
  store_id: number
  variations: unknown[]
  food_variations: unknown[]
}

/**
 * Every endpoint of the specs' call lists that the API serves, for a guest and
 * for a signed-in customer, checked against the contract schemas. Ids come from
 * earlier answers (as a client finds them), never from the database.
 */
for (const target of await targets()) {
  describe(`contract: every endpoint (${target.name})`, { skip: target.skip }, () => {
    let client: ContractClient
    let session: Session
    let token: string

    before(async () => {
      client = await target.open()
      session = await openSession(client)
      token = await signIn(client)
    })
    after(async () => {
      await client?.close()
    })

    const get = (path: string, headers: Record<string, string>) => client.call({ path, headers })
    const check = async (path: string, schema: TSchema, headers: Record<string, string>) =>
      expectShape(await get(path, headers), schema, path)

    for (const role of ['guest', 'customer'] as const) {
      describe(`as a ${role}`, () => {
        const headers = (moduleType = 'grocery') => session.headers(moduleType, role === 'customer' ? token : undefined)

        test('config, zone lookup and module list', async () => {
          await check('config', contract.Config, headers())
          const zone = await check('module', contract.ModuleList, headers())
          assert.ok((zone as unknown[]).length > 0, 'the zone has modules')
        })

        test('banners, other-banners, categories, brands, parcel categories', async () => {
          const banners = await check('banners', contract.Banners, headers())
          assert.ok((banners as { banners: unknown[] }).banners.length > 0, 'banners has seed data')
          const other = (await check('other-banners', contract.OtherBanners, headers())) as Record<string, string | null>
          assert.ok(other.promotional_banner_url, 'other-banners has seed data')
          await check('categories', contract.CategoryList, headers())
          await check('brand', contract.BrandList, headers('ecommerce'))
          await check('parcel-category', contract.ParcelCategoryList, headers('parcel'))
        })

        test('campaigns, flash sales, coupons, cashback', async () => {
          await check('campaigns/basic', contract.BasicCampaignList, headers())
          await check('campaigns/item', contract.ItemArray, headers())
          const flash = (await check('flash-sales', contract.FlashSale, headers())) as { id: number } | null
          if (flash) await check(`flash-sales/items?flash_sale_id=${flash.id}&limit=10&offset=1`, contract.FlashSaleItems, headers())
          await check('coupon/list', contract.CouponList, headers())
          await check('cashback/list', contract.CashbackList, headers())
        })

        for (const moduleType of ['grocery', 'food', 'pharmacy', 'ecommerce']) {
          test(`${moduleType}: stores (popular, latest, get-stores, details) and items (popular, latest, details, search, related)`, async () => {
            const h = headers(moduleType)
            const popular = (await check('stores/popular?type=all&offset=1&limit=12', contract.StorePage, h)) as {
              stores: { id: number; slug: string }[]
            }
            await check('stores/latest?type=all&offset=1&limit=12', contract.StorePage, h)
            await check('stores/get-stores/all?store_type=all&offset=1&limit=12', contract.StorePage, h)
            const store = popular.stores[0]
            assert.ok(store, `the ${moduleType} module has stores`)
            await check(`stores/details/${store.id}`, contract.StoreDetails, h)
            await check(`stores/details/${store.slug}`, contract.StoreDetails, h)

            const items = (await check('items/popular?type=all&offset=1&limit=10', contract.ItemPage, h)) as { products: ListedItem[] }
            await check('items/latest?type=all&offset=1&limit=10', contract.ItemPage, h)
            const item = items.products[0]
            assert.ok(item, `the ${moduleType} module has items`)
            await check(`items/details/${item.id}`, contract.ItemDetails, h)
            await check(`items/details/${item.slug}`, contract.ItemDetails, h)
            const word = encodeURIComponent(item.slug.split('-')[0] ?? '')
            await check(`items/search?name=${word}&offset=1&limit=10`, contract.ItemSearch, h)
            const related = await check(`items/related-store-items/${item.id}`, contract.ItemArray, h)
            assert.ok(Array.isArray(related))
          })
        }

        test('cart: list, add, update, remove-item, each answering the whole cart with item.module', async () => {
          const owner = role === 'customer' ? {} : { guest_id: String(await guestId(client)) }
          const query = 'guest_id' in owner ? `?guest_id=${owner.guest_id}` : ''
          const h = headers()
          const cartCall = (method: 'GET' | 'POST' | 'DELETE', path: string, payload?: object) =>
            client.call({ method, path, headers: h, payload })
          const cleared = expectShape(await cartCall('DELETE', `customer/cart/remove${query}`), contract.Cart, 'customer/cart/remove')
          assert.deepEqual(cleared, [])
          expectShape(await cartCall('GET', `customer/cart/list${query}`), contract.Cart, 'customer/cart/list')

          const { products } = (await check('items/popular?type=all&offset=1&limit=50', contract.ItemPage, h)) as {
            products: ListedItem[]
          }
          let cart: { id: number; quantity: number; item: { module: { module_type: string } } }[] | undefined
          for (const item of products.filter((p) => p.variations.length === 0 && p.food_variations.length === 0)) {
            const answer = await cartCall('POST', 'customer/cart/add', { ...owner, item_id: item.id, model: 'Item', price: 0, quantity: 1 })
            if (answer.status !== 200) continue
            cart = expectShape(answer, contract.Cart, 'customer/cart/add')
            break
          }
          assert.ok(cart?.[0], 'some popular item without options can be added')
          assert.equal(cart[0].item.module.module_type, 'grocery')

          const updated = expectShape<typeof cart>(
            await cartCall('POST', 'customer/cart/update', { ...owner, cart_id: cart[0].id, price: 0, quantity: 2 }),
            contract.Cart,
            'customer/cart/update',
          )
          assert.equal(updated[0]?.quantity, 2)
          const listed = expectShape<typeof cart>(await cartCall('GET', `customer/cart/list${query}`), contract.Cart, 'customer/cart/list')
          assert.equal(listed.length, 1)
          const removed = expectShape<typeof cart>(
            await cartCall('DELETE', `customer/cart/remove-item?cart_id=${cart[0].id}${query.replace('?', '&')}`),
            contract.Cart,
            'customer/cart/remove-item',
          )
          assert.equal(removed.length, 0)
        })

        if (role === 'customer') {
          test('customer/info and customer/order/track', async () => {
            await check('customer/info', contract.CustomerInfo, headers())
            await check(`customer/order/track?order_id=${customer.orderId}`, contract.TrackedOrder, headers())
          })
        }
      })
    }

    test('auth: guest request, login, sign-up', async () => {
      await guestId(client)
      await signIn(client, await guestId(client))
      const phone = `+1555${String(Date.now()).slice(-7)}`
      const answer = await client.call({
        method: 'POST',
        path: 'auth/sign-up',
        payload: {
          f_name: 'Contract',
          l_name: 'Client',
          email: `contract-${Date.now()}@example.com`,
          phone,
          password: 'Contract Suite 2026!',
        },
      })
      expectShape(answer, contract.AuthToken, 'auth/sign-up')
    })
  })
}
