import type { CartLine, Config } from '@storefront/contract';
import { discountedPrice } from '@storefront/domain';
import { API, createTestServer, makeCartLine, makeConfig } from '@storefront/testing';
import { http, HttpResponse } from 'msw';

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: Record<string, unknown> | undefined;
  authorization: string | null;
  moduleId: string | null;
}

/**
 * A small in-memory cart API that answers like the real one: every cart call
 * returns the whole cart, an item from another store is a 409 `cart_store`.
 * Tests seed it, read the requests it saw, or override one route with server.use.
 */
export const backend = {
  lines: [] as CartLine[],
  config: makeConfig() as Config,
  requests: [] as RecordedRequest[],
  nextGuestId: 'guest-new-1',
  reset() {
    this.lines = [];
    this.config = makeConfig();
    this.requests = [];
    this.nextGuestId = 'guest-new-1';
  },
  /** The requests other than reading the cart and the config. */
  changes() {
    return this.requests.filter((request) => !['cart/list', 'config'].some((path) => request.path.endsWith(path)));
  },
};

async function record(request: Request): Promise<RecordedRequest> {
  const url = new URL(request.url);
  const text = request.method === 'GET' || request.method === 'DELETE' ? '' : await request.clone().text();
  const entry: RecordedRequest = {
    method: request.method,
    path: url.pathname.replace('/api/v1/', ''),
    query: Object.fromEntries(url.searchParams),
    body: text ? (JSON.parse(text) as Record<string, unknown>) : undefined,
    authorization: request.headers.get('authorization'),
    moduleId: request.headers.get('moduleId'),
  };
  backend.requests.push(entry);
  return entry;
}

function repriced(line: CartLine, quantity: number): CartLine {
  const unit = discountedPrice(line.item.price, line.item);
  return { ...line, quantity, price: Math.round(unit * quantity * 100) / 100 };
}

const notFound = () => HttpResponse.json({ errors: [{ code: 'cart', message: 'Cart item not found' }] }, { status: 404 });

const cartHandlers = [
  http.get(`${API}/config`, async ({ request }) => {
    await record(request);
    return HttpResponse.json(backend.config);
  }),
  http.post(`${API}/auth/guest/request`, async ({ request }) => {
    await record(request);
    return HttpResponse.json({ message: 'guest id created', guest_id: backend.nextGuestId });
  }),
  http.get(`${API}/customer/cart/list`, async ({ request }) => {
    await record(request);
    return HttpResponse.json(backend.lines);
  }),
  http.post(`${API}/customer/cart/add`, async ({ request }) => {
    const { body } = await record(request);
    const item = (body as { item?: CartLine['item'] }).item;
    // The fake knows the item from the test's seed (tests pass the whole item via addableItems).
    const known = addableItems.get(Number(body?.item_id)) ?? item;
    if (!known) return notFound();
    if (backend.lines.some((line) => line.item.store_id !== known.store_id)) {
      return HttpResponse.json(
        { errors: [{ code: 'cart_store', message: 'You can only order from one store at a time.' }] },
        { status: 409 },
      );
    }
    const line = makeCartLine(known, Number(body?.quantity ?? 1), 5000 + backend.lines.length);
    // the chosen options are kept as sent (the real API checks and prices them)
    line.variation = (body?.variation as unknown[] | undefined) ?? [];
    line.add_on_ids = (body?.add_on_ids as number[] | undefined) ?? [];
    line.add_on_qtys = (body?.add_on_qtys as number[] | undefined) ?? [];
    backend.lines = [...backend.lines, line];
    return HttpResponse.json(backend.lines);
  }),
  http.post(`${API}/customer/cart/update`, async ({ request }) => {
    const { body } = await record(request);
    const line = backend.lines.find((entry) => entry.id === Number(body?.cart_id));
    if (!line) return notFound();
    // Like the API: quantity_delta is added to what the server holds, quantity replaces it.
    const quantity = body?.quantity_delta !== undefined ? line.quantity + Number(body.quantity_delta) : Number(body?.quantity);
    backend.lines = backend.lines.map((entry) => (entry === line ? repriced(entry, quantity) : entry));
    return HttpResponse.json(backend.lines);
  }),
  http.delete(`${API}/customer/cart/remove-item`, async ({ request }) => {
    const { query } = await record(request);
    backend.lines = backend.lines.filter((line) => line.id !== Number(query.cart_id));
    return HttpResponse.json(backend.lines);
  }),
  http.delete(`${API}/customer/cart/remove`, async ({ request }) => {
    await record(request);
    backend.lines = [];
    return HttpResponse.json(backend.lines);
  }),
];

/** Items the fake add endpoint knows by id (the real API reads them from its database). */
export const addableItems = new Map<number, CartLine['item']>();

/**
 * The MSW server of a cart test file: the shared test server answering the
 * config, the guest id and the cart from `backend`, which starts empty again
 * after each test. Call once at the top level of the file.
 */
export function createCartServer() {
  const server = createTestServer(...cartHandlers);
  afterEach(() => {
    backend.reset();
    addableItems.clear();
  });
  return server;
}
