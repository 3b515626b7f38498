import type { Db } from '../db/db.js'
import { imageUrl, type StoreFormatContext } from './format.js'
import { hydrateStores } from './store-repository.js'

/** How many stores the visit-again strip shows. */
export const VISIT_AGAIN_LIMIT = 20

interface AdvertisementRow {
  id: number
  add_type: 'video_promotion' | 'store_promotion'
  title: string
  description: string
  store_id: number
  is_rating_active: boolean
  is_review_active: boolean
  start_date: string
  end_date: string
  priority: number
}

/** The home's promotions (advertisement/list) and the signed-in customer's visit-again stores. */
export function createHomeRepository(db: Db) {
  return {
    /** Running promotions of active stores of the module in these zones, by priority. */
    async advertisements(scope: { zoneIds: number[]; moduleId: number }, view: StoreFormatContext) {
      const { rows } = await db.query<AdvertisementRow>(
        `select a.id, a.add_type, a.title, a.description, a.store_id, a.is_rating_active, a.is_review_active,
                to_char(a.start_date, 'YYYY-MM-DD') as start_date, to_char(a.end_date, 'YYYY-MM-DD') as end_date, a.priority
           from advertisements a join stores s on s.id = a.store_id
          where a.status and current_date between a.start_date and a.end_date
            and s.active and s.module_id = $1 and a.module_id = $1 and s.zone_id = any($2::int[])
          order by a.priority, a.id`,
        [scope.moduleId, scope.zoneIds],
      )
      const stores = new Map((await hydrateStores(db, [...new Set(rows.map((row) => row.store_id))], view)).map((s) => [s.id, s]))
      return rows.flatMap((row) => {
        const store = stores.get(row.store_id)
        if (!store) return []
        const video = row.add_type === 'video_promotion'
        return [
          {
            id: row.id,
            add_type: row.add_type,
            title: row.title,
            description: row.description,
            video_attachment_full_url: video ? `${view.publicUrl}/api/v1/advertisement/video/${row.id}.webm` : null,
            cover_image_full_url: imageUrl(view, 'advertisement', `${row.id}.svg`),
            profile_image_full_url: store.logo_full_url,
            is_rating_active: row.is_rating_active ? 1 : 0,
            is_review_active: row.is_review_active ? 1 : 0,
            average_rating: Number(store.avg_rating) || 0,
            reviews_comments_count: Number(store.rating_count) || 0,
            start_date: row.start_date,
            end_date: row.end_date,
            priority: row.priority,
            store,
          },
        ]
      })
    },

    async hasVideo(id: number) {
      const { rows } = await db.query(`select 1 from advertisements where id = $1 and add_type = 'video_promotion' and status`, [id])
      return rows.length > 0
    },

    /**
     * Stores the customer ordered from or visited, most recent first, in the module and these zones.
     * Closed stores stay in: the card shows them closed.
     */
    async visitAgain(customerId: number, scope: { zoneIds: number[]; moduleId: number }, view: StoreFormatContext) {
      const { rows } = await db.query<{ store_id: number }>(
        `select x.store_id from (
             select o.store_id, o.created_at as at from orders o where o.customer_id = $1 and o.store_id is not null
             union all
             select v.store_id, v.visited_at from store_visits v where v.customer_id = $1
           ) x join stores s on s.id = x.store_id
          where s.module_id = $2 and s.zone_id = any($3::int[])
          group by x.store_id
          order by max(x.at) desc, x.store_id
          limit ${VISIT_AGAIN_LIMIT}`,
        [customerId, scope.moduleId, scope.zoneIds],
      )
      return hydrateStores(
        db,
        rows.map((row) => row.store_id),
        view,
      )
    },
  }
}

export type HomeRepository = ReturnType<typeof createHomeRepository>
