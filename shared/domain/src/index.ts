// @storefront/domain: the pure rules of the storefront, each written once.
// Bundled into every app and imported by the API, so the price a dialog shows
// and the price the server charges come from the same code. Relative imports
// name the .ts file: the API runs this source as ESM (tsx) and Node's ESM needs
// the full name; TypeScript (allowImportingTsExtensions), webpack and Jest read it as is.
export * from './rules/availability.ts';
export * from './rules/cart-rules.ts';
export * from './rules/checkout.ts';
export * from './rules/delivery.ts';
export * from './rules/modules.ts';
export * from './rules/orders.ts';
export * from './rules/parcel.ts';
export * from './rules/password.ts';
export * from './rules/price.ts';
export * from './rules/pricing.ts';
export * from './rules/promotions.ts';
export * from './rules/variations.ts';
export * from './rules/wallet.ts';
export * from './format/number.ts';
export * from './format/text.ts';
