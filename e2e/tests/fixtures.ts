/**
 * Helpers shared by the journey specs: screenshots to look at, a visitor who
 * already chose a location and a module (from the real API), the page's bus
 * read through the one shared copy of @storefront/platform, and a record of
 * uncaught page errors.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { API_URL, ROOT } from '../support/servers';

export const SCREENSHOT_DIR = path.join(ROOT, 'e2e', '.tmp', 'screenshots');

export const DEMO_CUSTOMER = { email: 'customer@example.com', password: 'Demo@1234' };

/** A place of the API's embedded gazetteer, inside the Manhattan zone. */
export const PLACE_QUERY = 'Times Square';
export const PLACE_LATLNG = { lat: 40.758, lng: -73.9855 };

export async function shot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`) });
}

/**
 * Waits for the module home's "Popular Items Nearby", scrolling down to it: its section loads when it comes near the
 * viewport, and on the grocery home it follows the stores area (spec §2 order), below the first screen.
 */
export async function popularItemsShown(page: Page, timeout = 30_000): Promise<void> {
  const heading = page.getByRole('heading', { name: 'Popular Items Nearby' });
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible({ timeout });
  await expect(async () => {
    if (!(await heading.isVisible())) await page.evaluate(() => window.scrollBy(0, 400));
    await expect(heading).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout });
  await heading.scrollIntoViewIfNeeded();
}

/**
 * Waits until an antd dialog has finished zooming in. Playwright clicks once a button's box holds still for two
 * frames, which it does in the zoom's first frames, before the animation moves it: the press and the release then
 * land on different elements and no click reaches the button (the language switch's Change, once, under load). A
 * person cannot click within those few milliseconds.
 */
export async function dialogSettled(dialog: Locator): Promise<void> {
  await expect(dialog).toBeVisible();
  await expect(dialog).not.toHaveClass(/ant-zoom/);
}

/**
 * Types a place into the pick-location dialog's search. A click first waits for the field to stop moving: the
 * dialog zooms in, and the options' popup takes the field's width when it opens (measured mid-zoom, under load it was
 * a few dozen pixels wide and the click on an option could miss). A visitor types once the field is there.
 */
export async function typePlace(dialog: Locator, query: string): Promise<void> {
  const search = dialog.getByRole('combobox', { name: 'Search location here...' });
  await search.click();
  await search.fill(query);
}

export interface LocatedSession {
  zoneId: string;
  location: string;
  latLng: { lat: number; lng: number };
  module: { id: number; module_name: string; module_type: string; zones?: { id: number }[] };
}

/** Asks the real API for the zone of the demo place and a module serving it (grocery when there is one). */
export async function locatedSession(request: APIRequestContext, moduleType = 'grocery'): Promise<LocatedSession> {
  const zone = await request.get(`${API_URL}/api/v1/config/get-zone-id`, { params: PLACE_LATLNG });
  if (!zone.ok()) throw new Error(`zone lookup failed: ${zone.status()} ${await zone.text()}`);
  const { zone_id: zoneId } = (await zone.json()) as { zone_id: string };
  const modules = await request.get(`${API_URL}/api/v1/module`, { headers: { zoneid: zoneId } });
  if (!modules.ok()) throw new Error(`modules failed: ${modules.status()} ${await modules.text()}`);
  const list = (await modules.json()) as LocatedSession['module'][];
  const module = list.find((candidate) => candidate.module_type === moduleType) ?? list[0];
  if (!module) throw new Error('the API serves no module in the demo zone');
  return { zoneId, location: `${PLACE_QUERY}, New York`, latLng: PLACE_LATLNG, module };
}

/** The localStorage entries the shell keeps for this session (and its module, unless `withModule` is false). */
export function storedSession(session: LocatedSession, { withModule = true } = {}): Record<string, string> {
  return {
    zoneid: session.zoneId,
    location: session.location,
    currentLatLng: JSON.stringify(session.latLng),
    ...(withModule ? { module: JSON.stringify(session.module) } : {}),
  };
}

/** Stores the session the way the shell does, before any script of the page runs. */
export async function useSession(page: Page, session: LocatedSession, { withModule = true } = {}): Promise<void> {
  await page.addInitScript(
    (entries) => {
      if (window.sessionStorage.getItem('e2e-seeded')) return; // only the first load; later loads keep what the page did
      window.sessionStorage.setItem('e2e-seeded', '1');
      for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
    },
    storedSession(session, { withModule }),
  );
}

/** The headers the apps send with every API call for this session (and a customer's token). */
export function apiHeaders(session: LocatedSession, token?: string): Record<string, string> {
  return {
    zoneid: session.zoneId,
    moduleid: String(session.module.id),
    latitude: String(session.latLng.lat),
    longitude: String(session.latLng.lng),
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  };
}

/** Empties the cart of `token`'s customer in the session's module, through the API. */
export async function emptyCustomerCart(request: APIRequestContext, session: LocatedSession, token: string): Promise<void> {
  const answer = await request.delete(`${API_URL}/api/v1/customer/cart/remove`, { headers: apiHeaders(session, token) });
  expect(answer.ok(), await answer.text()).toBeTruthy();
}

/** A popular item as the API lists it: what an order of it needs. */
export interface OrderableItem {
  id: number;
  name: string;
  store_id: number;
  module_id?: number;
  variations?: unknown[];
  food_variations?: unknown[];
  choice_options?: unknown[];
  stock?: number;
}

/**
 * Places a cash-on-delivery order of one plain popular item (no options, in stock) as Buy Now does,
 * for the customer of `token`, and returns it. Tries the next item when a store refuses (closed, too far).
 */
export async function placePlainOrder(
  request: APIRequestContext,
  session: LocatedSession,
  token: string,
  contactName = 'Jane Doe',
): Promise<{ orderId: number; item: OrderableItem }> {
  const headers = apiHeaders(session, token);
  const popular = await request.get(`${API_URL}/api/v1/items/popular`, { headers, params: { offset: 1, limit: 50 } });
  expect(popular.ok(), await popular.text()).toBeTruthy();
  const { products } = (await popular.json()) as { products: OrderableItem[] };
  const failures: string[] = [];
  for (const item of products) {
    const options = (item.variations?.length ?? 0) + (item.food_variations?.length ?? 0) + (item.choice_options?.length ?? 0);
    if (options > 0 || item.stock === 0) continue;
    const placed = await request.post(`${API_URL}/api/v1/customer/order/place`, {
      headers: { ...headers, 'idempotency-key': `e2e-${Date.now()}-${item.id}` },
      data: {
        order_type: 'delivery',
        payment_method: 'cash_on_delivery',
        store_id: item.store_id,
        source: 'buy_now',
        cart: [{ item_id: item.id, quantity: 1 }],
        contact_person_name: contactName,
        contact_person_number: '+1 212 555 0199',
        address: '41 West 40th Street, New York',
        address_type: 'home',
        latitude: session.latLng.lat,
        longitude: session.latLng.lng,
      },
    });
    if (placed.ok()) return { orderId: ((await placed.json()) as { order_id: number }).order_id, item };
    failures.push(`${item.id}: ${placed.status()} ${await placed.text()}`);
    if (failures.length >= 5) break;
  }
  throw new Error(`no popular item could be ordered:\n${failures.join('\n')}`);
}

/** Signs the demo customer in through the API and returns the token. */
export async function loginDemoCustomer(request: APIRequestContext): Promise<string> {
  const answer = await request.post(`${API_URL}/api/v1/auth/login`, {
    data: { email_or_phone: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
  });
  expect(answer.ok(), await answer.text()).toBeTruthy();
  return ((await answer.json()) as { token: string }).token;
}

/** Stores the token the way the account remote does, on the first load only (a later sign-out sticks). */
export async function signedIn(page: Page, token: string): Promise<void> {
  await page.addInitScript((token) => {
    if (!window.sessionStorage.getItem('e2e-token')) {
      window.sessionStorage.setItem('e2e-token', '1');
      window.localStorage.setItem('token', token);
    }
  }, token);
}

/** Uncaught errors in the page: a journey must end with none. */
export function recordPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** A bus event as the specs read it back. */
export interface BusEventLike {
  type: string;
  [key: string]: unknown;
}

/** One provider of a shared package in the federation share scope. */
export interface ShareEntry {
  from: string;
  loaded?: boolean;
  loading?: unknown;
  lib?: () => unknown;
  get?: () => Promise<() => unknown>;
}

/** `__FEDERATION__.__SHARE__`: instance → scope → package → version → provider. */
export type ShareScopes = Record<string, { default?: Record<string, Record<string, ShareEntry>> } | undefined>;

/** The globals the specs read or set inside the page. */
export type SpecWindow = Window & {
  __FEDERATION__?: { __SHARE__: ShareScopes };
  __busEvents?: BusEventLike[];
  __emit?: (event: BusEventLike) => void;
};

interface SharedModule {
  observe: (type: string) => { subscribe: (next: (event: BusEventLike) => void) => unknown };
  emit: (event: BusEventLike) => void;
}

/**
 * Subscribes, inside the page, to bus events through the page's one copy of
 * @storefront/platform (taken from the federation share scope, as every remote
 * gets it). Read them back with `busEvents(page)`; `__emit` emits from outside any app.
 */
export async function listenToBus(page: Page, types: string[]): Promise<void> {
  await page.waitForFunction(() => {
    const scopes = (window as SpecWindow).__FEDERATION__?.__SHARE__;
    return Boolean(scopes && Object.values(scopes).some((scope) => scope?.default?.['@storefront/platform']));
  });
  await page.evaluate(async (types) => {
    const w = window as SpecWindow;
    const scopes = w.__FEDERATION__!.__SHARE__;
    const entries = Object.values(scopes).flatMap((scope) => Object.values(scope?.default?.['@storefront/platform'] ?? {}));
    const entry = entries.find((candidate) => candidate.loaded && candidate.lib) ?? entries[0];
    const shared = (entry.lib ? entry.lib() : (await entry.get!())()) as SharedModule;
    w.__busEvents = [];
    // observe, not on: the spec watches commands without taking them from the remote that answers them
    for (const type of types) shared.observe(type).subscribe((event) => w.__busEvents!.push(event));
    w.__emit = shared.emit;
  }, types);
}

export function busEvents(page: Page): Promise<BusEventLike[]> {
  return page.evaluate(() => (window as SpecWindow).__busEvents ?? []);
}

/** The shell's entry script (main.<hash>.js): what the page runs first. */
const SHELL_ENTRY = /\/main\.[0-9a-f]+\.js$/;

/**
 * Holds the shell's entry script of `page` until `release()`, so what the page paints before any of the app's code can
 * be measured, and collects the page's Content Security Policy violations from its console.
 */
export async function holdShellEntry(page: Page): Promise<{ release: () => void; violations: string[] }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(SHELL_ENTRY, async (route) => {
    await released;
    await route.continue();
  });
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return { release, violations };
}

/**
 * Every toast the page shows from now on, in order: antd's message notices as they appear, even one that the next
 * replaces before an assertion could see it. A second call on the same page starts a new record with the one observer.
 */
export async function recordToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const w = window as unknown as { __toasts: string[]; __toastObserver?: MutationObserver };
    w.__toastObserver?.disconnect();
    const seen: string[] = [];
    w.__toasts = seen;
    w.__toastObserver = new MutationObserver(() => {
      for (const notice of document.querySelectorAll('.ant-message-notice')) {
        const text = notice.textContent ?? '';
        if (text && seen.at(-1) !== text) seen.push(text);
      }
    });
    w.__toastObserver.observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { __toasts: string[] }).__toasts);
}
