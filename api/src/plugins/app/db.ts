import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../../db/db.js'

declare module 'fastify' {
  interface FastifyInstance {
    db: Db
  }
}

/** Hands the already-open database to the app and closes it with the app (buildApp owns opening it). */
export default fp(
  async function dbPlugin(app: FastifyInstance, options: { db: Db }) {
    app.decorate('db', options.db)
    app.addHook('onClose', async () => {
      await options.db.close()
    })
  },
  { name: 'db' },
)
