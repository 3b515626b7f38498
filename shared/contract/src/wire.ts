// Entity types as the /api/v1 contract sends them, derived from the API's
// TypeBox schemas (api/src/schemas/wire.ts) so the server and the clients
// cannot drift. `import type` only: erased at build, no API code enters an app.
// To change a shape, change the API schema (and regenerate wire-schemas.json).
import type {
  AddOnWire,
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
} from '@storefront/api/src/schemas/index.js';

export type ModuleType = ModuleTypeWire;
export type DiscountType = 'percent' | 'amount';

export type LatLng = LatLngWire;
/** What the pick-location flow stores: address text, coordinates and zone ids. */
export type StoredLocation = StoredLocationWire;
export type Zone = ZoneWire;
export type ZoneLookup = ZoneLookupWire;
export type PlacePrediction = PlacePredictionWire;

export type Module = ModuleWire;

export type FoodVariationValue = FoodVariationValueWire;
export type FoodVariationGroup = FoodVariationGroupWire;
export type ItemVariation = ItemVariationWire;
export type ChoiceOption = ChoiceOptionWire;
export type AddOn = AddOnWire;
export type Item = ItemWire;
export type ItemPage = ItemPageWire;

export type Store = StoreWire;
export type StorePage = StorePageWire;

/** The `variation` of a cart line as the cart sends it for food variations. */
export interface CartVariationChoice {
  name: string;
  values: { label: string[] };
}
/** One cart line; `price` is the line total computed by the server. */
export type CartLine = CartLineWire;

export type Config = ConfigWire;
export type Customer = CustomerWire;
export type OrderStatus = OrderStatusWire;
export type TrackedOrder = TrackedOrderWire;
