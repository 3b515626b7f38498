import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { ServerResponse } from 'node:http'
import { Type } from 'typebox'
import type { PushEvent } from '../../../repositories/push-repository.js'
import { errorResponses } from '../../../schemas/common.js'

/** At most this many stored events are replayed to a stream resuming from Last-Event-ID. */
const REPLAY_LIMIT = 100
const eventId = /^\d{1,15}$/

/** One server-sent event: its id (what Last-Event-ID resumes from), its type, and the spec's fields. */
const frame = (event: PushEvent) =>
  `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify({ type: event.type, ...event.data })}\n\n`

/**
 * GET customer/notifications/stream: push without Firebase, as server-sent events (spec:
 * shopping-core §3 push notification types, §4 Notifications). A customer is known by the
 * bearer token (header), a guest by guest_id; the web client reads the stream with fetch, so
 * no token travels in a URL. Each event carries an id: a client reconnecting with
 * Last-Event-ID (header, or last_event_id) gets what it missed first. A comment line every
 * 15 s keeps the connection open through proxies and the server's idle time-out.
 */
const notifications: FastifyPluginAsyncTypebox = async (app) => {
  const open = new Set<ServerResponse>()
  app.addHook('preClose', async () => {
    for (const response of open) response.end()
  })

  app.get(
    '/stream',
    {
      schema: {
        querystring: Type.Object(
          {
            guest_id: Type.Optional(Type.String({ maxLength: 128 })),
            last_event_id: Type.Optional(Type.String({ maxLength: 20 })),
          },
          { additionalProperties: false },
        ),
        headers: Type.Object({ 'last-event-id': Type.Optional(Type.String({ maxLength: 20 })) }),
        response: errorResponses,
      },
    },
    async (request, reply) => {
      const owner = await request.requireOwner(request.query.guest_id)
      const resumeFrom = request.headers['last-event-id'] ?? request.query.last_event_id
      let lastSent = resumeFrom && eventId.test(resumeFrom.trim()) ? Number(resumeFrom.trim()) : null

      reply.hijack()
      const response = reply.raw
      response.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
        // proxies (nginx) must pass each event on at once
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      })
      open.add(response)
      response.write('retry: 3000\n\n')

      // events arriving while the missed ones are read wait, then go in id order, each once
      let waiting: PushEvent[] | null = []
      const send = (event: PushEvent) => {
        if (lastSent !== null && event.id <= lastSent) return
        response.write(frame(event))
        lastSent = event.id
      }
      const unsubscribe = app.push.subscribe(owner, (event) => (waiting ? waiting.push(event) : send(event)))
      const heartbeat = setInterval(() => response.write(': heartbeat\n\n'), app.config.pushHeartbeatMs)
      heartbeat.unref()
      const close = () => {
        clearInterval(heartbeat)
        unsubscribe()
        open.delete(response)
      }
      response.on('close', close)

      try {
        if (lastSent !== null) for (const event of await app.repos.push.since(owner, lastSent, REPLAY_LIMIT)) send(event)
      } catch (error) {
        request.log.warn({ err: error }, 'push replay failed')
      }
      const queued: PushEvent[] = waiting
      waiting = null
      for (const event of queued.sort((a, b) => a.id - b.id)) send(event)
    },
  )
}

export default notifications
