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

        test('item lists: most-reviewed, discounted, recommended, new-arrival, item-or-store-search', async () => {
          const h = headers()
          const reviewed = (await check('items/most-reviewed?type=all&offset=1&limit=10', contract.MostReviewedItems, h)) as {
            products: ListedItem[]
          }
          assert.ok(reviewed.products.length > 0, 'most-reviewed has seed data')
          await check('items/discounted?type=all&offset=1&limit=10', contract.ItemPage, h)
          const recommended = (await check('items/recommended?filter=all&offset=1&limit=15', contract.RecommendedItems, h)) as {
            items: ListedItem[]
            products: ListedItem[]
          }
          assert.deepEqual(recommended.products, recommended.items, 'products and items hold the same page')
          await check('items/new-arrival?type=all', contract.NewArrivalItems, h)
          const word = encodeURIComponent(reviewed.products[0]!.slug.split('-')[0] ?? '')
          const suggestions = (await check(`items/item-or-store-search?name=${word}`, contract.ItemOrStoreSearch, h)) as {
            items: unknown[]
          }
          assert.ok(suggestions.items.length > 0, `a suggestion for "${word}"`)
        })

        test('store lists: top-rated, discounted, search', async () => {
          const h = headers()
          const top = (await check('stores/top-rated?type=all&offset=1&limit=12', contract.StorePage, h)) as { stores: { name: string }[] }
          await check('stores/discounted?type=all&offset=1&limit=12', contract.StorePage, h)
          const word = encodeURIComponent(top.stores[0]?.name.split(' ')[0] ?? '')
          const found = (await check(`stores/search?name=${word}&offset=1&limit=12`, contract.StorePage, h)) as { total_size: number }
          assert.ok(found.total_size > 0, `a store named like "${word}"`)
        })

        test('a category: childes, items, stores', async () => {
          const h = headers()
          const categories = (await check('categories', contract.CategoryList, h)) as { id: number; childes_count: number }[]
          const parent = categories.find((category) => category.childes_count > 0)
          assert.ok(parent, 'some category has sub-categories')
          const childes = (await check(`categories/childes/${parent.id}`, contract.CategoryChildes, h)) as unknown[]
          assert.equal(childes.length, parent.childes_count)
          await check(`categories/items/${parent.id}?type=all&offset=1&limit=10`, contract.ItemPage, h)
          await check(`categories/stores/${parent.id}?type=all&offset=1&limit=10`, contract.StorePage, h)
        })

        test('campaigns/basic-campaign-details and brand/items', async () => {
          const [campaign] = (await check('campaigns/basic', contract.BasicCampaignList, headers())) as { id: number }[]
          assert.ok(campaign, 'a running basic campaign')
          await check(`campaigns/basic-campaign-details?basic_campaign_id=${campaign.id}`, contract.BasicCampaignDetails, headers())
          const [brand] = (await check('brand', contract.BrandList, headers('ecommerce'))) as { id: number }[]
          assert.ok(brand, 'an ecommerce brand')
          await check(`brand/items/${brand.id}?offset=1&limit=12`, contract.ItemPage, headers('ecommerce'))
        })

        test('pharmacy: common-condition, its items, items/common-conditions of a store', async () => {
          const h = headers('pharmacy')
          const [condition] = (await check('common-condition', contract.CommonConditionList, h)) as { id: number; items_count: number }[]
          assert.ok(condition, 'a common condition')
          const page = (await check(`common-condition/items/${condition.id}?offset=1&limit=20`, contract.ItemPage, h)) as {
            total_size: number
          }
          assert.equal(page.total_size, condition.items_count)
          const { stores } = (await check('stores/popular?type=all&offset=1&limit=12', contract.StorePage, h)) as {
            stores: { id: number }[]
          }
          const ofStore = (await check(`items/common-conditions?store_id=${stores[0]!.id}&offset=1&limit=10`, contract.ItemPage, h)) as {
            products: { store_id: number }[]
          }
          assert.ok(ofStore.products.every((item) => item.store_id === stores[0]!.id))
        })

        test('react-landing-page and newsletter/subscribe', async () => {
          await check('react-landing-page', contract.LandingPage, headers())
          const answer = await client.call({
            method: 'POST',
            path: 'newsletter/subscribe',
            headers: headers(),
            payload: { email: `contract-${role}-${Date.now()}@example.com` },
          })
          expectShape(answer, contract.Message, 'newsletter/subscribe')
        })

        test('config: geocode-api, place-api-autocomplete, place-api-details, distance-api', async () => {
          const h = headers()
          const { latitude: lat, longitude: lng } = h as { latitude: string; longitude: string }
          const geocode = (await check(`config/geocode-api?lat=${lat}&lng=${lng}`, contract.Geocode, h)) as {
            results: { formatted_address: string }[]
          }
          assert.ok(geocode.results[0], 'the default location has an address')
          const word = geocode.results[0].formatted_address.replace(/^Near /, '').split(/[ ,]/)[0] ?? ''
          const places = (await check(
            `config/place-api-autocomplete?search_text=${encodeURIComponent(word)}`,
            contract.PlaceAutocomplete,
            h,
          )) as {
            predictions: { place_id: string }[]
          }
          assert.ok(places.predictions[0], `a place for "${word}"`)
          await check(`config/place-api-details?placeid=${encodeURIComponent(places.predictions[0].place_id)}`, contract.PlaceDetails, h)
          const { stores } = (await check('stores/popular?type=all&offset=1&limit=12', contract.StorePage, h)) as {
            stores: { latitude: string | number; longitude: string | number }[]
          }
          const to = stores[0]!
          await check(
            `config/distance-api?origin_lat=${lat}&origin_lng=${lng}&destination_lat=${to.latitude}&destination_lng=${to.longitude}&mode=walking`,
            contract.Distance,
            h,
          )
        })

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

          test('customer/wish-list', async () => {
            const wished = (await check('customer/wish-list', contract.WishList, headers())) as { item: unknown[]; store: unknown[] }
            assert.ok(wished.item.length + wished.store.length > 0, 'the demo customer has wished items and stores')
          })

          test('customer/order/list and customer/order/details', async () => {
            const list = (await check('customer/order/list?limit=10&offset=1', contract.OrderList, headers())) as {
              orders: { id: number }[]
            }
            assert.ok(
              list.orders.some((order) => String(order.id) === String(customer.orderId)),
              'the list holds the tracked order',
            )
            await check(`customer/order/details?order_id=${customer.orderId}`, contract.OrderDetails, headers())
          })
        }

        test('customer/order/cancellation-reasons', async () => {
          const page = (await check(
            'customer/order/cancellation-reasons?offset=1&limit=10&type=customer',
            contract.CancellationReasonPage,
            headers(),
          )) as {
            data: { reason: string }[]
          }
          assert.ok(page.data.length > 0, 'reasons are seeded')
        })
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

    test('auth/logout: a message, and the token stops working', async () => {
      const own = await signIn(client)
      const headers = { authorization: `Bearer ${own}` }
      expectShape(await client.call({ method: 'POST', path: 'auth/logout', headers }), contract.Message, 'auth/logout')
      assert.equal((await client.call({ path: 'customer/info', headers })).status, 401)
    })
  })
}
