// Building apps for start.mjs, build.mjs, dev.mjs and test.mjs: staleness and a
// small queue that runs at most `concurrency` webpack builds at once (each
// takes ~0.6–1 GB and one core; the machines have 2).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import apps from './apps.cjs';

const { ROOT } = apps;
const WEBPACK_CLI = path.join(ROOT, 'node_modules', 'webpack-cli', 'bin', 'cli.js');

/** @param {string} appDir */
export function stampFile(appDir) {
  return path.join(appDir, 'node_modules', '.cache', 'storefront-build-stamp');
}

/** Newest mtime (ms) of a file or of any file under a folder; 0 when absent. */
function newestMtime(target) {
  let stat;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === '__tests__') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

/**
 * Why an app needs a build, or null when its dist is fresh. A build is stale
 * when dist is missing or any input is newer than the last successful build:
 * the app's src/, public/, its configs, the shared package, the build tooling
 * or the lockfile (a dependency upgrade).
 * @param {import('./apps.cjs').App} app
 * @returns {string | null}
 */
export function staleReason(app) {
  const appDir = path.join(ROOT, app.dir);
  const entry = path.join(appDir, 'dist', app.isHost ? 'index.html' : 'remoteEntry.js');
  if (!fs.existsSync(entry)) return 'no build';
  const builtAt = newestMtime(stampFile(appDir));
  if (!builtAt) return 'no build stamp';
  const inputs = [
    path.join(appDir, 'src'),
    path.join(appDir, 'public'),
    path.join(appDir, 'package.json'),
    path.join(appDir, 'webpack.config.cjs'),
    path.join(appDir, 'federation.config.cjs'),
    path.join(ROOT, 'shared', 'src'),
    path.join(ROOT, 'shared', 'package.json'),
    path.join(ROOT, 'scripts', 'webpack'),
    path.join(ROOT, 'package-lock.json'),
  ];
  for (const input of inputs) {
    if (newestMtime(input) > builtAt) return `${path.relative(ROOT, input)} changed`;
  }
  return null;
}

/**
 * Runs one production build, prefixing its output with the app's folder.
 * @param {import('./apps.cjs').App} app
 * @param {{ env?: NodeJS.ProcessEnv, quiet?: boolean }} [options]
 * @returns {Promise<{ app: string, ok: boolean, seconds: number }>}
 */
export function buildApp(app, { env = process.env, quiet = false } = {}) {
  const started = Date.now();
  const appDir = path.join(ROOT, app.dir);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [WEBPACK_CLI, '--mode', 'production', '--config', 'webpack.config.cjs'], {
      cwd: appDir,
      env: { ...env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const collect = (chunk) => {
      output += chunk;
      if (!quiet) process.stdout.write(prefixLines(app.dir, chunk.toString()));
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('close', (code) => {
      const seconds = (Date.now() - started) / 1000;
      if (code !== 0 && quiet) process.stdout.write(prefixLines(app.dir, output));
      resolve({ app: app.dir, ok: code === 0, seconds });
    });
  });
}

/** @param {string} label @param {string} text */
function prefixLines(label, text) {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => `[${label}] ${line}\n`)
    .join('');
}

/**
 * Builds the given apps, at most `concurrency` at a time, and prints a timing line per app.
 * @param {readonly import('./apps.cjs').App[]} list
 * @param {{ concurrency?: number, quiet?: boolean }} [options]
 * @returns {Promise<{ app: string, ok: boolean, seconds: number }[]>}
 */
export async function buildApps(list, { concurrency = defaultConcurrency(), quiet = false } = {}) {
  const queue = [...list];
  const results = [];
  const worker = async () => {
    for (let app = queue.shift(); app; app = queue.shift()) {
      console.log(`build ${app.dir}: started`);
      const result = await buildApp(app, { quiet });
      console.log(`build ${app.dir}: ${result.ok ? 'done' : 'FAILED'} in ${result.seconds.toFixed(1)} s`);
      results.push(result);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, list.length)) }, worker));
  return results;
}

/** STOREFRONT_BUILD_CONCURRENCY, default 2 (two cores, ~1 GB per build). */
export function defaultConcurrency() {
  const fromEnv = Number(process.env.STOREFRONT_BUILD_CONCURRENCY);
  return Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : 2;
}
