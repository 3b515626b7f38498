import { returnPathOf, routes, safeReturnPath } from '../routes';

describe('routes', () => {
  it('builds paths with the spec query names and leaves out empty values', () => {
    expect(routes.store({ id: 'fresh-mart', moduleId: 2, storeZoneId: 1 })).toBe('/store/fresh-mart?module_id=2&store_zone_id=1');
    expect(routes.product({ id: 7 })).toBe('/product/7');
    expect(routes.campaign({ id: 3, moduleId: 1 })).toBe('/campaigns/3?module_id=1');
    expect(routes.flashSales({ id: 4 })).toBe('/flash-sales?id=4');
    expect(routes.signIn({ from: 'sign-up' })).toBe('/auth/sign-in?from=sign-up');
    expect(routes.signIn()).toBe('/auth/sign-in');
    expect(routes.home()).toBe('/home');
  });

  it('escapes path segments', () => {
    expect(routes.category({ id: 'a/b' })).toBe('/category/a%2Fb');
  });

  it('base64-encodes a category name, non-Latin names too', () => {
    const url = new URL(routes.categoryResults({ id: 5, name: 'Café', moduleId: 1 }), 'http://x');
    expect(url.pathname).toBe('/home');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      search: 'category',
      id: '5',
      module_id: '1',
      name: 'Q2Fmw6k=',
      data_type: 'category',
    });
  });
});

describe('the return path after signing in', () => {
  it('is a path of this site, never another origin or an /auth/ page', () => {
    expect(safeReturnPath('/track-order')).toBe('/track-order');
    expect(safeReturnPath('/store/12?tab=2')).toBe('/store/12?tab=2');
    for (const unsafe of ['//evil.example', 'https://evil.example', '/auth/sign-in', 'track-order', '', null, undefined, 42]) {
      expect(safeReturnPath(unsafe)).toBeNull();
    }
  });

  it('comes from ?from= first, then the navigation state', () => {
    expect(returnPathOf({ search: '?from=%2Fwallet', state: { from: '/coupons' } })).toBe('/wallet');
    expect(returnPathOf({ search: '', state: { from: '/coupons' } })).toBe('/coupons');
    expect(returnPathOf({ search: '?from=//evil.example', state: null })).toBeNull();
  });
});
