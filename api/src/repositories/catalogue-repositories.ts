import type { Db } from '../db/db.js'
import { createItemRepository } from './item-repository.js'

/**
 * The catalogue and search repositories, registered into `app.repos` with one
 * spread so the shared plugins/app/repositories.ts changes by a single line.
 */
export function createCatalogueRepositories(db: Db) {
  return {
    items: createItemRepository(db),
  }
}
