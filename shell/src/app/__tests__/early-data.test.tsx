import type { Module } from '@storefront/contract';
import {
  API,
  createTestServer,
  food,
  grocery,
  locatedSession,
  makeModule,
  parcel,
  pharmacy,
  recordRequests,
  type TestSession,
} from '@storefront/testing';
import { languageAtom, locationAtom, moduleAtom, resetSessionStore, zoneIdAtom } from '@storefront/platform';
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import useSWR, { SWRConfig, unstable_serialize, useSWRConfig } from 'swr';
import { earlyRequests, startEarlyRequests, type EarlyPlace } from '../early-data';

const categories = [{ id: 9, name: 'Fruits', featured: 1 }];
const banners = { banners: [{ id: 4, title: 'Sale' }], campaigns: [] };
const cover = 'http://cdn.test/store-cover/3.webp';
const stores = {
  total_size: 2,
  limit: 12,
  offset: 1,
  // a malformed first entry is not shown, so its picture is not the lead
  stores: [
    { id: null, name: 'Broken', cover_photo_full_url: 'http://cdn.test/broken.webp' },
    { id: 3, name: 'Green Basket', cover_photo_full_url: cover },
  ],
};
/** The catalogue's grocery stores area (StoresFilterSection) asks for its 'all' filter first. */
const storesKey = (moduleId: number) => ['stores/get-stores/all', '{"store_type":"all","limit":12,"offset":1}', moduleId, '[1]', null, ''];
const server = createTestServer(
  http.get(`${API}/categories`, () => HttpResponse.json(categories)),
  http.get(`${API}/stores/get-stores/all`, () => HttpResponse.json(stores)),
  http.get(`${API}/banners`, () => HttpResponse.json(banners)),
);

function session({ zoneId, location, module, language }: TestSession = {}) {
  window.localStorage.clear();
  const store = resetSessionStore();
  if (zoneId) store.set(zoneIdAtom, zoneId);
  if (location) store.set(locationAtom, location);
  if (module) store.set(moduleAtom, module);
  if (language) store.set(languageAtom, language);
}
const located = (module?: Module, language?: string) => session({ ...locatedSession, module, language });
const at = (pathname: string, { search = '', wide = true }: Partial<EarlyPlace> = {}): EarlyPlace => ({ pathname, search, wide });

// The keys are written out, not built with the shared builders: these are the keys the hooks read (the platform's
// useConfig, the shell's useModules, the catalogue's useModuleList and useBanners), so a key built differently here
// or there fails a test instead of making the page ask twice.
describe('earlyRequests: what the first render of the page will ask, from the stored session', () => {
  test('a visitor without a zone: the config alone', () => {
    session();
    expect(earlyRequests(at('/home')).map((r) => r.key)).toEqual([['config', 'en']]);
    expect(earlyRequests(at('/')).map((r) => r.key)).toEqual([['config', 'en']]);
  });

  test('the grocery home on a wide window: the config, the modules (the switcher), the featured categories and the stores', () => {
    located(grocery);
    expect(earlyRequests(at('/home')).map((r) => r.key)).toEqual([
      ['config', 'en'],
      ['modules', '[1]', 'en'],
      ['categories', '{}', grocery.id, '[1]', null, ''],
      storesKey(grocery.id),
    ]);
  });

  test('the pharmacy home asks for its featured categories in the stored language; a phone shows no switcher', () => {
    located(pharmacy, 'tr');
    expect(earlyRequests(at('/home/', { wide: false })).map((r) => r.key)).toEqual([
      ['config', 'tr'],
      ['categories', '{}', pharmacy.id, '[1]', 'tr', ''],
    ]);
  });

  test('food and ecommerce homes begin with the banners', () => {
    located(food);
    expect(earlyRequests(at('/home', { wide: false })).map((r) => r.key)).toEqual([
      ['config', 'en'],
      ['banners', food.id, '[1]', 'en'],
    ]);
    const shop = makeModule({ id: 4, module_type: 'ecommerce' });
    located(shop, 'ar');
    expect(earlyRequests(at('/home', { wide: false })).map((r) => r.key)).toEqual([
      ['config', 'ar'],
      ['banners', 4, '[1]', 'ar'],
    ]);
  });

  test('no catalogue call where the module home is not shown: results, a parcel home, another page', () => {
    located(grocery);
    expect(earlyRequests(at('/home', { search: '?data_type=category&id=3', wide: false })).map((r) => r.key)).toEqual([['config', 'en']]);
    expect(earlyRequests(at('/store/7', { wide: true })).map((r) => r.key)).toEqual([['config', 'en']]);
    expect(earlyRequests(at('/homework', { wide: true })).map((r) => r.key)).toEqual([['config', 'en']]);
    located(parcel);
    expect(earlyRequests(at('/home', { wide: false })).map((r) => r.key)).toEqual([['config', 'en']]);
  });

  test('the module picker: on / with a location, and on /home before a module is chosen', () => {
    located(grocery);
    expect(earlyRequests(at('/', { wide: false })).map((r) => r.key)).toEqual([
      ['config', 'en'],
      ['modules', '[1]', 'en'],
    ]);
    located(undefined);
    expect(earlyRequests(at('/home', { wide: false })).map((r) => r.key)).toEqual([
      ['config', 'en'],
      ['modules', '[1]', 'en'],
    ]);
    // a zone without the address shows the hero on /, not the picker
    session({ zoneId: '[1]' });
    expect(earlyRequests(at('/', { wide: false })).map((r) => r.key)).toEqual([['config', 'en']]);
  });
});

describe('startEarlyRequests', () => {
  const wrapper = ({ children }: { children: React.ReactNode }) => <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>;
  const never = () => Promise.reject(new Error('the hook made its own request'));
  // data and error are read while rendering, so swr renders again when either arrives
  const read = (key: readonly unknown[]) =>
    renderHook(
      () => {
        const { data, error } = useSWR(key, never, { shouldRetryOnError: false });
        return { data, error: error as Error | undefined };
      },
      { wrapper },
    );

  test('asks the API once for each call, and the hooks reading the same keys take those answers', async () => {
    located(grocery);
    const requests = recordRequests(server);
    startEarlyRequests(at('/home'));
    expect(requests.map((r) => r.path).sort()).toEqual(['categories', 'config', 'module', 'stores/get-stores/all']);
    expect(requests.find((r) => r.path === 'categories')?.headers.get('zoneid')).toBe('[1]');
    expect(requests.find((r) => r.path === 'categories')?.headers.get('moduleId')).toBe(String(grocery.id));

    const home = read(['categories', '{}', grocery.id, '[1]', null, '']);
    const storesArea = read(storesKey(grocery.id));
    const modules = read(['modules', '[1]', 'en']);
    const config = read(['config', 'en']);
    await waitFor(() => expect(home.result.current.data).toEqual(categories));
    await waitFor(() => expect(modules.result.current.data).toEqual([food, grocery, pharmacy]));
    await waitFor(() => expect(config.result.current.data).toBeDefined());
    await waitFor(() => expect(storesArea.result.current.data).toEqual(stores));
    expect(home.result.current.error).toBeUndefined();
    expect(requests).toHaveLength(4);
  });

  test('a hook mounting after the answer has it in its first render, from swr’s cache, and asks nothing itself', async () => {
    // the page's swr cache (no provider), so a key of this test's own: the pharmacy home in Portuguese
    located(pharmacy, 'pt');
    const key = ['categories', '{}', pharmacy.id, '[1]', 'pt', ''];
    const requests = recordRequests(server);
    startEarlyRequests(at('/home', { wide: false }));
    const cache = renderHook(() => useSWRConfig().cache).result.current;
    await waitFor(() => expect(cache.get(unstable_serialize(key))?.data).toEqual(categories));

    const rendered: unknown[] = [];
    const hook = renderHook(() => {
      const { data, error } = useSWR(key, never, { shouldRetryOnError: false });
      rendered.push(data);
      return error as Error | undefined;
    });
    expect(rendered[0]).toEqual(categories);
    await waitFor(() => expect(requests.map((r) => r.path).sort()).toEqual(['categories', 'config']));
    expect(hook.result.current).toBeUndefined();
  });

  test("answers the page came with (the server's first screen) are in the cache at once and not asked for again", async () => {
    // a language of its own: the page's swr cache is shared by the tests of this file
    located(grocery, 'it');
    const key = ['categories', '{}', grocery.id, '[1]', 'it', ''];
    const fromServer = [{ id: 5, name: 'Frutta', featured: 1 }];
    const requests = recordRequests(server);
    startEarlyRequests(at('/home', { wide: false }), [[key, fromServer]]);
    const cache = renderHook(() => useSWRConfig().cache).result.current;
    expect(cache.get(unstable_serialize(key))?.data).toEqual(fromServer);
    // the stores area's list was not among them: asked for as before
    await waitFor(() => expect(requests.map((r) => r.path).sort()).toEqual(['config', 'stores/get-stores/all']));
  });

  test('the banners of a food home, once', async () => {
    located(food);
    const requests = recordRequests(server);
    startEarlyRequests(at('/home', { wide: false }));
    const hook = read(['banners', food.id, '[1]', 'en']);
    await waitFor(() => expect(hook.result.current.data).toEqual(banners));
    expect(requests.map((r) => r.path).sort()).toEqual(['banners', 'config']);
  });

  describe('the lead picture', () => {
    // React DOM preloads a URL once per document, and swr keeps a started call until a hook reads it: each test
    // has its own pictures and language (a key of its own)
    const preloads = () =>
      [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((link) => [
        link.getAttribute('href'),
        link.getAttribute('fetchpriority'),
      ]);
    const answer = (list: object[]) =>
      server.use(http.get(`${API}/stores/get-stores/all`, () => HttpResponse.json({ ...stores, stores: list })));
    beforeEach(() => document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove()));

    test('the grocery home preloads its first store card’s picture, at high priority, once the list answers', async () => {
      located(grocery, 'fr');
      const picture = 'http://cdn.test/store-cover/7.webp';
      answer([
        { id: null, name: 'Broken', cover_photo_full_url: 'http://cdn.test/broken.webp' },
        { id: 7, name: 'Green Basket', cover_photo_full_url: picture },
      ]);
      startEarlyRequests(at('/home', { wide: false }));
      expect(preloads()).toEqual([]);
      await waitFor(() => expect(preloads()).toEqual([[picture, 'high']]));
    });

    test('a store without a cover leads with its logo', async () => {
      located(grocery, 'de');
      const logo = 'http://cdn.test/store-logo/5.png';
      answer([{ id: 5, name: 'Corner', logo_full_url: logo }]);
      startEarlyRequests(at('/home', { wide: false }));
      await waitFor(() => expect(preloads()).toEqual([[logo, 'high']]));
    });

    test('the food and ecommerce homes preload their first banner’s picture', async () => {
      located(food, 'nl');
      const picture = 'http://cdn.test/banner/2.webp';
      server.use(
        http.get(`${API}/banners`, () =>
          HttpResponse.json({
            campaigns: [],
            banners: [
              { id: 2, title: 'Pizza week', image_full_url: picture },
              { id: 3, title: 'Later' },
            ],
          }),
        ),
      );
      startEarlyRequests(at('/home', { wide: false }));
      await waitFor(() => expect(preloads()).toEqual([[picture, 'high']]));
    });

    test('a list without a store to show, or a home without stores, preloads nothing', async () => {
      located(grocery, 'es');
      answer([{ name: 'No id', cover_photo_full_url: 'http://cdn.test/no-id.webp' }]);
      startEarlyRequests(at('/home', { wide: false }));
      const storesHook = read(['stores/get-stores/all', '{"store_type":"all","limit":12,"offset":1}', grocery.id, '[1]', 'es', '']);
      await waitFor(() => expect(storesHook.result.current.data).toBeDefined());
      located(food, 'it');
      startEarlyRequests(at('/home', { wide: false }));
      const bannersHook = read(['banners', food.id, '[1]', 'it']);
      await waitFor(() => expect(bannersHook.result.current.data).toEqual(banners));
      expect(preloads()).toEqual([]);
    });
  });

  test('a failed call is the hook’s error, not an unhandled rejection', async () => {
    located(pharmacy);
    server.use(http.get(`${API}/categories`, () => HttpResponse.json({ errors: [{ code: 'x', message: 'down' }] }, { status: 500 })));
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    startEarlyRequests(at('/home', { wide: false }));
    const hook = read(['categories', '{}', pharmacy.id, '[1]', null, '']);
    await waitFor(() => expect(hook.result.current.error).toBeDefined());
    expect(hook.result.current.error?.message).not.toMatch(/own request/);
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
