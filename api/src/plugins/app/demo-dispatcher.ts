import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'

/** Runs the demo dispatcher every 10 s (DEMO_DISPATCHER=0 turns it off; tests call tick() themselves). */
export default fp(
  async function demoDispatcher(app: FastifyInstance) {
    if (!app.config.demoDispatcher) return
    let running = false
    const timer = setInterval(() => {
      if (running) return
      running = true
      app.repos.dispatch
        .tick()
        .catch((error: unknown) => app.log.warn({ err: error }, 'demo dispatcher tick failed'))
        .finally(() => {
          running = false
        })
    }, 10_000)
    timer.unref()
    app.addHook('preClose', async () => clearInterval(timer))
  },
  { name: 'demo-dispatcher', dependencies: ['repositories'] },
)
