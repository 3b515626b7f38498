import type { Db, Queryable } from '../db/db.js'
import { storeDistanceSql, storeOpenSql } from './catalogue-query.js'
import type { ImageUrls, StoreFormatContext } from './format.js'
import { hydrateItems, itemScopeConditions, ITEMS_FROM } from './item-repository.js'
import { hydrateStores, storeConditions, storeOrderSql, STORES_FROM } from './store-repository.js'
import { Conditions, pageOfIds, type PageWindow } from './sql-builder.js'

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
 * What the typed words match: each word as a prefix or as one of its closest
 * known words ("chiken burg" -> ('chiken':* | 'chicken') & ('burg':* | 'burger')).
 * The close words come from search_close_words (migration 0009) in one round trip,
 * so the search query itself binds plain tsqueries the GIN index answers.
 */
export interface TextQuery {
  text: string
  tokens: string[]
  /** per token, the close known words (empty under searchRules.typoMinLength letters) */
  closeWords: string[][]
}

export async function textQuery(db: Queryable, text: string): Promise<TextQuery> {
  const tokens = queryTokens(text)
  if (tokens.length === 0) return { text, tokens, closeWords: [] }
  const { rows } = await db.query<{ words: string[] }>(
    `select array(select w.word from search_close_words(t.token, $2::int) as w(word) where length(t.token) >= $3::int) as words
       from unnest($1::text[]) with ordinality as t(token, n) order by t.n`,
    [tokens, searchRules.typoAlternatives, searchRules.typoMinLength],
  )
  return { text, tokens, closeWords: rows.map((row) => row.words) }
}

/** A lexeme quoted for a tsquery literal. */
const lexeme = (word: string) => `'${word.replace(/['\\]/g, (c) => `\\${c}`)}'`

/** The tsquery text of `query`: every word as a prefix, with its close words when `typos`, in the name only when `weight` is A. */
function tsqueryText(query: TextQuery, options: { typos: boolean; weight: '' | 'A' }): string {
  const exact = options.weight ? `:${options.weight}` : ''
  return query.tokens
    .map((token, index) => {
      const alternatives = [
        `${lexeme(token)}:*${options.weight}`,
        ...(options.typos ? query.closeWords[index].map((word) => lexeme(word) + exact) : []),
      ]
      return `(${alternatives.join(' | ')})`
    })
    .join(' & ')
}

/** The SQL of one text search: a WHERE condition and the ORDER BY keys of relevance. */
interface TextMatch {
  /**
   * 0 the name is the text, 1 every word starts a word of the name (in any language), 2 the same with close words
   * ("chiken", "burgers"), 3 every word starts a word of the document (categories, tags, description) or the text
   * is a substring of the name, 4 only close words match the document
   */
  tier: string
  /** ts_rank of the document (name A, categories and tags B, description C) against the words and their close words */
  rank: string | null
  /** trigram similarity of the text and the name */
  similarity: string
}

/**
 * Adds the text condition for `alias` (a table with `search_document` and `name`)
 * to `conditions` (`within` name: only the name's words, as typed or close, tiers 0-2);
 * `order()` then binds and answers the relevance keys (call it
 * after the last condition: ORDER BY parameters come after the WHERE ones).
 * Every value is bound, never spliced.
 */
function textMatch(
  conditions: Conditions,
  alias: string,
  query: TextQuery,
  within: 'document' | 'name' = 'document',
): { order(): TextMatch } {
  const name = `${alias}.name`
  const document = `${alias}.search_document`
  const like = `${conditions.bind(likePattern(query.text))}::text`
  const hasWords = query.tokens.length > 0
  const tsquery = (typos: boolean, weight: '' | 'A') => `${conditions.bind(tsqueryText(query, { typos, weight }))}::tsquery`
  // bound when first used: a parameter the statement does not use has no type and fails it
  let closeAnywhere = ''
  const close = () => (closeAnywhere ||= tsquery(true, ''))
  // only symbols ("%", "&|"): a plain substring of the name
  if (!hasWords) conditions.add(`${name} ilike ${like}`)
  else if (within === 'name') conditions.add(`${document} @@ ${tsquery(true, 'A')}`)
  else conditions.add(`(${document} @@ ${close()} or ${name} ilike ${like})`)
  return {
    order() {
      const textParam = `${conditions.bind(query.text)}::text`
      const similarity = `similarity(${name}, ${textParam})`
      const exact = `lower(${name}) = lower(${textParam})`
      if (!hasWords) return { tier: `(case when ${exact} then 0 else 3 end)`, rank: null, similarity }
      return {
        tier: `(case when ${exact} then 0 when ${document} @@ ${tsquery(false, 'A')} then 1
                     when ${document} @@ ${tsquery(true, 'A')} then 2
                     when ${document} @@ ${tsquery(false, '')} or ${name} ilike ${like} then 3 else 4 end)`,
        // a getter: only a statement that orders by rank binds its tsquery
        get rank() {
          return `ts_rank(${document}, ${close()})`
        },
        similarity,
      }
    },
  }
}

/** Relevance first (tier), then the order asked for, then rank and similarity; the id last keeps pages stable. */
function relevanceOrder(match: TextMatch | null, sort: string | null, id: string): string {
  if (!match) return [sort, id].filter(Boolean).join(', ')
  return [match.tier, sort, match.rank && `${match.rank} desc`, `${match.similarity} desc`, id].filter(Boolean).join(', ')
}

/** The ORDER BY keys of a sort, without the id; null for relevance alone. */
function itemSortSql(sort: SearchSort, conditions: Conditions, view: StoreFormatContext): string | null {
  switch (sort) {
    case 'price_low':
      return 'i.price asc'
    case 'rating':
      return 'i.avg_rating desc, i.rating_count desc'
    case 'newest':
      return 'i.created_at desc'
    case 'popular':
      return 'i.order_count desc'
    case 'a_to_z':
      return 'lower(i.name) asc'
    case 'z_to_a':
      return 'lower(i.name) desc'
    case 'distance':
      if (view.origin) return `${storeDistanceSql('s', conditions.bind(view.origin[0]), conditions.bind(view.origin[1]))}, i.price desc`
      return 'i.price desc'
    case 'relevance':
      return null
    default:
      return 'i.price desc'
  }
}

/** The store sorts a search can ask for; the others (price) leave the stores in relevance, then the default order. */
function storeSortSql(sort: SearchSort, conditions: Conditions, view: StoreFormatContext): { keys: string; explicit: boolean } {
  const named = ({ rating: 'top_rated', distance: 'distance', newest: 'latest', popular: 'popular' } as const)[sort as string]
  if (sort === 'a_to_z') return { keys: 'lower(s.name) asc, s.id', explicit: true }
  if (sort === 'z_to_a') return { keys: 'lower(s.name) desc, s.id', explicit: true }
  return { keys: storeOrderSql(named ?? 'default', conditions, view), explicit: named !== undefined }
}

const vegOf = (filters: Set<SearchFilter>) =>
  filters.has('veg') && !filters.has('non_veg') ? 'veg' : filters.has('non_veg') && !filters.has('veg') ? 'non_veg' : 'all'

export function createSearchRepository(db: Db) {
  return {
    async items(input: SearchInput, window: PageWindow, view: StoreFormatContext) {
      const filters = new Set(input.filters)
      const conditions = itemScopeConditions({
        zoneIds: input.zoneIds,
        moduleId: input.moduleId,
        veg: vegOf(filters),
        discounted: filters.has('discounted'),
      })
      const match = input.text ? textMatch(conditions, 'i', await textQuery(db, input.text)) : null
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
      const relevance = match?.order() ?? null
      const order = relevanceOrder(
        relevance,
        itemSortSql(input.sort, conditions, view) ?? (relevance ? null : 'i.order_count desc'),
        'i.id',
      )
      const { ids, total } = await pageOfIds(db, 'i.id', ITEMS_FROM, conditions, order, window)
      return { total, products: await hydrateItems(db, ids, view) }
    },

    async stores(input: SearchInput, window: PageWindow, view: StoreFormatContext) {
      const filters = new Set(input.filters)
      const conditions = storeConditions({
        zoneIds: input.zoneIds,
        moduleId: input.moduleId,
        veg: vegOf(filters),
        discounted: filters.has('discounted'),
        openAt: filters.has('currently_open') ? view.clock : undefined,
        minRating: filters.has('top_rated') ? Math.max(searchRules.topRatedMin, input.minRating ?? 0) : input.minRating || undefined,
        near:
          filters.has('nearby') && view.origin ? { lat: view.origin[0], lng: view.origin[1], metres: searchRules.nearbyMetres } : undefined,
      })
      const match = input.text ? textMatch(conditions, 's', await textQuery(db, input.text)) : null
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
      const relevance = match?.order() ?? null
      const sort = storeSortSql(input.sort, conditions, view)
      // an explicit store sort comes right after the tier; otherwise rank and similarity decide before the default order
      const order = !relevance ? sort.keys : sort.explicit ? `${relevance.tier}, ${sort.keys}` : relevanceOrder(relevance, null, sort.keys)
      const { ids, total } = await pageOfIds(db, 's.id', STORES_FROM, conditions, order, window, { exactTotal: true })
      return { total, stores: await hydrateStores(db, ids, view) }
    },

    /**
     * Names for the search box: the best few item names and stores for the text, in the caller's zones and module.
     * Item names come from search_names (migration 0018: per module, zone and name, the busiest sellable item),
     * so a word sold by thousands of stores is a handful of rows. Names that match the words (as typed or with
     * a typo) come first, busiest first; only when they are too few does the full match (categories, tags,
     * description) fill in.
     */
    async suggestions(input: Pick<SearchInput, 'zoneIds' | 'moduleId'> & { text: string }, limit: number, urls: ImageUrls) {
      const query = await textQuery(db, input.text)
      const busiest = async <T extends { tier: number }>(
        from: string,
        alias: string,
        columns: string,
        conditions: Conditions,
        within: 'name' | 'document',
        count: number,
      ) => {
        const relevance = textMatch(conditions, alias, query, within).order()
        const { rows } = await db.query<T>(
          `select ${columns}, ${relevance.tier} as tier from ${from} ${conditions.where}
            order by ${alias}.order_count desc, ${alias}.id limit ${Number(count)}`,
          conditions.params,
        )
        return rows.sort((a, b) => a.tier - b.tier)
      }
      const nameConditions = () => {
        const conditions = new Conditions()
        conditions.add(`n.zone_id = any(${conditions.bind(input.zoneIds)}::int[])`)
        if (input.moduleId !== null) conditions.add(`n.module_id = ${conditions.bind(input.moduleId)}::int`)
        return conditions
      }
      type ItemRow = { id: number; name: string; slug: string; image: string; tier: number }
      // `n.id` for the shared ORDER BY: the representative item's id
      const names = '(select sn.*, sn.item_id as id from search_names sn) n'
      const itemColumns = 'n.item_id as id, n.name, n.slug, n.image'
      // one name can be sold in several of the caller's zones
      const candidates = limit * Math.max(1, input.zoneIds.length)
      const [named, stores] = await Promise.all([
        busiest<ItemRow>(names, 'n', itemColumns, nameConditions(), 'name', candidates),
        busiest<{ id: number; name: string; slug: string; tier: number }>(
          STORES_FROM,
          's',
          's.id, s.name, s.slug',
          storeConditions({ zoneIds: input.zoneIds, moduleId: input.moduleId }),
          'name',
          limit,
        ),
      ])
      const unique = (rows: ItemRow[]) =>
        rows.filter((row, index) => rows.findIndex((other) => other.name.toLowerCase() === row.name.toLowerCase()) === index)
      let items = unique(named).slice(0, limit)
      if (items.length < limit) {
        // too few names: categories, tags and descriptions fill in
        const more = await busiest<ItemRow>(names, 'n', itemColumns, nameConditions(), 'document', candidates)
        items = unique([...named, ...more]).slice(0, limit)
      }
      return {
        items: items.map((row) => ({
          id: row.id,
          name: row.name,
          slug: row.slug,
          image_full_url: `${urls.publicUrl}/storage/item/${row.image}`,
        })),
        stores: stores.map((row) => ({
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
