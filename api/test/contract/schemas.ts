import { Type, type TSchema } from 'typebox'

/**
 * The /api/v1 contract as a third-party client reads it, written from the
 * reference notes on the 6amMart API (shared/reference/6ammart-api.md, §3) and
 * the specs' §3 entity lists, NOT from src/schemas: a suite derived from our own
 * route schemas would only prove that the API agrees with itself.
 *
 * Required: the fields the reference lists for the answer, or the spec's
 * client reads. Optional but typed: fields the reference mentions without
 * promising them everywhere. Unlisted fields pass (clients ignore them).
 */
const Open = <T extends Parameters<typeof Type.Object>[0]>(properties: T) => Type.Object(properties, { additionalProperties: true })
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()])
const Flag = Type.Union([Type.Literal(0), Type.Literal(1)])
/** Laravel's booleans from tinyint columns arrive as true/false or 0/1 depending on casts. */
const BoolLike = Type.Union([Type.Boolean(), Flag])
/** Laravel echoes limit and offset from the query string, so a client must accept both. */
const PageNumber = Type.Union([Type.Integer(), Type.String({ pattern: '^[0-9]+$' })])
const Id = Type.Integer({ minimum: 1 })
const Url = Type.String({ pattern: '^https?://' })

export const ModuleType = Type.Union(['food', 'grocery', 'pharmacy', 'ecommerce', 'parcel'].map((type) => Type.Literal(type)))

/** GET config: one flat object (§3 "GET config"; discovery spec §3 "Config"). */
export const Config = Open({
  business_name: Type.String(),
  logo_full_url: Url,
  address: Type.String(),
  phone: Type.String(),
  email: Type.String(),
  country: Type.String(),
  default_location: Open({ lat: Type.String(), lng: Type.String() }),
  currency_symbol: Type.String(),
  currency_symbol_direction: Type.Union([Type.Literal('left'), Type.Literal('right')]),
  digit_after_decimal_point: Type.Integer({ minimum: 0 }),
  language: Type.Array(Open({ key: Type.String(), value: Type.String() })),
  sys_language: Type.Array(Open({ key: Type.String(), value: Type.String(), direction: Type.String(), default: Type.Boolean() })),
  social_media: Type.Array(Open({ name: Type.String(), link: Type.String() })),
  footer_text: Type.String(),
  schedule_order: Type.Boolean(),
  cash_on_delivery: Type.Boolean(),
  digital_payment: Type.Boolean(),
  customer_wallet_status: Flag,
  loyalty_point_status: Flag,
  ref_earning_status: Flag,
  refund_policy: Flag,
  cancelation_policy: Flag,
  shipping_policy: Flag,
  guest_checkout_status: Flag,
  module_config: Open({ module_type: Type.Array(Type.String()) }),
  base_urls: Open({ store_cover_photo_url: Url }),
  free_delivery_over: Type.Optional(Nullable(Type.Number())),
  admin_free_delivery: Type.Optional(Open({ status: Type.Boolean(), free_delivery_over: Nullable(Type.Number()) })),
})

const ModulePivot = Open({
  zone_id: Id,
  module_id: Id,
  per_km_shipping_charge: Type.Number(),
  minimum_shipping_charge: Type.Number(),
  maximum_shipping_charge: Nullable(Type.Number()),
  maximum_cod_order_amount: Nullable(Type.Number()),
})

/** GET config/get-zone-id: zone_id is a JSON-encoded array STRING. */
export const ZoneLookup = Open({
  zone_id: Type.String({ pattern: '^\\[[0-9]+(,[0-9]+)*\\]$' }),
  zone_data: Type.Array(
    Open({
      id: Id,
      status: BoolLike,
      cash_on_delivery: Type.Boolean(),
      digital_payment: Type.Boolean(),
      modules: Type.Array(Open({ id: Id, module_name: Type.String(), module_type: ModuleType, pivot: ModulePivot })),
    }),
    { minItems: 1 },
  ),
})

/** GET module: an array; status is the string "1". */
export const ModuleList = Type.Array(
  Open({
    id: Id,
    module_name: Type.String(),
    module_type: ModuleType,
    status: Type.Literal('1'),
    stores_count: Type.Integer(),
    items_count: Type.Integer(),
    theme_id: Type.Integer(),
    description: Nullable(Type.String()),
    icon_full_url: Url,
    thumbnail_full_url: Url,
    zones: Type.Array(Open({ id: Id })),
  }),
)

export const BasicCampaign = Open({
  id: Id,
  title: Type.String(),
  image_full_url: Url,
  description: Nullable(Type.String()),
  start_time: Nullable(Type.String()),
  end_time: Nullable(Type.String()),
  available_date_starts: Nullable(Type.String()),
  available_date_ends: Nullable(Type.String()),
})

export const BasicCampaignList = Type.Array(BasicCampaign)

/** GET banners: {campaigns, banners}; store and item are objects or null. */
export const Banners = Open({
  campaigns: Type.Array(BasicCampaign),
  banners: Type.Array(
    Open({
      id: Id,
      title: Type.String(),
      type: Type.Union([Type.Literal('store_wise'), Type.Literal('item_wise'), Type.Literal('default')]),
      image_full_url: Url,
      link: Nullable(Type.String()),
      store: Nullable(Open({ id: Id, slug: Type.String(), zone_id: Id })),
      item: Nullable(Open({ id: Id, slug: Type.String() })),
    }),
  ),
})

/** GET other-banners: the module's promotional section banners (discovery spec §3 "Promotional banners"). */
export const OtherBanners = Open({
  promotional_banner_url: Nullable(Url),
  new_arrival_section_banner_full_url: Nullable(Url),
  best_reviewed_section_banner: Nullable(Type.String()),
  best_reviewed_section_banner_full_url: Nullable(Url),
  bottom_section_banner_full_url: Nullable(Url),
  basic_section_nearby: Nullable(Type.String()),
})

const CategoryFields = {
  id: Id,
  name: Type.String(),
  image_full_url: Nullable(Url),
  parent_id: Type.Integer(),
  position: Type.Integer(),
  priority: Type.Integer(),
  module_id: Id,
  slug: Type.String(),
  featured: Flag,
}
/** GET categories: an array, each with its childes. */
export const CategoryList = Type.Array(
  Open({ ...CategoryFields, products_count: Type.Integer(), childes_count: Type.Integer(), childes: Type.Array(Open(CategoryFields)) }),
)

/** The Item of `product_data_formatting`. */
export const Item = Open({
  id: Id,
  name: Type.String(),
  slug: Type.String(),
  description: Nullable(Type.String()),
  image_full_url: Nullable(Url),
  images_full_url: Type.Array(Nullable(Url)),
  category_ids: Type.Array(Open({ id: Type.String(), position: Type.Integer(), name: Type.Optional(Type.String()) })),
  price: Type.Number(),
  tax: Type.Number(),
  discount: Type.Number(),
  discount_type: Type.Union([Type.Literal('percent'), Type.Literal('amount')]),
  variations: Type.Array(Open({ type: Type.String(), price: Type.Number(), stock: Type.Optional(Type.Number()) })),
  food_variations: Type.Array(
    Open({
      name: Type.String(),
      type: Type.Union([Type.Literal('single'), Type.Literal('multi')]),
      values: Type.Array(Open({ label: Type.String(), optionPrice: Type.Union([Type.Number(), Type.String()]) })),
    }),
  ),
  add_ons: Type.Array(Open({ id: Id, name: Type.String(), price: Type.Number() })),
  choice_options: Type.Array(Type.Unknown()),
  available_time_starts: Nullable(Type.String()),
  available_time_ends: Nullable(Type.String()),
  veg: Flag,
  stock: Type.Integer(),
  unit_type: Nullable(Type.String()),
  maximum_cart_quantity: Nullable(Type.Integer()),
  avg_rating: Type.Number(),
  rating_count: Type.Integer(),
  module_id: Id,
  module_type: ModuleType,
  store_id: Id,
  store_name: Type.String(),
  zone_id: Id,
  store_discount: Type.Number(),
  flash_sale: Flag,
  schedule_order: Type.Boolean(),
  is_campaign: Type.Optional(BoolLike),
  organic: Type.Optional(Flag),
  recommended: Type.Optional(Flag),
  is_halal: Type.Optional(Flag),
  halal_tag_status: Type.Optional(Flag),
  // the reference gives no type for the item's copy of the store flag
  free_delivery: Type.Optional(BoolLike),
  min_delivery_time: Type.Optional(Type.Integer()),
  max_delivery_time: Type.Optional(Type.Integer()),
  available_date_starts: Type.Optional(Nullable(Type.String())),
  available_date_ends: Type.Optional(Nullable(Type.String())),
})

const Paged = { total_size: Type.Integer({ minimum: 0 }), limit: PageNumber, offset: PageNumber }
export const ItemPage = Open({ ...Paged, products: Type.Array(Item) })
export const ItemArray = Type.Array(Item)
/** GET items/search adds the categories of the hits. */
export const ItemSearch = Open({ ...Paged, products: Type.Array(Item), categories: Type.Array(Type.Unknown()) })

/** The Store of `store_data_formatting`. */
export const Store = Open({
  id: Id,
  name: Type.String(),
  slug: Type.String(),
  address: Nullable(Type.String()),
  logo_full_url: Nullable(Url),
  cover_photo_full_url: Nullable(Url),
  latitude: Type.Union([Type.String(), Type.Number()]),
  longitude: Type.Union([Type.String(), Type.Number()]),
  zone_id: Id,
  module_id: Id,
  minimum_order: Type.Number(),
  tax: Type.Number(),
  schedule_order: Type.Boolean(),
  free_delivery: Type.Boolean(),
  delivery: Type.Boolean(),
  take_away: Type.Boolean(),
  active: BoolLike,
  delivery_time: Type.String(),
  veg: Flag,
  non_veg: Flag,
  featured: Flag,
  open: Flag,
  avg_rating: Type.Number(),
  rating_count: Type.Integer(),
  ratings: Type.Array(Type.Integer(), { minItems: 5, maxItems: 5 }),
  total_items: Type.Integer(),
  created_at: Type.Optional(Nullable(Type.String())),
  distance: Type.Optional(Nullable(Type.Number())),
  discount: Type.Optional(Nullable(Open({ discount: Type.Number(), discount_type: Type.String() }))),
  schedules: Type.Optional(Type.Array(Open({ day: Type.Integer(), opening_time: Type.String(), closing_time: Type.String() }))),
})
export const StorePage = Open({ ...Paged, stores: Type.Array(Store) })

/** customer/wish-list: the wished items and stores, each as the lists send them. */
export const WishList = Open({ item: Type.Array(Item), store: Type.Array(Store) })
/** GET stores/details/{id|slug}: the store plus its categories. */
export const StoreDetails = Type.Intersect([
  Store,
  Open({ category_ids: Type.Array(Type.Integer()), category_details: Type.Array(Open({ id: Id, name: Type.String() })) }),
])

/** GET items/details/{id|slug}: the item plus whislists_count (sic), tags, reviews, store_details. */
export const ItemDetails = Type.Intersect([
  Item,
  Open({
    whislists_count: Type.Integer(),
    tags: Type.Array(Type.Unknown()),
    reviews: Type.Array(Type.Unknown()),
    store_details: StoreDetails,
  }),
])

/** GET flash-sales: a single object or null. */
export const FlashSale = Nullable(
  Open({
    id: Id,
    title: Type.String(),
    start_date: Type.String(),
    end_date: Type.String(),
    active_products: Type.Array(
      Open({
        id: Id,
        item_id: Id,
        stock: Type.Integer(),
        sold: Type.Integer(),
        available_stock: Type.Integer(),
        discount_type: Type.String(),
        discount: Type.Number(),
        price: Type.Number(),
        item: Item,
      }),
    ),
  }),
)
export const FlashSaleItems = Open({ ...Paged, flash_sale: Open({ id: Id }), products: Type.Array(Item) })

/** GET coupon/list: data is a JSON string of ids; customer_id is '["all"]'-style. */
export const CouponList = Type.Array(
  Open({
    id: Id,
    title: Type.String(),
    code: Type.String(),
    start_date: Type.String(),
    expire_date: Type.String(),
    min_purchase: Type.Number(),
    max_discount: Type.Number(),
    discount: Type.Number(),
    discount_type: Type.Union([Type.Literal('percent'), Type.Literal('amount')]),
    coupon_type: Type.Union(['default', 'zone_wise', 'store_wise', 'free_delivery', 'first_order'].map((type) => Type.Literal(type))),
    limit: Nullable(Type.Integer()),
    data: Nullable(Type.String()),
    customer_id: Nullable(Type.String()),
    store_id: Nullable(Type.Integer()),
    store: Type.Optional(Nullable(Open({ id: Id, name: Type.String() }))),
  }),
)

/** GET cashback/list (discovery spec §3 "Cashback"). */
export const CashbackList = Type.Array(
  Open({
    id: Id,
    title: Type.String(),
    cashback_type: Type.Union([Type.Literal('amount'), Type.Literal('percentage')]),
    cashback_amount: Type.Number(),
    min_purchase: Type.Number(),
    end_date: Type.String(),
  }),
)

export const BrandList = Type.Array(Open({ id: Id, name: Type.String(), image_full_url: Nullable(Url), items_count: Type.Integer() }))

export const ParcelCategoryList = Type.Array(
  Open({
    id: Id,
    name: Type.String(),
    description: Nullable(Type.String()),
    image_full_url: Nullable(Url),
    parcel_per_km_shipping_charge: Nullable(Type.Number()),
    parcel_minimum_shipping_charge: Nullable(Type.Number()),
    module_id: Id,
  }),
)

/** Every cart call answers with the whole cart; a line's item carries its module, which clients group by. */
export const Cart = Type.Array(
  Open({
    id: Id,
    user_id: Nullable(Type.Integer()),
    module_id: Id,
    module_type: ModuleType,
    item_id: Id,
    is_guest: Type.Boolean(),
    add_on_ids: Type.Array(Type.Integer()),
    add_on_qtys: Type.Array(Type.Integer()),
    item_type: Type.Union([Type.Literal('App\\Models\\Item'), Type.Literal('App\\Models\\ItemCampaign')]),
    price: Type.Number(),
    quantity: Type.Integer({ minimum: 1 }),
    variation: Type.Array(Type.Unknown()),
    item: Type.Intersect([Item, Open({ module: Open({ id: Id, module_type: ModuleType, module_name: Type.String() }) })]),
  }),
)

export const GuestRequest = Open({ message: Type.String(), guest_id: Type.Union([Id, Type.String({ minLength: 1 })]) })
/** 2.x keys are the floor; 3.x adds the is_* flags and login_type. */
export const AuthToken = Open({ token: Type.String({ minLength: 1 }), is_phone_verified: BoolLike })

/** GET customer/info. */
export const CustomerInfo = Open({
  id: Id,
  f_name: Type.String(),
  l_name: Type.String(),
  phone: Type.String(),
  email: Nullable(Type.String()),
  image_full_url: Nullable(Url),
  is_phone_verified: BoolLike,
  is_email_verified: BoolLike,
  status: BoolLike,
  order_count: Type.Integer(),
  wallet_balance: Type.Number(),
  loyalty_point: Type.Integer(),
  ref_code: Nullable(Type.String()),
  created_at: Type.String(),
  member_since_days: Type.Integer(),
  is_valid_for_discount: Type.Optional(Type.Boolean()),
})

const OrderStatus = Type.Union(
  [
    'pending',
    'accepted',
    'confirmed',
    'processing',
    'handover',
    'picked_up',
    'delivered',
    'canceled',
    'failed',
    'refund_requested',
    'refunded',
    'refund_request_canceled',
  ].map((status) => Type.Literal(status)),
)
const Timestamp = Nullable(Type.String())

/** GET customer/order/track: the order row; delivery_man is an ARRAY. */
export const TrackedOrder = Open({
  id: Id,
  order_amount: Type.Number(),
  order_status: OrderStatus,
  payment_status: Type.String(),
  payment_method: Type.String(),
  order_type: Type.String(),
  delivery_charge: Type.Number(),
  coupon_discount_amount: Type.Number(),
  total_tax_amount: Type.Number(),
  dm_tips: Type.Number(),
  schedule_at: Timestamp,
  pending: Timestamp,
  confirmed: Timestamp,
  picked_up: Timestamp,
  delivered: Timestamp,
  is_guest: BoolLike,
  delivery_address: Nullable(
    Open({ contact_person_name: Type.String(), address: Type.String(), latitude: Type.String(), longitude: Type.String() }),
  ),
  store: Nullable(Open({ id: Id, name: Type.String() })),
  delivery_man: Type.Array(
    Open({
      id: Id,
      f_name: Type.String(),
      l_name: Type.String(),
      phone: Type.String(),
      image_full_url: Nullable(Url),
      avg_rating: Type.Number(),
      lat: Nullable(Type.String()),
      lng: Nullable(Type.String()),
    }),
  ),
  details_count: Type.Integer(),
})

/*
 * The rest of the discovery call list (discovery spec §7), written from the
 * reference backend's controllers as §1 names them (B1 ItemController,
 * StoreController, CategoryController, CampaignController, BrandController,
 * CommonConditionController, NewsletterController, ConfigController).
 */

/** A category as the lists of the hits carry it (items/search, most-reviewed, new-arrival). */
const HitCategory = Open({ id: Id, name: Type.String() })

/** GET items/most-reviewed: the page plus the categories of the module, for the tabs. */
export const MostReviewedItems = Open({ ...Paged, products: Type.Array(Item), categories: Type.Array(HitCategory) })

/** GET items/new-arrival: paged like the other lists, with the categories of the hits. */
export const NewArrivalItems = Open({ ...Paged, products: Type.Array(Item), categories: Type.Array(HitCategory) })

/**
 * GET items/recommended: the reference answers the page under `items`
 * (ProductLogic::recommended_items), the spec's client reads items, products
 * and total_size, so both keys must hold the items.
 */
export const RecommendedItems = Open({ ...Paged, items: Type.Array(Item), products: Type.Array(Item) })

/** GET items/item-or-store-search: the search box's suggestions, names only. */
export const ItemOrStoreSearch = Open({
  items: Type.Array(Open({ id: Id, name: Type.String() })),
  stores: Type.Array(Open({ id: Id, name: Type.String() })),
})

/** GET categories/childes/{id}: a bare array of categories. */
export const CategoryChildes = Type.Array(Open(CategoryFields))

/** GET campaigns/basic-campaign-details?basic_campaign_id: the campaign and its stores. */
export const BasicCampaignDetails = Type.Intersect([BasicCampaign, Open({ stores: Type.Array(Store) })])

/** GET common-condition: the pharmacy conditions with their item counts. */
export const CommonConditionList = Type.Array(Open({ id: Id, name: Type.String(), items_count: Type.Integer({ minimum: 0 }) }))

/** GET react-landing-page: the footer and newsletter texts the spec's §3 "Landing data" lists. */
export const LandingPage = Open({
  fixed_footer_description: Nullable(Type.String()),
  fixed_newsletter_title: Nullable(Type.String()),
  fixed_newsletter_sub_title: Nullable(Type.String()),
  download_user_app_links: Open({
    playstore_url: Nullable(Type.String()),
    // Laravel settings come back as strings or ints; the client compares with 1
    playstore_url_status: Type.Union([Type.Literal('0'), Type.Literal('1'), Flag]),
    apple_store_url: Nullable(Type.String()),
    apple_store_url_status: Type.Union([Type.Literal('0'), Type.Literal('1'), Flag]),
  }),
})

/** POST newsletter/subscribe, POST auth/logout: a message to toast. */
export const Message = Open({ message: Type.String({ minLength: 1 }) })

const LatLng = Open({ lat: Type.Number(), lng: Type.Number() })
/**
 * The Google proxies in their 2.x (legacy Google) shapes, which are the fields
 * the spec's client reads: predictions, result.geometry.location,
 * results[0].formatted_address, rows[0].elements[0].distance.value.
 */
export const PlaceAutocomplete = Open({
  predictions: Type.Array(Open({ description: Type.String(), place_id: Type.String({ minLength: 1 }) })),
  status: Type.String(),
})
export const PlaceDetails = Open({ result: Open({ geometry: Open({ location: LatLng }) }) })
export const Geocode = Open({
  results: Type.Array(Open({ formatted_address: Type.String(), geometry: Type.Optional(Open({ location: LatLng })) })),
  status: Type.String(),
})
export const Distance = Open({
  rows: Type.Array(
    Open({
      elements: Type.Array(Open({ distance: Open({ value: Type.Number({ minimum: 0 }) }), status: Type.String() }), { minItems: 1 }),
    }),
    { minItems: 1 },
  ),
})

/** GET customer/order/cancellation-reasons (shopping-core §7): a page of {id, reason}. */
export const CancellationReasonPage = Open({
  ...Paged,
  data: Type.Array(Open({ id: Id, reason: Type.String() })),
})

/** GET customer/order/list?limit&offset (§3 "Other order endpoints"): `{total_size, limit, offset, orders[]}`, each an order row. */
export const OrderList = Open({ ...Paged, orders: Type.Array(TrackedOrder) })

/** GET customer/order/details?order_id (§3): the order's lines. */
export const OrderDetails = Type.Array(
  Open({
    item_details: Open({}),
    variation: Type.Array(Type.Unknown()),
    add_ons: Type.Array(Type.Unknown()),
    price: Type.Number(),
    quantity: Type.Integer(),
    discount_on_item: Type.Number(),
    tax_amount: Type.Number(),
    total_add_on_price: Type.Number(),
  }),
)
