import Fastify, { type FastifyInstance, type FastifySchema, type FastifyServerOptions } from 'fastify'
import autoload from '@fastify/autoload'
import compress from '@fastify/compress'
import cors from '@fastify/cors'
import etag from '@fastify/etag'
import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { createServer } from 'node:http'
import zlib from 'node:zlib'
import { fileURLToPath } from 'node:url'
import { Type } from 'typebox'
import { loadConfig, type AppConfig } from './config.js'
import { openDatabase } from './db/open.js'
import { clientErrorHandler } from './http/client-errors.js'
import { capConnectionsPerIp } from './http/connection-guard.js'
import { databaseRateLimitStore } from './http/rate-limit-store.js'
import { finiteNumbers } from './http/finite-numbers.js'
import { serializeRequest } from './http/log-redaction.js'
import type { Db } from './db/db.js'
import dbPlugin from './plugins/app/db.js'
import demoDispatcher from './plugins/app/demo-dispatcher.js'
import errorHandler, { answerFrameworkError } from './plugins/app/error-handler.js'
import inputGuard from './plugins/app/input-guard.js'
import requestHeaders from './plugins/app/request-headers.js'
import paymentPage from './plugins/app/payment-page.js'
import personalNoStore from './plugins/app/personal-no-store.js'
import push from './plugins/app/push.js'
import repositories from './plugins/app/repositories.js'
import responseCache from './plugins/app/response-cache.js'
import session from './plugins/app/session.js'
import storage from './plugins/app/storage.js'

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig
    /** Every route as registered (method, url, schema): the fuzzer and the bounds test read it. */
    routeCatalog: { method: string; url: string; schema: FastifySchema | undefined }[]
  }
}

export interface BuildAppOptions {
  config?: Partial<AppConfig>
  /** An open database to use instead of opening one from the config (tests pass a fresh one). */
  db?: Db
  logger?: FastifyServerOptions['logger']
}

// autoload only loads .ts route files when it believes a TypeScript loader is active;
// when this very file runs as .ts (tsx), one is.
if (import.meta.url.endsWith('.ts')) process.env.FASTIFY_AUTOLOAD_TYPESCRIPT ??= '1'

export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config: AppConfig = { ...loadConfig(), ...options.config }
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel, serializers: { req: serializeRequest } },
    // only the configured proxies' X-Forwarded-For is believed (config.ts trustProxy)
    // (Fastify 5 reads a bare hop count as "trust nothing", so a count becomes the function it means.)
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, index: number) =>
              index < hops
          )(config.trustProxy)
        : config.trustProxy,
    bodyLimit: 256 * 1024,
    // loading the route files (transpiled on first import under tsx) can pass Fastify's 10 s default
    // on a loaded 2-core machine; a slow start is not a broken one
    pluginTimeout: 60_000,
    // Slow clients (1 byte a second) must not hold a connection forever: node closes a request
    // whose headers or whole body are late (checked every connectionsCheckingInterval), an idle
    // keep-alive connection, and a silent socket. See also capConnectionsPerIp below.
    connectionTimeout: config.connectionTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    requestTimeout: config.requestTimeoutMs,
    // node checks the headers and request time-outs every connectionsCheckingInterval (30 s by
    // default), which only createServer's options set: hence our own server.
    serverFactory: (handler) =>
      createServer(
        {
          headersTimeout: Math.min(config.headersTimeoutMs, config.requestTimeoutMs),
          requestTimeout: config.requestTimeoutMs,
          keepAliveTimeout: config.keepAliveTimeoutMs,
          connectionsCheckingInterval: Math.max(100, Math.min(1000, Math.floor(config.headersTimeoutMs / 4))),
        },
        handler,
      ).setTimeout(config.connectionTimeoutMs),
    routerOptions: { maxParamLength: 200 },
    // The router refuses an overlong path parameter (414) or a malformed URL (400)
    // before any hook or handler runs; those answers keep the error shape too.
    frameworkErrors: answerFrameworkError,
    // ...and so do node's own refusals (431 headers too large, 408, an unknown method).
    clientErrorHandler,
    ajv: {
      customOptions: {
        removeAdditional: true, // with additionalProperties:false on every body, unknown fields are stripped
        coerceTypes: 'array',
        useDefaults: true,
        allErrors: false,
        // NaN and ±Infinity (`offset=-Infinity`, `1e309` in JSON) are not numbers a client may send:
        // without this, ajv lets them through `type: number|integer` and they reach SQL as a 500.
        strictNumbers: true,
      },
      // ...and its coercion of query strings does (`offset=-Infinity`): see http/finite-numbers.ts
      plugins: [finiteNumbers],
    },
  }).withTypeProvider<TypeBoxTypeProvider>()

  app.decorate('config', config)
  capConnectionsPerIp(app.server, config.maxConnectionsPerIp)
  app.decorate('routeCatalog', [])
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) app.routeCatalog.push({ method, url: route.url, schema: route.schema })
  })

  // Some clients POST with `content-type: application/json` and no body (auth/guest/request);
  // an empty body is "no body", not malformed JSON. The default parser (with its prototype
  // poisoning protection) handles everything else.
  const defaultJsonParser = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '' || (typeof body === 'string' && body.trim() === '')) return done(null, undefined)
    return defaultJsonParser(request, body as string, done)
  })

  // External plugins first: they shape every request before our code sees it.
  await app.register(cors, {
    origin: config.corsOrigins,
    credentials: true,
    // The cart removes lines and clears itself with DELETE; the plugin's default
    // preflight answer allows only GET, HEAD and POST.
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: [
      'content-type',
      'authorization',
      'zoneid',
      'moduleid',
      'latitude',
      'longitude',
      'x-localization',
      'x-software-id',
      'accept',
      'x-server',
      'if-none-match',
      // customer/order/place: one order per key, whatever the retries
      'idempotency-key',
      // customer/notifications/stream: resume after the last event received
      'last-event-id',
    ],
    exposedHeaders: ['etag', 'x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'retry-after'],
    maxAge: 600,
  })
  await app.register(etag, { weak: true })
  // JSON lists compress about 8:1 (items/popular: 17 KB -> 2 KB). Brotli at quality 4 costs about
  // what gzip does; the default 11 would cost more CPU than the bytes save. Small answers go as they are.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  })
  const db = options.db ?? (await openDatabase(config))
  // global:false: only routes that opt in (auth, order tracking) are limited; the catalogue must not
  // throttle browsing. On PostgreSQL the counters live in the database, shared by every instance.
  const sharedLimits = config.rateLimitStore === 'database' || (config.rateLimitStore === 'auto' && db.driver === 'postgres')
  await app.register(rateLimit, {
    global: false,
    ...(sharedLimits ? { store: databaseRateLimitStore(db) as unknown as FastifyRateLimitStoreCtor } : {}),
  })

  // App plugins: error shape, database, repositories (all SQL), session headers, identity.
  await app.register(errorHandler)
  await app.register(inputGuard)
  await app.register(dbPlugin, { db })
  await app.register(repositories)
  await app.register(requestHeaders)
  await app.register(session)
  await app.register(storage)
  await app.register(paymentPage)
  await app.register(personalNoStore)
  await app.register(push)
  await app.register(demoDispatcher)

  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff')
    reply.header('referrer-policy', 'no-referrer')
  })

  // Last of the app's hooks: it sees an answer's final headers (personal ones are no-store by now),
  // and its hits have passed the header checks. @fastify/compress, a route hook, runs after it.
  await app.register(responseCache, { seconds: config.responseCacheSeconds, maxBytes: config.responseCacheMegabytes * 1024 * 1024 })

  app.get('/health', { schema: { response: { 200: Type.Object({ status: Type.String() }) } } }, async () => ({ status: 'ok' }))

  await app.register(autoload, {
    dir: fileURLToPath(new URL('./routes', import.meta.url)),
    options: { prefix: '/api/v1' },
    dirNameRoutePrefix: true,
    ignorePattern: /(^|\/)_|\.test\.|\.d\.ts$/,
  })

  return app
}
