import { checkWire } from '@storefront/contract';
import {
  food,
  grocery,
  makeCartLine,
  makeConfig,
  makeCustomer,
  makeItem,
  makeItemPage,
  makeModule,
  makeTrackedOrder,
  parcel,
  pharmacy,
} from '../fixtures';

test('every item gets its own id', () => {
  expect(makeItem().id).not.toBe(makeItem().id);
});

test('a cart line carries the line total after the item discount, as the API answers it', () => {
  const milk = makeItem({ price: 10, discount: 10, discount_type: 'percent' });
  expect(makeCartLine(milk, 3)).toMatchObject({ item_id: milk.id, id: milk.id + 1000, quantity: 3, unit_price: 9, price: 27 });
});

test("the store's discount wins over the item's", () => {
  const eggs = makeItem({ price: 10, discount: 1, discount_type: 'amount', store_discount: 25 });
  expect(makeCartLine(eggs, 2).price).toBe(15);
});

// The fixtures stand in for API answers, so they must be answers the API could give.
test.each([
  ['Config', makeConfig()],
  ['ModuleList', [food, grocery, pharmacy, parcel, makeModule()]],
  ['ItemPage', makeItemPage([makeItem(), makeItem({ discount: 5, discount_type: 'amount', unit_type: null })])],
  ['Cart', [makeCartLine(makeItem(), 2)]],
  ['Customer', makeCustomer()],
  ['TrackedOrder', makeTrackedOrder()],
] as const)('the %s fixture matches the API schema', (name, value) => {
  expect(() => checkWire(name, value)).not.toThrow();
});
