import {
  checkQuantity,
  chosenVariation,
  firstVariationIssue,
  formatRuleMessage,
  priceCartLine,
  variationKey,
  variationStockIssue,
  VARIATION_REQUIRED_MESSAGE,
  type CartRefusalReason,
  type PricedItem,
} from '@storefront/domain'
import { HttpError } from '../errors.js'
import type { FoodVariation, Variation } from '../repositories/format.js'

/**
 * A cart line from a request, checked against the item as it is now and priced.
 * The rules (variation groups, variation stock, stock and limit, the price) are
 * @storefront/domain's, the same code the storefront runs; this file only reads
 * the payload and turns a broken rule into the API's error. A price sent by a
 * client never enters the computation.
 */
export interface CartItem extends PricedItem {
  module_type: string
  stock: number
  maximum_cart_quantity: number | null
  food_variations: FoodVariation[]
  variations: Variation[]
  choice_options: { title: string }[]
  add_ons: { id: number; price: number }[]
}

export interface VariationInput {
  name?: string
  type?: string
  values?: unknown
}

export interface LineInput {
  quantity: number
  variation?: VariationInput[]
  add_on_ids?: number[]
  add_on_qtys?: number[]
}

export interface PricedCartLine {
  quantity: number
  /** As stored and listed: food [{name, values:{label:[...]}}], others [{type, price, stock}]. */
  variation: unknown[]
  variation_key: string
  add_on_ids: number[]
  add_on_qtys: number[]
  unit_price: number
  price: number
}

const invalid = (message: string) => new HttpError(422, 'variation', message)
const variationOutOfStock = (message: string) => new HttpError(403, 'variation_stock', message)
const refusalCodes: Record<Exclude<CartRefusalReason, 'other-store'>, string> = {
  'Out of Stock': 'stock',
  'Out of Limits': 'cart_item_limit',
}

function labelsOf(values: unknown): string[] {
  // accepted: {label: ["Large"]} (platform), ["Large"], [{label: "Large"}], "Large"
  const raw = Array.isArray(values)
    ? values
    : values && typeof values === 'object' && 'label' in values
      ? [(values as { label: unknown }).label].flat()
      : [values]
  return [
    ...new Set(
      raw
        .map((v) => (v && typeof v === 'object' && 'label' in v ? (v as { label: unknown }).label : v))
        .filter((v): v is string => typeof v === 'string' && v.length > 0 && v.length <= 100),
    ),
  ]
}

/**
 * Food: the groups chosen, each known to the item, in the stored shape. Entries
 * naming the same group are merged before the rules run: a single group sent
 * twice (one label each) is two choices, and a multi group split over several
 * entries counts every label, so neither slips past min, max or "exactly one".
 */
function foodVariation(item: CartItem, input: VariationInput[]) {
  const merged = new Map<string, string[]>()
  for (const entry of input) {
    if (typeof entry.name !== 'string') continue
    merged.set(entry.name, [...new Set([...(merged.get(entry.name) ?? []), ...labelsOf(entry.values)])])
  }
  const groups = [...merged].map(([name, label]) => ({ name, values: { label } }))
  for (const group of groups) {
    const definition = item.food_variations.find((g) => g.name === group.name)
    if (!definition) throw invalid(`Variation ${group.name} does not exist for this item`)
    for (const label of group.values.label) {
      const value = definition.values.find((v) => v.label === label)
      if (!value) throw invalid(`Option ${label} does not exist in variation ${group.name}`)
      const outOfStock = variationStockIssue(value)
      if (outOfStock) throw variationOutOfStock(outOfStock.message)
    }
  }
  const issue = firstVariationIssue(item.food_variations, Object.fromEntries(groups.map((g) => [g.name, g.values.label])))
  if (issue) throw invalid(formatRuleMessage(issue))
  return groups.filter((g) => g.values.label.length > 0)
}

/** Other modules: the one variation chosen by type, required when the item has any. */
function typedVariation(item: CartItem, input: VariationInput[]) {
  if (item.variations.length === 0) return null
  const type = input.find((entry) => typeof entry.type === 'string' && entry.type.length > 0)?.type
  if (type === undefined) {
    const name = item.choice_options.map((c) => c.title).join(', ') || 'option'
    throw invalid(formatRuleMessage({ message: VARIATION_REQUIRED_MESSAGE, vars: { name } }))
  }
  const variant = item.variations.find((v) => v.type === type)
  if (!variant) throw invalid(`Variation ${type} does not exist for this item`)
  const outOfStock = variationStockIssue(variant)
  if (outOfStock) throw variationOutOfStock(outOfStock.message)
  return variant
}

/** The add-ons named, each once and known to the item; a quantity of 0 leaves it out. One named twice is refused, not merged. */
function chooseAddOns(item: CartItem, ids: number[] = [], quantities: number[] = []) {
  const seen = new Set<number>()
  return ids.flatMap((id, index) => {
    if (seen.has(id)) throw new HttpError(422, 'add_on', `Add-on ${id} is sent more than once`)
    seen.add(id)
    if (!item.add_ons.some((a) => a.id === id)) throw new HttpError(422, 'add_on', `Add-on ${id} is not available for this item`)
    const quantity = quantities[index] ?? 1
    return quantity > 0 ? [{ id, quantity }] : []
  })
}

/** The stock a line's quantity is held to: the chosen variation's, else the item's (the domain ignores it for food). */
export function lineStock(item: CartItem, variant: Variation | null): number {
  return variant?.stock ?? item.stock
}

/**
 * The domain's stock and cart-limit rule as the API's error, or null when the
 * quantity may be kept. The storefront only warns about the food module's
 * limit; the server refuses every broken rule.
 */
export function quantityRefusal(item: CartItem, variant: Variation | null, quantity: number): HttpError | null {
  const check = checkQuantity({
    moduleType: item.module_type,
    stock: lineStock(item, variant),
    maximumCartQuantity: item.maximum_cart_quantity,
    quantity,
  })
  return !check.ok && check.reason !== 'other-store' ? new HttpError(403, refusalCodes[check.reason], check.reason) : null
}

/** The variation a stored line holds (others than food), as the item defines it now. */
export function storedVariant(item: CartItem, stored: unknown[]): Variation | null {
  return chosenVariation(stored, item.variations) ?? null
}

export function buildCartLine(item: CartItem, input: LineInput): PricedCartLine {
  const entries = input.variation ?? []
  const isFood = item.food_variations.length > 0 || item.module_type === 'food'
  const variant = isFood ? null : typedVariation(item, entries)
  const variation = isFood
    ? foodVariation(item, entries)
    : variant
      ? [{ type: variant.type, price: variant.price, stock: variant.stock }]
      : []
  const refusal = quantityRefusal(item, variant, input.quantity)
  if (refusal) throw refusal
  const addOns = chooseAddOns(item, input.add_on_ids, input.add_on_qtys)
  const line = {
    quantity: input.quantity,
    variation,
    add_on_ids: addOns.map((a) => a.id),
    add_on_qtys: addOns.map((a) => a.quantity),
  }
  const { unitPrice, total } = priceCartLine({ ...line, item })
  return { ...line, variation_key: variationKey(variation), unit_price: unitPrice, price: total }
}
