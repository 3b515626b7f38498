// The one entry of @storefront/platform, the only first-party package shared
// as a federated singleton. Module Federation shares a package by its exact
// import name, so apps import only from '@storefront/platform' (a deep import
// would be bundled again as a second copy). Its surface is semver-checked:
// see "Changing the platform" in docs/architecture.md before adding, changing or removing an export.

export * from './http/client';
export * from './http/errors';
export * from './http/guest';
export * from './http/home-lists';

export * from './bus/bus';

export * from './session/atoms';
export * from './session/storage-keys';

export * from './i18n/i18n';

export * from './config/use-config';
export { isolateText } from './format/bidi';
export * from './format/use-price-formatter';
export * from './format/use-distance-time-formatters';

export * from './ui/app-providers';
export * from './ui/bus-toasts';
export * from './ui/count-badge';
export * from './ui/dropdown-on-intent';
export * from './ui/empty-state';
export * from './ui/error-state';
export * from './ui/feedback';
export * from './ui/plain-card';
export * from './ui/plain-tag';
export * from './ui/remote-fallback';
export * from './ui/remote-mount';
export * from './ui/skeleton';
export * from './ui/runtime-plugins';
export * from './ui/theme';
export * from './ui/tooltip-on-intent';
export * from './ui/typography';
export * from './ui/when-near';
export * from './ui/yield-to-browser';
export * from './ui/start-standalone';

export * from './runtime/runtime-config';
export * from './runtime/load-runtime-config';
