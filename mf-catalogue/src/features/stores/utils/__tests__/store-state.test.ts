import { closedLabel, storeLatLng, tabCategories } from '../store-state';

test("an inactive store reads 'Closed Now', an active one with open 0 'CLOSED NOW', an open one nothing", () => {
  expect(closedLabel({ active: 0, open: 1 })).toBe('Closed Now');
  expect(closedLabel({ active: false, open: 0 })).toBe('Closed Now');
  expect(closedLabel({ active: 1, open: 0 })).toBe('CLOSED NOW');
  expect(closedLabel({ active: true, open: 1 })).toBeNull();
  expect(closedLabel({})).toBeNull();
});

test('tabs are the main categories, or all when none is a main one', () => {
  const fruit = { id: 1, name: 'Fruit', parent_id: 0 };
  const apples = { id: 2, name: 'Apples', parent_id: 1 };
  expect(tabCategories([fruit, apples])).toEqual([fruit]);
  expect(tabCategories([apples])).toEqual([apples]);
  expect(tabCategories(undefined)).toEqual([]);
});

test('a map link only for valid coordinates', () => {
  expect(storeLatLng({ latitude: '40.7', longitude: '-74' })).toEqual({ lat: 40.7, lng: -74 });
  expect(storeLatLng({ latitude: 'x', longitude: '1' })).toBeNull();
  expect(storeLatLng({ latitude: 0, longitude: 0 })).toBeNull();
  expect(storeLatLng({ latitude: 95, longitude: 1 })).toBeNull();
});
