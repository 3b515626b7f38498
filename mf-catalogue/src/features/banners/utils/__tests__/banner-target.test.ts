import type { Banner } from '../../api/get-banners';
import { bannerTarget, safeLink } from '../banner-target';

const banner = (overrides: Partial<Banner>): Banner => ({
  id: 1,
  title: 'A banner',
  type: 'default',
  image_full_url: 'http://localhost/banner.svg',
  link: null,
  store: null,
  item: null,
  ...overrides,
});

test('a store banner opens the store page by slug, with its module and zone', () => {
  expect(
    bannerTarget(banner({ type: 'store_wise', store: { id: 7, slug: 'green-market', zone_id: 2, module_id: 3 } }), 'grocery', 3),
  ).toEqual({
    kind: 'route',
    to: '/store/green-market?module_id=3&store_zone_id=2',
  });
});

test('an item banner opens the item dialog in food and the product page elsewhere', () => {
  const item = banner({ type: 'item_wise', item: { id: 42, slug: 'apple-pie' } });
  expect(bannerTarget(item, 'food', 1)).toEqual({ kind: 'item-dialog', itemId: 42 });
  expect(bannerTarget(item, 'ecommerce', 4)).toEqual({ kind: 'route', to: '/product/apple-pie?module_id=4' });
});

test('a default banner goes to its web link; anything else goes nowhere', () => {
  expect(bannerTarget(banner({ link: 'https://example.com/offers' }), 'grocery', 2)).toEqual({
    kind: 'link',
    href: 'https://example.com/offers',
  });
  expect(bannerTarget(banner({ link: 'javascript:alert(1)' }), 'grocery', 2)).toEqual({ kind: 'none' });
  expect(bannerTarget(banner({ link: null }), 'grocery', 2)).toEqual({ kind: 'none' });
  expect(safeLink('mailto:a@b.c')).toBeNull();
});

test('a store banner without its store falls back to the link', () => {
  expect(bannerTarget(banner({ type: 'store_wise', store: null, link: 'https://example.com' }), 'food', 1)).toEqual({
    kind: 'link',
    href: 'https://example.com/',
  });
});
