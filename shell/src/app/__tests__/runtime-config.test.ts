import { DEFAULT_RUNTIME_CONFIG, INLINE_RUNTIME_CONFIG_ID, loadRuntimeConfig, parseRuntimeConfig } from '../runtime-config';

const json = (body: unknown, status = 200) =>
  jest.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }));

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));

test('reads the deployed file without the HTTP cache', async () => {
  const fetchImpl = json({
    apiUrl: 'https://api.example.com',
    mapsApiKey: 'key-1',
    remotes: { ...DEFAULT_RUNTIME_CONFIG.remotes, mf_cart: 'https://cart.example.com/mf-manifest.json' },
  });
  const config = await loadRuntimeConfig(fetchImpl as unknown as typeof fetch);
  expect(fetchImpl).toHaveBeenCalledWith('/runtime-config.json', expect.objectContaining({ cache: 'no-cache' }));
  expect(config.apiUrl).toBe('https://api.example.com');
  expect(config.mapsApiKey).toBe('key-1');
  expect(config.remotes.mf_cart).toBe('https://cart.example.com/mf-manifest.json');
  expect(config.remotes.mf_parcel).toBe(DEFAULT_RUNTIME_CONFIG.remotes.mf_parcel);
});

test('falls back to the defaults when the file is missing', async () => {
  expect(await loadRuntimeConfig(json('Not found', 404) as unknown as typeof fetch)).toEqual(DEFAULT_RUNTIME_CONFIG);
});

test('falls back to the defaults when the file is not JSON', async () => {
  expect(await loadRuntimeConfig(json('<html>oops</html>') as unknown as typeof fetch)).toEqual(DEFAULT_RUNTIME_CONFIG);
});

test('falls back to the defaults when the network fails', async () => {
  const failing = jest.fn(async () => {
    throw new TypeError('Failed to fetch');
  });
  expect(await loadRuntimeConfig(failing as unknown as typeof fetch)).toEqual(DEFAULT_RUNTIME_CONFIG);
});

test('keeps the default of every field that is malformed', () => {
  const config = parseRuntimeConfig({
    apiUrl: 'not a url',
    mapsApiKey: 42,
    remotes: {
      mf_cart: 'javascript:alert(1)',
      'bad name': 'http://x/mf-manifest.json',
      mf_extra: 'http://localhost:3009/mf-manifest.json',
    },
  });
  expect(config.apiUrl).toBe(DEFAULT_RUNTIME_CONFIG.apiUrl);
  expect(config.mapsApiKey).toBe('');
  expect(config.remotes.mf_cart).toBe(DEFAULT_RUNTIME_CONFIG.remotes.mf_cart);
  expect(config.remotes).not.toHaveProperty('bad name');
  expect(config.remotes.mf_extra).toBe('http://localhost:3009/mf-manifest.json');
  expect(parseRuntimeConfig(null)).toEqual(DEFAULT_RUNTIME_CONFIG);
  expect(parseRuntimeConfig([1, 2])).toEqual(DEFAULT_RUNTIME_CONFIG);
});

/** A page as the static server sends it, with the run-time config inlined in a JSON data block. */
function pageWithInlineConfig(text: string): Document {
  const doc = document.implementation.createHTMLDocument('page');
  const block = doc.createElement('script');
  block.type = 'application/json';
  block.id = INLINE_RUNTIME_CONFIG_ID;
  block.textContent = text;
  doc.head.appendChild(block);
  return doc;
}

test('takes the config inlined in the page without a request', async () => {
  const fetchImpl = json({ apiUrl: 'https://fetched.example.com' });
  const doc = pageWithInlineConfig(
    JSON.stringify({ apiUrl: 'https://api.example.com', remotes: { mf_cart: 'https://cart.example.com/mf-manifest.json' } }),
  );
  const config = await loadRuntimeConfig(fetchImpl as unknown as typeof fetch, doc);
  expect(fetchImpl).not.toHaveBeenCalled();
  expect(config.apiUrl).toBe('https://api.example.com');
  expect(config.remotes.mf_cart).toBe('https://cart.example.com/mf-manifest.json');
  expect(config.remotes.mf_parcel).toBe(DEFAULT_RUNTIME_CONFIG.remotes.mf_parcel);
});

test('fetches the config when the inlined one is not JSON', async () => {
  const fetchImpl = json({ apiUrl: 'https://fetched.example.com' });
  const config = await loadRuntimeConfig(fetchImpl as unknown as typeof fetch, pageWithInlineConfig('{oops'));
  expect(fetchImpl).toHaveBeenCalledTimes(1);
  expect(config.apiUrl).toBe('https://fetched.example.com');
});
