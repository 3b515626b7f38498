/**
 * @jest-environment node
 */
// In Node, as the catalogue's server runs it: no DOM, no storage, no IntersectionObserver until browser-globals.ts.
import { http, HttpResponse } from 'msw';
import { API, createTestServer, makeStore } from '@storefront/testing';
import { answerFirstScreen, renderFirstScreen, visitOf, type FirstScreenVisit } from '../first-screen';

const API_URL = 'http://localhost:4000';
const stores = [
  {
    ...makeStore({ id: 1, name: 'Green Basket', address: '382 Canal Street' }),
    cover_photo_full_url: `${API_URL}/storage/store-cover/1.svg`,
  },
  {
    ...makeStore({ id: 2, name: 'FreshMart', address: '84 Lexington Avenue' }),
    cover_photo_full_url: `${API_URL}/storage/store-cover/2.svg`,
  },
];
const categories = [
  { id: 20, name: 'Fruits & Vegetables', image_full_url: `${API_URL}/storage/category/20.svg`, parent_id: 0 },
  { id: 23, name: 'Dairy & Eggs', image_full_url: `${API_URL}/storage/category/23.svg`, parent_id: 0 },
];

const asked: { path: string; headers: Record<string, string | null> }[] = [];
const record = (request: Request) => {
  const headers = Object.fromEntries(['zoneId', 'moduleId', 'X-localization', 'latitude'].map((name) => [name, request.headers.get(name)]));
  asked.push({ path: new URL(request.url).pathname.replace('/api/v1/', ''), headers });
};
const server = createTestServer(
  http.get(`${API}/categories`, ({ request }) => (record(request), HttpResponse.json(categories))),
  http.get(
    `${API}/stores/get-stores/all`,
    ({ request }) => (record(request), HttpResponse.json({ total_size: 2, limit: 12, offset: 1, stores })),
  ),
);
beforeEach(() => (asked.length = 0));

const grocery: FirstScreenVisit = {
  zoneId: '[1]',
  module: { id: 2, module_type: 'grocery', module_name: 'Grocery' },
  language: 'en',
  latLng: { lat: 40.758, lng: -73.9855 },
};

test("grocery's first screen: its title, featured categories and first stores, with the answers it was rendered from", async () => {
  const screen = await renderFirstScreen(grocery, { apiUrl: API_URL });
  expect(screen).not.toBeNull();
  const { html, styles, answers, direction } = screen!;
  expect(html).toContain('>Grocery</h2>');
  expect(html).toContain('Fruits &amp; Vegetables');
  expect(html).toMatch(/role="article" aria-label="Green Basket"/);
  expect(html).toContain(`src="${API_URL}/storage/store-cover/1.svg"`);
  // no inline script: the page's Content Security Policy allows none of these
  expect(html).not.toMatch(/<script/i);
  expect(styles.length).toBeGreaterThan(0);
  expect(direction).toBe('ltr');
  // the answers under the keys the catalogue's hooks read, for the browser's swr to start from
  expect(answers.map(([key]) => (key as unknown[])[0])).toEqual(expect.arrayContaining(['categories', 'stores/get-stores/all']));
  // only the first screen's lists: the sections below wait to come into view, in the browser
  expect(new Set(asked.map(({ path }) => path))).toEqual(new Set(['categories', 'stores/get-stores/all']));
  // with the visit's session, as the browser would send it
  expect(asked[0]!.headers).toEqual({ zoneId: '[1]', moduleId: '2', 'X-localization': 'en', latitude: '40.758' });
});

test('in Arabic: translated, right to left', async () => {
  const screen = await renderFirstScreen({ ...grocery, language: 'ar' }, { apiUrl: API_URL });
  expect(screen!.direction).toBe('rtl');
  expect(screen!.language).toBe('ar');
  expect(screen!.html).toContain('الفئات المميزة'); // 'Featured Categories'
  expect(asked.every(({ headers }) => headers['X-localization'] === 'ar')).toBe(true);
});

test('a list the API fails to give renders as the page would before its answer, and is not among the answers', async () => {
  server.use(
    http.get(`${API}/stores/get-stores/all`, () => HttpResponse.json({ errors: [{ code: 'x', message: 'down' }] }, { status: 500 })),
  );
  const screen = await renderFirstScreen(grocery, { apiUrl: API_URL });
  expect(screen!.html).toContain('Fruits &amp; Vegetables');
  expect(screen!.html).not.toContain('Green Basket');
  expect(screen!.answers.map(([key]) => (key as unknown[])[0])).not.toContain('stores/get-stores/all');
});

test('one visit does not leak into the next: renders take turns over the one session', async () => {
  const [first, second] = await Promise.all([
    renderFirstScreen(grocery, { apiUrl: API_URL }),
    renderFirstScreen({ ...grocery, module: { id: 3, module_type: 'pharmacy', module_name: 'Pharmacy' } }, { apiUrl: API_URL }),
  ]);
  expect(first!.html).toContain('>Grocery</h2>');
  expect(second!.html).toContain('>Pharmacy</h2>');
  expect(second!.html).not.toContain('Green Basket'); // the pharmacy's first screen has no stores area
});

test("the parcel module's home is not the catalogue's: no first screen", async () => {
  expect(
    await renderFirstScreen({ ...grocery, module: { id: 5, module_type: 'parcel', module_name: 'Parcel' } }, { apiUrl: API_URL }),
  ).toBeNull();
  expect(
    await answerFirstScreen(new URLSearchParams({ zone: '[1]', module: '5', type: 'parcel', name: 'Parcel', lang: 'en' }), API_URL),
  ).toEqual({
    status: 400,
    body: expect.any(String),
  });
});

test('the request: a visit from well-formed values only', () => {
  const query = (values: Record<string, string>) =>
    new URLSearchParams({ zone: '[1,3]', module: '2', type: 'grocery', name: 'Grocery', lang: 'ar', ...values });
  expect(visitOf(query({ lat: '40.7', lng: '-73.9' }))).toEqual({
    zoneId: '[1,3]',
    module: { id: 2, module_type: 'grocery', module_name: 'Grocery' },
    language: 'ar',
    latLng: { lat: 40.7, lng: -73.9 },
  });
  expect(visitOf(query({}))?.latLng).toBeUndefined();
  expect(visitOf(query({ lat: '200', lng: '0' }))?.latLng).toBeUndefined();
  const bads: Record<string, string>[] = [
    { zone: '1' },
    { zone: '[]' },
    { zone: '[0]' },
    { zone: 'x' },
    { module: '-2' },
    { module: 'x' },
    { type: 'parcel' },
    { lang: 'english' },
    { name: 'x'.repeat(101) },
  ];
  for (const bad of bads) {
    expect(visitOf(query(bad))).toBeNull();
  }
});

test('the answer: the first screen as JSON, or 400 for a request that names no visit', async () => {
  const ok = await answerFirstScreen(
    new URLSearchParams({ zone: '[1]', module: '2', type: 'grocery', name: 'Grocery', lang: 'en' }),
    API_URL,
  );
  expect(ok.status).toBe(200);
  expect(JSON.parse(ok.body)).toMatchObject({ direction: 'ltr', language: 'en', html: expect.stringContaining('Green Basket') });
  expect((await answerFirstScreen(new URLSearchParams({ zone: '[1]' }), API_URL)).status).toBe(400);
});

test('a flood of requests is refused, not queued without end: past eight renders on the way, 503 at once', async () => {
  const query = new URLSearchParams({ zone: '[1]', module: '2', type: 'grocery', name: 'Grocery', lang: 'en' });
  const answers = await Promise.all(Array.from({ length: 10 }, () => answerFirstScreen(query, API_URL)));
  // the first starts at once, seven wait their turn, the last two are refused
  expect(answers.map(({ status }) => status)).toEqual([...Array<number>(8).fill(200), 503, 503]);
  expect((await answerFirstScreen(query, API_URL)).status).toBe(200);
});
