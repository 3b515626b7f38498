/**
 * The servers the journeys run against, started the way they are deployed:
 * the API on a fresh, temporary PGlite database (seeded on first start) and
 * each app of apps.json, its production build on its own origin, by scripts/serve-static.mjs.
 *
 * Every server is a child process in its own process group, recorded in a
 * state file, so a spec (running in a Playwright worker, not in the process
 * that ran the global setup) can stop one remote and start it again to prove
 * failure isolation, or rebuild it to prove an independent redeploy:
 *
 *   await stopApp('mf-cart');   // the cart's origin is now unreachable
 *   await startApp('mf-cart');
 *   await rebuildApp('mf-cart', { buildId: 'e2e-redeploy' });
 *
 * Ports are the usual ones (shell 3000, remotes 3001–3005, API 4000) shifted
 * by E2E_PORT_OFFSET (default 300: 3300–3305 and 4300), so `npm test` runs
 * beside `npm start` on the same machine; the shell's runtime-config.json and
 * the API's CORS origins are rewritten to match. E2E_PORT_OFFSET=0 uses the
 * usual ports. Specs must take URLs from
 * SHELL_URL / appUrl() / API_URL (or baseURL), never hard-code ports.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import apps from '../../scripts/lib/apps.cjs';

const PORT_OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 300);
if (!Number.isInteger(PORT_OFFSET) || PORT_OFFSET < 0) throw new Error('E2E_PORT_OFFSET must be a non-negative integer');

export const ROOT = apps.ROOT;
/** The apps with the ports this run uses. */
export const APPS = apps.APPS.map((candidate) => ({ ...candidate, port: candidate.port + PORT_OFFSET }));
export const API_PORT = apps.API_PORT + PORT_OFFSET;
export const API_URL = `http://localhost:${API_PORT}`;
export const SHELL_URL = apps.localOrigin(apps.HOST, apps.HOST.port + PORT_OFFSET);
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export type AppDir = (typeof APPS)[number]['dir'];
export type ServiceName = AppDir | 'api';

// One folder per port offset: runs on other offsets (other engineers, other checkouts) never wipe or stop this one's servers.
const STATE_DIR = path.join(ROOT, 'e2e', '.tmp', `servers-${PORT_OFFSET}`);
const STATE_FILE = path.join(STATE_DIR, 'servers.json');
/** Every Content Security Policy violation the browser reports during the run (the teardown fails on any). */
export const CSP_REPORT_FILE = path.join(STATE_DIR, 'csp-reports.ndjson');
const TSX_CLI = path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const SERVE_STATIC = path.join(ROOT, 'scripts', 'serve-static.mjs');
const WEBPACK_CLI = path.join(ROOT, 'node_modules', 'webpack-cli', 'bin', 'cli.js');

interface State {
  pids: Partial<Record<ServiceName, number>>;
  dataDir?: string;
}

function readState(): State {
  try {
    return JSON.parse(fs.readFileSync(STATE_FILE, 'utf8')) as State;
  } catch {
    return { pids: {} };
  }
}

function writeState(state: State): void {
  fs.mkdirSync(STATE_DIR, { recursive: true });
  fs.writeFileSync(STATE_FILE, JSON.stringify(state, null, 2));
}

function app(dir: string) {
  const found = APPS.find((candidate) => candidate.dir === dir);
  if (!found) throw new Error(`unknown app ${dir}`);
  return found;
}

function portOf(service: ServiceName): number {
  return service === 'api' ? API_PORT : app(service).port;
}

/** The origin of an app, e.g. `http://localhost:3002` for mf-cart. */
export function appUrl(dir: AppDir): string {
  return `http://localhost:${app(dir).port}`;
}

export function isPortOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: 'localhost' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function waitFor(condition: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function spawnLogged(service: ServiceName, command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): number {
  fs.mkdirSync(STATE_DIR, { recursive: true });
  const log = fs.openSync(path.join(STATE_DIR, `${service}.log`), 'a');
  const child = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', log, log] });
  fs.closeSync(log);
  child.unref();
  if (!child.pid) throw new Error(`could not start ${service}`);
  const state = readState();
  state.pids[service] = child.pid;
  writeState(state);
  return child.pid;
}

async function startService(service: ServiceName, command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv, timeoutMs: number) {
  const port = portOf(service);
  if (await isPortOpen(port)) throw new Error(`port ${port} (${service}) is already in use; stop whatever runs there (npm start?)`);
  const pid = spawnLogged(service, command, args, cwd, env);
  await waitFor(
    async () => {
      if (!isAlive(pid)) throw new Error(`${service} exited during startup; see ${path.relative(ROOT, STATE_DIR)}/${service}.log`);
      return isPortOpen(port);
    },
    timeoutMs,
    `${service} on :${port}`,
  );
}

/** Stops a server started here (its whole process group) and waits until its port is closed. */
async function stopService(service: ServiceName): Promise<void> {
  const state = readState();
  const pid = state.pids[service];
  if (!pid) return;
  for (const signal of ['SIGTERM', 'SIGKILL'] as const) {
    try {
      process.kill(-pid, signal);
    } catch {
      // already gone
    }
    try {
      await waitFor(async () => !isAlive(pid) && !(await isPortOpen(portOf(service))), 5000, `${service} to stop`);
      break;
    } catch (error) {
      if (signal === 'SIGKILL') throw error;
    }
  }
  delete state.pids[service];
  writeState(state);
}

/**
 * The time zone in which the API's business day is at noon now (an `Etc/GMT±N` zone: the sign is
 * inverted, `Etc/GMT-5` is five hours east of UTC). The seed's stores keep opening hours, so a
 * journey that orders at 05:00 in New York finds most of them closed; the e2e world runs at midday
 * whenever CI runs, and the storefront reads the same zone from the API's config.
 */
export function middayTimeZone(now = new Date()): string {
  const hoursEast = 12 - now.getUTCHours();
  if (hoursEast === 0) return 'Etc/UTC';
  return `Etc/GMT${hoursEast > 0 ? '-' : '+'}${Math.abs(hoursEast)}`;
}

/** Starts the API on a fresh temporary PGlite data folder; it seeds itself on first start. */
export async function startApi(): Promise<void> {
  const state = readState();
  const dataDir = state.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-e2e-db-'));
  writeState({ ...readState(), dataDir });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(API_PORT),
    DATA_DIR: dataDir,
    PUBLIC_URL: API_URL,
    CORS_ORIGINS: apps.frontendOrigins(PORT_OFFSET),
    TIME_ZONE: middayTimeZone(),
    // the demo dispatcher on a fast clock: a placed order is delivered about 45 s later (live-orders.spec.ts);
    // an order still waits 5 s before it is confirmed, so a spec reading a fresh order finds it pending
    DISPATCH_STEP_SECONDS: '5',
    DISPATCH_TRIP_STEPS: '6',
  };
  delete env.DATABASE_URL;
  await startService('api', process.execPath, [TSX_CLI, 'src/server.ts'], path.join(ROOT, 'api'), env, 180_000);
}

export function stopApi(): Promise<void> {
  return stopService('api');
}

/** Serves an app's dist/ on its port; the shell's runtime config is rewritten for this run's ports. */
export async function startApp(dir: AppDir): Promise<void> {
  const target = app(dir);
  if (!fs.existsSync(path.join(ROOT, dir, 'dist'))) throw new Error(`${dir}/dist is missing: run \`npm run build\` first`);
  // The shell's runtime config points at this run's API and remote ports.
  const shellEnv = Object.fromEntries(
    apps.REMOTES.map((remote) => [apps.remoteUrlVar(remote), apps.manifestUrl(remote, remote.port + PORT_OFFSET)]),
  );
  const env = {
    ...process.env,
    PORT: String(target.port),
    API_URL,
    CSP_REPORT_FILE,
    ...(target.isHost ? shellEnv : {}),
  };
  await startService(dir, process.execPath, [SERVE_STATIC, dir], ROOT, env, 15_000);
}

/** Stops an app's server, leaving its origin unreachable (connection refused). */
export function stopApp(dir: AppDir): Promise<void> {
  return stopService(dir);
}

/**
 * Rebuilds one app in place while its server keeps running (the static server
 * reads the disk on every request), as an independent redeploy would.
 */
export function rebuildApp(dir: AppDir, { buildId }: { buildId: string }): void {
  const result = spawnSync(process.execPath, [WEBPACK_CLI, '--mode', 'production', '--config', 'webpack.config.cjs'], {
    cwd: path.join(ROOT, dir),
    env: { ...process.env, NODE_ENV: 'production', STOREFRONT_BUILD_ID: buildId },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`rebuilding ${dir} failed:\n${result.stdout}\n${result.stderr}`);
}

export async function startAll(): Promise<void> {
  fs.rmSync(STATE_DIR, { recursive: true, force: true });
  const busy = [];
  for (const port of [API_PORT, ...APPS.map((candidate) => candidate.port)]) if (await isPortOpen(port)) busy.push(port);
  if (busy.length) {
    throw new Error(
      `ports already in use: ${busy.join(', ')}; stop whatever runs there (npm start, npm run dev?) or shift the e2e ports with another E2E_PORT_OFFSET`,
    );
  }
  await Promise.all([startApi(), ...APPS.map((candidate) => startApp(candidate.dir))]);
}

export async function stopAll(): Promise<void> {
  const state = readState();
  await Promise.all((Object.keys(state.pids) as ServiceName[]).map((service) => stopService(service)));
  if (state.dataDir) fs.rmSync(state.dataDir, { recursive: true, force: true });
  fs.rmSync(STATE_FILE, { force: true });
}
