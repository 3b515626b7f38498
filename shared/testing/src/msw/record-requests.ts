import type { SetupServer } from 'msw/node';
import { API } from './server';

const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

export interface RecordedRequest {
  method: string;
  url: URL;
  /** The path under the API base, e.g. 'customer/order/track'. */
  path: string;
  query: Record<string, string>;
  headers: Headers;
}

/**
 * Logs the requests `server` receives from now until the test ends, optionally
 * only those to one API `path`. Read from MSW's life-cycle events, so it sees
 * every request whichever handler answers it (or none). Bodies are not
 * recorded: read them in a handler.
 */
export function recordRequests(server: SetupServer, path?: string): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const entry: RecordedRequest = {
      method: request.method,
      url,
      path: url.href.startsWith(`${API}/`) ? url.pathname.slice(new URL(API).pathname.length + 1) : url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: request.headers,
    };
    if (path === undefined || entry.path === path) requests.push(entry);
  };
  server.events.on('request:start', listener);
  stops.push(() => server.events.removeListener('request:start', listener));
  return requests;
}
