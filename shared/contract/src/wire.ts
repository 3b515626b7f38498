// Entity types as the /api/v1 contract sends them, derived from the API's
// TypeBox schemas (api/src/schemas/wire.ts) so the server and the clients
// cannot drift. `import type` only: erased at build, no API code enters an app.
// To change a shape, change the API schema (and regenerate wire-schemas.json).
// Object types are interfaces extending the schema's type, so their names
// survive in declarations (the platform's API report names `Module`, not its
// expansion, and a contract change does not look like a platform change).
import type {
  AddFundWire,
  AddOnWire,
  AddressListWire,
  AddressWire,
  CancellationReasonPageWire,
  CouponWire,
  OrderDetailWire,
  OrderListWire,
  OrderPlacedWire,
  OrderTypeWire,
  PaymentMethodWire,
  CartLineWire,
  ChoiceOptionWire,
  ConfigWire,
  CustomerWire,
  FoodVariationGroupWire,
  FoodVariationValueWire,
  ItemPageWire,
  ItemVariationWire,
  ItemWire,
  LatLngWire,
  LoyaltyTransactionPageWire,
  ModuleTypeWire,
  ModuleWire,
  OrderStatusWire,
  PlacePredictionWire,
  StorePageWire,
  StoreWire,
  StoredLocationWire,
  TrackedOrderWire,
  ZoneLookupWire,
  ZoneWire,
  WalletBonusWire,
  WalletTransactionPageWire,
} from '@storefront/api/src/schemas/index.js';

export type ModuleType = ModuleTypeWire;
export type DiscountType = 'percent' | 'amount';

export interface LatLng extends LatLngWire {}
/** What the pick-location flow stores: address text, coordinates and zone ids. */
export interface StoredLocation extends StoredLocationWire {}
export interface Zone extends ZoneWire {}
export interface ZoneLookup extends ZoneLookupWire {}
export interface PlacePrediction extends PlacePredictionWire {}

export interface Module extends ModuleWire {}

export interface FoodVariationValue extends FoodVariationValueWire {}
export interface FoodVariationGroup extends FoodVariationGroupWire {}
export interface ItemVariation extends ItemVariationWire {}
export interface ChoiceOption extends ChoiceOptionWire {}
export interface AddOn extends AddOnWire {}
export interface Item extends ItemWire {}
export interface ItemPage extends ItemPageWire {}

export interface Store extends StoreWire {}
export interface StorePage extends StorePageWire {}

/** The `variation` of a cart line as the cart sends it for food variations. */
export interface CartVariationChoice {
  name: string;
  values: { label: string[] };
}
/** One cart line; `price` is the line total computed by the server. */
export interface CartLine extends CartLineWire {}

export interface Config extends ConfigWire {}
export interface Customer extends CustomerWire {}
export type OrderStatus = OrderStatusWire;
export interface TrackedOrder extends TrackedOrderWire {}

/** A delivery address: saved by a customer (with an id) or kept in the browser by a guest. */
export interface Address extends AddressWire {}
export interface AddressList extends AddressListWire {}
export interface Coupon extends CouponWire {}
export type PaymentMethod = PaymentMethodWire;
export type OrderType = OrderTypeWire;
export interface OrderPlaced extends OrderPlacedWire {}
export interface CancellationReasonPage extends CancellationReasonPageWire {}
export interface OrderDetail extends OrderDetailWire {}
export interface OrderList extends OrderListWire {}
/** The customer's wallet and loyalty points (customer/wallet/*, customer/loyalty-point/*). */
export interface WalletTransactionPage extends WalletTransactionPageWire {}
export interface LoyaltyTransactionPage extends LoyaltyTransactionPageWire {}
export interface WalletBonus extends WalletBonusWire {}
export interface AddFund extends AddFundWire {}
