import { federationScriptsPlugin, firstViewRendered, FEDERATION_SCRIPTS_META } from '../federation-scripts';

type Plugin = NonNullable<ReturnType<typeof federationScriptsPlugin>>;
type Scope = Record<string, unknown>;

const container = { get: () => undefined, init: () => undefined };

/** The hooks as the federation's run time calls them, with only the arguments the plugin reads. */
const request = (plugin: Plugin, id: string) => plugin.beforeRequest!({ id } as never);
const loadEntry = (plugin: Plugin, name: string) =>
  plugin.loadEntry!({ remoteInfo: { name, entryGlobalName: name } } as never) as Promise<unknown>;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The scripts the plugin added, by URL. */
const added = () => [...document.head.querySelectorAll<HTMLScriptElement>('script[src]')];

function pageWithPath() {
  const meta = document.createElement('meta');
  meta.name = FEDERATION_SCRIPTS_META;
  meta.content = '/_federation-scripts.js';
  document.head.appendChild(meta);
}

function preload(href: string, media?: string) {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'script';
  link.href = href;
  if (media) link.media = media;
  link.setAttribute('data-federation-scripts', '');
  document.head.appendChild(link);
}

afterEach(() => {
  document.head.innerHTML = '';
  for (const name of ['mf_cart', 'mf_account', 'mf_location', 'mf_catalogue']) delete (globalThis as Scope)[name];
});

// first: the module's state (the first render) is the page's, once
test('the first batch waits for the first render, so the header remotes that render in later slices join it', async () => {
  pageWithPath();
  const plugin = federationScriptsPlugin()!;
  request(plugin, 'mf_location/LocationButton');
  const entry = loadEntry(plugin, 'mf_location');
  await settle();
  expect(added()).toHaveLength(0);
  request(plugin, 'mf_cart/CartButton');
  firstViewRendered();
  await settle();
  expect(added().map((script) => new URL(script.src).search)).toEqual(['?x=mf_location%2FLocationButton&x=mf_cart%2FCartButton']);
  added()[0]!.dispatchEvent(new Event('load'));
  await expect(entry).resolves.toBeUndefined(); // the script held no mf_location: the run time loads it itself
});

test('without the meta tag (nginx, a remote on its own page) there is no plugin', () => {
  expect(federationScriptsPlugin()).toBeNull();
});

test('the remotes requested together come in one script, and each entry is the container it declared', async () => {
  pageWithPath();
  const plugin = federationScriptsPlugin()!;
  for (const id of ['mf_cart/CartButton', 'mf_account/ProfileMenu', 'mf_account/WishlistButton']) request(plugin, id);
  const cart = loadEntry(plugin, 'mf_cart');
  const account = loadEntry(plugin, 'mf_account');
  await settle();
  expect(added()).toHaveLength(1);
  const script = added()[0]!;
  expect(script.getAttribute('src')).toBe(
    '/_federation-scripts.js?x=mf_cart%2FCartButton&x=mf_account%2FProfileMenu&x=mf_account%2FWishlistButton',
  );
  (globalThis as Scope).mf_cart = container;
  (globalThis as Scope).mf_account = container;
  script.dispatchEvent(new Event('load'));
  await expect(cart).resolves.toBe(container);
  await expect(account).resolves.toBe(container);
  expect(added()).toHaveLength(0); // the element goes once it has run

  // a remote requested later is a batch of its own; one already on the page is no batch's
  request(plugin, 'mf_cart/Overlays');
  request(plugin, 'mf_location/LocationButton');
  await expect(loadEntry(plugin, 'mf_cart')).resolves.toBe(container);
  void loadEntry(plugin, 'mf_location');
  await settle();
  expect(added().map((element) => element.getAttribute('src'))).toEqual(['/_federation-scripts.js?x=mf_location%2FLocationButton']);
});

test('a script that fails leaves the run time to load the entry itself', async () => {
  pageWithPath();
  const plugin = federationScriptsPlugin()!;
  request(plugin, 'mf_cart/CartButton');
  const entry = loadEntry(plugin, 'mf_cart');
  await settle();
  (globalThis as Scope).mf_cart = { not: 'a container' };
  added()[0]!.dispatchEvent(new Event('error'));
  await expect(entry).resolves.toBeUndefined();
});

test("the page's preloaded batch for this window's width is asked for as soon as one of its exposes is requested", async () => {
  pageWithPath();
  const wide = '(min-width: 1180px)';
  window.matchMedia = jest.fn((query: string) => ({ matches: query === wide }) as MediaQueryList);
  preload('/_federation-scripts.js?x=mf_cart%2FCartButton&x=mf_location%2FLocationButton', wide);
  preload('/_federation-scripts.js?x=mf_cart%2FCartButton', `not all and ${wide}`);
  const plugin = federationScriptsPlugin()!;
  request(plugin, 'mf_cart/CartButton');
  // at once: the preload has been coming since the page's head
  expect(added().map((script) => script.getAttribute('src'))).toEqual([
    `${location.origin}/_federation-scripts.js?x=mf_cart%2FCartButton&x=mf_location%2FLocationButton`,
  ]);
  const entry = loadEntry(plugin, 'mf_location');
  (globalThis as Scope).mf_location = container;
  added()[0]!.dispatchEvent(new Event('load'));
  await expect(entry).resolves.toBe(container);
  expect(added()).toHaveLength(0);
});

test("the run time's own loading of an expose's chunks is left out when its batch holds them, and done by the batch", async () => {
  pageWithPath();
  const plugin = federationScriptsPlugin()!;
  request(plugin, 'mf_catalogue/Routes');
  const preloadOps = [
    { nameOrAlias: 'mf_catalogue', exposes: ['./Routes'] },
    { nameOrAlias: 'mf_catalogue', exposes: ['./Routes', './StoreCard'] },
    { nameOrAlias: 'mf_parcel', exposes: ['./Routes'] },
  ];
  await plugin.beforePreloadRemote!({ preloadOps } as never);
  // mf_parcel's route preloaded on intent: a batch of its own
  expect(preloadOps).toEqual([{ nameOrAlias: 'mf_catalogue', exposes: ['./Routes', './StoreCard'] }]);
  await settle();
  expect(added().map((script) => script.getAttribute('src'))).toEqual([
    '/_federation-scripts.js?x=mf_parcel%2FRoutes',
    '/_federation-scripts.js?x=mf_catalogue%2FRoutes',
  ]);
});

test('a batch that came without a remote leaves the run time its own loading of that remote', async () => {
  pageWithPath();
  const plugin = federationScriptsPlugin()!;
  request(plugin, 'mf_parcel/Routes');
  const entry = loadEntry(plugin, 'mf_parcel');
  await settle();
  added()[0]!.dispatchEvent(new Event('error'));
  await expect(entry).resolves.toBeUndefined();
  const preloadOps = [{ nameOrAlias: 'mf_parcel', exposes: ['./Routes'] }];
  await plugin.beforePreloadRemote!({ preloadOps } as never);
  expect(preloadOps).toEqual([{ nameOrAlias: 'mf_parcel', exposes: ['./Routes'] }]);
});

test('a script that hangs is not waited for longer than ten seconds', async () => {
  jest.useFakeTimers();
  try {
    pageWithPath();
    const plugin = federationScriptsPlugin()!;
    request(plugin, 'mf_cart/CartButton');
    let result: unknown = 'waiting';
    void loadEntry(plugin, 'mf_cart').then((value) => (result = value));
    await jest.advanceTimersByTimeAsync(9_000);
    expect(result).toBe('waiting');
    await jest.advanceTimersByTimeAsync(1_000);
    expect(result).toBeUndefined();
    expect(added()).toHaveLength(0);
  } finally {
    jest.useRealTimers();
  }
});
