import { spawn, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'

/** The API's folder, where the benches start the server from. */
export const apiDir = fileURLToPath(new URL('..', import.meta.url))

/**
 * The API in a process of its own (so the load generator does not share its
 * event loop), on loopback only, with `env` on top of this process's.
 */
export function startServer(env: Record<string, string>, port: number): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
}

/** Resolves once `/health` answers; a server that exits or stays silent past `timeoutMs` fails it. */
export async function waitForHealth(base: string, child: ChildProcess, timeoutMs = 600_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
    try {
      if ((await fetch(`${base}/health`)).ok) return
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error('server did not become healthy')
}
