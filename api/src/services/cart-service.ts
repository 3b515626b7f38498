import type { FastifyInstance } from 'fastify'
import { CAMPAIGN_OVER_MESSAGE, checkCartStore, isCampaignRunning, itemAvailability, wallClock } from '@storefront/domain'
import { HttpError, conflict, notFound, unprocessable } from '../errors.js'
import type { CartLineRow, ItemType, NewCartLine } from '../repositories/cart-repository.js'
import { formatItem, type WireItem } from '../repositories/format.js'
import type { Owner } from '../plugins/app/session.js'
import { buildCartLine, type LineInput, type VariationInput } from './cart-line.js'

/** The request's module (moduleId header) and zones (zoneid header; null when absent). */
export interface CartScope {
  moduleId: number | null
  zoneIds: number[] | null
}

const itemNotFound = () => notFound('item', 'Item not found')
const cartLineNotFound = () => notFound('cart', 'Cart item not found')

/** Cart use cases: the rules of @storefront/domain (through cart-line.ts) applied to the owner's stored lines. */
export function createCartService(app: FastifyInstance) {
  const repo = app.repos.carts
  const urls = { publicUrl: app.config.publicUrl }

  /** The item as the wire shows it, with its store's active flag (not on the wire). */
  async function wireItem(itemId: number, itemType: ItemType): Promise<(WireItem & { storeActive: boolean }) | undefined> {
    const { items, addOns } = await repo.items([{ item_id: itemId, item_type: itemType }])
    const row = items.get(`${itemType}:${itemId}`)
    return row ? { ...formatItem(row, addOns, urls), storeActive: row.store_active } : undefined
  }

  /**
   * What an item must be to enter a cart: active, its store active (an inactive
   * store is closed), its store in one of the request's zones when the zoneid
   * header names them, its campaign running and its hours open (or schedulable).
   */
  function assertOrderable(item: WireItem & { storeActive: boolean }, zoneIds: number[] | null) {
    if (!item.status) throw itemNotFound()
    if (!item.storeActive) throw new HttpError(403, 'store_closed', 'This store is closed now. Its items cannot be added to the cart.')
    if (zoneIds && !zoneIds.includes(item.zone_id)) {
      throw new HttpError(403, 'zone', 'This store does not deliver to your area. Choose a store in your delivery zone.')
    }
    const clock = wallClock(app.config.timeZone, new Date())
    if (item.is_campaign && !isCampaignRunning(item, clock)) throw new HttpError(403, 'campaign', CAMPAIGN_OVER_MESSAGE)
    if (!itemAvailability(item, clock).canOrder) {
      throw new HttpError(403, 'item_unavailable', 'This item is not available right now.')
    }
  }

  /** Validates a line against the item as it is now and prices it; the client's price is never read. */
  function buildLine(item: WireItem, itemType: ItemType, input: LineInput): NewCartLine {
    return { module_id: item.module_id, store_id: item.store_id, item_id: item.id, item_type: itemType, ...buildCartLine(item, input) }
  }

  async function list(owner: Owner, moduleId: number | null) {
    const lines = await repo.lines(owner, moduleId)
    const { items, addOns } = await repo.items(lines)
    return lines.flatMap((line) => {
      const row = items.get(`${line.item_type}:${line.item_id}`)
      return row ? [wireLine(line, formatItem(row, addOns, urls))] : []
    })
  }

  function wireLine(line: CartLineRow, item: WireItem) {
    return {
      id: line.id,
      user_id: line.customer_id,
      module_id: line.module_id,
      module_type: item.module_type,
      store_id: line.store_id,
      item_id: line.item_id,
      is_guest: line.guest_ref !== null,
      add_on_ids: line.add_on_ids,
      add_on_qtys: line.add_on_qtys,
      add_ons: line.add_on_ids.flatMap((id, index) => {
        const addOn = item.add_ons.find((a) => a.id === id)
        return addOn ? [{ ...addOn, quantity: line.add_on_qtys[index] ?? 1 }] : []
      }),
      item_type: `App\\Models\\${line.item_type}`,
      model: line.item_type,
      price: line.price,
      unit_price: line.unit_price,
      quantity: line.quantity,
      variation: line.variation,
      created_at: line.created_at.toISOString(),
      updated_at: line.updated_at.toISOString(),
      item,
    }
  }

  return {
    list,

    async add(owner: Owner, scope: CartScope, input: LineInput & { item_id: number; model: ItemType }) {
      const { moduleId } = scope
      const item = await wireItem(input.item_id, input.model)
      if (!item) throw itemNotFound()
      if (moduleId !== null && item.module_id !== moduleId) {
        throw unprocessable('moduleId', 'This item belongs to another module than the one selected.')
      }
      assertOrderable(item, scope.zoneIds)
      const line = buildLine(item, input.model, input)
      await repo.withOwnerLock(owner, async (cart) => {
        if (!checkCartStore(await cart.lines(owner, line.module_id), line).ok) {
          throw conflict('cart_store', 'Your cart has items from another store. Clear the cart to add items from this store.')
        }
        if (await cart.duplicate(owner, line, null)) {
          throw conflict('cart_item', 'This item with the same variation is already in your cart. Update its quantity instead.')
        }
        await cart.insert(owner, line)
      })
      return list(owner, moduleId)
    },

    async update(owner: Owner, scope: CartScope, cartId: number, input: Partial<LineInput> & { quantity: number }) {
      const { moduleId } = scope
      const existing = await repo.line(owner, cartId)
      if (!existing) throw cartLineNotFound()
      const item = await wireItem(existing.item_id, existing.item_type)
      if (!item) throw itemNotFound()
      assertOrderable(item, scope.zoneIds)
      // omitted fields keep their stored value; food variations are stored in the input shape already
      const line = buildLine(item, existing.item_type, {
        quantity: input.quantity,
        variation: input.variation ?? (existing.variation as VariationInput[]),
        add_on_ids: input.add_on_ids ?? existing.add_on_ids,
        add_on_qtys: input.add_on_qtys ?? (input.add_on_ids ? undefined : existing.add_on_qtys),
      })
      await repo.withOwnerLock(owner, async (cart) => {
        if (!(await cart.line(owner, cartId))) throw cartLineNotFound()
        if (await cart.duplicate(owner, line, cartId)) {
          throw conflict('cart_item', 'This item with the same variation is already in your cart. Update its quantity instead.')
        }
        await cart.update(owner, cartId, line)
      })
      return list(owner, moduleId)
    },

    async remove(owner: Owner, moduleId: number | null, cartId: number) {
      if (!(await repo.remove(owner, cartId))) throw cartLineNotFound()
      return list(owner, moduleId)
    },

    async clear(owner: Owner, moduleId: number | null) {
      await repo.clear(owner, moduleId)
      return list(owner, moduleId)
    },
  }
}
