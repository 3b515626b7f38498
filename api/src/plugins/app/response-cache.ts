import fp from 'fastify-plugin'
import { Negotiator } from '@fastify/accept-negotiator'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { LRUCache } from 'lru-cache'
import zlib from 'node:zlib'
import { catalogueVary } from '../../http/cache.js'

/**
 * An in-process copy of the public catalogue answers, so a burst of the same home page costs the
 * database one query per answer and a few seconds, not one per visitor.
 *
 * What is kept: a GET answered 200 with `Cache-Control: public` whose `Vary` names only the session
 * headers of the key (`catalogueVary`): the same answers a browser or CDN may already keep for
 * their max-age (http/cache.ts), never a personal one (those are `no-store`). An answer is fresh
 * for `seconds`, then served for as long again while one request refreshes it. Any write
 * (POST, PUT, PATCH, DELETE answered below 400) except a cart's or a sign-in's empties it, so this
 * process reads its own writes; another instance sees them within `seconds`.
 *
 * Kept with the body: its ETag (If-None-Match still answers 304) and its brotli and gzip forms,
 * made once on first demand, so a hit costs neither a query, a serialisation nor a compression.
 */
export interface ResponseCacheOptions {
  /** Freshness in seconds; 0 turns the cache off. */
  seconds: number
  /** Upper bound of the bodies kept, compressed forms included. */
  maxBytes: number
}

interface Entry {
  body: Buffer
  headers: { 'content-type': string; 'cache-control': string; vary?: string; etag?: string }
  storedAt: number
  /** Until when a request is already refreshing this stale entry. */
  refreshingUntil: number
  br?: Buffer
  gzip?: Buffer
}

type Encoding = 'br' | 'gzip'

/** Writes that cannot change a catalogue answer: a cart's lines, a sign-in, a guest id. */
const writesThatKeep = /^\/api\/v1\/(customer\/cart|auth)(\/|\?|$)/
const keyedHeaders = new Set(catalogueVary)
/** As @fastify/compress is set up in app.ts: smaller answers go as they are. */
const compressFrom = 1024
const brotliParams = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }

const hits = new WeakSet<FastifyRequest>()
const generationAtStart = new WeakMap<FastifyRequest, number>()

function keyOf(request: FastifyRequest): string {
  let key = request.url
  for (const name of catalogueVary) {
    const value = request.headers[name]
    key += `\n${Array.isArray(value) ? value.join(',') : (value ?? '')}`
  }
  return key
}

function headerText(reply: FastifyReply, name: string): string | undefined {
  const value = reply.getHeader(name)
  return value === undefined ? undefined : String(value)
}

/** Only what the key covers: a `Vary` naming any other request header is not ours to keep. */
function variesWithinKey(vary: string | undefined): boolean {
  if (vary === undefined) return true
  return vary.split(',').every((name) => {
    const header = name.trim().toLowerCase()
    return header === '' || header === 'accept-encoding' || keyedHeaders.has(header)
  })
}

function compressed(entry: Entry, encoding: Encoding): Buffer {
  if (encoding === 'br') return (entry.br ??= zlib.brotliCompressSync(entry.body, brotliParams))
  return (entry.gzip ??= zlib.gzipSync(entry.body))
}

function sizeOf(entry: Entry): number {
  return entry.body.length + (entry.br?.length ?? 0) + (entry.gzip?.length ?? 0) + 512
}

export default fp(
  async function responseCache(app: FastifyInstance, options: ResponseCacheOptions) {
    if (options.seconds <= 0) return
    const freshMs = options.seconds * 1000
    const cache = new LRUCache<string, Entry>({
      maxSize: options.maxBytes,
      sizeCalculation: sizeOf,
      // fresh for `seconds`, then stale-while-refreshing for as long again, then gone
      ttl: 2 * freshMs,
    })
    const negotiator = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip'] })
    let generation = 0

    app.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'GET') return
      generationAtStart.set(request, generation)
      const entry = cache.get(keyOf(request))
      if (!entry) return
      const now = Date.now()
      if (now - entry.storedAt >= freshMs && entry.refreshingUntil <= now) {
        // stale: this request refreshes it; the others are served the stale copy meanwhile
        entry.refreshingUntil = now + 5_000
        return
      }
      hits.add(request)
      reply.headers(entry.headers)
      reply.header('x-cache', 'hit')
      const ifNoneMatch = request.headers['if-none-match']
      const notModified = entry.headers.etag !== undefined && ifNoneMatch !== undefined && ifNoneMatch.includes(entry.headers.etag)
      const acceptEncoding = request.headers['accept-encoding']
      const encoding =
        !notModified && entry.body.length >= compressFrom && acceptEncoding ? negotiator.negotiate(acceptEncoding.toLowerCase()) : null
      if (encoding) {
        // as @fastify/compress answers: it leaves an answer that already names its encoding alone
        reply.header('vary', entry.headers.vary ? `${entry.headers.vary}, accept-encoding` : 'accept-encoding')
        reply.header('content-encoding', encoding)
        // the size can grow the entry past its share: let the cache re-weigh it
        const body = compressed(entry, encoding)
        cache.set(keyOf(request), entry, { noUpdateTTL: true })
        return reply.send(body)
      }
      return reply.send(entry.body)
    })

    app.addHook('onSend', async (request, reply, payload) => {
      if (request.method !== 'GET' || hits.has(request) || reply.statusCode !== 200) return payload
      if (generationAtStart.get(request) !== generation) return payload
      const cacheControl = headerText(reply, 'cache-control')
      const vary = headerText(reply, 'vary')
      if (!cacheControl?.startsWith('public') || !variesWithinKey(vary)) return payload
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload
      const etag = headerText(reply, 'etag')
      cache.set(keyOf(request), {
        body: Buffer.isBuffer(payload) ? payload : Buffer.from(payload),
        headers: {
          'content-type': headerText(reply, 'content-type') ?? 'application/json; charset=utf-8',
          'cache-control': cacheControl,
          ...(vary === undefined ? {} : { vary }),
          ...(etag === undefined ? {} : { etag }),
        },
        storedAt: Date.now(),
        refreshingUntil: 0,
      })
      reply.header('x-cache', 'miss')
      return payload
    })

    app.addHook('onResponse', async (request, reply) => {
      const { method } = request
      if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS' || reply.statusCode >= 400) return
      if (writesThatKeep.test(request.url)) return
      generation += 1
      cache.clear()
    })
  },
  { name: 'response-cache' },
)
