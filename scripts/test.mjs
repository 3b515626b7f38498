#!/usr/bin/env node
// `npm test`: the one test command (CI runs it through .ci/run). Runs every
// stage even when an earlier one fails, then prints a per-stage table and one
// line `N passed, N failed` (test cases across Jest, node:test and Playwright;
// a failed stage that has no test cases, such as lint or a build, counts as one
// failure) and exits non-zero when anything failed.
//   (a) repository checks    (b) eslint .             (b2) prettier --check
//   (b3) the platform's public API                    (c) tsc --noEmit per package
//   (d) Jest per package     (e) API tests            (f) Chromium present
//   (g) production builds (fresh ones skipped)        (h) Playwright e2e
// Stage results are written to .test-results/.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import apps from './lib/apps.cjs';
import { buildApps } from './lib/commands.mjs';

const { ROOT, APPS, JEST_PACKAGES } = apps;
const RESULTS = path.join(ROOT, '.test-results');
const JEST_CLI = path.join(ROOT, 'node_modules', 'jest', 'bin', 'jest.js');
const ESLINT_CLI = path.join(ROOT, 'node_modules', 'eslint', 'bin', 'eslint.js');
const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * @typedef {object} StageResult
 * @property {string} name
 * @property {boolean} ok
 * @property {number} seconds
 * @property {number | null} passed test cases passed (null: not a test stage)
 * @property {number | null} failed
 * @property {string} [note]
 */

/** @type {StageResult[]} */
const results = [];
const runStarted = Date.now();

fs.rmSync(RESULTS, { recursive: true, force: true });
fs.mkdirSync(RESULTS, { recursive: true });

/**
 * Runs a command with inherited output.
 * @param {string} command @param {string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv, capture?: boolean, quiet?: boolean }} [options]
 *   capture: also collect the output; quiet: collect it without echoing
 * @returns {Promise<{ code: number, output: string }>}
 */
function run(command, args, { cwd = ROOT, env = process.env, capture = false, quiet = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', capture ? 'pipe' : 'inherit', capture ? 'pipe' : 'inherit'] });
    let output = '';
    if (capture) {
      child.stdout.on('data', (chunk) => {
        output += chunk;
        if (!quiet) process.stdout.write(chunk);
      });
      child.stderr.on('data', (chunk) => {
        output += chunk;
        if (!quiet) process.stderr.write(chunk);
      });
    }
    child.on('error', (error) => resolve({ code: 127, output: String(error) }));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 128 : 1), output }));
  });
}

/**
 * Runs one stage with a header and records its result.
 * @param {string} name
 * @param {() => Promise<Omit<StageResult, 'name' | 'seconds'>>} body
 */
async function stage(name, body) {
  console.log(`\n━━━ ${name} ━━━`);
  const started = Date.now();
  /** @type {Omit<StageResult, 'name' | 'seconds'>} */
  let outcome;
  try {
    outcome = await body();
  } catch (error) {
    console.error(error);
    outcome = { ok: false, passed: null, failed: null, note: String(/** @type {Error} */ (error).message ?? error).split('\n')[0] };
  }
  const result = { name, seconds: (Date.now() - started) / 1000, ...outcome };
  results.push(result);
  console.log(`━━━ ${name}: ${result.ok ? 'ok' : 'FAILED'} in ${result.seconds.toFixed(1)} s`);
  return result;
}

/** @param {string} file @returns {any} */
function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * Runs Jest with a JSON report and counts its test cases. A suite that fails
 * to run (syntax error, missing module) counts as a failed case.
 * @param {string[]} args @param {string} cwd @param {string} reportName
 */
async function jest(args, cwd, reportName) {
  const outputFile = path.join(RESULTS, `${reportName}.json`);
  const { code } = await run(process.execPath, [JEST_CLI, ...args, '--ci', '--maxWorkers=2', '--json', `--outputFile=${outputFile}`], {
    cwd,
  });
  const report = readJson(outputFile);
  const passed = report?.numPassedTests ?? 0;
  let failed = (report?.numFailedTests ?? 0) + (report?.numRuntimeErrorTestSuites ?? 0);
  let note;
  if (report && report.numTotalTests === 0 && code !== 0) note = 'no tests found';
  if (code !== 0 && failed === 0) failed = 1;
  return { ok: code === 0, passed, failed, note };
}

// (a) Repository checks.
await stage('repo checks', () => jest(['-c', path.join('scripts', 'jest.config.cjs')], ROOT, 'repo-checks'));

// (b) Lint, with the import boundaries between deployables.
await stage('eslint', async () => {
  const { code } = await run(process.execPath, [ESLINT_CLI, '.', '--max-warnings=0']);
  return { ok: code === 0, passed: null, failed: null };
});

// (b2) Formatting (Prettier; .prettierignore lists what it leaves alone).
await stage('format', async () => {
  const { code } = await run(NPM, ['run', 'format:check', '--silent', '--', '--log-level=warn']);
  return { ok: code === 0, passed: null, failed: null, note: code === 0 ? undefined : 'run: npm run format' };
});

// (b3) The public surface of the one federated first-party package (semver).
await stage('platform api', async () => {
  const { code } = await run(process.execPath, [path.join('scripts', 'check-platform-api.mjs')]);
  return { ok: code === 0, passed: null, failed: null };
});

// (c) Types, per package that has a typecheck script, two at a time (tsc is single-threaded).
await stage('typecheck', async () => {
  const workspaces = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).workspaces;
  const queue = workspaces.filter((workspace) => readJson(path.join(ROOT, workspace, 'package.json'))?.scripts?.typecheck);
  const failedPackages = [];
  const worker = async () => {
    for (let workspace = queue.shift(); workspace; workspace = queue.shift()) {
      const started = Date.now();
      const { code, output } = await run(NPM, ['run', 'typecheck', '--silent', '--workspace', workspace], { capture: true, quiet: true });
      console.log(`tsc ${workspace}: ${code === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      if (code !== 0) {
        failedPackages.push(workspace);
        process.stdout.write(output);
      }
    }
  };
  await Promise.all([worker(), worker()]);
  return {
    ok: failedPackages.length === 0,
    passed: null,
    failed: null,
    note: failedPackages.length ? `failed: ${failedPackages.join(', ')}` : undefined,
  };
});

// (d) Component and unit tests, one Jest run per package.
for (const pkg of JEST_PACKAGES) {
  await stage(`jest ${pkg}`, () => jest([], path.join(ROOT, pkg), `jest-${pkg.replaceAll('/', '-')}`));
}

// (e) The API's own tests (node:test; PGlite, and PostgreSQL when available).
await stage('api tests', async () => {
  const { code, output } = await run(NPM, ['test', '--workspace', 'api'], { capture: true });
  // The tap reporter (non-TTY default) ends with "# pass N"; the spec reporter with "ℹ pass N".
  const count = (label) => {
    const matches = [...output.matchAll(new RegExp(`^(?:#|ℹ) ${label} (\\d+)$`, 'gm'))];
    return matches.length ? Number(matches[matches.length - 1][1]) : 0;
  };
  const passed = count('pass');
  let failed = count('fail') + count('cancelled');
  if (code !== 0 && failed === 0) failed = 1;
  return { ok: code === 0, passed, failed };
});

// (f) The browser for the e2e suite: Debian's Chromium (Playwright cannot download browsers here).
const chromium = await stage('chromium', async () => {
  if (fs.existsSync(CHROMIUM)) return { ok: true, passed: null, failed: null, note: CHROMIUM };
  const howTo = 'sudo apt-get update && sudo apt-get install -y chromium';
  if (process.getuid?.() !== 0) {
    console.error(`Chromium is missing at ${CHROMIUM} and this is not root. Install it with:\n  ${howTo}`);
    return { ok: false, passed: null, failed: null, note: `missing; run: ${howTo}` };
  }
  console.log('Chromium is missing; installing the Debian package (apt-get install chromium)');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = await run('apt-get', ['update'], { env });
  const install = update.code === 0 ? await run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { env }) : update;
  const ok = install.code === 0 && fs.existsSync(CHROMIUM);
  return { ok, passed: null, failed: null, note: ok ? 'installed' : `install failed; run: ${howTo}` };
});

// (g) Production builds; wireit skips the apps whose inputs did not change, and
// shows a build's output only when it fails.
const build = await stage('build', async () => {
  const failedApps = await buildApps(APPS);
  return {
    ok: failedApps.length === 0,
    passed: null,
    failed: null,
    note: failedApps.length ? `failed: ${failedApps.join(', ')}` : undefined,
  };
});

// (h) End to end, in Chromium, against the builds and the real API.
if (chromium.ok && build.ok) {
  await stage('e2e', async () => {
    const outputFile = path.join(RESULTS, 'playwright.json');
    const { code } = await run(NPM, ['test', '--workspace', 'e2e'], { env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_FILE: outputFile } });
    const report = readJson(outputFile);
    const stats = report?.stats ?? {};
    const passed = (stats.expected ?? 0) + (stats.flaky ?? 0);
    let failed = stats.unexpected ?? 0;
    if (code !== 0 && failed === 0) failed = 1;
    return { ok: code === 0, passed, failed, note: stats.flaky ? `${stats.flaky} flaky` : undefined };
  });
} else {
  results.push({ name: 'e2e', ok: false, seconds: 0, passed: 0, failed: 1, note: `not run: ${chromium.ok ? 'build' : 'chromium'} failed` });
}

// Summary.
const pad = (value, width) => String(value).padEnd(width);
console.log('\n' + pad('stage', 18) + pad('result', 8) + pad('passed', 8) + pad('failed', 8) + pad('seconds', 9) + 'note');
for (const result of results) {
  console.log(
    pad(result.name, 18) +
      pad(result.ok ? 'ok' : 'FAILED', 8) +
      pad(result.passed ?? '-', 8) +
      pad(result.failed ?? (result.ok ? '-' : 1), 8) +
      pad(result.seconds.toFixed(1), 9) +
      (result.note ?? ''),
  );
}
console.log(`total ${((Date.now() - runStarted) / 1000).toFixed(1)} s`);
const passed = results.reduce((sum, result) => sum + (result.passed ?? 0), 0);
const failed = results.reduce((sum, result) => sum + (result.failed ?? (result.ok ? 0 : 1)), 0);
fs.writeFileSync(path.join(RESULTS, 'summary.json'), JSON.stringify({ passed, failed, stages: results }, null, 2));
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(results.every((result) => result.ok) ? 0 : 1);
