import { preconnect } from '../preconnect';

describe('preconnect', () => {
  afterEach(() => document.head.querySelectorAll('link[rel="preconnect"]').forEach((link) => link.remove()));

  test('adds one link per other origin: the API and each remote, same origin and duplicates left out', () => {
    preconnect({
      apiUrl: 'https://api.example.com/api',
      remotes: {
        mf_cart: 'https://cart.example.com/mf-manifest.json',
        mf_account: 'https://cart.example.com/account/mf-manifest.json',
        mf_parcel: '/parcel/mf-manifest.json',
        mf_bad: 'http://[bad',
      },
    });
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preconnect"]')];
    expect(links.map((link) => link.href)).toEqual(['https://api.example.com/', 'https://cart.example.com/']);
    expect(links.every((link) => link.crossOrigin === 'anonymous')).toBe(true);
  });

  test('leaves out an origin the page already preconnects to (the static server inlined the config)', () => {
    const served = document.createElement('link');
    served.rel = 'preconnect';
    served.href = 'https://api.example.com';
    document.head.appendChild(served);
    preconnect({ apiUrl: 'https://api.example.com', remotes: { mf_cart: 'https://cart.example.com/mf-manifest.json' } });
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preconnect"]')];
    expect(links.map((link) => link.href)).toEqual(['https://api.example.com/', 'https://cart.example.com/']);
  });
});
