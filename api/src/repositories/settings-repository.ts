import type { Db } from '../db/db.js'
import type { ModuleTypeWire } from '../schemas/index.js'

export interface ModuleRow {
  id: number
  module_name: string
  /** The modules table's check constraint allows these five only. */
  module_type: ModuleTypeWire
  slug: string
  icon: string
  thumbnail: string
  status: boolean
  theme_id: number
  description: string
  all_zone_service: boolean
  created_at: Date
  stores_count: number
  items_count: number
  zones: { id: number; name: string }[]
}

/** Business settings, landing page, modules and the newsletter: the slow-changing data behind config. */
export function createSettingsRepository(db: Db) {
  return {
    async setting<T = Record<string, unknown>>(key: string): Promise<T | null> {
      const { rows } = await db.query<{ value: T }>('select value from business_settings where key = $1', [key])
      return rows[0]?.value ?? null
    },

    /** Active modules, with counts inside the given zones; only modules serving one of them when zoneIds is set. */
    async modules(zoneIds: number[] | null): Promise<ModuleRow[]> {
      const { rows } = await db.query<ModuleRow>(
        `select m.id, m.module_name, m.module_type, m.slug, m.icon, m.thumbnail, m.status, m.theme_id, m.description,
                m.all_zone_service, m.created_at,
                (select count(*)::int from stores s
                  where s.module_id = m.id and s.active and ($1::int[] is null or s.zone_id = any($1::int[]))) as stores_count,
                (select count(*)::int from items i join stores s on s.id = i.store_id
                  where i.module_id = m.id and i.status and s.active and ($1::int[] is null or s.zone_id = any($1::int[]))) as items_count,
                (select coalesce(jsonb_agg(jsonb_build_object('id', z.id, 'name', z.name) order by z.id), '[]'::jsonb)
                   from zone_module zm join zones z on z.id = zm.zone_id where zm.module_id = m.id and z.status) as zones
           from modules m
          where m.status
            and ($1::int[] is null or m.all_zone_service
                 or exists (select 1 from zone_module zm where zm.module_id = m.id and zm.zone_id = any($1::int[])))
          order by m.position, m.id`,
        [zoneIds],
      )
      return rows
    },

    /** The module's headline per promotional banner slot (other-banners); null when there is no such module. */
    async otherBanners(moduleId: number): Promise<Partial<Record<string, string>> | null> {
      const { rows } = await db.query<{ banners: Record<string, string> | null }>(
        `select b.value -> m.module_type as banners
           from modules m left join business_settings b on b.key = 'other_banners'
          where m.id = $1 and m.status`,
        [moduleId],
      )
      return rows[0] ? (rows[0].banners ?? {}) : null
    },

    async activeModuleTypes(): Promise<string[]> {
      const { rows } = await db.query<{ module_type: string }>('select distinct module_type from modules where status order by module_type')
      return rows.map((row) => row.module_type)
    },

    /** A published info page (terms, privacy, the policies, about us) by its slug; null when there is none. */
    async page(slug: string): Promise<{ slug: string; title: string; content: string } | null> {
      const { rows } = await db.query<{ slug: string; title: string; content: string }>(
        'select slug, title, content from pages where slug = $1 and status',
        [slug],
      )
      return rows[0] ?? null
    },

    /** True when the address was new; an existing subscription is not an error. */
    async subscribe(email: string): Promise<boolean> {
      const { rows } = await db.query<{ id: number }>(
        'insert into newsletter_subscriptions (email) values (lower($1)) on conflict (email) do nothing returning id',
        [email],
      )
      return rows.length > 0
    },
  }
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>
