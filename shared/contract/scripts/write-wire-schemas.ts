// Writes src/wire-schemas.json from the API's TypeBox schemas, the one source
// of the wire shapes. The apps check answers against it in development and
// tests without bundling any API code (TypeBox schemas are plain JSON Schema).
//   npx tsx scripts/write-wire-schemas.ts          rewrites the file
//   npx tsx scripts/write-wire-schemas.ts --check  fails when the file is stale
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { wireSchemas } from '@storefront/api/src/schemas/index.js';

const target = fileURLToPath(new URL('../src/wire-schemas.json', import.meta.url));

/** The answers the apps check, by the contract's type names. */
const checked = {
  Cart: wireSchemas.CartSchema,
  Config: wireSchemas.ConfigSchema,
  Customer: wireSchemas.CustomerSchema,
  ItemPage: wireSchemas.ItemPageSchema,
  ModuleList: wireSchemas.ModuleListSchema,
  TrackedOrder: wireSchemas.TrackedOrderSchema,
  ZoneLookup: wireSchemas.ZoneLookupSchema,
};

const text = `${JSON.stringify(checked, null, 2)}\n`;
if (process.argv.includes('--check')) {
  const current = readFileSync(target, 'utf8');
  if (current !== text) {
    console.error('src/wire-schemas.json is stale: run `npx tsx scripts/write-wire-schemas.ts` in shared/contract.');
    process.exit(1);
  }
} else {
  writeFileSync(target, text);
}
