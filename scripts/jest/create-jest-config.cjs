'use strict';

const path = require('node:path');

/**
 * ESM-only packages under node_modules that Jest must still transform:
 * `@ant-design/icons/lib` requires `@ant-design/colors/es`, antd pulls
 * `@rc-component/*` and `rc-*`, Babel's ESM helpers, and MSW requires
 * `rettime`, `until-async` and `@open-draft/*`.
 */
const TRANSFORMED_PACKAGES = [
  '@ant-design',
  '@rc-component',
  'antd',
  '@babel/runtime/helpers/esm',
  'rc-[^/]+',
  // TypeBox 1 is ESM only; @storefront/contract checks API answers with it in tests.
  'typebox',
  // MSW 2.15's ESM-only dependencies (its CJS build requires them).
  'rettime',
  'until-async',
  '@open-draft',
];

/** @param {'typescript' | 'ecmascript'} syntax */
function swcJest(syntax) {
  return [
    '@swc/jest',
    {
      jsc: {
        parser: syntax === 'typescript' ? { syntax, tsx: true } : { syntax, jsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
    },
  ];
}

/**
 * The Jest config of one package (shared, shell, mf-*): @swc/jest, the
 * `jest-fixed-jsdom` environment (jsdom with Node's fetch/streams, which MSW 2
 * needs), jest-dom matchers and the browser APIs jsdom lacks (see setup-tests.cjs).
 * Tests live beside the code in `src/**\/__tests__/*.test.ts(x)` or `src/**\/*.test.ts(x)`.
 *
 * @param {object} options
 * @param {string} options.rootDir the package folder (`__dirname` of its jest.config.cjs)
 * @param {string} options.displayName
 * @param {Partial<import('jest').Config>} [options.overrides]
 * @returns {import('jest').Config}
 */
function createJestConfig({ rootDir, displayName, overrides = {} }) {
  return {
    displayName,
    rootDir,
    roots: ['<rootDir>/src'],
    testEnvironment: 'jest-fixed-jsdom',
    testMatch: ['**/__tests__/**/*.test.[jt]s?(x)', '**/?(*.)test.[jt]s?(x)'],
    transform: {
      '^.+\\.(ts|tsx|mts|cts)$': swcJest('typescript'),
      '^.+\\.(js|jsx|mjs|cjs)$': swcJest('ecmascript'),
    },
    transformIgnorePatterns: [`/node_modules/(?!(${TRANSFORMED_PACKAGES.join('|')})/)`],
    moduleNameMapper: {
      // The on-intent part of antd is a federation-only name (types/antd-on-intent.d.ts): in Jest, antd itself.
      '^antd-on-intent$': 'antd',
      '\\.(css|less|scss)$': require.resolve('./style-mock.cjs'),
      '\\.(svg|png|jpe?g|gif|webp|avif|woff2?)$': require.resolve('./file-mock.cjs'),
    },
    setupFilesAfterEnv: [require.resolve('./setup-tests.cjs')],
    cacheDirectory: path.join(rootDir, 'node_modules', '.cache', 'jest'),
    clearMocks: true,
    // antd component tests with user-event take 1-3 s each on a loaded 2-core
    // CI machine; Jest's 5 s default made them flaky.
    testTimeout: 20_000,
    passWithNoTests: false,
    ...overrides,
  };
}

module.exports = { createJestConfig, TRANSFORMED_PACKAGES };
