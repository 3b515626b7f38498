import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { on } from '../../bus/bus';
import {
  currentLatLngAtom,
  getSessionStore,
  guestIdAtom,
  languageAtom,
  moduleAtom,
  resetSessionStore,
  tokenAtom,
  zoneIdAtom,
} from '../../session/atoms';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../errors';
import { apiBaseUrl, configureApi, request, SOFTWARE_ID } from '../client';

// Calls shaped like the remotes' endpoint functions, built on the core alone.
const getConfig = () => request('config');
const getCart = (guestId?: string | null) => request('customer/cart/list', { query: { guest_id: guestId ?? undefined } });
const removeCartItem = (cartId: number) => request('customer/cart/remove-item', { method: 'DELETE', query: { cart_id: cartId } });
const addCartItem = (body: Record<string, unknown>) => request('customer/cart/add', { method: 'POST', body });

const API = 'http://localhost:4000/api/v1';
const server = setupServer();

let seen: Request[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  localStorage.clear();
  resetSessionStore();
  configureApi({ baseUrl: 'http://localhost:4000' });
  seen = [];
  server.events.on('request:start', ({ request: sent }) => {
    seen.push(sent.clone());
  });
});
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
});

function signedInSession() {
  const store = resetSessionStore();
  store.set(tokenAtom, 'token-123');
  store.set(zoneIdAtom, '[1,3]');
  store.set(currentLatLngAtom, { lat: 23.81, lng: 90.41 });
  store.set(moduleAtom, { id: 2, module_name: 'Grocery', module_type: 'grocery' });
  store.set(languageAtom, 'ar');
  return store;
}

/**
 * The session atoms read browser storage when their module loads (a page load),
 * so a test of stored values loads the package again after writing storage.
 */
function freshPageLoad(): { getConfig: () => Promise<unknown> } {
  let client!: typeof import('../client');
  jest.isolateModules(() => {
    require('../../session/atoms').resetSessionStore();
    client = require('../client');
  });
  return { getConfig: () => client.request('config') };
}

function expectSessionHeaders(headers: Headers) {
  expect(headers.get('latitude')).toBe('23.81');
  expect(headers.get('longitude')).toBe('90.41');
  expect(headers.get('zoneid')).toBe('[1,3]');
  expect(headers.get('moduleId')).toBe('2');
  expect(headers.get('authorization')).toBe('Bearer token-123');
  expect(headers.get('X-localization')).toBe('ar');
  expect(headers.get('X-software-id')).toBe(SOFTWARE_ID);
  expect(headers.get('Accept')).toBe('application/json');
}

describe('session headers', () => {
  it('are sent on every call, whatever the method', async () => {
    signedInSession();
    server.use(
      http.get(`${API}/config`, () => HttpResponse.json({ business_name: 'Shop' })),
      http.post(`${API}/customer/cart/add`, () => HttpResponse.json([])),
      http.delete(`${API}/customer/cart/remove-item`, () => HttpResponse.json([])),
    );
    await getConfig();
    await addCartItem({ item_id: 4, quantity: 1 });
    await removeCartItem(9);
    expect(seen.map((sent) => sent.method)).toEqual(['GET', 'POST', 'DELETE']);
    for (const sent of seen) expectSessionHeaders(sent.headers);
  });

  it('are read from the session at call time', async () => {
    const store = signedInSession();
    server.use(http.get(`${API}/config`, () => HttpResponse.json({})));
    await getConfig();
    store.set(languageAtom, 'tr');
    store.set(zoneIdAtom, '[5]');
    await getConfig();
    expect(seen[1].headers.get('X-localization')).toBe('tr');
    expect(seen[1].headers.get('zoneid')).toBe('[5]');
  });

  it('are read from what an earlier page load stored', async () => {
    localStorage.setItem('token', 'stored-token');
    localStorage.setItem('zoneid', '[2]');
    localStorage.setItem('module', JSON.stringify({ id: 7, module_name: 'Food', module_type: 'food' }));
    localStorage.setItem('currentLatLng', JSON.stringify({ lat: 1.5, lng: 2.5 }));
    localStorage.setItem('language-setting', 'tr');
    server.use(http.get(`${API}/config`, () => HttpResponse.json({})));
    await freshPageLoad().getConfig();
    const headers = seen[0].headers;
    expect(headers.get('authorization')).toBe('Bearer stored-token');
    expect(headers.get('zoneid')).toBe('[2]');
    expect(headers.get('moduleId')).toBe('7');
    expect(headers.get('latitude')).toBe('1.5');
    expect(headers.get('longitude')).toBe('2.5');
    expect(headers.get('X-localization')).toBe('tr');
  });

  it('default to English and 0 coordinates, and leave out what the visitor does not have', async () => {
    server.use(http.get(`${API}/config`, () => HttpResponse.json({})));
    await getConfig();
    const headers = seen[0].headers;
    expect(headers.get('X-localization')).toBe('en');
    expect(headers.get('latitude')).toBe('0');
    expect(headers.get('longitude')).toBe('0');
    expect(headers.get('X-software-id')).toBe(SOFTWARE_ID);
    expect(headers.get('Accept')).toBe('application/json');
    expect(headers.has('authorization')).toBe(false);
    expect(headers.has('moduleId')).toBe(false);
    expect(headers.has('zoneid')).toBe(false);
  });

  it.each(['undefined', 'null', 'NaN', '[abc', '[]', '{"id":1}', '[true]', '[0,-1]'])(
    'never sends a malformed stored zoneid (%s)',
    async (raw) => {
      localStorage.setItem('zoneid', raw);
      server.use(http.get(`${API}/config`, () => HttpResponse.json({})));
      await freshPageLoad().getConfig();
      expect(seen[0].headers.has('zoneid')).toBe(false);
    },
  );

  it('sends a stored zone id as a JSON array string', async () => {
    localStorage.setItem('zoneid', '3');
    server.use(http.get(`${API}/config`, () => HttpResponse.json({})));
    await freshPageLoad().getConfig();
    expect(seen[0].headers.get('zoneid')).toBe('[3]');
  });
});

describe('requests', () => {
  it('send JSON bodies with their content type and skip empty query values', async () => {
    server.use(
      http.post(`${API}/customer/cart/add`, () => HttpResponse.json([{ id: 1 }])),
      http.get(`${API}/customer/cart/list`, () => HttpResponse.json([])),
    );
    const body = { guest_id: 'g-1', item_id: 4, model: 'Item', quantity: 2, variation: [], add_on_ids: [1], add_on_qtys: [3] };
    const lines = await addCartItem(body);
    expect(lines).toEqual([{ id: 1 }]);
    expect(seen[0].headers.get('Content-Type')).toBe('application/json');
    expect(await seen[0].json()).toEqual(body);
    await getCart(null);
    expect(new URL(seen[1].url).search).toBe('');
  });

  it('serialise array query values as JSON and trim a trailing slash of the base URL', async () => {
    configureApi({ baseUrl: 'http://localhost:4000///' });
    expect(apiBaseUrl()).toBe('http://localhost:4000');
    server.use(http.get(`${API}/items/search`, () => HttpResponse.json({})));
    await request('/items/search', { query: { category_ids: [1, 2], name: 'tea', offset: 0, empty: '' } });
    const url = new URL(seen[0].url);
    expect(url.searchParams.get('category_ids')).toBe('[1,2]');
    expect(url.searchParams.get('name')).toBe('tea');
    expect(url.searchParams.get('offset')).toBe('0');
    expect(url.searchParams.has('empty')).toBe(false);
  });

  it('answer undefined for an empty body', async () => {
    server.use(http.delete(`${API}/customer/cart/remove`, () => new HttpResponse(null, { status: 204 })));
    await expect(request('customer/cart/remove', { method: 'DELETE' })).resolves.toBeUndefined();
  });
});

describe('errors', () => {
  async function failure(promise: Promise<unknown>): Promise<ApiError> {
    const error = await promise.then(
      () => {
        throw new Error('expected a failure');
      },
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }

  it('take errors[0].message first, with its code', async () => {
    server.use(
      http.post(`${API}/customer/cart/add`, () =>
        HttpResponse.json(
          {
            message: 'generic',
            errors: [
              { code: 'cart_item_limit', message: 'Out of Limits' },
              { code: 'x', message: 'second' },
            ],
          },
          { status: 403 },
        ),
      ),
    );
    const error = await failure(addCartItem({ item_id: 1, quantity: 9 }));
    expect(error.status).toBe(403);
    expect(error.message).toBe('Out of Limits');
    expect(error.code).toBe('cart_item_limit');
    expect(error.errors).toHaveLength(2);
  });

  it('read a plain {message}', async () => {
    server.use(http.get(`${API}/config`, () => HttpResponse.json({ message: 'Maintenance' }, { status: 503 })));
    const error = await failure(getConfig());
    expect(error).toMatchObject({ status: 503, message: 'Maintenance', errors: [] });
    expect(error.code).toBeUndefined();
  });

  it('read errors sent as a plain string', async () => {
    server.use(http.get(`${API}/customer/cart/list`, () => HttpResponse.json({ errors: 'Unauthorized' }, { status: 403 })));
    const error = await failure(getCart());
    expect(error.message).toBe('Unauthorized');
  });

  it('fall back to the generic message for a body that is not JSON', async () => {
    server.use(http.get(`${API}/config`, () => new HttpResponse('<html>Bad gateway</html>', { status: 502 })));
    const error = await failure(getConfig());
    expect(error).toMatchObject({ status: 502, message: NETWORK_ERROR_MESSAGE });
  });

  it('turn a network failure into status 0 with the generic message', async () => {
    server.use(http.get(`${API}/config`, () => HttpResponse.error()));
    const error = await failure(getConfig());
    expect(error).toMatchObject({ status: 0, message: NETWORK_ERROR_MESSAGE });
  });

  it('let an aborted call stay an abort', async () => {
    server.use(http.get(`${API}/config`, () => new Promise(() => {})));
    const controller = new AbortController();
    const pending = request('config', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('a 401', () => {
  function watchExpiry() {
    const events: unknown[] = [];
    const subscription = on('session/expired').subscribe((event) => events.push(event));
    return { events, stop: () => subscription.unsubscribe() };
  }

  it('with a token ends the session through the bus', async () => {
    signedInSession();
    server.use(
      http.get(`${API}/customer/info`, () =>
        HttpResponse.json({ errors: [{ code: 'auth', message: 'Unauthenticated.' }] }, { status: 401 }),
      ),
    );
    const watch = watchExpiry();
    await expect(request('customer/info')).rejects.toMatchObject({ status: 401, message: 'Unauthenticated.' });
    watch.stop();
    expect(watch.events).toEqual([{ type: 'session/expired' }]);
  });

  it('of a call made with a token the session no longer holds does not end the session again', async () => {
    const store = signedInSession();
    // the API answers each call when the test says so
    const held: (() => void)[] = [];
    server.use(
      http.get(`${API}/customer/info`, async () => {
        await new Promise<void>((resolve) => held.push(resolve));
        return HttpResponse.json({ errors: [{ code: 'auth', message: 'Unauthenticated.' }] }, { status: 401 });
      }),
    );
    const reached = async (count: number) => {
      while (held.length < count) await new Promise((resolve) => setTimeout(resolve, 5));
    };
    const watch = watchExpiry();

    const afterSessionEnded = request('customer/info');
    await reached(1);
    store.set(tokenAtom, null); // another call's 401 ended the session meanwhile
    held[0]!();
    await expect(afterSessionEnded).rejects.toMatchObject({ status: 401 });

    store.set(tokenAtom, 'token-123');
    const afterSignedInAgain = request('customer/info');
    await reached(2);
    store.set(tokenAtom, 'token-456'); // the customer signed in again meanwhile
    held[1]!();
    await expect(afterSignedInAgain).rejects.toMatchObject({ status: 401 });

    watch.stop();
    expect(watch.events).toEqual([]);
    expect(store.get(tokenAtom)).toBe('token-456');
  });

  it('without a token (a failed sign-in) does not', async () => {
    server.use(
      http.post(`${API}/auth/login`, () => HttpResponse.json({ errors: [{ code: 'auth-001', message: 'Invalid' }] }, { status: 401 })),
    );
    const watch = watchExpiry();
    await expect(request('auth/login', { method: 'POST', body: {} })).rejects.toMatchObject({ status: 401, code: 'auth-001' });
    watch.stop();
    expect(watch.events).toEqual([]);
  });

  it('for a guest id the server no longer knows drops the stored id, without ending any session', async () => {
    getSessionStore().set(guestIdAtom, 'stale-guest');
    server.use(
      http.get(`${API}/customer/cart/list`, () =>
        HttpResponse.json({ errors: [{ code: 'guest_id', message: 'Unknown guest.' }] }, { status: 401 }),
      ),
    );
    const watch = watchExpiry();
    await expect(getCart('stale-guest')).rejects.toMatchObject({ status: 401, code: 'guest_id' });
    watch.stop();
    expect(getSessionStore().get(guestIdAtom)).toBeNull();
    expect(watch.events).toEqual([]);
  });

  it('other statuses with a token do not end the session', async () => {
    signedInSession();
    server.use(http.get(`${API}/customer/info`, () => HttpResponse.json({ message: 'nope' }, { status: 403 })));
    const watch = watchExpiry();
    await expect(request('customer/info')).rejects.toMatchObject({ status: 403 });
    watch.stop();
    expect(watch.events).toEqual([]);
  });
});
