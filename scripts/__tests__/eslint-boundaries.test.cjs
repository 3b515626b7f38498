'use strict';

const { spawnSync } = require('node:child_process');
const { ROOT } = require('../lib/apps.cjs');

/**
 * Lints snippets with the repository's eslint.config.mjs through the ESLint
 * Node API (`lintText` with a filePath inside a package). It runs in a child
 * process because ESLint loads the ESM config with import(), which Jest's
 * CommonJS sandbox does not support.
 * @param {{ filePath: string, code: string }[]} cases
 * @returns {string[][]} the no-restricted-imports messages per case
 */
function restrictedImports(cases) {
  const script = `
    import { ESLint } from 'eslint';
    const eslint = new ESLint({ cwd: process.cwd() });
    const cases = JSON.parse(process.argv[1]);
    const out = [];
    for (const { filePath, code } of cases) {
      const [result] = await eslint.lintText(code, { filePath });
      out.push(result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message));
    }
    console.log(JSON.stringify(out));
  `;
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(cases)], { cwd: ROOT, encoding: 'utf8' });
  if (child.status !== 0) throw new Error(child.stderr);
  return JSON.parse(child.stdout);
}

const snippet = (specifier) => `import { thing } from '${specifier}';\nexport const used = thing;\n`;

describe('lint boundaries between deployables', () => {
  const cases = [
    // forbidden
    { filePath: 'mf-cart/src/features/cart/a.ts', code: snippet('../../../../mf-catalogue/src/features/items/item-card') },
    { filePath: 'mf-cart/src/a.ts', code: snippet('@storefront/mf-account') },
    { filePath: 'mf-cart/src/a.ts', code: snippet('../../shell/src/app/routes') },
    { filePath: 'mf-parcel/src/a.tsx', code: snippet('@storefront/shell') },
    { filePath: 'shell/src/app/a.tsx', code: snippet('../../../mf-location/src/exposes/overlays') },
    { filePath: 'shell/src/app/a.tsx', code: snippet('@storefront/mf-cart/src/exposes/cart-button') },
    { filePath: 'shared/platform/src/ui/a.tsx', code: snippet('../../../../shell/src/app/theme') },
    { filePath: 'shared/platform/src/ui/a.tsx', code: snippet('@storefront/mf-parcel') },
    { filePath: 'mf-account/src/a.ts', code: snippet('../../shared/platform/src/http/client') },
    { filePath: 'mf-catalogue/src/app/a.tsx', code: snippet('react-router-dom') },
    { filePath: 'shared/domain/src/rules/a.ts', code: snippet('@storefront/platform') },
    { filePath: 'shared/contract/src/a.ts', code: snippet('@storefront/domain') },
    { filePath: 'mf-cart/src/a.ts', code: snippet('@storefront/platform/src/bus/bus') },
    // allowed
    { filePath: 'mf-cart/src/a.ts', code: snippet('@storefront/platform') },
    { filePath: 'mf-cart/src/features/cart/a.ts', code: snippet('../../exposes/overlays') },
    { filePath: 'shell/src/a.ts', code: snippet('antd') },
    { filePath: 'shared/platform/src/ui/a.ts', code: snippet('../http/client') },
    { filePath: 'shared/platform/src/ui/a.ts', code: snippet('@storefront/domain') },
  ];
  let results;

  beforeAll(() => {
    results = restrictedImports(cases);
  });

  test.each(cases.slice(0, 13).map((c, index) => [c.filePath, c.code.split("'")[1], index]))(
    '%s may not import %s',
    (_file, _specifier, index) => {
      expect(results[index].length).toBeGreaterThan(0);
    },
  );

  test.each(cases.slice(13).map((c, index) => [c.filePath, c.code.split("'")[1], index + 13]))(
    '%s may import %s',
    (_file, _specifier, index) => {
      expect(results[index]).toEqual([]);
    },
  );
});
