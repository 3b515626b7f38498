import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import { createNotificationHub, type NotificationHub } from '../../services/notification-hub.js'

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Push notifications: `app.push.publish([{ recipient, type, data }])` reaches the recipient's
     * open `customer/notifications/stream` on every API instance (and a reconnect resumes it).
     */
    push: NotificationHub
  }
}

export default fp(
  async function push(app: FastifyInstance) {
    const hub = createNotificationHub(app.db, app.repos.push)
    await hub.start()
    app.decorate('push', hub)
    // before the database closes (onClose of the db plugin runs after ours: registered earlier)
    app.addHook('preClose', async () => hub.close())
  },
  { name: 'push', dependencies: ['repositories'] },
)
