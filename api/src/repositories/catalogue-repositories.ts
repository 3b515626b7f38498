import type { Db } from '../db/db.js'
import { createCategoryRepository } from './category-repository.js'
import { createHomeRepository } from './home-repository.js'
import { createItemRepository } from './item-repository.js'
import { createPromotionRepository } from './promotion-repository.js'
import { createSearchRepository } from './search-repository.js'
import { createStoreRepository } from './store-repository.js'

/**
 * The catalogue and search repositories, registered into `app.repos` with one
 * spread so the shared plugins/app/repositories.ts changes by a single line.
 */
export function createCatalogueRepositories(db: Db) {
  return {
    categories: createCategoryRepository(db),
    home: createHomeRepository(db),
    items: createItemRepository(db),
    promotions: createPromotionRepository(db),
    search: createSearchRepository(db),
    stores: createStoreRepository(db),
  }
}
