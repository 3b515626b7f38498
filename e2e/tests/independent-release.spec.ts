/**
 * The structure's promise: a remote's texts and endpoint calls are its own.
 * mf-parcel changes a text of its namespace and one of its API calls, is
 * built and published alone, and the composed site shows both on reload,
 * while the shell and the other remotes are byte for byte what they were.
 */
import { expect, test, type Request } from '@playwright/test';
import { releaseEdited, type Release } from '../support/redeploy';
import { API_URL, appUrl } from '../support/servers';
import { shot } from './fixtures';

const OTHERS = ['mf-catalogue', 'mf-cart', 'mf-account', 'mf-location'] as const;

let release: Release | undefined;
test.afterEach(() => release?.restore());

test('a remote released alone brings its new text and its changed endpoint call, nothing else changes', async ({ page, request }) => {
  test.setTimeout(300_000);
  const fetchText = async (url: string) => (await request.get(url)).text();
  const shellBefore = await fetchText('/');
  const manifestsBefore = await Promise.all(OTHERS.map((dir) => fetchText(`${appUrl(dir)}/mf-manifest.json`)));

  const trackCalls: string[] = [];
  page.on('request', (req: Request) => {
    if (req.url().startsWith(`${API_URL}/api/v1/customer/order/track`)) trackCalls.push(req.url());
  });
  await page.goto('/track-order?order_id=100002&contact_number=%2B15550100200');
  await expect(page.getByRole('heading', { name: 'Track order' })).toBeVisible();
  await expect.poll(() => trackCalls.length).toBeGreaterThan(0);
  expect(trackCalls.every((url) => !url.includes('source='))).toBe(true);

  release = releaseEdited(
    'mf-parcel',
    [
      { file: 'src/i18n/en.json', from: '"Track order": "Track order"', to: '"Track order": "Follow your order"' },
      {
        file: 'src/features/track-order/api/track-order.ts',
        from: 'guest_id: guestId ?? undefined',
        to: "guest_id: guestId ?? undefined, source: 'track-page'",
      },
    ],
    { buildId: `release-${Date.now()}` },
  );

  trackCalls.length = 0;
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Follow your order' })).toBeVisible();
  await expect.poll(() => trackCalls.some((url) => new URL(url).searchParams.get('source') === 'track-page')).toBe(true);
  await shot(page, 'independent-release');

  expect(await fetchText('/'), 'the shell was not touched').toBe(shellBefore);
  const manifestsAfter = await Promise.all(OTHERS.map((dir) => fetchText(`${appUrl(dir)}/mf-manifest.json`)));
  expect(manifestsAfter, 'the other remotes were not touched').toEqual(manifestsBefore);
});
