// @storefront/testing: the test scaffolding every app shares (dev-only).
// See README.md for what each helper is for.

export * from './render-with-providers';
export * from './media-queries';
export * from './intersection-observer';
export * from './record-events';

export * from './msw/server';
export * from './msw/record-requests';

export * from './fixtures';
