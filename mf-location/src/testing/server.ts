import { setupServer } from 'msw/node';

/** The API as the app sees it in tests; every request the code makes must be answered here. */
export const API = 'http://localhost:4000/api/v1';

export const server = setupServer();

/** Call once at the top of a test file: starts MSW and fails on any request no handler answers. */
export function useMockApi(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}
