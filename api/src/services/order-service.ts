import { createHash, randomBytes, randomInt } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import {
  CAMPAIGN_OVER_MESSAGE,
  SCHEDULE_CLOSED_MESSAGE,
  STORE_CLOSED_MESSAGE,
  computeBill,
  distanceKm,
  formatRuleMessage,
  isCampaignRunning,
  isStoreOpenAt,
  isValidScheduleAt,
  itemAvailability,
  lineAddOnsTotal,
  lineBasePrice,
  minimumOrderIssue,
  parcelCharge,
  parcelTotal,
  parseScheduleAt,
  paymentIssue,
  priceCartLine,
  wallClock,
  type Bill,
  type CheckoutPaymentMethod,
  type CouponTerms,
  type ParcelChargePayer,
} from '@storefront/domain'
import { HttpError, conflict, forbidden, notFound, unauthenticated, unprocessable } from '../errors.js'
import type { Owner } from '../plugins/app/session.js'
import type { ItemType } from '../repositories/cart-repository.js'
import { formatItem, type StoreRow, type WireItem } from '../repositories/format.js'
import type { ZoneRow } from '../repositories/geo-repository.js'
import type { CouponRow, NewOrderDetail, ZoneTermsRow } from '../repositories/order-placement-repository.js'
import { buildCartLine, storedVariant, type LineInput, type VariationInput } from './cart-line.js'
import { createPhoneService } from './phone-service.js'

export type OrderSource = 'cart' | 'buy_now' | 'campaign'

export interface ContactInput {
  contact_person_name?: string
  contact_person_number?: string
  contact_person_email?: string
}

export interface AddressInput extends ContactInput {
  address?: string
  latitude?: number
  longitude?: number
  address_type?: string
  road?: string
  house?: string
  floor?: string
  additional_information?: string
}

export interface BuyNowLine {
  item_id: number
  item_type?: 'Item' | 'ItemCampaign'
  quantity: number
  variation?: VariationInput[]
  add_on_ids?: number[]
  add_on_qtys?: number[]
}

export interface PlaceOrderInput extends AddressInput {
  order_type: 'delivery' | 'take_away'
  payment_method: CheckoutPaymentMethod
  store_id: number
  source?: OrderSource
  cart?: BuyNowLine[]
  schedule_at?: string | null
  coupon_code?: string
  dm_tips?: number
  order_note?: string
  delivery_instruction?: string
  cutlery?: boolean
  order_amount?: number
  guest_id?: string
  callback?: string
}

/** The receiver of a parcel: who gets it and where (6ammart-api: receiver_details). */
export interface ReceiverInput {
  contact_person_name?: string
  contact_person_number?: string
  address?: string
  latitude?: number
  longitude?: number
  road?: string
  house?: string
  floor?: string
}

/** A parcel order: the top-level address is the sender's (pick-up); no store and no lines. */
export interface PlaceParcelInput extends AddressInput {
  order_type: 'parcel'
  payment_method: CheckoutPaymentMethod
  parcel_category_id: number
  charge_payer: ParcelChargePayer
  receiver_details: ReceiverInput
  dm_tips?: number
  order_note?: string
  order_amount?: number
  guest_id?: string
}

/** What sending a parcel costs (parcel/charge): the distance between sender and receiver and the charge for it. */
export interface ParcelQuote {
  distance: number
  per_km_shipping_charge: number
  minimum_shipping_charge: number
  delivery_charge: number
  zone_id: number
  module_id: number
}

interface ParcelZones {
  sender: ZoneRow[]
  receiver: ZoneRow[]
}

export interface OrderCaller {
  owner: Owner
  moduleId: number | null
  idempotencyKey: string | null
}

export interface OrderPlaced {
  message: string
  order_id: number
  total_ammount: number
  status: number
  created_at: string
  user_id: number | null
  payment_method: string
  payment_url: string | null
}

/** A priced line of the order: the item as it is now and the checked choice. */
interface OrderLine {
  item: WireItem
  itemType: ItemType
  quantity: number
  variation: unknown[]
  add_on_ids: number[]
  add_on_qtys: number[]
  /** The variation type whose stock the line takes (other modules than food). */
  variationType: string | null
}

interface Located {
  zoneIds: number[]
  phone: string | null
}

export const ORDER_AMOUNT_CHANGED = 'The order total has changed. Please review your order.'
export const ORDER_PLACED_MESSAGE = 'Order placed successfully'
const GUEST_CHECKOUT_OFF = 'Guest checkout is not available. Please sign in to place your order.'
const EMPTY_CART = 'Your cart is empty'
const OUTSIDE_ZONE = 'The delivery address is outside the area this store delivers to.'
export const PARCEL_SENDER_OUTSIDE = 'Parcels are not picked up at this address yet.'
export const PARCEL_RECEIVER_OUTSIDE = 'The receiver’s address is outside the area we deliver parcels to.'
export const RECEIVER_PAYS_CASH = 'When the receiver pays, the charge is paid in cash on delivery.'

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')
const flag = (value: unknown) => value === true || value === 1 || value === '1'

/** Why a coupon cannot be used here (coupon/apply's answers: 404, 406 limit, 407 expired, 403 not eligible), or null. */
export function couponRefusal(
  coupon: CouponRow | undefined,
  scope: { storeId: number; moduleId: number; zoneId: number; customerId: number | null; uses: number },
): HttpError | null {
  if (!coupon || !coupon.status) return notFound('coupon', 'Coupon not found')
  if (coupon.expired) return new HttpError(407, 'coupon', 'This coupon has expired')
  if (!coupon.running) return forbidden('coupon', 'This coupon is not valid yet')
  if (coupon.module_id !== scope.moduleId) return forbidden('coupon', 'This coupon is not valid for this store')
  const ids = (coupon.data ?? []).map(Number)
  if (coupon.coupon_type === 'store_wise' && coupon.store_id !== scope.storeId && !ids.includes(scope.storeId)) {
    return forbidden('coupon', 'This coupon is not valid for this store')
  }
  if (coupon.store_id !== null && coupon.store_id !== scope.storeId) return forbidden('coupon', 'This coupon is not valid for this store')
  if (coupon.coupon_type === 'zone_wise' && !ids.includes(scope.zoneId)) return forbidden('coupon', 'This coupon is not valid in your area')
  const customers = (coupon.customer_ids ?? []).map(String)
  if (!customers.includes('all') && (scope.customerId === null || !customers.includes(String(scope.customerId)))) {
    return forbidden('coupon', 'This coupon is not available for you')
  }
  if (coupon.coupon_type === 'first_order' && scope.customerId === null) return forbidden('coupon', 'This coupon is not available for you')
  if (coupon.limit_per_user !== null && coupon.limit_per_user > 0 && scope.uses >= coupon.limit_per_user) {
    return new HttpError(406, 'coupon', 'You have reached the limit of uses of this coupon')
  }
  return null
}

export const couponTerms = (coupon: CouponRow): CouponTerms => ({
  discount: coupon.discount,
  discount_type: coupon.discount_type,
  min_purchase: coupon.min_purchase,
  max_discount: coupon.max_discount,
  coupon_type: coupon.coupon_type,
})

/**
 * Placing an order. Every amount is computed here from the database with
 * @storefront/domain's computeBill, the rule the checkout shows; what the
 * client sends as a price is never used, and a total that differs from the
 * client's is refused so nobody pays what they did not see. One transaction
 * under the owner's lock: the idempotency key, the stock, the wallet, the
 * order, its lines and the emptied cart commit together or not at all.
 */
export function createOrderService(app: FastifyInstance) {
  const repo = app.repos.orderPlacement
  type Orders = Parameters<Parameters<typeof repo.withOwnerLock>[1]>[0]
  const phones = createPhoneService(app)
  const urls = { publicUrl: app.config.publicUrl }

  async function business() {
    return (await app.repos.settings.setting<Record<string, unknown>>('business')) ?? {}
  }

  async function itemFor(orders: Orders, itemId: number, itemType: ItemType): Promise<WireItem | undefined> {
    const { items, addOns } = await orders.items([{ item_id: itemId, item_type: itemType }])
    const row = items.get(`${itemType}:${itemId}`)
    return row ? formatItem(row, addOns, urls) : undefined
  }

  /** A line as the cart service checks one: the item orderable now, the choice valid, priced by the domain. */
  function checkedLine(item: WireItem, itemType: ItemType, input: LineInput, scheduled: boolean): OrderLine {
    if (!item.status) throw notFound('item', 'Item not found')
    const clock = wallClock(app.config.timeZone, new Date())
    if (item.is_campaign && !isCampaignRunning(item, clock)) throw forbidden('campaign', CAMPAIGN_OVER_MESSAGE)
    const availability = itemAvailability(item, clock)
    if (!availability.available && !(availability.canSchedule && scheduled)) {
      throw forbidden('item_unavailable', `${item.name}: this item is not available right now.`)
    }
    const line = buildCartLine(item, input)
    const variant = item.food_variations.length > 0 || item.module_type === 'food' ? null : storedVariant(item, line.variation)
    return {
      item,
      itemType,
      quantity: line.quantity,
      variation: line.variation,
      add_on_ids: line.add_on_ids,
      add_on_qtys: line.add_on_qtys,
      variationType: variant?.type ?? null,
    }
  }

  function detailOf(line: OrderLine, taxPercent: number, taxIncluded: boolean): NewOrderDetail {
    const base = lineBasePrice(line)
    const { unitPrice } = priceCartLine(line)
    const addOns = line.add_on_ids.map((id, index) => {
      const addOn = line.item.add_ons.find((a) => a.id === id)!
      return { id, name: addOn.name, price: addOn.price, quantity: line.add_on_qtys[index] ?? 1 }
    })
    const lineTotal = unitPrice * line.quantity
    return {
      item_id: line.itemType === 'Item' ? line.item.id : null,
      item_campaign_id: line.itemType === 'ItemCampaign' ? line.item.id : null,
      item_details: {
        id: line.item.id,
        name: line.item.name,
        image: line.item.image,
        image_full_url: line.item.image_full_url,
        price: line.item.price,
        store_id: line.item.store_id,
        module_id: line.item.module_id,
        module_type: line.item.module_type,
        unit_type: line.item.unit_type,
        veg: line.item.veg,
      },
      variation: line.variation,
      add_ons: addOns,
      price: base,
      quantity: line.quantity,
      discount_on_item: Math.round((base - unitPrice) * 100) / 100,
      tax_amount: Math.round((taxIncluded ? lineTotal - lineTotal / (1 + taxPercent / 100) : (lineTotal * taxPercent) / 100) * 100) / 100,
      total_add_on_price: lineAddOnsTotal(line),
    }
  }

  /** The owner's checked lines: the stored cart of the store, or the one Buy Now / Order Now line. */
  async function orderLines(
    orders: Orders,
    caller: OrderCaller,
    input: PlaceOrderInput,
    store: StoreRow,
    scheduled: boolean,
  ): Promise<OrderLine[]> {
    const source = input.source ?? 'cart'
    if (source === 'cart') {
      const stored = await orders.cartLines(caller.owner, store.module_id)
      if (stored.length === 0) throw unprocessable('cart', EMPTY_CART)
      if (stored.some((line) => line.store_id !== store.id)) {
        throw conflict('cart_store', 'Your cart has items from another store. Clear the cart to add items from this store.')
      }
      const lines: OrderLine[] = []
      for (const row of stored) {
        const item = await itemFor(orders, row.item_id, row.item_type)
        if (!item) throw notFound('item', 'An item in your cart is no longer sold. Remove it and try again.')
        lines.push(
          checkedLine(
            item,
            row.item_type,
            {
              quantity: row.quantity,
              variation: row.variation as VariationInput[],
              add_on_ids: row.add_on_ids,
              add_on_qtys: row.add_on_qtys,
            },
            scheduled,
          ),
        )
      }
      return lines
    }
    const [wanted, ...more] = input.cart ?? []
    if (!wanted || more.length > 0) throw unprocessable('cart', 'Buy Now and Order Now take exactly one item.')
    const itemType: ItemType = source === 'campaign' ? 'ItemCampaign' : (wanted.item_type ?? 'Item')
    if (source === 'campaign' && caller.owner.kind !== 'customer') throw unauthenticated()
    if (itemType === 'ItemCampaign' && source !== 'campaign') throw unprocessable('cart', 'A campaign item is ordered with Order Now.')
    const item = await itemFor(orders, wanted.item_id, itemType)
    if (!item) throw notFound('item', 'Item not found')
    if (item.store_id !== store.id) throw unprocessable('store_id', 'This item is not sold by this store.')
    return [checkedLine(item, itemType, wanted, scheduled)]
  }

  /** Contact and delivery address, checked; the phone in E.164 as every phone is stored. */
  /** Without a store (a parcel's sender) the address is checked but neither zoned nor measured here. */
  async function deliveryAddress(input: PlaceOrderInput, caller: OrderCaller, store: StoreRow | null, where: Located) {
    const { zoneIds, phone } = where
    const name = input.contact_person_name?.trim() ?? ''
    const number = input.contact_person_number?.trim() ?? ''
    const email = input.contact_person_email?.trim() || null
    const isGuest = caller.owner.kind === 'guest'
    if (!name) throw unprocessable('contact_person_name', 'Name is required')
    if (!number) throw unprocessable('contact_person_number', 'Phone Number is required')
    if (isGuest && !email) throw unprocessable('contact_person_email', 'Email is required')
    if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
      throw unprocessable('contact_person_email', 'Please enter a valid email address')
    if (!phone) throw unprocessable('contact_person_number', 'Please enter a valid phone number')
    const contact = { contact_person_name: name, contact_person_number: phone, contact_person_email: email }
    if (input.order_type === 'take_away') {
      return { address: { ...contact, address_type: 'take_away', address: store?.address }, distance: 0 }
    }
    const address = input.address?.trim() ?? ''
    if (!address) throw unprocessable('address', 'Address is required')
    if (input.latitude === undefined || input.longitude === undefined) throw unprocessable('latitude', 'Your delivery location is needed')
    if (store && !zoneIds.includes(store.zone_id)) throw forbidden('zone', OUTSIDE_ZONE)
    const distance = store ? distanceKm({ lat: store.latitude, lng: store.longitude }, { lat: input.latitude, lng: input.longitude }) : 0
    return {
      address: {
        ...contact,
        address_type: input.address_type?.trim() || 'others',
        address,
        latitude: String(input.latitude),
        longitude: String(input.longitude),
        road: input.road?.trim() || null,
        house: input.house?.trim() || null,
        floor: input.floor?.trim() || null,
        additional_information: input.additional_information?.trim() || null,
      },
      distance,
    }
  }

  /**
   * What depends on the request alone, read before the order's transaction (PGlite has one
   * connection, which the transaction holds): the zones of the delivery point, the phone in E.164.
   */
  async function locate(input: PlaceOrderInput): Promise<Located> {
    const number = input.contact_person_number?.trim()
    const delivery = input.order_type === 'delivery' && input.latitude !== undefined && input.longitude !== undefined
    return {
      zoneIds: delivery ? (await app.repos.geo.zonesAt(input.latitude!, input.longitude!)).map((zone) => zone.id) : [],
      phone: number ? await phones.normalise(number) : null,
    }
  }

  /** The storefront page to return to after the payment page: only on one of the storefront's own origins. */
  function safeCallback(callback: string | undefined): string | null {
    if (!callback) return null
    try {
      const url = new URL(callback)
      if ((url.protocol === 'http:' || url.protocol === 'https:') && app.config.corsOrigins.includes(url.origin)) return url.href
    } catch {
      // not a URL
    }
    throw unprocessable('callback', 'The return address is not one of this storefront’s pages.')
  }

  function billFor(
    lines: OrderLine[],
    input: PlaceOrderInput,
    settings: Record<string, unknown>,
    store: StoreRow,
    zone: ZoneTermsRow,
    distance: number,
    coupon: CouponRow | null,
  ): Bill {
    return computeBill({
      lines,
      orderType: input.order_type,
      distanceKm: distance,
      store,
      zone,
      freeDeliveryOver: settings.free_delivery_over as number | null,
      taxIncluded: flag(settings.tax_included),
      coupon: coupon ? couponTerms(coupon) : null,
      tips: flag(settings.dm_tips_status) ? (input.dm_tips ?? 0) : 0,
      additionalCharge: flag(settings.additional_charge_status) ? Number(settings.additional_charge) || 0 : 0,
    })
  }

  function checkOrderType(input: PlaceOrderInput, settings: Record<string, unknown>, store: StoreRow) {
    if (input.order_type === 'delivery' && (!store.delivery || settings.home_delivery_status === 0)) {
      throw forbidden('order_type', 'This store does not deliver. Choose take-away.')
    }
    if (input.order_type === 'take_away' && (!store.take_away || settings.takeaway_status === 0)) {
      throw forbidden('order_type', 'This store does not offer take-away.')
    }
  }

  /** The wall-clock schedule, checked against the store's hours; null for "now", which needs the store open. */
  function checkSchedule(input: PlaceOrderInput, settings: Record<string, unknown>, store: StoreRow): string | null {
    const clock = wallClock(app.config.timeZone, new Date())
    if (input.schedule_at) {
      if (!store.schedule_order || !flag(settings.schedule_order)) {
        throw forbidden('schedule_at', 'This store does not take scheduled orders.')
      }
      const at = parseScheduleAt(input.schedule_at)
      if (!at) throw unprocessable('schedule_at', 'The chosen time is not valid.')
      if (!isValidScheduleAt(store, at, clock)) throw forbidden('schedule_at', SCHEDULE_CLOSED_MESSAGE)
      return `${at.date} ${at.time}`
    }
    if (!isStoreOpenAt(store, clock)) throw forbidden('store_closed', STORE_CLOSED_MESSAGE)
    return null
  }

  /**
   * Runs one placement under the owner's lock, once per Idempotency-Key: a key already used
   * for the same request answers the stored answer, for another request 409. `answerPlaced`
   * stores the answer for the key.
   */
  async function placeOnce(caller: OrderCaller, requestHash: string, work: (orders: Orders) => Promise<OrderPlaced>): Promise<OrderPlaced> {
    return repo.withOwnerLock(caller.owner, async (orders) => {
      if (caller.idempotencyKey) {
        const claim = await orders.claimKey(caller.owner, caller.idempotencyKey, requestHash)
        if (!claim.claimed) {
          if (claim.hash !== requestHash) throw conflict('idempotency_key', 'This Idempotency-Key was already used for another order.')
          return claim.response as OrderPlaced
        }
      }
      return work(orders)
    })
  }

  /** The placement's answer (with the payment page's address for digital payment), kept for the idempotency key. */
  async function answerPlaced(
    orders: Orders,
    caller: OrderCaller,
    created: { id: number; created_at: Date },
    total: number,
    paymentMethod: string,
    paymentToken: string | null,
  ): Promise<OrderPlaced> {
    const answer: OrderPlaced = {
      message: ORDER_PLACED_MESSAGE,
      order_id: created.id,
      total_ammount: total,
      status: 200,
      created_at: created.created_at.toISOString(),
      user_id: caller.owner.kind === 'customer' ? caller.owner.customerId : null,
      payment_method: paymentMethod,
      payment_url: paymentToken
        ? `${app.config.publicUrl}/payment-mobile?${new URLSearchParams({ order_id: String(created.id), token: paymentToken })}`
        : null,
    }
    if (caller.idempotencyKey) await orders.saveAnswer(caller.owner, caller.idempotencyKey, created.id, answer)
    return answer
  }

  async function place(caller: OrderCaller, input: PlaceOrderInput): Promise<OrderPlaced> {
    const settings = await business()
    if (caller.owner.kind === 'guest' && Number(settings.guest_checkout_status) !== 1) throw forbidden('guest_checkout', GUEST_CHECKOUT_OFF)
    const requestHash = sha256(JSON.stringify({ ...input, guest_id: undefined }))
    const callback = input.payment_method === 'digital_payment' ? safeCallback(input.callback) : null
    const located = await locate(input)

    return placeOnce(caller, requestHash, async (orders) => {
      const store = await orders.store(input.store_id)
      if (!store || !store.active) throw forbidden('store', 'This store is not taking orders right now.')
      if (caller.moduleId !== null && store.module_id !== caller.moduleId) {
        throw unprocessable('moduleId', 'This store belongs to another module than the one selected.')
      }
      checkOrderType(input, settings, store)
      const scheduleAt = checkSchedule(input, settings, store)
      const lines = await orderLines(orders, caller, input, store, scheduleAt !== null)
      const { address, distance } = await deliveryAddress(input, caller, store, located)
      const zone = await orders.zoneTerms(store.zone_id, store.module_id)
      if (!zone) throw forbidden('zone', OUTSIDE_ZONE)

      const customerId = caller.owner.kind === 'customer' ? caller.owner.customerId : null
      let coupon: CouponRow | null = null
      if (input.coupon_code?.trim()) {
        const code = input.coupon_code.trim()
        const found = await orders.couponByCode(code)
        const uses = await orders.couponUses(caller.owner, code)
        const refusal = couponRefusal(found, { storeId: store.id, moduleId: store.module_id, zoneId: store.zone_id, customerId, uses })
        if (refusal) throw refusal
        coupon = found!
      }
      const bill = billFor(lines, input, settings, store, zone, distance, coupon)
      if (bill.couponIssue) {
        throw forbidden('coupon', `${formatRuleMessage(bill.couponIssue)} ${Number(bill.couponIssue.vars.amount).toFixed(2)}`)
      }
      const minimum = minimumOrderIssue(bill.subtotal, store.minimum_order)
      if (minimum) throw forbidden('minimum_order', formatRuleMessage(minimum))
      if (input.order_amount !== undefined && Math.abs(input.order_amount - bill.total) > 0.005) {
        throw conflict('order_amount', ORDER_AMOUNT_CHANGED)
      }
      const payment = paymentIssue(input.payment_method, bill.total, {
        cashOnDelivery: flag(settings.cash_on_delivery) && zone.cash_on_delivery,
        maximumCodOrderAmount: zone.maximum_cod_order_amount,
        digitalPayment: flag(settings.digital_payment) && zone.digital_payment,
        wallet: customerId !== null && flag(settings.customer_wallet_status),
        walletBalance: customerId !== null ? await orders.walletBalance(customerId) : 0,
      })
      if (payment) throw forbidden('payment_method', formatRuleMessage(payment))

      for (const line of lines) {
        const trackStock = line.item.module_type !== 'food'
        if (!(await orders.takeStock(line.item.id, line.itemType === 'ItemCampaign', line.quantity, line.variationType, trackStock))) {
          throw forbidden('stock', `${line.item.name}: Out of Stock`)
        }
      }
      const paymentToken = input.payment_method === 'digital_payment' ? randomBytes(24).toString('base64url') : null
      const created = await orders.insertOrder({
        owner: caller.owner,
        storeId: store.id,
        moduleId: store.module_id,
        zoneId: store.zone_id,
        source: input.source ?? 'cart',
        orderType: input.order_type,
        paymentMethod: input.payment_method,
        paymentStatus: input.payment_method === 'wallet' ? 'paid' : 'unpaid',
        amounts: {
          order_amount: bill.total,
          delivery_charge: bill.deliveryFee,
          original_delivery_charge: bill.originalDeliveryFee,
          coupon_discount_amount: bill.couponDiscount,
          store_discount_amount: bill.discount,
          total_tax_amount: bill.tax,
          tax_status: bill.taxIncluded ? 'included' : 'excluded',
          additional_charge: bill.additionalCharge,
          dm_tips: bill.tips,
        },
        coupon: coupon ? { code: coupon.code, title: coupon.title } : null,
        deliveryAddress: address,
        distance,
        scheduleAt,
        timeZone: app.config.timeZone,
        otp: String(randomInt(1000, 10000)),
        orderNote: input.order_note?.trim() || null,
        deliveryInstruction: input.delivery_instruction?.trim() || null,
        cutlery: Boolean(input.cutlery),
        paymentTokenHash: paymentToken ? sha256(paymentToken) : null,
        callback,
      })
      await orders.insertDetails(
        created.id,
        lines.map((line) => detailOf(line, Number(store.tax) || 0, bill.taxIncluded)),
      )
      if (input.payment_method === 'wallet' && !(await orders.debitWallet(customerId!, bill.total, `order:${created.id}`))) {
        throw forbidden('payment_method', 'Your wallet balance is not enough to pay for this order')
      }
      if ((input.source ?? 'cart') === 'cart') await orders.clearCart(caller.owner, store.module_id, store.id)

      return answerPlaced(orders, caller, created, bill.total, input.payment_method, paymentToken)
    })
  }

  /**
   * A prescription order (pharmacy stores that take them): no lines yet, the store prices
   * the images later, so the customer pays the delivery fee and tip now and the rest on
   * delivery; cash on delivery only. The images are stored with the order.
   */
  async function placePrescription(
    caller: OrderCaller,
    input: PlaceOrderInput,
    files: { contentType: string; bytes: Buffer }[],
  ): Promise<OrderPlaced> {
    const settings = await business()
    if (caller.owner.kind === 'guest' && Number(settings.guest_checkout_status) !== 1) throw forbidden('guest_checkout', GUEST_CHECKOUT_OFF)
    if (!flag(settings.prescription_order_status)) throw forbidden('prescription', 'Prescription orders are not available.')
    if (input.payment_method !== 'cash_on_delivery') throw forbidden('payment_method', 'A prescription order is paid on delivery.')
    const located = await locate(input)
    const requestHash = sha256(
      JSON.stringify({ ...input, guest_id: undefined, files: files.map((file) => createHash('sha256').update(file.bytes).digest('hex')) }),
    )
    return placeOnce(caller, requestHash, async (orders) => {
      const store = await orders.store(input.store_id)
      if (!store || !store.active) throw forbidden('store', 'This store is not taking orders right now.')
      if (!store.prescription_order) throw forbidden('prescription', 'This store does not take prescription orders.')
      checkOrderType(input, settings, store)
      const scheduleAt = checkSchedule(input, settings, store)
      const { address, distance } = await deliveryAddress(input, caller, store, located)
      const zone = await orders.zoneTerms(store.zone_id, store.module_id)
      if (!zone) throw forbidden('zone', OUTSIDE_ZONE)
      const bill = billFor([], input, settings, store, zone, distance, null)
      const payment = paymentIssue('cash_on_delivery', bill.total, {
        cashOnDelivery: flag(settings.cash_on_delivery) && zone.cash_on_delivery,
        digitalPayment: false,
        wallet: false,
      })
      if (payment) throw forbidden('payment_method', formatRuleMessage(payment))
      if (input.order_amount !== undefined && Math.abs(input.order_amount - bill.total) > 0.005) {
        throw conflict('order_amount', ORDER_AMOUNT_CHANGED)
      }
      const created = await orders.insertOrder({
        owner: caller.owner,
        storeId: store.id,
        moduleId: store.module_id,
        zoneId: store.zone_id,
        source: 'prescription',
        orderType: input.order_type,
        paymentMethod: 'cash_on_delivery',
        paymentStatus: 'unpaid',
        amounts: {
          order_amount: bill.total,
          delivery_charge: bill.deliveryFee,
          original_delivery_charge: bill.originalDeliveryFee,
          coupon_discount_amount: 0,
          store_discount_amount: 0,
          total_tax_amount: 0,
          tax_status: bill.taxIncluded ? 'included' : 'excluded',
          additional_charge: bill.additionalCharge,
          dm_tips: bill.tips,
        },
        coupon: null,
        deliveryAddress: address,
        distance,
        scheduleAt,
        timeZone: app.config.timeZone,
        otp: String(randomInt(1000, 10000)),
        orderNote: input.order_note?.trim() || null,
        deliveryInstruction: input.delivery_instruction?.trim() || null,
        cutlery: false,
        paymentTokenHash: null,
        callback: null,
      })
      await orders.insertAttachments(created.id, files)
      return answerPlaced(orders, caller, created, bill.total, 'cash_on_delivery', null)
    })
  }

  /**
   * The parcel charge between two points: the sender's zone must have the parcel module and the
   * receiver must be inside a zone that has it; the category's rates, else the zone's, by the domain rule.
   */
  async function parcelQuote(
    categoryId: number,
    sender: { lat: number; lng: number },
    receiver: { lat: number; lng: number },
    orders: Pick<Orders, 'parcelCategory' | 'zoneTerms'> = repo,
    // read before a transaction (PGlite has one connection): the zones at both points
    zonesAt: ParcelZones | null = null,
  ): Promise<ParcelQuote> {
    const zones = zonesAt ?? (await parcelZones(sender, receiver))
    const category = await orders.parcelCategory(categoryId)
    if (!category) throw notFound('parcel_category_id', 'Parcel category not found')
    const servedIn = (found: ZoneRow[]) =>
      found.find((zone) => (zone.modules as { id: number }[]).some((module) => module.id === category.module_id))
    const senderZone = servedIn(zones.sender)
    if (!senderZone) throw forbidden('zone', PARCEL_SENDER_OUTSIDE)
    if (!servedIn(zones.receiver)) throw forbidden('receiver_details', PARCEL_RECEIVER_OUTSIDE)
    const zone = await orders.zoneTerms(senderZone.id, category.module_id)
    if (!zone) throw forbidden('zone', PARCEL_SENDER_OUTSIDE)
    const distance = distanceKm(sender, receiver)
    const rule = parcelCharge(distance, category, zone)
    return {
      distance,
      per_km_shipping_charge: rule.perKm,
      minimum_shipping_charge: rule.minimum,
      delivery_charge: rule.charge,
      zone_id: senderZone.id,
      module_id: category.module_id,
    }
  }

  async function parcelZones(sender: { lat: number; lng: number }, receiver: { lat: number; lng: number }): Promise<ParcelZones> {
    return {
      sender: await app.repos.geo.zonesAt(sender.lat, sender.lng),
      receiver: await app.repos.geo.zonesAt(receiver.lat, receiver.lng),
    }
  }

  /** The receiver as the order keeps it, checked; the phone in E.164. */
  async function receiverDetails(input: ReceiverInput) {
    const name = input.contact_person_name?.trim() ?? ''
    const number = input.contact_person_number?.trim() ?? ''
    const address = input.address?.trim() ?? ''
    if (!name) throw unprocessable('receiver_details.contact_person_name', 'Receiver name is required')
    if (!number) throw unprocessable('receiver_details.contact_person_number', 'Receiver phone is required')
    const phone = await phones.normalise(number)
    if (!phone) throw unprocessable('receiver_details.contact_person_number', 'Please enter a valid phone number')
    if (!address || input.latitude === undefined || input.longitude === undefined) {
      throw unprocessable('receiver_details.address', 'Receiver address is required')
    }
    return {
      contact_person_name: name,
      contact_person_number: phone,
      address,
      latitude: String(input.latitude),
      longitude: String(input.longitude),
      road: input.road?.trim() || null,
      house: input.house?.trim() || null,
      floor: input.floor?.trim() || null,
    }
  }

  /**
   * A parcel order (order_type parcel): no store and no lines; the charge is the parcel rule's
   * between the sender's and the receiver's points, plus the tip. Placed like any order: the
   * owner's lock, the idempotency key, the total the customer saw, the payment rules.
   */
  async function placeParcel(caller: OrderCaller, input: PlaceParcelInput): Promise<OrderPlaced> {
    const settings = await business()
    if (caller.owner.kind === 'guest' && Number(settings.guest_checkout_status) !== 1) throw forbidden('guest_checkout', GUEST_CHECKOUT_OFF)
    if (input.charge_payer === 'receiver' && input.payment_method !== 'cash_on_delivery') {
      throw forbidden('payment_method', RECEIVER_PAYS_CASH)
    }
    const requestHash = sha256(JSON.stringify({ ...input, guest_id: undefined }))
    // the sender's contact and pick-up address, checked as a delivery address is
    const asAddress = { ...input, order_type: 'delivery', store_id: 0 } as unknown as PlaceOrderInput
    const sender = await deliveryAddress(asAddress, caller, null, await locate(asAddress))
    const receiver = await receiverDetails(input.receiver_details ?? {})
    const from = { lat: input.latitude!, lng: input.longitude! }
    const to = { lat: input.receiver_details.latitude!, lng: input.receiver_details.longitude! }
    const zones = await parcelZones(from, to)
    return placeOnce(caller, requestHash, async (orders) => {
      const quote = await parcelQuote(input.parcel_category_id, from, to, orders, zones)
      if (caller.moduleId !== null && quote.module_id !== caller.moduleId) {
        throw unprocessable('moduleId', 'This parcel category belongs to another module than the one selected.')
      }
      const zone = (await orders.zoneTerms(quote.zone_id, quote.module_id))!
      const tips = flag(settings.dm_tips_status) ? (input.dm_tips ?? 0) : 0
      const total = parcelTotal(quote.delivery_charge, tips)
      if (input.order_amount !== undefined && Math.abs(input.order_amount - total) > 0.005)
        throw conflict('order_amount', ORDER_AMOUNT_CHANGED)
      const customerId = caller.owner.kind === 'customer' ? caller.owner.customerId : null
      const payment = paymentIssue(input.payment_method, total, {
        cashOnDelivery: flag(settings.cash_on_delivery) && zone.cash_on_delivery,
        maximumCodOrderAmount: zone.maximum_cod_order_amount,
        digitalPayment: flag(settings.digital_payment) && zone.digital_payment,
        wallet: customerId !== null && flag(settings.customer_wallet_status),
        walletBalance: customerId !== null ? await orders.walletBalance(customerId) : 0,
      })
      if (payment) throw forbidden('payment_method', formatRuleMessage(payment))
      const paymentToken = input.payment_method === 'digital_payment' ? randomBytes(24).toString('base64url') : null
      const created = await orders.insertOrder({
        owner: caller.owner,
        storeId: null,
        moduleId: quote.module_id,
        zoneId: quote.zone_id,
        source: 'parcel',
        orderType: 'parcel',
        paymentMethod: input.payment_method,
        paymentStatus: input.payment_method === 'wallet' ? 'paid' : 'unpaid',
        amounts: {
          order_amount: total,
          delivery_charge: quote.delivery_charge,
          original_delivery_charge: quote.delivery_charge,
          coupon_discount_amount: 0,
          store_discount_amount: 0,
          total_tax_amount: 0,
          tax_status: 'excluded',
          additional_charge: 0,
          dm_tips: tips,
        },
        coupon: null,
        deliveryAddress: sender.address,
        distance: quote.distance,
        scheduleAt: null,
        timeZone: app.config.timeZone,
        otp: String(randomInt(1000, 10000)),
        orderNote: input.order_note?.trim() || null,
        deliveryInstruction: null,
        cutlery: false,
        paymentTokenHash: paymentToken ? sha256(paymentToken) : null,
        callback: null,
        parcel: { categoryId: input.parcel_category_id, receiverDetails: receiver, chargePayer: input.charge_payer },
      })
      if (input.payment_method === 'wallet' && !(await orders.debitWallet(customerId!, total, `order:${created.id}`))) {
        throw forbidden('payment_method', 'Your wallet balance is not enough to pay for this order')
      }
      return answerPlaced(orders, caller, created, total, input.payment_method, paymentToken)
    })
  }

  /** coupon/apply: the coupon when this caller may use it at this store now; the min purchase is the checkout's to check. */
  async function applyCoupon(code: string, storeId: number, owner: Owner | null) {
    const store = await repo.store(storeId)
    if (!store) throw notFound('store', 'Store not found')
    const coupon = await repo.couponByCode(code.trim())
    const customerId = owner?.kind === 'customer' ? owner.customerId : null
    const uses = owner && coupon ? await repo.couponUses(owner, coupon.code) : 0
    const refusal = couponRefusal(coupon, { storeId: store.id, moduleId: store.module_id, zoneId: store.zone_id, customerId, uses })
    if (refusal) throw refusal
    const { limit_per_user, data, customer_ids, status, running, expired, ...wire } = coupon!
    void data
    void customer_ids
    void status
    void running
    void expired
    return { ...wire, limit: limit_per_user }
  }

  return { place, placePrescription, placeParcel, parcelQuote, applyCoupon }
}

export type OrderService = ReturnType<typeof createOrderService>
