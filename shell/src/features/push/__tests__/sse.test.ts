import { createSseParser, type ServerSentEvent } from '../sse';

test('parses events across chunk boundaries, skips heartbeats and reads retry', () => {
  const events: ServerSentEvent[] = [];
  const retries: number[] = [];
  const parse = createSseParser(
    (event) => events.push(event),
    (ms) => retries.push(ms),
  );
  parse('retry: 3000\n\n: heartbeat\n\nid: 4\nevent: order_st');
  parse('atus\ndata: {"order_id":1}\n\n');
  parse('id: 5\r\nevent: message\r\ndata: line one\r\ndata: line two\r\n\r\n');
  parse(': heartbeat\n\ndata: no type\n\n');
  expect(retries).toEqual([3000]);
  expect(events).toEqual([
    { id: '4', event: 'order_status', data: '{"order_id":1}' },
    { id: '5', event: 'message', data: 'line one\nline two' },
    { id: '5', event: 'message', data: 'no type' },
  ]);
});
