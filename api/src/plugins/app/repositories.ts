import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import { createAccountRepository } from '../../repositories/account-repository.js'
import { createAddressRepository } from '../../repositories/address-repository.js'
import { createCatalogueRepositories } from '../../repositories/catalogue-repositories.js'
import { createCartRepository } from '../../repositories/cart-repository.js'
import { createDispatchRepository } from '../../repositories/dispatch-repository.js'
import { createGeoRepository } from '../../repositories/geo-repository.js'
import { createIdentityRepository } from '../../repositories/identity-repository.js'
import { createInterestRepository } from '../../repositories/interest-repository.js'
import { createMessageRepository } from '../../repositories/message-repository.js'
import { createOrderRepository } from '../../repositories/order-repository.js'
import { createOrderPlacementRepository } from '../../repositories/order-placement-repository.js'
import { createPushRepository } from '../../repositories/push-repository.js'
import { createReviewRepository } from '../../repositories/review-repository.js'
import { createSettingsRepository } from '../../repositories/settings-repository.js'
import { createStorageRepository } from '../../repositories/storage-repository.js'
import { createWishlistRepository } from '../../repositories/wishlist-repository.js'

/** Every repository, built once on the app's database. Routes reach SQL only through `app.repos`. */
function createRepositories(app: FastifyInstance) {
  const { db } = app
  return {
    ...createCatalogueRepositories(db), // items, stores, search, catalogue
    account: createAccountRepository(db),
    addresses: createAddressRepository(db),
    carts: createCartRepository(db),
    dispatch: createDispatchRepository(db, { stepSeconds: app.config.dispatchStepSeconds, tripSteps: app.config.dispatchTripSteps }),
    geo: createGeoRepository(db),
    identity: createIdentityRepository(db),
    interests: createInterestRepository(db),
    messages: createMessageRepository(db),
    orders: createOrderRepository(db),
    orderPlacement: createOrderPlacementRepository(db),
    push: createPushRepository(db),
    reviews: createReviewRepository(db),
    settings: createSettingsRepository(db),
    storage: createStorageRepository(db),
    wishlists: createWishlistRepository(db),
  }
}

export type Repositories = ReturnType<typeof createRepositories>

declare module 'fastify' {
  interface FastifyInstance {
    repos: Repositories
  }
}

export default fp(
  async function repositories(app: FastifyInstance) {
    app.decorate('repos', createRepositories(app))
  },
  { name: 'repositories', dependencies: ['db'] },
)
