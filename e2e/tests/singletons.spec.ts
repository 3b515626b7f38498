/**
 * Exactly one copy of each singleton runs in the composed page: the share
 * scope has one loaded provider per package, and over the network each
 * package's chunks come from one origin only, whichever app provided them;
 * and one copy of the Module Federation run time (runtime-core and the
 * bundler run time's functions) serves every app.
 */
import { expect, test, type Request, type Response } from '@playwright/test';
import { appUrl, APPS } from '../support/servers';
import { listenToBus, locatedSession, shot, useSession, type SpecWindow } from './fixtures';

/** A string only the Module Federation run time (runtime-core) holds: one per bundled copy of it. */
const RUNTIME_SIGNATURE = 'beforeInitContainer';
/** A string only the bundler run time's functions hold (its initial consumes' error): one per bundled copy of them. */
const BUNDLER_RUNTIME_SIGNATURE = 'loadShareSync failed!';
/** A string only `@module-federation/runtime`'s API holds (its error texts): a remote entry keeps only its `init`. */
const RUNTIME_API_SIGNATURE = 'Please call createInstance first.';

const SINGLETONS = ['react', 'react-dom', 'antd', 'antd-on-intent', 'jotai', 'rxjs', '@storefront/platform', 'react-router', 'swr'];

/**
 * Curated shared modules built from one package: their internals (antd's
 * ConfigProvider context, its cssinjs cache) are one instance only when one
 * app's build provides all of them, the shell's.
 */
const FROM_THE_SHELL = ['antd', 'antd-on-intent', 'react-router'];

interface ManifestShared {
  name: string;
  assets: { js: { sync: string[]; async: string[] } };
}

test('react, react-dom, antd, jotai, rxjs, @storefront/platform (and the router, swr) load once, from one origin', async ({
  page,
  request,
}) => {
  const session = await locatedSession(request);
  await useSession(page, session);
  const scripts: string[] = [];
  page.on('request', (req: Request) => {
    if (req.resourceType() === 'script') scripts.push(req.url());
  });
  // Scripts that carry a copy of the Module Federation run time (runtime-core), and of the bundler run time's functions.
  const runtimeCopies: Promise<string | null>[] = [];
  const bundlerRuntimeCopies: Promise<string | null>[] = [];
  const runtimeApiCopies: Promise<string | null>[] = [];
  page.on('response', (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = response.body().then(
      (bytes) => bytes.toString(),
      () => '',
    );
    runtimeCopies.push(body.then((text) => (text.includes(RUNTIME_SIGNATURE) ? response.url() : null)));
    bundlerRuntimeCopies.push(body.then((text) => (text.includes(BUNDLER_RUNTIME_SIGNATURE) ? response.url() : null)));
    runtimeApiCopies.push(body.then((text) => (text.includes(RUNTIME_API_SIGNATURE) ? response.url() : null)));
  });

  // Load every remote: the navbar widgets and overlays on /home, then the other routes.
  await page.goto('/home');
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /shopping cart/i })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Track order' }).click(); // the footer links there too
  await expect(page.getByRole('form', { name: 'Track order' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('form', { name: 'Sign In' })).toBeVisible();
  await shot(page, 'singletons-all-remotes-loaded');

  // 1. The share scope: one loaded entry (one version, one provider) per package.
  const shareReport = await page.evaluate((names) => {
    const scopes = (window as SpecWindow).__FEDERATION__!.__SHARE__;
    const report: Record<string, { loaded: string[]; users: string[] }> = {};
    for (const name of names) {
      const loaded = new Set<string>();
      const users = new Set<string>();
      for (const scope of Object.values(scopes)) {
        for (const [version, entry] of Object.entries(scope?.default?.[name] ?? {})) {
          if (entry.loaded || entry.loading) loaded.add(`${version} from ${entry.from}`);
          for (const user of (entry as { useIn?: string[] }).useIn ?? []) users.add(user);
        }
      }
      report[name] = { loaded: [...loaded], users: [...users] };
    }
    return report;
  }, SINGLETONS);
  for (const name of SINGLETONS) {
    expect(shareReport[name].loaded, `${name} in the share scope`).toHaveLength(1);
  }
  // Every app uses that one scope (with the one run time there is one scope map, the shell's): each is a user of react.
  expect(shareReport.react.users.sort()).toEqual(APPS.map((app) => app.name).sort());

  // 2. The network: each package's chunks, as each app's manifest names them, came from one origin.
  const origins: Record<string, Set<string>> = Object.fromEntries(SINGLETONS.map((name) => [name, new Set<string>()]));
  for (const app of APPS) {
    const manifest = (await (await request.get(`${appUrl(app.dir)}/mf-manifest.json`)).json()) as { shared: ManifestShared[] };
    for (const shared of manifest.shared) {
      if (!SINGLETONS.includes(shared.name)) continue;
      const files = [...shared.assets.js.sync, ...shared.assets.js.async];
      const fetched = scripts.filter((url) => url.startsWith(appUrl(app.dir) + '/') && files.some((file) => url.endsWith(`/${file}`)));
      if (fetched.length > 0) origins[shared.name].add(appUrl(app.dir));
    }
  }
  // For the curated modules the shell provides, no remote may serve its own copy. (The share scope's `from`
  // names the app that first loaded a module, not the build that provided it, so the network tells; the
  // shell's manifest lists no file for a module only the remotes import, like antd-on-intent.)
  for (const name of SINGLETONS) {
    const served = [...origins[name]];
    if (FROM_THE_SHELL.includes(name))
      expect(
        served.filter((origin) => origin !== appUrl('shell')),
        `remotes that served ${name}`,
      ).toEqual([]);
    else expect(served, `origins that served ${name}`).toHaveLength(1);
  }

  // 3. One Module Federation run time in the page: the shell's, which every remote's entry uses.
  const withRuntime = (await Promise.all(runtimeCopies)).filter((url): url is string => url !== null);
  expect(withRuntime, 'scripts holding a copy of the MF run time').toHaveLength(1);
  expect(withRuntime[0].startsWith(`${appUrl('shell')}/`), `the run time came from the shell: ${withRuntime[0]}`).toBe(true);
  const provider = await page.evaluate(
    () => (window as { _FEDERATION_RUNTIME_CORE_FROM?: { name: string } })._FEDERATION_RUNTIME_CORE_FROM,
  );
  expect(provider?.name).toBe('shell');
  // The bundler run time's functions too: every remote entry takes the shell's (provide-bundler-runtime-plugin.mjs).
  const withBundlerRuntime = (await Promise.all(bundlerRuntimeCopies)).filter((url): url is string => url !== null);
  expect(withBundlerRuntime, "scripts holding a copy of the bundler run time's functions").toEqual([withRuntime[0]]);
  expect(await page.evaluate(() => typeof (window as { _FEDERATION_BUNDLER_RUNTIME?: object })._FEDERATION_BUNDLER_RUNTIME)).toBe('object');
  // And the run time's API (loadRemote, loadShare...): only the shell's code calls it (external-bundler-runtime.mjs).
  const withRuntimeApi = (await Promise.all(runtimeApiCopies)).filter((url): url is string => url !== null);
  expect(withRuntimeApi, "scripts holding a copy of the run time's API").toEqual([withRuntime[0]]);

  // 4. And the bus is the one instance: the shared copy the page reads is the one the remotes use.
  await listenToBus(page, ['cart/open']);
  await page.evaluate(() => (window as SpecWindow).__emit!({ type: 'cart/open' }));
  await expect(page.getByRole('dialog', { name: 'Shopping Cart' })).toBeVisible();
});

test("a remote's own page runs on the federation run time its build emits beside it", async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // The standalone harness has no shell to provide runtime-core and the bundler run time's functions: its page
  // loads them first, from the remote's own origin (standalone-federation-runtime.mjs).
  await page.goto(`${appUrl('mf-cart')}/`);
  await expect(page.getByRole('button', { name: /shopping cart/i })).toBeVisible();
  expect(await page.evaluate(() => typeof (window as { _FEDERATION_BUNDLER_RUNTIME?: object })._FEDERATION_BUNDLER_RUNTIME)).toBe('object');
  expect(errors).toEqual([]);
});
