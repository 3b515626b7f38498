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
 *
 * Misses of one key at once are read once: after a write has emptied the copy, a hundred home
 * pages arriving together wait for the first reader of each answer (at most `waitMs`) instead of
 * each sending the same queries. Only keys kept before wait, so personal answers never queue.
 */
export interface ResponseCacheOptions {
  /** Freshness in seconds; 0 turns the cache off. */
  seconds: number
  /** Upper bound of the bodies kept, compressed forms included. */
  maxBytes: number
  /** How long a miss waits for another request already reading the same answer. */
  waitMs?: number
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
/** The requests reading an answer first, by their key. */
const readers = new WeakMap<FastifyRequest, string>()

interface Reading {
  generation: number
  done: Promise<void>
  finish: () => void
}

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
    const waitMs = options.waitMs ?? 3_000
    const readings = new Map<string, Reading>()
    /** Keys kept before: only their misses wait for each other (never a personal or uncacheable answer's). */
    const keptBefore = new LRUCache<string, true>({ max: 50_000 })
    let generation = 0

    function startReading(request: FastifyRequest, key: string): void {
      let finish = () => {}
      const done = new Promise<void>((resolve) => (finish = resolve))
      readings.set(key, { generation, done, finish })
      readers.set(request, key)
    }

    function endReading(request: FastifyRequest): void {
      const key = readers.get(request)
      if (key === undefined) return
      readers.delete(request)
      const reading = readings.get(key)
      readings.delete(key)
      reading?.finish()
    }

    /** The kept answer, or after waiting for a request already reading it, or nothing. */
    async function lookUp(request: FastifyRequest, key: string): Promise<Entry | undefined> {
      const entry = cache.get(key)
      if (entry || !keptBefore.has(key)) return entry
      const reading = readings.get(key)
      if (!reading || reading.generation !== generation) {
        startReading(request, key)
        return undefined
      }
      let timer: NodeJS.Timeout | undefined
      await Promise.race([reading.done, new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs)))])
      clearTimeout(timer)
      return cache.get(key)
    }

    app.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'GET') return
      generationAtStart.set(request, generation)
      const key = keyOf(request)
      const entry = await lookUp(request, key)
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
        cache.set(key, entry, { noUpdateTTL: true })
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
      const key = keyOf(request)
      keptBefore.set(key, true)
      cache.set(key, {
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
      endReading(request)
      return payload
    })

    // a first reader ends with its answer, kept or not (an error, a 304), or with its client gone
    app.addHook('onRequestAbort', async (request) => endReading(request))
    app.addHook('onResponse', async (request, reply) => {
      endReading(request)
      const { method } = request
      if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS' || reply.statusCode >= 400) return
      if (writesThatKeep.test(request.url)) return
      generation += 1
      cache.clear()
    })
  },
  { name: 'response-cache' },
)
