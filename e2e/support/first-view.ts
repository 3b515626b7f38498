/**
 * The first views whose JavaScript is measured (e2e/tests/budgets.spec.ts and
 * `npm run bench:federation-tax`), and how: every JS response's body
 * re-gzipped at level 6, so the numbers do not depend on headers, chunked
 * transfer or the encoding the server chose (the build's brotli copy for a
 * browser that accepts it, which is smaller).
 */
import zlib from 'node:zlib';
import type { Page, Response } from '@playwright/test';

/** The first views measured, each with what shows that it is on screen. */
export const FIRST_VIEWS = [
  { path: '/', ready: (page: Page) => page.getByRole('heading', { name: 'Select a type of module for your orders' }) },
  // The module's home: its sections below the fold mount when scrolled near, so the first one on screen is the sign.
  { path: '/home', ready: (page: Page) => page.getByRole('main').getByRole('heading').first() },
] as const;

export type FirstView = (typeof FIRST_VIEWS)[number];

/**
 * The window the budgets measure the first view in: Lighthouse's desktop screen, the largest first view it scores
 * (more of /home's sections are on it than on the default 1280 × 720 or a phone's 412 × 823).
 */
export const FIRST_VIEW_VIEWPORT = { width: 1350, height: 940 } as const;

/** A string only the Module Federation run time (runtime-core) holds: one per bundled copy of it. */
export const RUNTIME_SIGNATURE = 'beforeInitContainer';

/**
 * The marker before each file in a response of the remotes' scripts in one (`/*! federation-script <url> *\/`,
 * PART_MARKER in scripts/lib/federation-scripts.cjs).
 */
const PART = /\/\*! federation-script (\S+) \*\/\n/g;

/** The files a response of the remotes' scripts holds, each with its own gzip size (alone, so a little more than its share). */
function partsOf(body: Buffer): { url: string; gzipBytes: number }[] | undefined {
  const text = body.toString('utf8');
  const markers = [...text.matchAll(PART)];
  if (markers.length === 0) return undefined;
  return markers.map((marker, index) => ({
    url: marker[1]!,
    gzipBytes: zlib.gzipSync(text.slice(marker.index + marker[0].length, markers[index + 1]?.index ?? text.length), { level: 6 }).length,
  }));
}

export interface ScriptLoaded {
  url: string;
  gzipBytes: number;
  /** For a response of the remotes' scripts in one: the files in it, by their own URLs. */
  parts?: { url: string; gzipBytes: number }[];
  hasRuntime: boolean;
  /** How it came over the wire: its Content-Encoding and its encoded size. */
  encoding: string | undefined;
  encodedBytes: number;
  /** The body at brotli's best quality, when asked for (`bestBrotli`): about a second of CPU for the largest file. */
  bestBrotliBytes?: number;
}

/**
 * Records every JS response of the page from now on; the returned function
 * resolves to them once their bodies are read (a response whose body is gone is left out).
 * With `bestBrotli` each body is also compressed at brotli's best quality (what the build's copy is), which the
 * budgets check against what was sent; benches that time the page leave it off, so the CPU it takes does not
 * compete with the page they measure.
 */
export function recordScripts(page: Page, { bestBrotli = false }: { bestBrotli?: boolean } = {}): () => Promise<ScriptLoaded[]> {
  const pending: Promise<ScriptLoaded | null>[] = [];
  page.on('response', (response: Response) => {
    if (response.request().resourceType() !== 'script' && !response.url().endsWith('.js')) return;
    pending.push(
      Promise.all([response.body(), response.request().sizes()]).then(
        ([body, sizes]) => ({
          url: response.url(),
          gzipBytes: zlib.gzipSync(body, { level: 6 }).length,
          parts: partsOf(body),
          hasRuntime: body.includes(RUNTIME_SIGNATURE),
          encoding: response.headers()['content-encoding'],
          encodedBytes: sizes.responseBodySize,
          bestBrotliBytes: bestBrotli
            ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } }).length
            : undefined,
        }),
        () => null,
      ),
    );
  });
  return async () => (await Promise.all(pending)).filter((script): script is ScriptLoaded => script !== null);
}

/** Opens the view and waits until it is on screen and whatever loads on its own once it shows (idle preloads too) has loaded. */
export async function openFirstView(page: Page, view: FirstView, timeout = 30_000): Promise<void> {
  await page.goto(view.path);
  await view.ready(page).waitFor({ state: 'visible', timeout });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  await page.waitForLoadState('networkidle');
}
