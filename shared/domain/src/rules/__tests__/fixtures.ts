import type { CartLine, Item } from '@storefront/contract';

export function makeItem(overrides: Partial<Item> = {}): Item {
  return {
    id: 1,
    name: 'Margherita',
    price: 100,
    discount: 0,
    discount_type: 'percent',
    store_discount: 0,
    store_id: 7,
    module_type: 'grocery',
    ...overrides,
  };
}

export function makeLine(overrides: Partial<CartLine> = {}): CartLine {
  const item = overrides.item ?? makeItem();
  return {
    id: 11,
    item_id: item.id,
    price: item.price,
    quantity: 1,
    variation: [],
    add_on_ids: [],
    add_on_qtys: [],
    ...overrides,
    item,
  };
}
