import type { Db } from '../db/db.js'
import { storeDistanceSql, storeOpenSql } from './catalogue-query.js'
import type { ImageUrls, StoreFormatContext } from './format.js'
import { hydrateItems, itemScopeConditions, ITEMS_FROM } from './item-repository.js'
import { hydrateStores, storeConditions, storeOrderSql, STORES_FROM } from './store-repository.js'
import { pageOfIds, type Conditions, type PageWindow } from './sql-builder.js'

export const searchFilters = ['nearby', 'currently_open', 'top_rated', 'discounted', 'popular', 'veg', 'non_veg', 'all'] as const
export type SearchFilter = (typeof searchFilters)[number]

export type SearchSort = 'price_high' | 'price_low' | 'rating' | 'distance' | 'newest' | 'popular' | 'relevance' | 'a_to_z' | 'z_to_a'

/** Spelled the ways clients send them; the storefront's default is high to low. */
export const sortAliases: Record<string, SearchSort> = {
  price_high: 'price_high',
  high: 'price_high',
  high_to_low: 'price_high',
  desc: 'price_high',
  price_desc: 'price_high',
  price_low: 'price_low',
  low: 'price_low',
  low_to_high: 'price_low',
  asc: 'price_low',
  price_asc: 'price_low',
  rating: 'rating',
  top_rated: 'rating',
  distance: 'distance',
  nearby: 'distance',
  newest: 'newest',
  latest: 'newest',
  popular: 'popular',
  relevance: 'relevance',
  a_to_z: 'a_to_z',
  z_to_a: 'z_to_a',
}

/** Tunables of the search filters, documented in api/README.md. */
export const searchRules = {
  nearbyMetres: 5000,
  topRatedMin: 4,
  popularMinOrders: 100,
  /** close known words tried for each typed word */
  typoAlternatives: 8,
  /** shorter words are matched by prefix only: "ban" is close to "bar" by trigrams but means "banana" */
  typoMinLength: 4,
}

export interface SearchInput {
  zoneIds: number[]
  moduleId: number | null
  /** the user's text, already trimmed and bounded; null lists everything the filters allow */
  text: string | null
  categoryIds: number[]
  brandIds: number[]
  minPrice?: number
  maxPrice?: number
  minRating?: number
  filters: SearchFilter[]
  sort: SearchSort
}

/** Words of the query as the `simple` text search configuration sees them, safe to splice into a tsquery. */
export function queryTokens(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8).map((token) => token.slice(0, 40))
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/**
 * The text condition and a relevance tier for `alias` (a table with `search`
 * tsvector and `name` columns): tier 0 every word starts a word of the name
 * (full text, prefix `:*`), tier 1 the words or the substring
 * match anywhere in the document, tiers 2 and 3 only close known words match
 * (a typo: "chiken"), in the name or elsewhere. Every value is bound, never spliced.
 */
function textMatch(conditions: Conditions, alias: string, text: string) {
  const tokens = queryTokens(text)
  const name = `${alias}.name`
  const like = conditions.bind(likePattern(text))
  const parts: string[] = [`${name} ilike ${like}`]
  let tier0 = 'false'
  if (tokens.length > 0) {
    const prefix = conditions.bind(tokens.map((token) => `${token}:*`).join(' & '))
    const web = conditions.bind(text)
    parts.push(`${alias}.search @@ to_tsquery('simple', ${prefix})`, `${alias}.search @@ websearch_to_tsquery('simple', ${web})`)
    tier0 = `to_tsvector('simple', ${name}) @@ to_tsquery('simple', ${prefix})`
  }
  const exact = `(${parts.join(' or ')})`
  let typo = 'false'
  let typoInName = 'false'
  if (tokens.length > 0) {
    // each word, as typed (prefix) or as one of the closest known words (search_words, trigram similarity
    // above pg_trgm.similarity_threshold, 0.3): "chiken burg" -> ('chiken':* | 'chicken') & ('burg':* | 'burger')
    const closeWords = `(
      select to_tsquery('simple', string_agg(per_token.alternatives, ' & '))
        from (select '(' || quote_literal(t.token) || ':*' || coalesce(' | ' || (
                       select string_agg(quote_literal(close.word), ' | ')
                         from (select sw.word from search_words sw where sw.word % t.token and length(t.token) >= ${searchRules.typoMinLength}
                                order by similarity(sw.word, t.token) desc, sw.word limit ${searchRules.typoAlternatives}) close), '') || ')' as alternatives
                from unnest(${conditions.bind(tokens)}::text[]) as t(token)) per_token)`
    typo = `${alias}.search @@ ${closeWords}`
    typoInName = `to_tsvector('simple', ${name}) @@ ${closeWords}`
  }
  conditions.add(`(${exact} or ${typo})`)
  return `(case when ${tier0} then 0 when ${exact} then 1 when ${typoInName} then 2 else 3 end)`
}

function itemSortSql(sort: SearchSort, conditions: Conditions, view: StoreFormatContext): string {
  switch (sort) {
    case 'price_low':
      return 'i.price asc, i.id'
    case 'rating':
      return 'i.avg_rating desc, i.rating_count desc, i.id'
    case 'newest':
      return 'i.created_at desc, i.id desc'
    case 'popular':
      return 'i.order_count desc, i.id'
    case 'a_to_z':
      return 'lower(i.name) asc, i.id'
    case 'z_to_a':
      return 'lower(i.name) desc, i.id'
    case 'distance':
      if (view.origin)
        return `${storeDistanceSql('s', conditions.bind(view.origin[0]), conditions.bind(view.origin[1]))}, i.price desc, i.id`
      return 'i.price desc, i.id'
    case 'relevance':
      return 'i.order_count desc, i.id'
    default:
      return 'i.price desc, i.id'
  }
}

export function createSearchRepository(db: Db) {
  return {
    async items(input: SearchInput, window: PageWindow, view: StoreFormatContext) {
      const filters = new Set(input.filters)
      const conditions = itemScopeConditions({
        zoneIds: input.zoneIds,
        moduleId: input.moduleId,
        veg: filters.has('veg') && !filters.has('non_veg') ? 'veg' : filters.has('non_veg') && !filters.has('veg') ? 'non_veg' : 'all',
        discounted: filters.has('discounted'),
      })
      // relevance first when there is text, then the requested order
      const tier = input.text ? `${textMatch(conditions, 'i', input.text)}, ` : ''
      if (input.categoryIds.length) {
        conditions.add(`exists (select 1 from jsonb_array_elements(i.category_ids) ce
                                 where (ce->>'id') = any(${conditions.bind(input.categoryIds.map(String))}::text[]))`)
      }
      if (input.brandIds.length) conditions.add(`i.brand_id = any(${conditions.bind(input.brandIds)}::int[])`)
      if (input.minPrice !== undefined) conditions.add(`i.price >= ${conditions.bind(input.minPrice)}::numeric`)
      if (input.maxPrice !== undefined) conditions.add(`i.price <= ${conditions.bind(input.maxPrice)}::numeric`)
      if (input.minRating !== undefined && input.minRating > 0)
        conditions.add(`i.avg_rating >= ${conditions.bind(input.minRating)}::numeric`)
      if (filters.has('top_rated')) conditions.add(`i.avg_rating >= ${conditions.bind(searchRules.topRatedMin)}::numeric`)
      if (filters.has('popular')) conditions.add(`i.order_count >= ${conditions.bind(searchRules.popularMinOrders)}::int`)
      if (filters.has('currently_open')) {
        conditions.add(storeOpenSql('s', conditions.bind(view.clock.day), conditions.bind(view.clock.time)))
      }
      if (filters.has('nearby') && view.origin) {
        const distance = storeDistanceSql('s', conditions.bind(view.origin[0]), conditions.bind(view.origin[1]))
        conditions.add(`${distance} <= ${conditions.bind(searchRules.nearbyMetres)}::float8`)
      }
      const order = `${tier}${itemSortSql(input.sort, conditions, view)}`
      const { ids, total } = await pageOfIds(db, 'i.id', ITEMS_FROM, conditions, order, window)
      return { total, products: await hydrateItems(db, ids, view) }
    },

    async stores(input: SearchInput, window: PageWindow, view: StoreFormatContext) {
      const filters = new Set(input.filters)
      const conditions = storeConditions({
        zoneIds: input.zoneIds,
        moduleId: input.moduleId,
        veg: filters.has('veg') && !filters.has('non_veg') ? 'veg' : filters.has('non_veg') && !filters.has('veg') ? 'non_veg' : 'all',
        discounted: filters.has('discounted'),
        openAt: filters.has('currently_open') ? view.clock : undefined,
        minRating: filters.has('top_rated') ? Math.max(searchRules.topRatedMin, input.minRating ?? 0) : input.minRating || undefined,
        near:
          filters.has('nearby') && view.origin ? { lat: view.origin[0], lng: view.origin[1], metres: searchRules.nearbyMetres } : undefined,
      })
      const tier = input.text ? `${textMatch(conditions, 's', input.text)}, ` : ''
      if (input.categoryIds.length) {
        conditions.add(`exists (select 1 from items ci, jsonb_array_elements(ci.category_ids) ce
                                 where ci.store_id = s.id and ci.status
                                   and (ce->>'id') = any(${conditions.bind(input.categoryIds.map(String))}::text[]))`)
      }
      if (input.brandIds.length) {
        conditions.add(`exists (select 1 from items bi where bi.store_id = s.id and bi.status
                                   and bi.brand_id = any(${conditions.bind(input.brandIds)}::int[]))`)
      }
      if (filters.has('popular')) conditions.add(`s.order_count >= ${conditions.bind(searchRules.popularMinOrders)}::int`)
      const storeSort = { rating: 'top_rated', distance: 'distance', newest: 'latest', popular: 'popular' } as const
      const named = storeSort[input.sort as keyof typeof storeSort]
      const order =
        input.sort === 'a_to_z'
          ? 'lower(s.name) asc, s.id'
          : input.sort === 'z_to_a'
            ? 'lower(s.name) desc, s.id'
            : storeOrderSql(named ?? 'default', conditions, view)
      const { ids, total } = await pageOfIds(db, 's.id', STORES_FROM, conditions, `${tier}${order}`, window)
      return { total, stores: await hydrateStores(db, ids, view) }
    },

    /** Names for the search box: the best few items and stores for the text, in the caller's zones and module. */
    async suggestions(input: Pick<SearchInput, 'zoneIds' | 'moduleId'> & { text: string }, limit: number, urls: ImageUrls) {
      const itemConditions = itemScopeConditions({ zoneIds: input.zoneIds, moduleId: input.moduleId })
      const itemTier = textMatch(itemConditions, 'i', input.text)
      const storeConditionsList = storeConditions({ zoneIds: input.zoneIds, moduleId: input.moduleId })
      const storeTier = textMatch(storeConditionsList, 's', input.text)
      const [items, stores] = await Promise.all([
        db.query<{ id: number; name: string; slug: string; image: string; tier: number; order_count: number }>(
          // several stores sell the same product: one suggestion per name
          `select distinct on (lower(i.name)) i.id, i.name, i.slug, i.image, i.store_id, ${itemTier} as tier, i.order_count
             from ${ITEMS_FROM} ${itemConditions.where}
            order by lower(i.name), i.order_count desc, i.id`,
          itemConditions.params,
        ),
        db.query<{ id: number; name: string; slug: string }>(
          `select s.id, s.name, s.slug from ${STORES_FROM} ${storeConditionsList.where}
            order by ${storeTier}, s.order_count desc, s.id limit ${Number(limit)}`,
          storeConditionsList.params,
        ),
      ])
      const bestItems = items.rows
        .sort((a, b) => a.tier - b.tier || b.order_count - a.order_count || a.id - b.id)
        .slice(0, limit)
        .map((row) => ({ id: row.id, name: row.name, slug: row.slug, image_full_url: `${urls.publicUrl}/storage/item/${row.image}` }))
      return {
        items: bestItems,
        stores: stores.rows.map((row) => ({
          id: row.id,
          name: row.name,
          slug: row.slug,
          logo_full_url: `${urls.publicUrl}/storage/store/${row.id}.svg`,
        })),
      }
    },
  }
}

export type SearchRepository = ReturnType<typeof createSearchRepository>
