// Where the benches write their tables: docs/performance.md, between a bench's markers
// (`<!-- bench:<name> -->` and `<!-- /bench:<name> -->`), so the prose around a table stays as written.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const DOC = path.join(ROOT, 'docs', 'performance.md');

/**
 * Puts `table` between the markers of bench `name`; a document without them is left alone.
 * @param {string} name @param {string} table
 */
export function writeBenchTable(name, table) {
  const doc = fs.readFileSync(DOC, 'utf8');
  const open = `<!-- bench:${name} -->`;
  const close = `<!-- /bench:${name} -->`;
  const start = doc.indexOf(open);
  const end = doc.indexOf(close, start);
  if (start < 0 || end < 0) return;
  fs.writeFileSync(DOC, `${doc.slice(0, start)}${open}\n\n${table}\n\n${doc.slice(end)}`);
  console.log(`written to ${path.relative(ROOT, DOC)}`);
}
