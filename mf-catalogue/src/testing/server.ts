import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { configFixture, itemPage } from './fixtures';

export const API = 'http://localhost:4000/api/v1';

/** What every test can rely on; a test overrides one with `server.use(...)`. */
export const defaultHandlers = [
  http.get(`${API}/config`, () => HttpResponse.json(configFixture())),
  http.get(`${API}/items/popular`, () => HttpResponse.json(itemPage([]))),
];

export const server = setupServer(...defaultHandlers);

/** Starts MSW for the calling test file; a request nobody handles fails the test. */
export function useMswServer(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}
