/**
 * The part of antd the site uses: what the federation shares under the name
 * `antd` (scripts/webpack/shared-deps.cjs), instead of the whole package.
 *
 * Why: a shared module is not tree-shaken, since the build of the app that
 * provides it cannot know what the other apps import. Sharing this list
 * instead keeps one copy of antd in the page (one ConfigProvider, one cssinjs
 * cache) at the cost of the components used, chosen at build time.
 *
 * Apps keep `import { Button } from 'antd'`. This is the first view's part:
 * the components a module of the first view of `/` or `/home` imports. Those
 * only code loaded on intent uses are in the second part, shared as
 * `antd-on-intent` (antd-on-intent.ts, one antd for both). A component used
 * anywhere must be in one of the two lists, or it is undefined in the
 * composed page: scripts/__tests__/antd-components.test.cjs fails when one is
 * missing or imported from the wrong part.
 * The deep path is on purpose: the share key `antd` matches only the bare
 * request, so this file reaches the real package without consuming itself.
 */
export { Button, ConfigProvider, Flex, Grid, theme } from 'antd/es/index.js';
