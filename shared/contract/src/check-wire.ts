// Development and test only: checks an API answer against the API's own
// schema, so a shape mismatch fails loudly where it happens instead of as an
// undefined deep in a component. Call it behind the NODE_ENV guard,
//   if (process.env.NODE_ENV !== 'production') checkWire('ItemPage', page);
// so production builds drop this module, TypeBox and the schemas.
import { Value } from 'typebox/value';
import type { CartLine, Config, Customer, ItemPage, Module, TrackedOrder, ZoneLookup } from './wire';
import schemas from './wire-schemas.json';

/** The answers with a schema, by name (see scripts/write-wire-schemas.ts). */
export interface CheckedWire {
  Cart: CartLine[];
  Config: Config;
  Customer: Customer;
  ItemPage: ItemPage;
  ModuleList: Module[];
  TrackedOrder: TrackedOrder;
  ZoneLookup: ZoneLookup;
}
export type WireName = keyof CheckedWire;

export class WireMismatchError extends Error {
  override name = 'WireMismatchError';
}

const MAX_REPORTED = 5;

export function checkWire<N extends WireName>(name: N, value: unknown): CheckedWire[N] {
  const schema = schemas[name];
  if (Value.Check(schema, value)) return value as CheckedWire[N];
  const problems = [...Value.Errors(schema, value)].slice(0, MAX_REPORTED).map((error) => `${error.instancePath || '/'} ${error.message}`);
  throw new WireMismatchError(`The API's answer is not a ${name}: ${problems.join('; ')}`);
}
