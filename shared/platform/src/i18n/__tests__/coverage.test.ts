import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { NETWORK_ERROR_MESSAGE } from '../../http/errors';
import { CAMPAIGN_OVER_MESSAGE } from '@storefront/domain';
import type { CartRefusalReason } from '@storefront/domain';
import { MODULE_TYPE_LABELS } from '@storefront/domain';
import {
  VARIATION_OUT_OF_STOCK_MESSAGE,
  VARIATION_RANGE_HINT,
  VARIATION_RANGE_MESSAGE,
  VARIATION_REQUIRED_MESSAGE,
} from '@storefront/domain';
import { ar } from '../messages/ar';
import { tr } from '../messages/tr';

const SRC = join(__dirname, '..', '..');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return name === '__tests__' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** English keys in the shared package's own source: t('...') and toast(level, '...'). */
function keysUsedInSource(): Map<string, string> {
  const keys = new Map<string, string>();
  const patterns = [/\bt\(\s*(['"])((?:\\.|(?!\1).)+)\1/g, /\btoast\(\s*['"]\w+['"]\s*,\s*(['"])((?:\\.|(?!\1).)+)\1/g];
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of patterns) {
      for (const match of text.matchAll(pattern)) keys.set(match[2].replace(/\\(.)/g, '$1'), relative(SRC, file));
    }
  }
  return keys;
}

/** Texts the package hands to callers to translate (rule messages, error fallbacks, labels). */
const handedOut: string[] = [
  NETWORK_ERROR_MESSAGE,
  CAMPAIGN_OVER_MESSAGE,
  VARIATION_REQUIRED_MESSAGE,
  VARIATION_RANGE_MESSAGE,
  VARIATION_RANGE_HINT,
  VARIATION_OUT_OF_STOCK_MESSAGE,
  ...(['Out of Stock', 'Out of Limits'] satisfies CartRefusalReason[]),
  ...Object.values(MODULE_TYPE_LABELS),
];

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('translations of the shared texts', () => {
  const used = keysUsedInSource();

  it('finds the texts the source uses', () => {
    expect([...used.keys()]).toEqual(expect.arrayContaining(['This part of the page could not be loaded.', 'Try again']));
  });

  it.each([
    ['ar', ar],
    ['tr', tr],
  ])('%s has a translation for every text the package uses or hands out', (_language, messages) => {
    const missing = [...new Set([...used.keys(), ...handedOut])].filter((key) => !messages[key]?.trim());
    expect(missing).toEqual([]);
  });

  it.each([
    ['ar', ar],
    ['tr', tr],
  ])('%s keeps every placeholder of the English text', (_language, messages) => {
    const broken = Object.entries(messages).filter(([english, translated]) => placeholders(english).join() !== placeholders(translated).join());
    expect(broken).toEqual([]);
  });

  it('ar and tr translate the same texts', () => {
    expect(Object.keys(ar).sort()).toEqual(Object.keys(tr).sort());
  });

  it('no translation is left in English', () => {
    const untranslated = [...Object.entries(ar), ...Object.entries(tr)].filter(([english, translated]) => english === translated);
    expect(untranslated).toEqual([]);
  });
});
