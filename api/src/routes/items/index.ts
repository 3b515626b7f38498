import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { Type } from 'typebox'
import { requireScope, rowOffset, viewFor } from '../../http/catalogue-scope.js'
import itemSearch, { Suggestion, categoriesOf } from './_search.js'
import { cleanSearchText } from '../../http/search-input.js'
import { cacheCatalogue } from '../../http/cache.js'
import { notFound } from '../../errors.js'
import type { ItemFilter, ItemOrder } from '../../repositories/item-repository.js'
import { IdParam, OpenObject, errorResponses } from '../../schemas/common.js'
import { CategoryBody, IdOrSlugParams, ItemBody, ItemPageBody, PageQuery, StoreBody, VegType } from '../../schemas/catalogue.js'

// store_id (an id or a slug) and category_id narrow a list to one store's items, as the store page asks for them;
// name searches inside that list (the store page's search box)
const NameQuery = Type.Optional(Type.String({ maxLength: 100 }))
const ListQuery = Type.Object(
  {
    ...PageQuery,
    type: VegType,
    store_id: Type.Optional(IdOrSlugParams.properties.id),
    category_id: Type.Optional(IdParam),
    name: NameQuery,
  },
  { additionalProperties: false },
)

const RecommendedQuery = Type.Object(
  {
    ...PageQuery,
    store_id: Type.Optional(IdOrSlugParams.properties.id),
    category_id: Type.Optional(IdParam),
    limit: Type.Integer({ minimum: 1, maximum: 100, default: 15 }),
    type: VegType,
    filter: Type.Optional(Type.String({ maxLength: 50 })),
    name: NameQuery,
  },
  { additionalProperties: false },
)

/**
 * The item lists of the home pages: same scoping, different order or subset.
 * `adds` names what the reference's answer carries beyond the page.
 */
const lists: Record<string, { order: ItemOrder; filter?: Partial<ItemFilter>; adds?: 'categories' | 'items'; interestsFirst?: boolean }> = {
  '/popular': { order: 'popular' },
  '/latest': { order: 'latest' },
  // the reference adds the categories, which the best-reviewed tabs list
  '/most-reviewed': { order: 'most_reviewed', adds: 'categories' },
  '/discounted': { order: 'discount', filter: { discounted: true } },
  // the reference answers this page under `items`; `products` stays for clients of the other lists
  // "Just For You" (spec: discovery-and-modules §2 /interest): a signed-in customer's interest categories come first
  '/recommended': { order: 'recommended', filter: { recommended: true }, adds: 'items', interestsFirst: true },
}

const ListPageBody = OpenObject({
  ...ItemPageBody.properties,
  categories: Type.Optional(Type.Array(Suggestion)),
  items: Type.Optional(ItemPageBody.properties.products),
})

/** "New" means added in the last 30 days. */
const NEW_ARRIVAL_DAYS = 30

/** A store given by id or by slug, as the filter of the item repository takes it. */
function storeFilter(store: string | undefined): Pick<ItemFilter, 'storeId' | 'storeSlug'> {
  if (store === undefined) return {}
  return /^\d{1,9}$/.test(store) ? { storeId: Number(store) } : { storeSlug: store }
}

const productNotFound = () => notFound('product-001', 'Product not found!')

const items: FastifyPluginAsyncTypebox = async (app) => {
  // autoload loads only index.ts of a folder: the search routes live beside it and register here
  await app.register(itemSearch)

  for (const [path, list] of Object.entries(lists)) {
    app.get(
      path,
      {
        schema: { querystring: path === '/recommended' ? RecommendedQuery : ListQuery, response: { 200: ListPageBody, ...errorResponses } },
      },
      async (request, reply) => {
        const scope = requireScope(request)
        const { limit, offset, type, store_id: store, category_id: categoryId, name } = request.query
        const nameContains = cleanSearchText(name) || undefined
        const customerId = list.interestsFirst ? await request.currentCustomerId() : null
        const interests = customerId === null ? [] : (await app.repos.interests.of(customerId)).categoryIds
        const page = await app.repos.items.page(
          { ...scope, veg: type, ...list.filter, ...storeFilter(store), categoryId, nameContains },
          list.order,
          { limit, skip: rowOffset({ limit, offset }) },
          viewFor(app, request),
          interests,
        )
        const adds =
          list.adds === 'categories' ? { categories: categoriesOf(page.products) } : list.adds === 'items' ? { items: page.products } : {}
        // recommended puts a signed-in customer's interests first: that answer is theirs, not the catalogue's
        if (!list.interestsFirst) cacheCatalogue(reply)
        return { total_size: page.total, limit, offset, products: page.products, ...adds }
      },
    )
  }

  app.get(
    '/new-arrival',
    {
      schema: {
        querystring: Type.Object(
          { ...PageQuery, limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }), type: VegType },
          { additionalProperties: false },
        ),
        response: {
          200: OpenObject({ ...ItemPageBody.properties, categories: Type.Array(CategoryBody), products: Type.Array(ItemBody) }),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const scope = requireScope(request)
      const { limit, offset, type } = request.query
      // paged like the reference's answer (total_size, limit, offset), so a client can load more
      const { total, ...arrivals } = await app.repos.items.newArrivals(
        { ...scope, veg: type },
        NEW_ARRIVAL_DAYS,
        { limit, skip: rowOffset({ limit, offset }) },
        viewFor(app, request),
      )
      cacheCatalogue(reply)
      return { total_size: total, limit, offset, ...arrivals }
    },
  )

  app.get(
    '/details/:id',
    {
      schema: {
        params: IdOrSlugParams,
        querystring: Type.Object({ campaign: Type.Optional(Type.Boolean()) }, { additionalProperties: false }),
        response: {
          200: OpenObject({ ...ItemBody.properties, whislists_count: Type.Integer(), store_details: Type.Union([StoreBody, Type.Null()]) }),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const view = viewFor(app, request)
      const item = await app.repos.items.details(request.params.id, request.query.campaign ?? false, view)
      if (!item) throw productNotFound()
      const [whislistsCount, reviews, store] = await Promise.all([
        item.is_campaign ? 0 : app.repos.items.wishlistCount(item.id),
        item.is_campaign ? [] : app.repos.items.reviews(item.id, 10),
        app.repos.stores.details(String(item.store_id), view),
      ])
      cacheCatalogue(reply)
      // whislists_count is the reference's spelling
      return { ...item, whislists_count: whislistsCount, tags: [], reviews, store_details: store }
    },
  )

  // Other items of the same store: items/related-store-items/{id}, or ?item_id= as some clients send it.
  // The reference answers a bare array of items (clients slice it); limit and offset only bound it.
  const RelatedQuery = Type.Object({ ...PageQuery, item_id: Type.Optional(IdParam) }, { additionalProperties: false })
  const RelatedResponse = { 200: Type.Array(ItemBody), ...errorResponses }
  async function relatedStoreItems(
    request: FastifyRequest,
    reply: FastifyReply,
    itemId: number | undefined,
    paging: { limit: number; offset: number },
  ) {
    const scope = requireScope(request)
    const storeId = itemId === undefined ? null : await app.repos.items.storeIdOf(itemId)
    if (storeId === null) throw productNotFound()
    const page = await app.repos.items.page(
      { ...scope, storeId, excludeItemId: itemId },
      'popular',
      { limit: paging.limit, skip: rowOffset(paging) },
      viewFor(app, request),
    )
    cacheCatalogue(reply)
    return page.products
  }
  app.get(
    '/related-store-items/:id',
    { schema: { params: Type.Object({ id: IdParam }), querystring: RelatedQuery, response: RelatedResponse } },
    async (request, reply) => relatedStoreItems(request, reply, request.params.id, request.query),
  )
  app.get('/related-store-items', { schema: { querystring: RelatedQuery, response: RelatedResponse } }, async (request, reply) =>
    relatedStoreItems(request, reply, request.query.item_id, request.query),
  )

  // The reference's items/common-conditions is a page of one store's items that treat a common condition
  // (the list of conditions is common-condition). store_id is an id or a slug, as for store details.
  app.get(
    '/common-conditions',
    {
      schema: {
        querystring: Type.Object({ ...PageQuery, store_id: IdOrSlugParams.properties.id, type: VegType }, { additionalProperties: false }),
        response: { 200: ItemPageBody, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { limit, offset, type, store_id: store } = request.query
      const byStore = storeFilter(store)
      const page = await app.repos.items.page(
        { ...requireScope(request), ...byStore, veg: type, withCondition: true },
        'latest',
        { limit, skip: rowOffset({ limit, offset }) },
        viewFor(app, request),
      )
      cacheCatalogue(reply)
      return { total_size: page.total, limit, offset, products: page.products }
    },
  )
}

export default items
