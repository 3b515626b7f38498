import { loadShare, registerShared } from '@module-federation/enhanced/runtime';
import routerDomPackage from 'react-router-dom/package.json';

/**
 * Puts the one `react-router-dom` of the page into the share scope before any
 * remote registers its own.
 *
 * Why: react-router-dom 7 is only `export * from 'react-router'` plus two DOM
 * routers. Built against the shared (consumed) react-router, a production
 * build restored from webpack's filesystem cache compiles that star re-export
 * to nothing, so a remote's provided copy has two exports and `Link`,
 * `useNavigate`, `Routes` ... are undefined; whichever remote registers first
 * is the singleton for everyone, so one such build broke every remote's area.
 * The shell owns the router: the copy it provides is the shared react-router,
 * which is the curated list of what the site uses
 * (shared/platform/src/ui/react-router-exports.ts). The two DOM routers of
 * react-router-dom (`HydratedRouter`, `RouterProvider`) are for data routers
 * and server rendering, which the site does not use, so they are not added.
 */
export async function shareRouterDom(): Promise<void> {
  // The whole shared module, not a namespace import: a production build keeps
  // only the names this bundle uses in `import * as`.
  const factory = await loadShare<Record<string, unknown>>('react-router');
  const reactRouter = factory ? factory() : undefined;
  if (!reactRouter) return;
  const routerDom = { ...reactRouter, __esModule: true };
  const { version } = routerDomPackage;
  registerShared({
    'react-router-dom': {
      version,
      scope: 'default',
      lib: () => routerDom,
      shareConfig: { singleton: true, requiredVersion: `^${version}` },
    },
  });
}
