import { displayName, hasOptions, isOutOfStock } from '../item-display';

test('cuts names longer than 25 characters outside food only', () => {
  expect(displayName({ name: 'A'.repeat(26) }, 'grocery')).toBe(`${'A'.repeat(25)}...`);
  expect(displayName({ name: 'A'.repeat(25) }, 'grocery')).toBe('A'.repeat(25));
  expect(displayName({ name: 'A'.repeat(40) }, 'food')).toBe('A'.repeat(40));
});

test('treats variations, food variations and choice options as options', () => {
  expect(hasOptions({})).toBe(false);
  expect(hasOptions({ variations: [], food_variations: [], choice_options: [] })).toBe(false);
  expect(hasOptions({ variations: [{ type: 'Red', price: 1 }] })).toBe(true);
  expect(hasOptions({ choice_options: [{ title: 'Colour', options: ['Red'] }] })).toBe(true);
});

test('counts an item out of stock only outside food and only when stock is known', () => {
  expect(isOutOfStock({ stock: 0 }, 'pharmacy')).toBe(true);
  expect(isOutOfStock({ stock: 0 }, 'food')).toBe(false);
  expect(isOutOfStock({}, 'grocery')).toBe(false);
});
