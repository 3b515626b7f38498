import type { FastifyReply } from 'fastify'

/**
 * Public, revalidatable caching. The ETag plugin answers If-None-Match with 304;
 * `vary` names the session headers the body depends on.
 */
export function cachePublicly(reply: FastifyReply, seconds: number, vary: string[] = []): void {
  reply.header('cache-control', `public, max-age=${seconds}, stale-while-revalidate=${seconds}`)
  if (vary.length) reply.header('vary', vary.join(', '))
}

export const cacheSeconds = {
  config: 300,
  modules: 300,
  landing: 300,
  /** spec: categories and banners 5 minutes, featured categories 8 minutes */
  categories: 300,
  featuredCategories: 480,
  banners: 300,
} as const
