import { emit, request } from '@storefront/platform';
import { http, HttpResponse } from 'msw';
import { GUEST_ID, NEW_GUEST_ID, food, grocery, makeConfig, pharmacy } from '../fixtures';
import { recordRequests } from '../msw/record-requests';
import { API, createTestServer } from '../msw/server';
import { recordEvents } from '../record-events';

const server = createTestServer(http.get(`${API}/items/popular`, () => HttpResponse.json({ products: [] })));

test('answers what every page loads: the config, the modules and a guest id', async () => {
  await expect(request('config')).resolves.toEqual(makeConfig());
  await expect(request('module')).resolves.toEqual([food, grocery, pharmacy]);
  await expect(request('auth/guest/request', { method: 'POST' })).resolves.toMatchObject({ guest_id: NEW_GUEST_ID });
  expect(NEW_GUEST_ID).not.toBe(GUEST_ID);
});

test('answers with the handlers it was created with', async () => {
  await expect(request('items/popular')).resolves.toEqual({ products: [] });
});

test('a handler a test adds wins until the test ends', async () => {
  server.use(http.get(`${API}/config`, () => HttpResponse.json(makeConfig({ business_name: 'Other' }))));
  await expect(request('config')).resolves.toMatchObject({ business_name: 'Other' });
});

test('the next test gets the default answer back', async () => {
  await expect(request('config')).resolves.toMatchObject({ business_name: 'Demo Market' });
});

test('a request no handler answers fails', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await expect(fetch(`${API}/nobody/answers`)).rejects.toThrow();
});

test('recordRequests logs the requests to one path with their query and headers', async () => {
  const log = recordRequests(server, 'module');
  await request('config');
  await fetch(`${API}/module?limit=3`, { headers: { zoneId: '[1]' } });
  expect(log).toHaveLength(1);
  expect(log[0]).toMatchObject({ method: 'GET', path: 'module', query: { limit: '3' } });
  expect(log[0].headers.get('zoneid')).toBe('[1]');
});

test('recordEvents collects the bus events of the given types, in order', () => {
  const events = recordEvents('location/pick', 'module/pick');
  emit({ type: 'module/pick' });
  emit({ type: 'toast', level: 'success', message: 'not recorded' });
  emit({ type: 'location/pick' });
  expect(events).toEqual([{ type: 'module/pick' }, { type: 'location/pick' }]);
});
