// Entity types as the /api/v1 contract sends them (field names follow the
// platform the spec mirrors, so the storefront also works against it).

export type ModuleType = 'food' | 'grocery' | 'pharmacy' | 'ecommerce' | 'parcel';
export type DiscountType = 'percent' | 'amount';

export interface LatLng {
  lat: number;
  lng: number;
}

/** What the pick-location flow stores: address text, coordinates and zone ids. */
export interface StoredLocation {
  address: string;
  latLng: LatLng;
  zoneIds: number[];
}

export interface Zone {
  id: number;
  name?: string;
  cash_on_delivery: boolean;
  digital_payment?: boolean;
}

export interface Module {
  id: number;
  module_name: string;
  module_type: ModuleType;
  icon_full_url?: string;
  thumbnail_full_url?: string;
  description?: string;
  zones?: { id: number; name?: string }[];
}

export interface FoodVariationValue {
  label: string;
  optionPrice: number | string;
  isSelected?: boolean;
}

export interface FoodVariationGroup {
  name: string;
  type: 'single' | 'multi';
  min: number | string;
  max: number | string;
  required: 'on' | 'off' | boolean;
  values: FoodVariationValue[];
}

export interface ItemVariation {
  type: string;
  price: number;
  stock?: number;
}

export interface ChoiceOption {
  name?: string;
  title: string;
  options: string[];
}

export interface AddOn {
  id: number;
  store_id?: number;
  name: string;
  price: number;
  quantity?: number;
}

export interface Item {
  id: number;
  slug?: string;
  name: string;
  description?: string;
  image_full_url?: string;
  price: number;
  discount: number;
  discount_type: DiscountType | string;
  store_discount?: number;
  unit_type?: string | null;
  store_id: number;
  store_name?: string;
  module_id?: number;
  module_type?: ModuleType;
  zone_id?: number;
  variations?: ItemVariation[];
  food_variations?: FoodVariationGroup[];
  add_ons?: AddOn[];
  choice_options?: ChoiceOption[];
  veg?: number;
  halal_tag_status?: number;
  is_halal?: number;
  recommended?: number;
  organic?: number;
  avg_rating?: number;
  rating_count?: number;
  stock?: number;
  maximum_cart_quantity?: number | null;
  available_time_starts?: string;
  available_time_ends?: string;
  available_date_starts?: string | null;
  available_date_ends?: string | null;
  schedule_order?: boolean;
  category_ids?: { id: number | string; name?: string }[];
}

export interface Store {
  id: number;
  slug?: string;
  name: string;
  address?: string;
  logo_full_url?: string;
  cover_photo_full_url?: string;
  latitude?: string | number;
  longitude?: string | number;
  avg_rating?: number;
  module_id?: number;
  zone_id?: number;
  distance?: number;
  delivery_time?: string;
  free_delivery?: boolean;
  active?: boolean | number;
  open?: number;
  featured?: number;
  created_at?: string;
}

export interface CartVariationChoice {
  name: string;
  values: { label: string[] };
}

export interface CartLine {
  id: number;
  item_id: number;
  module_id?: number;
  is_guest?: boolean;
  item_type?: string;
  /** Line total computed by the server from the item, variation, add-ons and quantity. */
  price: number;
  unit_price?: number;
  quantity: number;
  variation: unknown[];
  add_on_ids: number[];
  add_on_qtys: number[];
  item: Item;
}

export interface Config {
  business_name: string;
  logo_full_url?: string;
  address?: string;
  phone?: string;
  email?: string;
  country?: string;
  default_location: { lat: string | number; lng: string | number };
  country_picker_status?: number;
  free_delivery_over?: number | null;
  guest_checkout_status?: number;
  digit_after_decimal_point: number;
  currency_symbol?: string;
  currency_symbol_direction?: 'left' | 'right';
  customer_wallet_status?: number;
  loyalty_point_status?: number;
  ref_earning_status?: number;
  footer_text?: string;
  social_media?: { name: string; link: string }[];
  refund_policy?: number;
  cancelation_policy?: number;
  shipping_policy?: number;
  base_urls?: Record<string, string>;
}

export interface PlacePrediction {
  description: string;
  place_id: string;
  structured_formatting?: { main_text: string; secondary_text?: string };
}

export interface ZoneLookup {
  zone_id: string;
  zone_data: Zone[];
}

export interface Customer {
  id: number;
  f_name: string;
  l_name: string;
  phone: string;
  email: string;
  image_full_url?: string;
}

export type OrderStatus =
  | 'pending'
  | 'accepted'
  | 'confirmed'
  | 'processing'
  | 'handover'
  | 'picked_up'
  | 'delivered'
  | 'canceled'
  | 'failed'
  | 'refund_requested'
  | 'refunded'
  | 'refund_request_canceled';

export interface TrackedOrder {
  id: number;
  order_status: OrderStatus;
  order_amount: number;
  order_type?: string;
  payment_method?: string;
  created_at?: string;
  pending?: string | null;
  confirmed?: string | null;
  picked_up?: string | null;
  delivered?: string | null;
  delivery_address?: { address?: string; contact_person_name?: string; latitude?: string; longitude?: string };
  store?: { id: number; name: string; address?: string };
  delivery_man?: { id: number; f_name: string; l_name: string; phone?: string; lat?: string; lng?: string }[];
}


export interface ItemPage {
  total_size: number;
  limit: number | string;
  offset: number | string;
  products: Item[];
}
