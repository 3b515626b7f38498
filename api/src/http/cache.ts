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
  /**
   * Item and store lists, details, searches and promotions: short, since stock, prices,
   * opening hours and running campaigns change; long enough to absorb a home page's bursts.
   */
  catalogue: 60,
} as const

/**
 * What a catalogue answer depends on: the zones and module (which rows), the language, and the
 * caller's position (each store's `distance`). Never the customer's token: answers that read it
 * (items/recommended for a signed-in customer, wishlist, visit-again, coupons, cashback) are not cached.
 */
export const catalogueVary = ['zoneid', 'moduleid', 'x-localization', 'latitude', 'longitude']

/** Short public caching of a catalogue answer (see `catalogueVary`). */
export const cacheCatalogue = (reply: FastifyReply): void => cachePublicly(reply, cacheSeconds.catalogue, catalogueVary)
