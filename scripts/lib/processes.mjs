// Child processes and ports for start.mjs, dev.mjs and test.mjs.
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import apps from './apps.cjs';

const { ROOT, APPS, API_PORT } = apps;
export const TSX_CLI = path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');

/** Every front-end origin the API must allow (CORS_ORIGINS). */
export const FRONTEND_ORIGINS = APPS.map((app) => `http://localhost:${app.port}`).join(',');

/** @param {number} port @returns {Promise<boolean>} true when something listens on localhost:port */
export function isPortBusy(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: 'localhost' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** @param {number[]} ports @returns {Promise<number[]>} the busy ones */
export async function busyPorts(ports) {
  const busy = await Promise.all(ports.map(isPortBusy));
  return ports.filter((_, index) => busy[index]);
}

/**
 * Waits until localhost:port accepts connections.
 * @param {number} port @param {number} timeoutMs @param {() => boolean} [gaveUp] stop early (e.g. the process died)
 */
export async function waitForPort(port, timeoutMs, gaveUp = () => false) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await isPortBusy(port)) return true;
    if (gaveUp()) return false;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

/**
 * Spawns a long-running child in its own process group (so stopping it also
 * stops what it spawned, e.g. tsx's node), with prefixed output.
 * @param {string} label
 * @param {string[]} argv [command, ...args]
 * @param {{ cwd: string, env?: NodeJS.ProcessEnv }} options
 */
export function spawnService(label, argv, { cwd, env = process.env }) {
  const [command, ...args] = argv;
  const child = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const forward = (stream) => (chunk) => {
    for (const line of chunk.toString().split('\n')) if (line.trim()) stream.write(`[${label}] ${line}\n`);
  };
  child.stdout.on('data', forward(process.stdout));
  child.stderr.on('data', forward(process.stderr));
  return child;
}

/**
 * Stops a child started by spawnService: SIGTERM to its group, SIGKILL after a grace period.
 * @param {import('node:child_process').ChildProcess} child @param {number} [graceMs]
 */
export function stopService(child, graceMs = 5000) {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => signalGroup(child.pid, 'SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    signalGroup(child.pid, 'SIGTERM');
  });
}

/** @param {number} pid @param {NodeJS.Signals} signal */
function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    try {
      process.kill(pid, signal);
    } catch {
      // already gone
    }
  }
}

/**
 * The reference API (`tsx src/server.ts`, what `npm start -w api` runs) on API_PORT.
 * DATABASE_URL / DATA_DIR pass through from the environment.
 * @param {{ watch?: boolean, env?: NodeJS.ProcessEnv }} [options]
 */
export function spawnApi({ watch = false, env = process.env } = {}) {
  return spawnService('api', [process.execPath, TSX_CLI, ...(watch ? ['watch'] : []), 'src/server.ts'], {
    cwd: path.join(ROOT, 'api'),
    env: {
      ...env,
      PORT: String(API_PORT),
      PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${API_PORT}`,
      CORS_ORIGINS: env.CORS_ORIGINS ?? FRONTEND_ORIGINS,
    },
  });
}
