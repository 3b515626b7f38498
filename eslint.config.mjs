// Lint rules and the import boundaries between deployables (DESIGN.md §3):
// a remote imports only its own src, the shared/* packages by name and npm
// packages; the shell imports no remote; shared imports no app. Inside
// shared/: contract imports nothing first-party, domain only the contract,
// platform the contract and the domain, testing any of them. scripts/__tests__/eslint-boundaries.test.cjs
// feeds violating snippets through ESLint so these zones cannot silently break.
// The remotes are the ones apps.json lists.
import fs from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const APPS = JSON.parse(fs.readFileSync(new URL('./apps.json', import.meta.url), 'utf8')).apps;
const HOST = APPS.find((app) => app.role === 'host').dir;
const REMOTES = APPS.filter((app) => app.role === 'remote').map((app) => app.dir);
const APP_SOURCES = APPS.map((app) => `${app.dir}/src/**`);

/** The plugin's recommended rules, every one an error: a warning is ignored until it is a bug. */
const REACT_HOOKS_RULES = Object.fromEntries(Object.keys(reactHooks.configs.flat.recommended.rules).map((rule) => [rule, 'error']));

/**
 * `no-restricted-imports` patterns that forbid reaching into the given
 * folders, by relative path or by package name.
 * @param {string[]} folders
 */
function forbidFolders(folders) {
  return folders.map((folder) => ({
    group: [`**/${folder}`, `**/${folder}/**`, `@storefront/${folder}`, `@storefront/${folder}/**`],
    message: `Deployables are independent: do not import ${folder}. Use @storefront/platform, the bus, or mount its expose at run time.`,
  }));
}

const SHARED_PACKAGES = ['contract', 'domain', 'platform', 'testing'];

/**
 * Apps reach shared code through the package names only: module federation
 * shares @storefront/platform by its exact request, so a path or deep import
 * would load a second copy.
 */
const SHARED_BY_PATH = {
  group: ['**/shared/*/src', '**/shared/*/src/**', ...SHARED_PACKAGES.map((name) => `@storefront/${name}/**`)],
  message: 'Import the shared packages by their names (@storefront/platform, …), not by path.',
};

/** @param {string[]} names shared packages the zone may not import */
function forbidShared(names) {
  return names.map((name) => ({
    group: [`@storefront/${name}`, `**/shared/${name}/**`],
    message: `This shared package may not depend on @storefront/${name} (contract ← domain ← platform ← testing).`,
  }));
}

/**
 * react-router-dom 7 is `export * from 'react-router'`; built against the
 * shared react-router, a production build restored from webpack's cache
 * compiled that star re-export to nothing (docs/architecture.md). Apps import
 * the router from react-router.
 */
const ROUTER_DOM = {
  name: 'react-router-dom',
  message: "Import the router from 'react-router' (react-router-dom's re-export breaks in cached federation builds).",
};

/** @param {string} files @param {object[]} patterns */
function zone(files, patterns) {
  return {
    files: [files],
    rules: { 'no-restricted-imports': ['error', { paths: [ROUTER_DOM], patterns }] },
  };
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-one-bundle/**',
      '**/node_modules/**',
      '**/.cache/**',
      '**/coverage/**',
      'api/data/**',
      '**/@mf-types/**',
      '**/.api-dts/**',
      '**/.wireit/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'e2e/.tmp/**',
      '.test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      // `interface Item extends ItemWire {}` names a type derived from an API schema.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
    },
  },
  // Browser code.
  {
    files: [...APP_SOURCES, 'shared/*/src/**'],
    languageOptions: { globals: { ...globals.browser, STOREFRONT_BUILD_ID: 'readonly' } },
    plugins: { 'react-hooks': reactHooks },
    rules: REACT_HOOKS_RULES,
  },
  // Tests (Jest) beside the code.
  {
    files: ['**/__tests__/**', '**/*.test.{ts,tsx,js,cjs,mjs}', '**/src/testing/**'],
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
    // jest.isolateModules / jest.mock factories need require().
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // The Jest base: the setup file runs inside jsdom, after Jest's globals exist.
  {
    files: ['scripts/jest/**'],
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
  },
  // Node: tooling, configs, the API, e2e.
  {
    files: ['scripts/**', '**/*.{cjs,mjs}', '**/*.config.{js,ts,cjs,mjs}', 'api/**', 'e2e/**'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // Boundaries.
  zone('shared/contract/**', [...forbidFolders([HOST, ...REMOTES]), ...forbidShared(['domain', 'platform', 'testing'])]),
  zone('shared/domain/**', [...forbidFolders([HOST, ...REMOTES]), ...forbidShared(['platform', 'testing'])]),
  zone('shared/platform/**', [...forbidFolders([HOST, ...REMOTES]), ...forbidShared(['testing'])]),
  zone('shared/testing/**', forbidFolders([HOST, ...REMOTES])),
  zone(`${HOST}/**`, [...forbidFolders(REMOTES), SHARED_BY_PATH]),
  ...REMOTES.map((remote) =>
    zone(`${remote}/**`, [...forbidFolders([HOST, ...REMOTES.filter((other) => other !== remote)]), SHARED_BY_PATH]),
  ),
);
