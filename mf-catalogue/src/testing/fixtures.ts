import type { Config, Item, ItemPage, Module } from '@storefront/contract';

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
    rating_count: 10,
    stock: 50,
    maximum_cart_quantity: null,
    veg: 0,
    ...overrides,
  };
}

export function itemPage(products: Item[]): ItemPage {
  return { total_size: products.length, limit: 12, offset: 1, products };
}

/** Browser storage of a visitor who picked a location in zone 1 and the given module. */
export function locatedVisitor(module: Module = moduleFixture()): Record<string, string> {
  return {
    location: 'Road 12, Dhaka',
    zoneid: '[1]',
    currentLatLng: JSON.stringify({ lat: 23.75, lng: 90.39 }),
    module: JSON.stringify(module),
  };
}
