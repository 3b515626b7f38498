import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { cachePublicly, cacheSeconds } from '../../http/cache.js'
import { errorResponses } from '../../schemas/common.js'
import { ModuleListSchema } from '../../schemas/wire.js'

const modules: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/', { schema: { response: { 200: ModuleListSchema, ...errorResponses } } }, async (request, reply) => {
    const rows = await app.repos.settings.modules(request.context.zoneIds)
    const storage = `${app.config.publicUrl}/storage`
    cachePublicly(reply, cacheSeconds.modules, ['zoneid'])
    return rows.map((row) => ({
      id: row.id,
      module_name: row.module_name,
      module_type: row.module_type,
      slug: row.slug,
      thumbnail: row.thumbnail,
      icon: row.icon,
      thumbnail_full_url: `${storage}/module-thumbnail/${row.thumbnail}`,
      icon_full_url: `${storage}/module/${row.icon}`,
      status: row.status ? '1' : '0',
      stores_count: row.stores_count,
      items_count: row.items_count,
      description: row.description,
      theme_id: row.theme_id,
      all_zone_service: row.all_zone_service ? 1 : 0,
      zones: row.zones,
      created_at: row.created_at.toISOString(),
    }))
  })
}

export default modules
