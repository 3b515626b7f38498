import { makeItem } from '@storefront/testing';
import { categoryTabs, inCategory, validItems } from '../category-tabs';

const fruit = { id: '3', name: 'Fruits' };
const dairy = { id: '4', name: 'Dairy' };

test('tabs are the unique main categories in the order the items bring them', () => {
  const items = [
    makeItem({ category_ids: [fruit, { id: '30', name: 'Apples' }] }),
    makeItem({ category_ids: [dairy] }),
    makeItem({ category_ids: [fruit] }),
    makeItem({ category_ids: [] }),
  ];
  expect(categoryTabs(items)).toEqual([
    { id: 3, name: 'Fruits' },
    { id: 4, name: 'Dairy' },
  ]);
});

test('a tab keeps the items of its category; null keeps all', () => {
  const apple = makeItem({ category_ids: [fruit] });
  const milk = makeItem({ category_ids: [dairy] });
  expect(inCategory([apple, milk], 4)).toEqual([milk]);
  expect(inCategory([apple, milk], null)).toEqual([apple, milk]);
});

test('holes in a list answer are dropped', () => {
  const apple = makeItem();
  expect(validItems([apple, null as never, { name: 'x' } as never])).toEqual([apple]);
  expect(validItems(undefined)).toEqual([]);
});
