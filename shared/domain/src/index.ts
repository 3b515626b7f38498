// @storefront/domain: the pure rules of the storefront, each written once.
// Bundled into every app and imported by the API, so the price a dialog shows
// and the price the server charges come from the same code.
export * from './rules/availability';
export * from './rules/cart-rules';
export * from './rules/delivery';
export * from './rules/flash-sale';
export * from './rules/modules';
export * from './rules/password';
export * from './rules/price';
export * from './rules/pricing';
export * from './rules/variations';
export * from './format/number';
export * from './format/text';
export * from './format/time';
