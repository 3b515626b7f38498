import type { TrackedOrderRow } from '../repositories/order-repository.js'

/**
 * What a guest may see of an address on the tracking page: where the courier goes (the
 * spec's latitude, longitude, contact_person_name, address) without the street line, the
 * phone, the e-mail or the door. Anyone who knows an order id and a phone number reaches it.
 */
function guestAddress(address: Record<string, unknown> | null): Record<string, unknown> | null {
  if (!address) return null
  const text = typeof address.address === 'string' ? address.address : ''
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  const name = typeof address.contact_person_name === 'string' ? address.contact_person_name.trim() : ''
  const [first = '', ...others] = name.split(/\s+/)
  const round = (value: unknown) =>
    value === undefined || value === null || value === '' ? null : (Math.round(Number(value) * 1000) / 1000).toString()
  return {
    address_type: address.address_type ?? null,
    contact_person_name: others.length ? `${first} ${others[others.length - 1]![0]}.` : first,
    address: parts.length > 1 ? parts.slice(1).join(', ') : null,
    latitude: round(address.latitude),
    longitude: round(address.longitude),
  }
}

/** Fields of an order a guest never gets back from tracking (the delivery code, notes, the customer's details). */
const guestHidden = ['otp', 'order_note', 'delivery_instruction', 'cancellation_reason', 'coupon_code'] as const
const iso = (value: Date | null) => (value ? value.toISOString() : null)

/** An order row in the platform's wire shape (customer/order/track, customer/order/list). `storage` is the public storage URL. */
export function wireOrder(row: TrackedOrderRow, storage: string) {
  // the payment page's secret (a hash, still never sent) and where it returns to stay on the server
  const { customer_id, guest_ref, store, delivery_man, payment_token_hash, callback, ...rest } = row as TrackedOrderRow & {
    payment_token_hash?: unknown
    callback?: unknown
  }
  void guest_ref
  void payment_token_hash
  void callback
  return {
    ...rest,
    user_id: customer_id,
    schedule_at: iso(row.schedule_at),
    pending: iso(row.pending),
    accepted: iso(row.accepted),
    confirmed: iso(row.confirmed),
    processing: iso(row.processing),
    handover: iso(row.handover),
    picked_up: iso(row.picked_up),
    delivered: iso(row.delivered),
    canceled: iso(row.canceled),
    failed: iso(row.failed),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    store: store && {
      ...store,
      logo_full_url: `${storage}/store/${store.id}.svg`,
      cover_photo_full_url: `${storage}/store-cover/${store.id}.svg`,
    },
    // an array, as on the platform
    delivery_man: delivery_man ? [{ ...delivery_man, image_full_url: `${storage}/delivery-man/${delivery_man.id}.svg` }] : [],
    parcel_category: row.parcel_category && {
      ...row.parcel_category,
      image_full_url: `${storage}/parcel-category/${row.parcel_category.id}.svg`,
    },
    refund: null,
    payments: [],
    min_delivery_time: null,
    max_delivery_time: null,
  }
}

/** A guest order as tracking shows it to someone who is not its customer: only what tracking needs. */
export function guestTrackingView(row: TrackedOrderRow, storage: string) {
  const wire = wireOrder(row, storage)
  const hidden: readonly string[] = guestHidden
  const visible = Object.fromEntries(Object.entries(wire).filter(([key]) => !hidden.includes(key))) as typeof wire
  return { ...visible, delivery_address: guestAddress(row.delivery_address), receiver_details: guestAddress(row.receiver_details) }
}
