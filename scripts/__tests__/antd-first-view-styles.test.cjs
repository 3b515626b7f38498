'use strict';

// The shell's build writes the first view's antd styles to a file (scripts/webpack/antd-first-view-styles.cjs):
// the components of the first view's curated list, the rules antd would write for them, and antd's map of them.
// The page-level check (no style made at run time for them, the components styled) is e2e/tests/antd-static-styles.spec.ts.

const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { antdStylesheet, firstViewComponents } = require('../webpack/antd-first-view-styles.cjs');

describe("the first view's antd stylesheet", () => {
  test("takes its components from the first view's curated list, leaving out what has no styles", () => {
    const components = firstViewComponents();
    expect(components).toEqual(expect.arrayContaining(['Button', 'Flex']));
    for (const providerOrHooks of ['ConfigProvider', 'Grid', 'theme']) expect(components).not.toContain(providerOrHooks);
  });

  test("holds each component's rules, antd's shared reset and the icons, and antd's map of them, but no theme variables", () => {
    const css = antdStylesheet(['Button', 'Flex']);
    expect(css).toContain('.ant-btn{');
    expect(css).toContain('.ant-flex{');
    expect(css).toContain('.anticon{');
    expect(css).toContain('@keyframes loadingCircle');
    // the rules read the theme through its variables, so one file serves the light and the dark theme
    expect(css).toContain('var(--ant-color-primary)');
    expect(css).not.toMatch(/--ant-color-primary:/);
    const map = css.match(/\.data-ant-cssinjs-cache-path\{content:"([^"]*)";\}$/)?.[1];
    const paths = (map ?? '').split(';').map((entry) => entry.split(':')[0]);
    expect(paths).toEqual(
      expect.arrayContaining(['|Button-Button|ant-btn|anticon', '|Flex-Flex|ant-flex|anticon', '|Shared|ant', '|ant-design-icons|anticon']),
    );
  });

  test('a component the list names and antd does not have stops the build with its name', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'antd-list-'));
    try {
      const list = path.join(dir, 'antd-components.ts');
      fs.writeFileSync(list, "export { Button, Buton, ConfigProvider } from 'antd/es/index.js';\n");
      expect(firstViewComponents(list)).toEqual(['Button', 'Buton']);
      expect(() => antdStylesheet(firstViewComponents(list))).toThrow('antd has no export Buton');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
