import { http, HttpResponse, type RequestHandler } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import { food, grocery, makeConfig, pharmacy } from '../fixtures/catalogue';
import { NEW_GUEST_ID } from '../fixtures/session';

/** The API base the platform's client uses in tests (its default). */
export const API = 'http://localhost:4000/api/v1';

/** What a page loads on every visit: the config, the module list, a guest id, and the push stream (silent). */
export const defaultHandlers: RequestHandler[] = [
  http.get(`${API}/config`, () => HttpResponse.json(makeConfig())),
  http.get(`${API}/module`, () => HttpResponse.json([food, grocery, pharmacy])),
  http.post(`${API}/auth/guest/request`, () => HttpResponse.json({ message: 'guest id created', guest_id: NEW_GUEST_ID })),
  http.get(
    `${API}/customer/notifications/stream`,
    () => new HttpResponse(': no push in tests\n\n', { headers: { 'content-type': 'text/event-stream' } }),
  ),
];

/**
 * An MSW server for the calling test file, answering `handlers` first and the
 * default handlers after. Call it once at the top level: it listens before the
 * first test, drops what a test added with `server.use(...)` after each, and
 * closes after the last. A request no handler answers fails the test, so every
 * call a component makes is declared.
 */
export function createTestServer(...handlers: RequestHandler[]): SetupServer {
  const server = setupServer(...handlers, ...defaultHandlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
