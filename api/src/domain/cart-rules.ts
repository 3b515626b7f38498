import { HttpError } from '../errors.js'
import type { FoodVariation, Variation } from '../repositories/format.js'

/**
 * The cart rules the server enforces and the prices it computes. Pure: the
 * same checks the storefront makes, but here they are the authority, and a
 * price sent by a client never enters the computation.
 */
export interface CartItem {
  name: string
  module_type: string
  price: number
  discount: number
  discount_type: string
  store_discount: number
  stock: number
  maximum_cart_quantity: number | null
  food_variations: FoodVariation[]
  variations: Variation[]
  choice_options: { title: string }[]
  add_ons: { id: number; name: string; price: number }[]
}

/** Food: chosen labels per group name. Other modules: the chosen variation type, or null. */
export type Selection = { kind: 'food'; groups: { name: string; labels: string[] }[] } | { kind: 'variant'; type: string | null }

export interface VariationInput {
  name?: string
  type?: string
  values?: unknown
}

export const messages = {
  outOfStock: 'Out of Stock',
  outOfLimits: 'Out of Limits',
  variationOutOfStock: 'This variation is out of stock. Choose another variation to proceed further.',
  required: (name: string) => `Variation ${name} can not remain without selection`,
  between: (name: string, min: number, max: number) =>
    `Selected variation named ${name} must be in between Minimum ${min} and Maximum ${max}`,
}

const invalid = (message: string) => new HttpError(422, 'variation', message)

function labelsOf(values: unknown): string[] {
  // accepted: {label: ["Large"]} (platform), ["Large"], [{label: "Large"}], "Large"
  const raw = Array.isArray(values) ? values
    : values && typeof values === 'object' && 'label' in values ? [(values as { label: unknown }).label].flat()
      : [values]
  return [...new Set(raw.map((v) => (v && typeof v === 'object' && 'label' in v ? (v as { label: unknown }).label : v))
    .filter((v): v is string => typeof v === 'string' && v.length > 0 && v.length <= 100))]
}

export function parseSelection(item: CartItem, input: VariationInput[] | undefined): Selection {
  const entries = input ?? []
  if (item.food_variations.length > 0 || item.module_type === 'food') {
    const groups = entries.filter((e) => typeof e.name === 'string').map((e) => ({ name: e.name!, labels: labelsOf(e.values) }))
    return { kind: 'food', groups }
  }
  const chosen = entries.find((e) => typeof e.type === 'string' && e.type.length > 0)
  return { kind: 'variant', type: chosen?.type ?? null }
}

/** Checks the choice against the item's groups and stock; returns the chosen non-food variation, if any. */
export function validateSelection(item: CartItem, selection: Selection, quantity: number): Variation | null {
  if (selection.kind === 'food') {
    for (const group of selection.groups) {
      const definition = item.food_variations.find((g) => g.name === group.name)
      if (!definition) throw invalid(`Variation ${group.name} does not exist for this item`)
      for (const label of group.labels) {
        const value = definition.values.find((v) => v.label === label)
        if (!value) throw invalid(`Option ${label} does not exist in variation ${group.name}`)
        if (value.stock === 0) throw new HttpError(403, 'variation_stock', messages.variationOutOfStock)
      }
    }
    for (const definition of item.food_variations) {
      const chosen = selection.groups.find((g) => g.name === definition.name)?.labels.length ?? 0
      const required = definition.required === 'on'
      if (required && chosen === 0) throw invalid(messages.required(definition.name))
      if (definition.type === 'single') {
        if (chosen > 1) throw invalid(messages.between(definition.name, 1, 1))
      } else if (chosen > 0 || required) {
        const min = Number.parseInt(String(definition.min), 10) || 0
        const max = Number.parseInt(String(definition.max), 10) || definition.values.length
        if (chosen < min || chosen > max) throw invalid(messages.between(definition.name, min, max))
      }
    }
    return null
  }
  if (item.variations.length === 0) return null
  const titles = item.choice_options.map((c) => c.title).join(', ') || 'option'
  if (selection.type === null) throw invalid(messages.required(titles))
  const variant = item.variations.find((v) => v.type === selection.type)
  if (!variant) throw invalid(`Variation ${selection.type} does not exist for this item`)
  if (variant.stock <= 0) throw new HttpError(403, 'variation_stock', messages.variationOutOfStock)
  if (quantity > variant.stock) throw new HttpError(403, 'stock', messages.outOfStock)
  return variant
}

export function checkQuantity(item: CartItem, quantity: number): void {
  // the food module does not track stock (module_config.food.stock is false)
  if (item.module_type !== 'food' && quantity > item.stock) throw new HttpError(403, 'stock', messages.outOfStock)
  if (item.maximum_cart_quantity && quantity > item.maximum_cart_quantity) {
    throw new HttpError(403, 'cart_item_limit', messages.outOfLimits)
  }
}

export interface ChosenAddOn { id: number; name: string; price: number; quantity: number }

export function chooseAddOns(item: CartItem, ids: number[] = [], quantities: number[] = []): ChosenAddOn[] {
  const seen = new Set<number>()
  return ids.flatMap((id, index) => {
    if (seen.has(id)) return []
    seen.add(id)
    const addOn = item.add_ons.find((a) => a.id === id)
    if (!addOn) throw new HttpError(422, 'add_on', `Add-on ${id} is not available for this item`)
    const quantity = quantities[index] ?? 1
    return quantity > 0 ? [{ id, name: addOn.name, price: addOn.price, quantity }] : []
  })
}

const round = (value: number) => Math.round(value * 100) / 100

/**
 * unit price = (item or variation price + chosen food options) minus the discount
 * (the store's discount when above 0, else the item's percent or amount);
 * line price = unit price x quantity + add-ons (each price x its quantity).
 */
export function priceLine(item: CartItem, selection: Selection, variant: Variation | null, addOns: ChosenAddOn[], quantity: number) {
  let base = variant ? variant.price : item.price
  if (selection.kind === 'food') {
    for (const group of selection.groups) {
      const definition = item.food_variations.find((g) => g.name === group.name)!
      for (const label of group.labels) base += Number(definition.values.find((v) => v.label === label)!.optionPrice) || 0
    }
  }
  const discount = item.store_discount > 0 ? (base * item.store_discount) / 100
    : item.discount_type === 'percent' ? (base * item.discount) / 100 : Math.min(item.discount, base)
  const unitPrice = round(Math.max(0, base - discount))
  const addOnsTotal = addOns.reduce((sum, a) => sum + a.price * a.quantity, 0)
  return { unitPrice, linePrice: round(unitPrice * quantity + addOnsTotal), addOnsTotal: round(addOnsTotal) }
}

/** The stored variation, in the platform's shapes: food [{name, values:{label:[...]}}], others [{type, price, stock}]. */
export function storedVariation(selection: Selection, variant: Variation | null) {
  if (selection.kind === 'food') {
    return selection.groups.filter((g) => g.labels.length).map((g) => ({ name: g.name, values: { label: g.labels } }))
  }
  return variant ? [{ type: variant.type, price: variant.price, stock: variant.stock }] : []
}

/** Canonical text of a choice, so "same item and same variation" can be found in SQL. */
export function variationKey(selection: Selection): string {
  if (selection.kind === 'variant') return selection.type ?? ''
  return selection.groups
    .filter((g) => g.labels.length)
    .map((g) => `${g.name}=${[...g.labels].sort().join('|')}`)
    .sort()
    .join(';')
}
