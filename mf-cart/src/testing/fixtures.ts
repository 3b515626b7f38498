import type { CartLine, Config, Item, Module } from '@storefront/contract';
import { discountedPrice } from '@storefront/domain';

export function configFixture(overrides: Partial<Config> = {}): Config {
  return {
    business_name: 'Storefront',
    default_location: { lat: '23.75', lng: '90.39' },
    digit_after_decimal_point: 2,
    currency_symbol: '$',
    currency_symbol_direction: 'left',
    free_delivery_over: 100,
    guest_checkout_status: 1,
    ...overrides,
  };
}

export function moduleFixture(overrides: Partial<Module> = {}): Module {
  return { id: 2, module_name: 'Grocery', module_type: 'grocery', zones: [{ id: 1 }], ...overrides };
}

let nextId = 100;

export function itemFixture(overrides: Partial<Item> = {}): Item {
  nextId += 1;
  return {
    id: nextId,
    name: `Item ${nextId}`,
    image_full_url: `http://localhost:4000/images/item-${nextId}.png`,
    price: 10,
    discount: 0,
    discount_type: 'percent',
    store_discount: 0,
    unit_type: 'kg',
    store_id: 7,
    store_name: 'Green Market',
    module_id: 2,
    module_type: 'grocery',
    variations: [],
    food_variations: [],
    choice_options: [],
    add_ons: [],
    avg_rating: 4.5,
    stock: 50,
    maximum_cart_quantity: null,
    ...overrides,
  };
}

/** A cart line as the API answers it: `price` is the line total. */
export function lineFixture(item: Item, quantity = 1, id = item.id + 1000): CartLine {
  return {
    id,
    item_id: item.id,
    module_id: item.module_id,
    is_guest: true,
    price: Math.round(discountedPrice(item.price, item) * quantity * 100) / 100,
    unit_price: discountedPrice(item.price, item),
    quantity,
    variation: [],
    add_on_ids: [],
    add_on_qtys: [],
    item,
  };
}

export const GUEST_ID = 'guest-5e1f';

/** Browser storage of a guest who picked a location in zone 1 and the grocery module. */
export function locatedGuest(extra: Record<string, string> = {}): Record<string, string> {
  return {
    location: 'Road 12, Dhaka',
    zoneid: '[1]',
    currentLatLng: JSON.stringify({ lat: 23.75, lng: 90.39 }),
    module: JSON.stringify(moduleFixture()),
    guest_id: GUEST_ID,
    ...extra,
  };
}
