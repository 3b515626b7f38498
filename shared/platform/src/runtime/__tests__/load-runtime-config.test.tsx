import { screen } from '@testing-library/react';
import { act } from 'react';
import { apiBaseUrl, configureApi } from '../../http/client';
import { usePlatformT } from '../../i18n/platform-texts';
import { startStandalone } from '../../ui/start-standalone';
import { LOCAL_RUNTIME_CONFIG, loadRuntimeConfig, parseRuntimeConfig } from '../load-runtime-config';
import { getRuntimeConfig } from '../runtime-config';

const respond = (body: unknown, status = 200) =>
  jest.fn(async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

describe('the runtime config', () => {
  it('keeps each valid field and the given defaults for the rest', () => {
    const defaults = { apiUrl: 'http://localhost:4000', mapsApiKey: '', remotes: { mf_cart: 'http://localhost:3002/mf-manifest.json' } };
    const config = parseRuntimeConfig(
      {
        apiUrl: 'javascript:alert(1)',
        mapsApiKey: 'key',
        remotes: { mf_cart: 'https://cdn.example/cart/mf-manifest.json', 'bad name': 'https://x', mf_x: 'ftp://x' },
      },
      defaults,
    );
    expect(config).toEqual({
      apiUrl: 'http://localhost:4000',
      mapsApiKey: 'key',
      remotes: { mf_cart: 'https://cdn.example/cart/mf-manifest.json' },
    });
  });

  it('uses the defaults when the file is missing or not JSON', async () => {
    expect(await loadRuntimeConfig(LOCAL_RUNTIME_CONFIG, respond({}, 404))).toBe(LOCAL_RUNTIME_CONFIG);
    const notJson = jest.fn(async () => new Response('<html>', { status: 200 })) as unknown as typeof fetch;
    expect(await loadRuntimeConfig(LOCAL_RUNTIME_CONFIG, notJson)).toBe(LOCAL_RUNTIME_CONFIG);
  });
});

describe('startStandalone', () => {
  function Page() {
    return <p>{usePlatformT()('Try again')}</p>;
  }

  it('reads the runtime config beside the remote, points the API at it and renders inside the providers', async () => {
    configureApi({ baseUrl: 'http://localhost:4000' });
    global.fetch = respond({ apiUrl: 'https://api.example', mapsApiKey: 'browser-key' });
    const container = document.body.appendChild(document.createElement('div'));
    await act(() => startStandalone(<Page />, container));
    expect(await screen.findByText('Try again')).toBeInTheDocument();
    expect(apiBaseUrl()).toBe('https://api.example');
    expect(getRuntimeConfig().mapsApiKey).toBe('browser-key');
  });
});
