import { Type, type TSchema } from 'typebox'
import { OpenObject } from './common.js'

/**
 * The wire shapes the storefront reads: one source for the API's response
 * serialisation and for the clients' types (@storefront/contract derives its
 * wire types from the Static types in ./index.ts, and checks answers against
 * these schemas in development and tests).
 *
 * A field is required only where every API that speaks the /api/v1 contract
 * sends it; the rest is optional because the storefront can be pointed at the
 * platform it mirrors, which omits some of them. Undeclared fields pass through.
 */
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()])
/** The platform sends some numbers as strings. */
const NumberLike = Type.Union([Type.Number(), Type.String()])

export const ModuleType = Type.Union([
  Type.Literal('food'),
  Type.Literal('grocery'),
  Type.Literal('pharmacy'),
  Type.Literal('ecommerce'),
  Type.Literal('parcel'),
])

export const LatLngSchema = Type.Object({ lat: Type.Number(), lng: Type.Number() })

/** What the pick-location flow stores: address text, coordinates and zone ids (client-side, not sent by the API). */
export const StoredLocationSchema = Type.Object({
  address: Type.String(),
  latLng: LatLngSchema,
  zoneIds: Type.Array(Type.Integer()),
})

export const ZoneSchema = OpenObject({
  id: Type.Integer(),
  name: Type.Optional(Type.String()),
  status: Type.Optional(Type.Integer()),
  cash_on_delivery: Type.Boolean(),
  digital_payment: Type.Optional(Type.Boolean()),
  modules: Type.Optional(
    Type.Array(
      OpenObject({
        id: Type.Integer(),
        module_name: Type.String(),
        module_type: Type.String(),
        pivot: Type.Object({
          zone_id: Type.Integer(),
          module_id: Type.Integer(),
          per_km_shipping_charge: Type.Number(),
          minimum_shipping_charge: Type.Number(),
          maximum_shipping_charge: Nullable(Type.Number()),
          maximum_cod_order_amount: Nullable(Type.Number()),
        }),
      }),
    ),
  ),
})

/** GET config/get-zone-id: `zone_id` is a JSON array string such as "[3,1]". */
export const ZoneLookupSchema = Type.Object({
  zone_id: Type.String(),
  zone_data: Type.Array(ZoneSchema),
})

export const PlacePredictionSchema = OpenObject({
  description: Type.String(),
  place_id: Type.String(),
  structured_formatting: Type.Optional(OpenObject({ main_text: Type.String(), secondary_text: Type.Optional(Type.String()) })),
})

export const ModuleSchema = OpenObject({
  id: Type.Integer(),
  module_name: Type.String(),
  module_type: ModuleType,
  thumbnail_full_url: Type.Optional(Type.String()),
  icon_full_url: Type.Optional(Type.String()),
  status: Type.Optional(Type.String()),
  stores_count: Type.Optional(Type.Integer()),
  items_count: Type.Optional(Type.Integer()),
  description: Type.Optional(Type.String()),
  theme_id: Type.Optional(Type.Integer()),
  zones: Type.Optional(Type.Array(OpenObject({ id: Type.Integer(), name: Type.Optional(Type.String()) }))),
})
export const ModuleListSchema = Type.Array(ModuleSchema)

export const FoodVariationValueSchema = OpenObject({
  label: Type.String(),
  optionPrice: NumberLike,
  isSelected: Type.Optional(Type.Boolean()),
})

export const FoodVariationGroupSchema = OpenObject({
  name: Type.String(),
  type: Type.Union([Type.Literal('single'), Type.Literal('multi')]),
  min: NumberLike,
  max: NumberLike,
  required: Type.Union([Type.Literal('on'), Type.Literal('off'), Type.Boolean()]),
  values: Type.Array(FoodVariationValueSchema),
})

export const ItemVariationSchema = OpenObject({ type: Type.String(), price: Type.Number(), stock: Type.Optional(Type.Number()) })
export const ChoiceOptionSchema = OpenObject({
  name: Type.Optional(Type.String()),
  title: Type.String(),
  options: Type.Array(Type.String()),
})
export const AddOnSchema = OpenObject({
  id: Type.Integer(),
  store_id: Type.Optional(Type.Integer()),
  name: Type.String(),
  price: Type.Number(),
  quantity: Type.Optional(Type.Integer()),
})

/** The wire Item (formatItem): catalogue lists, item details, campaign items and cart lines. */
export const ItemSchema = OpenObject({
  id: Type.Integer(),
  slug: Type.Optional(Type.String()),
  name: Type.String(),
  description: Type.Optional(Nullable(Type.String())),
  image_full_url: Type.Optional(Nullable(Type.String())),
  price: Type.Number(),
  discount: Type.Number(),
  discount_type: Type.String(),
  store_discount: Type.Optional(Type.Number()),
  unit_type: Type.Optional(Nullable(Type.String())),
  store_id: Type.Integer(),
  store_name: Type.Optional(Type.String()),
  module_id: Type.Optional(Type.Integer()),
  module_type: Type.Optional(ModuleType),
  /** The item's module; clients group a cart by `item.module.module_type`. */
  module: Type.Optional(OpenObject({ id: Type.Integer(), module_type: ModuleType, module_name: Type.Optional(Type.String()) })),
  zone_id: Type.Optional(Type.Integer()),
  variations: Type.Optional(Type.Array(ItemVariationSchema)),
  food_variations: Type.Optional(Type.Array(FoodVariationGroupSchema)),
  add_ons: Type.Optional(Type.Array(AddOnSchema)),
  choice_options: Type.Optional(Type.Array(ChoiceOptionSchema)),
  veg: Type.Optional(Type.Integer()),
  halal_tag_status: Type.Optional(Type.Integer()),
  is_halal: Type.Optional(Type.Integer()),
  recommended: Type.Optional(Type.Integer()),
  organic: Type.Optional(Type.Integer()),
  avg_rating: Type.Optional(Type.Number()),
  rating_count: Type.Optional(Type.Integer()),
  stock: Type.Optional(Type.Integer()),
  maximum_cart_quantity: Type.Optional(Nullable(Type.Integer())),
  available_time_starts: Type.Optional(Nullable(Type.String())),
  available_time_ends: Type.Optional(Nullable(Type.String())),
  available_date_starts: Type.Optional(Nullable(Type.String())),
  available_date_ends: Type.Optional(Nullable(Type.String())),
  schedule_order: Type.Optional(Type.Boolean()),
  category_ids: Type.Optional(Type.Array(OpenObject({ id: Type.String(), name: Type.Optional(Type.String()) }))),
})

const PageFields = {
  total_size: Type.Integer(),
  limit: Type.Integer(),
  offset: Type.Integer(),
}

export const ItemPageSchema = OpenObject({ ...PageFields, products: Type.Array(ItemSchema) })

export const StoreSchema = OpenObject({
  id: Type.Integer(),
  slug: Type.Optional(Type.String()),
  name: Type.String(),
  address: Type.Optional(Type.String()),
  logo_full_url: Type.Optional(Nullable(Type.String())),
  cover_photo_full_url: Type.Optional(Nullable(Type.String())),
  latitude: Type.Optional(NumberLike),
  longitude: Type.Optional(NumberLike),
  avg_rating: Type.Optional(Type.Number()),
  module_id: Type.Optional(Type.Integer()),
  zone_id: Type.Optional(Type.Integer()),
  distance: Type.Optional(Nullable(Type.Number())),
  delivery_time: Type.Optional(Type.String()),
  free_delivery: Type.Optional(Type.Boolean()),
  active: Type.Optional(Type.Union([Type.Boolean(), Type.Integer()])),
  open: Type.Optional(Type.Integer()),
  featured: Type.Optional(Type.Integer()),
  total_items: Type.Optional(Type.Integer()),
  created_at: Type.Optional(Nullable(Type.String())),
})

export const StorePageSchema = OpenObject({ ...PageFields, stores: Type.Array(StoreSchema) })

/** One cart line: the server computes `price` (the line total) from the item, variation, add-ons and quantity. */
export const CartLineSchema = OpenObject({
  id: Type.Integer(),
  user_id: Type.Optional(Nullable(Type.Integer())),
  item_id: Type.Integer(),
  module_id: Type.Optional(Type.Integer()),
  module_type: Type.Optional(ModuleType),
  is_guest: Type.Optional(Type.Boolean()),
  item_type: Type.Optional(Type.String()),
  price: Type.Number(),
  unit_price: Type.Optional(Type.Number()),
  quantity: Type.Integer(),
  variation: Type.Array(Type.Unknown()),
  add_on_ids: Type.Array(Type.Integer()),
  add_on_qtys: Type.Array(Type.Integer()),
  item: ItemSchema,
})
/** Every cart call answers with the whole cart. */
export const CartSchema = Type.Array(CartLineSchema)

const Flag = Type.Integer({ minimum: 0, maximum: 1 })

export const ConfigSchema = OpenObject({
  business_name: Type.String(),
  logo_full_url: Type.Optional(Type.String()),
  address: Type.Optional(Type.String()),
  phone: Type.Optional(Type.String()),
  email: Type.Optional(Type.String()),
  country: Type.Optional(Type.String()),
  default_location: Type.Object({ lat: NumberLike, lng: NumberLike }),
  country_picker_status: Type.Optional(Flag),
  free_delivery_over: Type.Optional(Nullable(Type.Number())),
  guest_checkout_status: Type.Optional(Flag),
  digit_after_decimal_point: Type.Integer({ minimum: 0 }),
  currency_symbol: Type.Optional(Type.String()),
  currency_symbol_direction: Type.Optional(Type.Union([Type.Literal('left'), Type.Literal('right')])),
  base_urls: Type.Optional(Type.Record(Type.String(), Type.String())),
  social_media: Type.Optional(Type.Array(OpenObject({ name: Type.String(), link: Type.String() }))),
  customer_wallet_status: Type.Optional(Flag),
  loyalty_point_status: Type.Optional(Flag),
  ref_earning_status: Type.Optional(Flag),
  footer_text: Type.Optional(Type.String()),
  refund_policy: Type.Optional(Flag),
  cancelation_policy: Type.Optional(Flag),
  shipping_policy: Type.Optional(Flag),
  module_config: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  schedule_order: Type.Optional(Type.Boolean()),
  schedule_order_slot_duration: Type.Optional(Type.Integer()),
  time_zone: Type.Optional(Type.String()),
  tax_included: Type.Optional(Flag),
  dm_tips_status: Type.Optional(Flag),
  additional_charge_status: Type.Optional(Flag),
  additional_charge_name: Type.Optional(Type.String()),
  additional_charge: Type.Optional(Type.Number()),
  prescription_order_status: Type.Optional(Type.Boolean()),
  cash_on_delivery: Type.Optional(Type.Boolean()),
  digital_payment: Type.Optional(Type.Boolean()),
  home_delivery_status: Type.Optional(Flag),
  takeaway_status: Type.Optional(Flag),
  language: Type.Optional(Type.Array(Type.Object({ key: Type.String(), value: Type.String() }))),
  sys_language: Type.Optional(
    Type.Array(
      Type.Object({
        key: Type.String(),
        value: Type.String(),
        direction: Type.String(),
        default: Type.Boolean(),
      }),
    ),
  ),
})

export const CustomerSchema = OpenObject({
  id: Type.Integer(),
  f_name: Type.String(),
  l_name: Type.String(),
  phone: Type.String(),
  email: Nullable(Type.String()),
  image_full_url: Type.Optional(Type.String()),
  wallet_balance: Type.Optional(Type.Number()),
  loyalty_point: Type.Optional(Type.Integer()),
  ref_code: Type.Optional(Type.String()),
  order_count: Type.Optional(Type.Integer()),
  member_since_days: Type.Optional(Type.Integer()),
  is_valid_for_discount: Type.Optional(Type.Boolean()),
  created_at: Type.Optional(Type.String()),
})

export const OrderStatus = Type.Union([
  Type.Literal('pending'),
  Type.Literal('accepted'),
  Type.Literal('confirmed'),
  Type.Literal('processing'),
  Type.Literal('handover'),
  Type.Literal('picked_up'),
  Type.Literal('delivered'),
  Type.Literal('canceled'),
  Type.Literal('failed'),
  Type.Literal('refund_requested'),
  Type.Literal('refunded'),
  Type.Literal('refund_request_canceled'),
])

const Timestamp = Type.Optional(Nullable(Type.String()))

export const TrackedOrderSchema = OpenObject({
  id: Type.Integer(),
  order_status: OrderStatus,
  order_amount: Type.Number(),
  payment_status: Type.Optional(Type.String()),
  payment_method: Type.Optional(Type.String()),
  order_type: Type.Optional(Type.String()),
  created_at: Type.Optional(Type.String()),
  pending: Timestamp,
  confirmed: Timestamp,
  processing: Timestamp,
  picked_up: Timestamp,
  delivered: Timestamp,
  /** Kilometres from the delivery man to the destination (the demo dispatcher writes it; null before one is assigned). */
  remaining_distance: Type.Optional(Nullable(Type.Number())),
  receiver_details: Type.Optional(
    Nullable(OpenObject({ address: Type.Optional(Type.String()), contact_person_name: Type.Optional(Type.String()) })),
  ),
  delivery_address: Type.Optional(
    Nullable(
      OpenObject({
        address: Type.Optional(Type.String()),
        contact_person_name: Type.Optional(Type.String()),
        latitude: Type.Optional(Type.String()),
        longitude: Type.Optional(Type.String()),
      }),
    ),
  ),
  store: Type.Optional(Nullable(OpenObject({ id: Type.Integer(), name: Type.String(), address: Type.Optional(Type.String()) }))),
  delivery_man: Type.Optional(
    Type.Array(
      OpenObject({
        id: Type.Integer(),
        f_name: Type.String(),
        l_name: Type.String(),
        phone: Type.Optional(Type.String()),
        image_full_url: Type.Optional(Type.String()),
        avg_rating: Type.Optional(Type.Number()),
        lat: Type.Optional(Type.String()),
        lng: Type.Optional(Type.String()),
      }),
    ),
  ),
  details_count: Type.Optional(Type.Integer()),
})

/** A saved delivery address (customer/address/list); a guest keeps the same fields in the browser. */
export const AddressSchema = OpenObject({
  id: Type.Optional(Type.Integer()),
  address_type: Type.String(),
  /** A free label, used as the type when filled (spec: shopping-core §3 Address). */
  address_label: Type.Optional(Nullable(Type.String())),
  contact_person_name: Type.String(),
  contact_person_number: Type.String(),
  contact_person_email: Type.Optional(Nullable(Type.String())),
  address: Type.String(),
  latitude: NumberLike,
  longitude: NumberLike,
  zone_id: Type.Optional(Nullable(Type.Integer())),
  zone_ids: Type.Optional(Type.Array(Type.Integer())),
  road: Type.Optional(Nullable(Type.String())),
  house: Type.Optional(Nullable(Type.String())),
  floor: Type.Optional(Nullable(Type.String())),
  additional_information: Type.Optional(Nullable(Type.String())),
})

export const AddressListSchema = OpenObject({ ...PageFields, addresses: Type.Array(AddressSchema) })

/** coupon/apply and coupon/list. */
export const CouponSchema = OpenObject({
  id: Type.Integer(),
  title: Type.String(),
  code: Type.String(),
  discount: Type.Number(),
  discount_type: Type.String(),
  min_purchase: Type.Number(),
  max_discount: Type.Number(),
  coupon_type: Type.String(),
  store_id: Type.Optional(Nullable(Type.Integer())),
  start_date: Type.Optional(Type.String()),
  expire_date: Type.String(),
})

export const PaymentMethod = Type.Union([Type.Literal('cash_on_delivery'), Type.Literal('digital_payment'), Type.Literal('wallet')])
export const OrderType = Type.Union([Type.Literal('delivery'), Type.Literal('take_away')])

/** POST customer/order/place (and prescription/place): the platform's answer, `total_ammount` spelt as it spells it. */
export const OrderPlacedSchema = OpenObject({
  message: Type.String(),
  order_id: Type.Integer(),
  total_ammount: Type.Number(),
  status: Type.Integer(),
  created_at: Type.String(),
  user_id: Nullable(Type.Integer()),
  payment_method: Type.Optional(Type.String()),
  /** Digital payment: where to send the browser to pay (the API's payment page). */
  payment_url: Type.Optional(Nullable(Type.String())),
})

export const CancellationReasonPageSchema = OpenObject({
  ...PageFields,
  data: Type.Array(OpenObject({ id: Type.Integer(), reason: Type.String() })),
})

/** One line of customer/order/details. */
export const OrderDetailSchema = OpenObject({
  id: Type.Integer(),
  order_id: Type.Integer(),
  item_id: Nullable(Type.Integer()),
  item_campaign_id: Type.Optional(Nullable(Type.Integer())),
  item_details: OpenObject({ id: Type.Integer(), name: Type.String() }),
  variation: Type.Array(Type.Unknown()),
  add_ons: Type.Array(OpenObject({ id: Type.Integer(), name: Type.String(), price: Type.Number(), quantity: Type.Integer() })),
  price: Type.Number(),
  quantity: Type.Integer(),
  discount_on_item: Type.Number(),
  tax_amount: Type.Number(),
  total_add_on_price: Type.Number(),
})
export const OrderDetailListSchema = Type.Array(OrderDetailSchema)

export const OrderListSchema = OpenObject({ ...PageFields, orders: Type.Array(TrackedOrderSchema) })
