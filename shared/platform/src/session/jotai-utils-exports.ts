/**
 * The part of jotai's utilities the site uses: what the federation shares
 * under the name `jotai/utils` (scripts/webpack/shared-deps.cjs), instead of
 * all of them (atom families, loadables, reducers, hydration … about 2 KB gzip
 * of the first view that nothing ran).
 *
 * Why: a shared module is not tree-shaken, since the build of the app that
 * provides it cannot know what the other apps import. Apps keep
 * `import { atomWithStorage } from 'jotai/utils'`; a name used anywhere in app
 * code must be listed here, or it is undefined in the composed page:
 * scripts/__tests__/curated-packages.test.cjs fails when one is missing.
 *
 * `jotai/vanilla/utils` is the package's own export of these (its `jotai/utils`
 * re-exports it with the React ones), so this file reaches the real package
 * without consuming itself.
 */
export { atomWithStorage, createJSONStorage } from 'jotai/vanilla/utils';
