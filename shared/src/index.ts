// The one entry of @storefront/shared. Module Federation shares a package by
// its exact import name, so apps import only from '@storefront/shared' (a deep
// import would be bundled again as a second copy).

export * from './api/client';
export * from './api/errors';
export * from './api/endpoints/auth';
export * from './api/endpoints/cart';
export * from './api/endpoints/config';
export * from './api/endpoints/geo';
export * from './api/endpoints/items';
export * from './api/endpoints/orders';

export * from './bus/bus';
export type * from './bus/events';

export * from './session/atoms';
export * from './session/storage-keys';

export * from './i18n/i18n';

export * from './format/number';
export * from './format/text';
export * from './format/time';

export type * from './model/types';
export * from './model/price';

export * from './ui/app-providers';
export * from './ui/bus-toasts';
export * from './ui/empty-state';
export * from './ui/remote-fallback';
export * from './ui/remote-mount';
export * from './ui/runtime-plugins';
export * from './ui/theme';
export * from './runtime/runtime-config';
export * from './runtime/load-runtime-config';
export * from './ui/start-standalone';
export * from './model/cart-rules';
export * from './model/variations';
export * from './model/pricing';
export * from './model/delivery';
export * from './model/availability';
export * from './model/flash-sale';
export * from './model/modules';
export * from './api/endpoints/sign-out';
