import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { requireScope, rowOffset, viewFor } from '../../http/catalogue-scope.js'
import { cacheCatalogue } from '../../http/cache.js'
import { SearchQuery, cleanSearchText, searchInputFrom } from '../../http/search-input.js'
import { OpenObject, errorResponses } from '../../schemas/common.js'
import { ItemPageBody } from '../../schemas/catalogue.js'

export const Suggestion = OpenObject({ id: Type.Integer(), name: Type.String() })
/** The reference's items/search also answers the categories of the hits, for a filter list. */
const SearchPageBody = OpenObject({ ...ItemPageBody.properties, categories: Type.Array(Suggestion) })
const SUGGESTIONS = 5
/** The search box's answer: a few item names (with a thumbnail) and store names (with a logo); documented in api/README.md. */
const SuggestionsBody = Type.Object({
  items: Type.Array(OpenObject({ ...Suggestion.properties, slug: Type.String(), image_full_url: Type.String() })),
  stores: Type.Array(OpenObject({ ...Suggestion.properties, slug: Type.String(), logo_full_url: Type.String() })),
})

/** The distinct categories of the items found, in the order first met. */
export function categoriesOf(products: { category_ids: { id: string; name: string }[] }[]) {
  const byId = new Map<number, { id: number; name: string }>()
  for (const category of products.flatMap((product) => product.category_ids)) {
    const id = Number(category.id)
    if (!byId.has(id)) byId.set(id, { id, name: category.name })
  }
  return [...byId.values()]
}

const itemSearch: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/search',
    {
      schema: { querystring: SearchQuery, response: { 200: SearchPageBody, ...errorResponses } },
    },
    async (request, reply) => {
      const input = searchInputFrom(request, request.query)
      const { limit, offset } = request.query
      const page = await app.repos.search.items(input, { limit, skip: rowOffset({ limit, offset }) }, viewFor(app, request))
      cacheCatalogue(reply)
      return { total_size: page.total, limit, offset, products: page.products, categories: categoriesOf(page.products) }
    },
  )

  // The search box's suggestions: a few item and store names for what has been typed so far.
  app.get(
    '/item-or-store-search',
    {
      schema: {
        querystring: Type.Object({ name: Type.String({ maxLength: 100 }) }, { additionalProperties: false }),
        response: { 200: SuggestionsBody, ...errorResponses },
      },
    },
    async (request, reply) => {
      const scope = requireScope(request)
      const text = cleanSearchText(request.query.name)
      const suggestions = text
        ? await app.repos.search.suggestions({ ...scope, text }, SUGGESTIONS, viewFor(app, request))
        : { items: [], stores: [] }
      cacheCatalogue(reply)
      return suggestions
    },
  )
}

export default itemSearch
