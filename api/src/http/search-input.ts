import type { FastifyRequest } from 'fastify'
import { Type } from 'typebox'
import { unprocessable } from '../errors.js'
import { searchFilters, sortAliases, type SearchInput } from '../repositories/search-repository.js'
import { ListParam, PageQuery } from '../schemas/catalogue.js'
import { parseIdList, parseWordList, requireScope } from './catalogue-scope.js'

/** items/search and stores/search: the spec's filters; unknown parameters (data_type, list_type...) are dropped. */
export const SearchQuery = Type.Object(
  {
    name: Type.Optional(Type.String({ maxLength: 100 })),
    ...PageQuery,
    limit: Type.Integer({ minimum: 1, maximum: 100, default: 12 }),
    category_ids: Type.Optional(ListParam),
    brand_ids: Type.Optional(ListParam),
    min_price: Type.Optional(Type.Number({ minimum: 0, maximum: 1000000000 })),
    max_price: Type.Optional(Type.Number({ minimum: 0, maximum: 1000000000 })),
    rating_count: Type.Optional(Type.Number({ minimum: 0, maximum: 5 })),
    filter: Type.Optional(ListParam),
    sort_by: Type.Optional(Type.String({ maxLength: 30 })),
    type: Type.Optional(Type.Union([Type.Literal('all'), Type.Literal('veg'), Type.Literal('non_veg')])),
  },
  { additionalProperties: false },
)

export type SearchQueryValue = {
  name?: string
  limit: number
  offset: number
  category_ids?: string
  brand_ids?: string
  min_price?: number
  max_price?: number
  rating_count?: number
  filter?: string
  sort_by?: string
  type?: 'all' | 'veg' | 'non_veg'
}

/** Control characters (a NUL would make PostgreSQL refuse the text) become spaces; blank text means no text filter. */
export function cleanSearchText(raw: string | undefined): string | null {
  const text =
    raw
      // eslint-disable-next-line no-control-regex -- matching control characters is the point
      ?.replace(/[\u0000-\u001f\u007f]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim() ?? ''
  return text === '' ? null : text
}

export function searchInputFrom(request: FastifyRequest, query: SearchQueryValue): SearchInput {
  const scope = requireScope(request)
  const sortKey = query.sort_by?.trim().toLowerCase() || 'price_high'
  const sort = sortAliases[sortKey]
  if (!sort) throw unprocessable('sort_by', `The sort_by query parameter accepts: ${Object.keys(sortAliases).join(', ')}.`)
  if (query.min_price !== undefined && query.max_price !== undefined && query.min_price > query.max_price) {
    throw unprocessable('min_price', 'The min_price query parameter must not be above max_price.')
  }
  const filters = parseWordList(query.filter, 'filter', searchFilters)
  if (query.type === 'veg' || query.type === 'non_veg') filters.push(query.type)
  if (filters.includes('nearby') && !(request.context.latitude && request.context.longitude)) {
    throw unprocessable('nearby', 'The nearby filter needs the latitude and longitude headers.')
  }
  return {
    ...scope,
    text: cleanSearchText(query.name),
    categoryIds: parseIdList(query.category_ids, 'category_ids'),
    brandIds: parseIdList(query.brand_ids, 'brand_ids'),
    minPrice: query.min_price,
    maxPrice: query.max_price,
    minRating: query.rating_count,
    filters,
    sort,
  }
}
