import type { Static } from 'typebox'
import type {
  AddOnSchema,
  AddressListSchema,
  AddressSchema,
  CancellationReasonPageSchema,
  CouponSchema,
  OrderDetailListSchema,
  OrderDetailSchema,
  OrderListSchema,
  OrderPlacedSchema,
  OrderType,
  PaymentMethod,
  CartLineSchema,
  CartSchema,
  ChoiceOptionSchema,
  ConfigSchema,
  CustomerSchema,
  FoodVariationGroupSchema,
  FoodVariationValueSchema,
  ItemPageSchema,
  ItemSchema,
  ItemVariationSchema,
  LatLngSchema,
  ModuleListSchema,
  ModuleSchema,
  ModuleType,
  OrderStatus,
  PlacePredictionSchema,
  StorePageSchema,
  StoreSchema,
  StoredLocationSchema,
  TrackedOrderSchema,
  ZoneLookupSchema,
  ZoneSchema,
} from './wire.js'

/**
 * The API's contract with its clients, in one module: the wire schemas (plain
 * JSON Schema objects) and their static types. @storefront/contract imports the
 * types with `import type` only, so no run-time code of the API enters the apps.
 */
export * as wireSchemas from './wire.js'

export type ModuleTypeWire = Static<typeof ModuleType>
export type OrderStatusWire = Static<typeof OrderStatus>
export type LatLngWire = Static<typeof LatLngSchema>
export type StoredLocationWire = Static<typeof StoredLocationSchema>
export type ZoneWire = Static<typeof ZoneSchema>
export type ZoneLookupWire = Static<typeof ZoneLookupSchema>
export type PlacePredictionWire = Static<typeof PlacePredictionSchema>
export type ModuleWire = Static<typeof ModuleSchema>
export type ModuleListWire = Static<typeof ModuleListSchema>
export type FoodVariationValueWire = Static<typeof FoodVariationValueSchema>
export type FoodVariationGroupWire = Static<typeof FoodVariationGroupSchema>
export type ItemVariationWire = Static<typeof ItemVariationSchema>
export type ChoiceOptionWire = Static<typeof ChoiceOptionSchema>
export type AddOnWire = Static<typeof AddOnSchema>
export type ItemWire = Static<typeof ItemSchema>
export type ItemPageWire = Static<typeof ItemPageSchema>
export type StoreWire = Static<typeof StoreSchema>
export type StorePageWire = Static<typeof StorePageSchema>
export type CartLineWire = Static<typeof CartLineSchema>
export type CartWire = Static<typeof CartSchema>
export type ConfigWire = Static<typeof ConfigSchema>
export type CustomerWire = Static<typeof CustomerSchema>
export type TrackedOrderWire = Static<typeof TrackedOrderSchema>
export type AddressWire = Static<typeof AddressSchema>
export type AddressListWire = Static<typeof AddressListSchema>
export type CouponWire = Static<typeof CouponSchema>
export type PaymentMethodWire = Static<typeof PaymentMethod>
export type OrderTypeWire = Static<typeof OrderType>
export type OrderPlacedWire = Static<typeof OrderPlacedSchema>
export type CancellationReasonPageWire = Static<typeof CancellationReasonPageSchema>
export type OrderDetailWire = Static<typeof OrderDetailSchema>
export type OrderDetailListWire = Static<typeof OrderDetailListSchema>
export type OrderListWire = Static<typeof OrderListSchema>

export type { WalletTransactionPageWire, LoyaltyTransactionPageWire, WalletBonusWire, AddFundWire } from './account-types.js'
