import type { Db } from '../db/db.js'
import { OTHER_BANNER_SLOTS } from '../domain/other-banners.js'

const slotNames = OTHER_BANNER_SLOTS.map((slot) => `'${slot}'`).join(', ')

/** Which table names each image kind, for the generated SVGs under /storage/{kind}/{id}.svg. */
const kinds: Record<string, string> = {
  item: 'select name from items where id = $1',
  'campaign-item': 'select title as name from item_campaigns where id = $1',
  store: 'select name from stores where id = $1',
  'store-cover': 'select name from stores where id = $1',
  category: 'select name from categories where id = $1',
  brand: 'select name from brands where id = $1',
  module: 'select module_name as name from modules where id = $1',
  'module-thumbnail': 'select module_name as name from modules where id = $1',
  banner: 'select title as name from banners where id = $1',
  campaign: 'select title as name from campaigns where id = $1',
  // the poster of a home promotion (advertisement/list)
  advertisement: 'select title as name from advertisements where id = $1',
  // {module id}{slot}: the banner's headline from the other_banners setting
  'promotional-banner': `select b.value -> m.module_type ->> (array[${slotNames}])[$1::int % 10] as name
      from modules m join business_settings b on b.key = 'other_banners' where m.id = $1::int / 10`,
  'parcel-category': 'select name from parcel_categories where id = $1',
  // initials only: anyone may fetch /storage/customer/{id}.svg, and customer ids are sequential
  customer: 'select upper(left(f_name, 1) || left(l_name, 1)) as name from customers where id = $1',
  'delivery-man': "select f_name || ' ' || l_name as name from delivery_men where id = $1",
  business: "select 'Marketplace' as name where $1::int = 1",
  // the parcel home's why-choose cards (by id) and its intro image
  'why-choose':
    "select e ->> 'title' as name from business_settings b, jsonb_array_elements(b.value) e where b.key = 'why_choose' and (e ->> 'id')::int = $1",
  'video-content': "select value ->> 'banner_image' as name from business_settings where key = 'video_content' and $1::int = 1",
}

export const imageKinds = Object.keys(kinds)

export function createStorageRepository(db: Db) {
  return {
    async nameOf(kind: string, id: number): Promise<string | null> {
      // own keys only: /storage/constructor/1.svg must not find Object.prototype.constructor
      const sql = Object.hasOwn(kinds, kind) ? kinds[kind] : undefined
      if (!sql) return null
      const { rows } = await db.query<{ name: string }>(sql, [id])
      return rows[0]?.name ?? null
    },
  }
}
