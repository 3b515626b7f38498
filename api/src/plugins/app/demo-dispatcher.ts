import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Runs the demo dispatcher (DEMO_DISPATCHER=0 turns it off; tests call tick() themselves) a few
 * times per step, at most every 10 s, and forgets push events older than a day once an hour.
 */
export default fp(
  async function demoDispatcher(app: FastifyInstance) {
    if (!app.config.demoDispatcher) return
    const everyMs = Math.max(250, Math.min(10_000, (app.config.dispatchStepSeconds * 1000) / 4))
    let running = false
    let pruned = 0
    const timer = setInterval(() => {
      if (running) return
      running = true
      const now = Date.now()
      const prune = now - pruned > DAY_MS / 24 ? app.repos.push.prune(new Date(now - DAY_MS)).then(() => void (pruned = now)) : undefined
      Promise.all([app.repos.dispatch.tick(new Date(now)), prune])
        .catch((error: unknown) => app.log.warn({ err: error }, 'demo dispatcher tick failed'))
        .finally(() => {
          running = false
        })
    }, everyMs)
    timer.unref()
    app.addHook('preClose', async () => clearInterval(timer))
  },
  { name: 'demo-dispatcher', dependencies: ['repositories'] },
)
