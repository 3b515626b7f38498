import type { FastifyInstance } from 'fastify'
import { notFound, unprocessable } from '../errors.js'
import { formatItem } from '../repositories/format.js'
import type { Owner } from '../plugins/app/session.js'
import { lineStock, quantityRefusal, storedVariant } from './cart-line.js'

/** The schema's bound on any cart quantity. */
export const MAX_LINE_QUANTITY = 1000

/**
 * `customer/cart/update` with `quantity_delta`: a relative change that cannot lose
 * concurrent presses. The client sent an absolute quantity from its (possibly stale)
 * view, so of N simultaneous "+1"s most wrote the same number. Here the database adds
 * the delta to what it holds (cart repository `increment`), with the stock and the
 * cart limit of the item as it is now checked in the same UPDATE.
 */
export function createCartIncrement(app: FastifyInstance) {
  const repo = app.repos.carts
  const urls = { publicUrl: app.config.publicUrl }

  return async function increment(owner: Owner, cartId: number, delta: number): Promise<void> {
    const line = await repo.line(owner, cartId)
    if (!line) throw notFound('cart', 'Cart item not found')
    const { items, addOns } = await repo.items([line])
    const row = items.get(`${line.item_type}:${line.item_id}`)
    if (!row) throw notFound('item', 'Item not found')
    const item = formatItem(row, addOns, urls)
    const variant = storedVariant(item, line.variation)
    // The largest quantity the domain's rule keeps, enforced inside the one UPDATE.
    const stock = item.module_type === 'food' ? Infinity : lineStock(item, variant)
    const max = Math.min(MAX_LINE_QUANTITY, stock, item.maximum_cart_quantity || Infinity)
    if ((await repo.increment(owner, cartId, delta, max)) !== null) return
    const now = await repo.line(owner, cartId)
    if (!now) throw notFound('cart', 'Cart item not found')
    const wanted = now.quantity + delta
    if (wanted < 1) throw unprocessable('quantity_delta', 'The quantity cannot go below 1. Remove the line instead.')
    throw quantityRefusal(item, variant, wanted) ?? unprocessable('quantity_delta', `The quantity cannot exceed ${MAX_LINE_QUANTITY}.`)
  }
}
