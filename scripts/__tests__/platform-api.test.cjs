'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { compareSurfaces, declarations, isBumpEnough } = require('../lib/api-surface.cjs');

const report = fs.readFileSync(path.join(__dirname, '..', '..', 'shared', 'platform', 'platform.api.md'), 'utf8');
const blocks = declarations(report);
const withBlocks = (list) => `## API Report\n\n\`\`\`ts\n\n${list.join('\n\n')}\n\n\`\`\`\n`;

describe('the platform API report', () => {
  test('is read as declarations, without the tool warnings', () => {
    expect(blocks.some((block) => block.startsWith('export function request<T>('))).toBe(true);
    expect(blocks.some((block) => block.includes('// Warning'))).toBe(false);
  });

  test('an unchanged surface needs no new version', () => {
    expect(compareSurfaces(report, withBlocks(blocks)).needs).toBe('none');
  });

  test('a removed export needs a major version', () => {
    const removed = blocks.find((block) => block.startsWith('export function request<T>('));
    const result = compareSurfaces(report, withBlocks(blocks.filter((block) => block !== removed)));
    expect(result).toMatchObject({ needs: 'major', removed: [removed], added: [] });
  });

  test('a changed signature needs a major version', () => {
    const changed = blocks.map((block) =>
      block.replace('export function useLanguage(): string;', 'export function useLanguage(): number;'),
    );
    expect(compareSurfaces(report, withBlocks(changed)).needs).toBe('major');
  });

  test('an import the report adds for a new export is not a change of the surface', () => {
    const imports = "import { Atom } from 'jotai';\nimport { CSSProperties } from 'react';";
    const before = withBlocks(["import { Atom } from 'jotai';", ...blocks]);
    expect(compareSurfaces(before, withBlocks([imports, ...blocks])).needs).toBe('none');
  });

  test('an added export needs a minor version', () => {
    const result = compareSurfaces(report, withBlocks([...blocks, 'export function useNewThing(): void;']));
    expect(result).toMatchObject({ needs: 'minor', removed: [], added: ['export function useNewThing(): void;'] });
  });

  test.each([
    ['major', '1.4.2', '2.0.0', true],
    ['major', '1.4.2', '1.5.0', false],
    ['minor', '1.4.2', '1.5.0', true],
    ['minor', '1.4.2', '1.4.3', false],
    ['minor', '1.4.2', '2.0.0', true],
    ['none', '1.4.2', '1.4.2', true],
  ])('a %s change from %s to %s is enough: %s', (needs, recorded, next, expected) => {
    expect(isBumpEnough(needs, recorded, next)).toBe(expected);
  });
});
