/**
 * The part of RxJS the site uses: what the federation shares under the name
 * `rxjs` (scripts/webpack/shared-deps.cjs), instead of the whole package
 * (17.4 KB gzip of the first view whole, about 3 KB for this list).
 *
 * Why: a shared module is not tree-shaken, since the build of the app that
 * provides it cannot know what the other apps import. One copy stays in the
 * page, so an `Observable` made by one app is an `Observable` to another.
 *
 * Apps keep `import { Subject } from 'rxjs'`. A name used anywhere in app code
 * must be listed here, or it is undefined in the composed page:
 * scripts/__tests__/curated-packages.test.cjs fails when one is missing.
 *
 * The deep paths are on purpose: the share key `rxjs` matches only the bare
 * request, and `rxjs/internal/*` is the package's own export of each module,
 * so this file reaches the real package without consuming itself.
 */
export { Observable } from 'rxjs/internal/Observable';
export { Subject } from 'rxjs/internal/Subject';
export { filter } from 'rxjs/internal/operators/filter';
