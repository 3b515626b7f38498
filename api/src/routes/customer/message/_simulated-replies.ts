import type { FastifyInstance } from 'fastify'
import type { ReceiverType } from '../../../repositories/message-repository.js'

/** Short answers of the seeded delivery men, in turn. */
export const SIMULATED_REPLIES = ['On my way!', 'I will be there in a few minutes.', 'Got it, thank you!', 'I am at the door.']

/** How long a seeded delivery man takes to answer (CHAT_REPLY_MS, 1.5 s by default; 0 turns the replies off). */
const replyDelay = () => {
  const value = Number(process.env.CHAT_REPLY_MS ?? 1500)
  return Number.isFinite(value) && value >= 0 ? value : 1500
}

/**
 * The demo's delivery men answer a customer's message after a moment, so the chat is alive on a
 * fresh machine: the reply is stored like any message (unread for the customer) and pushed as a
 * `message` event. Timers die with the app.
 */
export function simulatedReplies(app: FastifyInstance) {
  const timers = new Set<NodeJS.Timeout>()
  let turn = 0
  app.addHook('onClose', async () => {
    for (const timer of timers) clearTimeout(timer)
    timers.clear()
  })
  return {
    schedule(target: { customerId: number; receiverType: ReceiverType; receiverId: number; orderId: number | null }) {
      const delay = replyDelay()
      if (delay === 0) return
      const timer = setTimeout(() => {
        timers.delete(timer)
        const text = SIMULATED_REPLIES[turn++ % SIMULATED_REPLIES.length]!
        void (async () => {
          const added = await app.repos.messages.add({ ...target, senderType: target.receiverType, message: text, files: [] })
          await app.push?.publish([
            {
              recipient: { kind: 'customer', customerId: target.customerId },
              type: 'message',
              data: { conversation_id: added.conversationId, sender_type: target.receiverType },
            },
          ])
        })().catch((error: unknown) => app.log.warn({ err: error }, 'simulated chat reply failed'))
      }, delay)
      timer.unref()
      timers.add(timer)
    },
  }
}
