/**
 * What `use-sync-external-store/shim` resolves to in the apps' builds
 * (create-webpack-config.cjs): React's own hook. The package backports it to
 * React 16 and 17 and, on React 18 and later, returns React's; the site runs
 * on React 19 (scripts/__tests__/versions.test.cjs holds one React
 * everywhere), so its fallback was dead code in every first view (swr
 * imports it).
 */
export { useSyncExternalStore } from 'react';
