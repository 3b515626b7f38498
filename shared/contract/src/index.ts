// @storefront/contract: types only. Bundled into each app (never federated),
// so a remote builds against the contract version it was written for.
export type * from './wire';
export type * from './events';
