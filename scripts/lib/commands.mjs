// The processes `npm start`, `npm run dev`, `npm run build` and `npm test`
// run, as concurrently commands. Builds go through each app's `npm run build`,
// which wireit skips when the app's inputs have not changed since its last
// build (the `wireit` section of the app's package.json lists them).
import concurrently from 'concurrently';
import apps from './apps.cjs';

const { ROOT, API_PORT, API_URL } = apps;

/** @typedef {import('./apps.cjs').App} App */
/** @typedef {{ name: string, command: string, env?: Record<string, string> }} Command */

/** @param {App} app @param {{ logger?: string }} [options] wireit's logger: `simple` says built or fresh; its default shows output only on failure */
export const buildCommand = (app, { logger } = {}) => ({
  name: app.dir,
  command: `npm run build --silent --workspace ${app.dir}`,
  env: logger ? { WIREIT_LOGGER: logger } : {},
});

/** @param {App} app */
export const staticServerCommand = (app) => ({ name: app.dir, command: `node scripts/serve-static.mjs ${app.dir}` });

/** @param {App} app */
export const devServerCommand = (app) => ({
  name: app.dir,
  command: `npm run dev --silent --workspace ${app.dir}`,
  env: { NODE_ENV: 'development' },
});

/**
 * The reference API on its port (`tsx watch` with `watch`), allowing every
 * front-end origin. DATABASE_URL / DATA_DIR / PUBLIC_URL / CORS_ORIGINS pass through.
 * @param {{ watch?: boolean }} [options]
 */
export const apiCommand = ({ watch = false } = {}) => ({
  name: 'api',
  command: `npm run ${watch ? 'dev' : 'start'} --silent --workspace api`,
  env: {
    PORT: String(API_PORT),
    PUBLIC_URL: process.env.PUBLIC_URL ?? API_URL,
    CORS_ORIGINS: process.env.CORS_ORIGINS ?? apps.frontendOrigins(),
  },
});

/** STOREFRONT_BUILD_CONCURRENCY, default 2 (two cores, ~1 GB per webpack build). */
export function buildConcurrency() {
  const fromEnv = Number(process.env.STOREFRONT_BUILD_CONCURRENCY);
  return Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : 2;
}

/**
 * Builds the given apps, a few at a time; fresh ones are skipped by wireit.
 * @param {readonly App[]} list
 * @param {{ logger?: string }} [options]
 * @returns {Promise<string[]>} the folders of the apps whose build failed
 */
export async function buildApps(list, options = {}) {
  if (!list.length) return [];
  const { result } = concurrently(
    list.map((app) => buildCommand(app, options)),
    { cwd: ROOT, maxProcesses: buildConcurrency(), prefix: 'name', padPrefix: true },
  );
  const events = await result.catch((closeEvents) => closeEvents);
  return events.filter((event) => event.exitCode !== 0).map((event) => event.command.name);
}

/**
 * Runs long-lived processes until Ctrl-C, or until one of them exits (then
 * the others are stopped too), and exits with their status.
 * @param {Command[]} commands
 */
export async function runUntilStopped(commands) {
  const { result } = concurrently(commands, { cwd: ROOT, prefix: 'name', padPrefix: true, killOthersOn: ['failure', 'success'] });
  const ok = await result.then(
    () => true,
    () => false,
  );
  process.exit(ok ? 0 : 1);
}
