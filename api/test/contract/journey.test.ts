import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { expectShape, targets, type ContractClient } from './client.js'
import * as contract from './schemas.js'
import { guestId, openSession, signIn } from './session.js'

interface Item {
  id: number
  slug: string
  name: string
  variations: unknown[]
  food_variations: unknown[]
}
interface CartLine {
  id: number
  quantity: number
  item: { id: number; module: { module_type: string } }
}

/** What a client written against the reference does with a cart: group it by the item's module. */
const groupByModule = (cart: CartLine[]) =>
  cart.reduce<Record<string, CartLine[]>>((groups, line) => {
    ;(groups[line.item.module.module_type] ??= []).push(line)
    return groups
  }, {})

/**
 * A third-party storefront's journey, reading only what the reference promises:
 * landing → location → module → home → item page → add to cart → sign in.
 * Every step uses what the earlier answers said, so a shape our own storefront
 * tolerates but the reference does not (a paged object where it promises an
 * array, a cart line without item.module) breaks it.
 */
for (const target of await targets()) {
  describe(`contract: a third-party client's journey (${target.name})`, { skip: target.skip }, () => {
    let client: ContractClient
    before(async () => {
      client = await target.open()
    })
    after(async () => {
      await client?.close()
    })

    test('landing → location → module → home → item page → add to cart → sign in', async () => {
      // landing and location: config's default location, then its zone and the zone's modules
      const session = await openSession(client)
      const grocery = session.headers('grocery')

      // home: banners, promotional banners, categories, popular items
      const home = await Promise.all([
        client.call({ path: 'banners', headers: grocery }),
        client.call({ path: 'other-banners', headers: grocery }),
        client.call({ path: 'categories', headers: grocery }),
        client.call({ path: 'items/popular?type=all&offset=1&limit=20', headers: grocery }),
      ])
      expectShape(home[0], contract.Banners, 'banners')
      const promo = expectShape<{ promotional_banner_url: string | null }>(home[1], contract.OtherBanners, 'other-banners')
      assert.match(promo.promotional_banner_url ?? '', /^https?:\/\//)
      expectShape(home[2], contract.CategoryList, 'categories')
      const { products } = expectShape<{ products: Item[] }>(home[3], contract.ItemPage, 'items/popular')
      const simple = products.filter((item) => item.variations.length === 0 && item.food_variations.length === 0)
      assert.ok(simple.length > 0, 'the home page lists an item without options')

      // item page: details by slug, and "more from this store" sliced as the reference's array
      const guest = String(await guestId(client))
      let added: CartLine[] | undefined
      for (const item of simple) {
        const details = expectShape<Item>(
          await client.call({ path: `items/details/${item.slug}`, headers: grocery }),
          contract.ItemDetails,
          'items/details',
        )
        assert.equal(details.id, item.id)
        const related = expectShape<Item[]>(
          await client.call({ path: `items/related-store-items/${item.id}`, headers: grocery }),
          contract.ItemArray,
          'items/related-store-items',
        )
        assert.ok(related.slice(0, 4).every((other) => other.id !== item.id))

        // add to cart as a guest; some items are outside their hours, so the client tries the next
        const answer = await client.call({
          method: 'POST',
          path: 'customer/cart/add',
          headers: grocery,
          payload: {
            guest_id: guest,
            item_id: item.id,
            model: 'Item',
            price: 0,
            quantity: 1,
            variation: [],
            add_on_ids: [],
            add_on_qtys: [],
          },
        })
        if (answer.status !== 200) continue
        added = expectShape<CartLine[]>(answer, contract.Cart, 'customer/cart/add')
        break
      }
      assert.ok(added, 'some item could be added to the cart')
      // the badge counts the lines of the current module: 0 here is the bug a client would show
      assert.equal(groupByModule(added).grocery?.length, 1)

      // sign in with the guest id: the guest cart joins the customer's, still grouped by module
      const token = await signIn(client, guest)
      const signedIn = expectShape<CartLine[]>(
        await client.call({ path: 'customer/cart/list', headers: session.headers('grocery', token) }),
        contract.Cart,
        'customer/cart/list',
      )
      const lines = groupByModule(signedIn).grocery ?? []
      assert.ok(
        lines.some((line) => line.item.id === added[0]?.item.id),
        'the guest line is in the signed-in cart',
      )
      for (const line of lines) {
        await client.call({
          method: 'DELETE',
          path: `customer/cart/remove-item?cart_id=${line.id}`,
          headers: session.headers('grocery', token),
        })
      }
    })
  })
}
