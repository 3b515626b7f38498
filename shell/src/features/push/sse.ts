/** One server-sent event as the push stream sends it. */
export interface ServerSentEvent {
  id: string | undefined;
  event: string;
  data: string;
}

/**
 * Reads the text/event-stream format (WHATWG HTML §9.2) chunk by chunk: `onEvent` for each
 * event, `onRetry` for a `retry:` field; comment lines (heartbeats) are skipped.
 */
export function createSseParser(onEvent: (event: ServerSentEvent) => void, onRetry: (ms: number) => void = () => undefined) {
  let buffer = '';
  let data: string[] = [];
  let event = '';
  let id: string | undefined;
  const dispatch = () => {
    if (data.length > 0) onEvent({ id, event: event || 'message', data: data.join('\n') });
    data = [];
    event = '';
  };
  const line = (text: string) => {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    const value = colon < 0 ? '' : text.slice(colon + 1).replace(/^ /, '');
    if (field === 'data') data.push(value);
    else if (field === 'event') event = value;
    else if (field === 'id' && !value.includes('\0')) id = value;
    else if (field === 'retry' && /^\d+$/.test(value)) onRetry(Number(value));
  };
  return (chunk: string) => {
    buffer += chunk;
    const lines = buffer.split(/\r\n|\r|\n/);
    buffer = lines.pop() ?? '';
    for (const text of lines) line(text);
  };
}

export interface PushStreamOptions {
  url: string;
  /** The request's headers, read at each (re)connection: the session may have changed. */
  headers: () => Record<string, string>;
  onEvent: (event: ServerSentEvent) => void;
  signal: AbortSignal;
  /** Called when the server refuses the credentials (401/403): the stream stops. */
  onRefused?: () => void;
}

const MAX_DELAY_MS = 30_000;
const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/**
 * Reads the push stream with fetch (so the bearer token goes in a header, never in a URL),
 * reconnecting after a drop with Last-Event-ID, so events sent meanwhile still arrive; the
 * delay doubles on each failure up to 30 s. Resolves when `signal` aborts or the server
 * refuses the credentials.
 */
export async function runPushStream({ url, headers, onEvent, signal, onRefused }: PushStreamOptions): Promise<void> {
  let lastEventId: string | undefined;
  let retryMs = 3000;
  let failures = 0;
  while (!signal.aborted) {
    try {
      const response = await fetch(url, {
        headers: { ...headers(), Accept: 'text/event-stream', ...(lastEventId ? { 'Last-Event-ID': lastEventId } : {}) },
        cache: 'no-store',
        signal,
      });
      if (response.status === 401 || response.status === 403) {
        onRefused?.();
        return;
      }
      if (!response.ok || !response.body) throw new Error(`push stream answered ${response.status}`);
      failures = 0;
      const parse = createSseParser(
        (event) => {
          lastEventId = event.id ?? lastEventId;
          onEvent(event);
        },
        (ms) => (retryMs = ms),
      );
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        parse(value);
      }
    } catch {
      if (signal.aborted) return;
      failures++;
    }
    await wait(Math.min(MAX_DELAY_MS, retryMs * 2 ** Math.max(0, failures - 1)) * (0.75 + Math.random() / 2), signal);
  }
}
