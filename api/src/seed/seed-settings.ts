import type { Queryable } from '../db/db.js'
import { defaultLocation } from './gazetteer.js'
import { insertRows } from './seed-helpers.js'
import { whyChoose, videoContent } from './parcel-landing-data.js'
import { businessSettings, landingPage, otherBanners, policyPages } from './settings-data.js'

export async function seedSettings(tx: Queryable) {
  await insertRows(
    tx,
    'business_settings',
    ['key', 'value'],
    [
      ['business', { ...businessSettings, default_location: { lat: String(defaultLocation.lat), lng: String(defaultLocation.lng) } }],
      ['react_landing_page', landingPage],
      ['other_banners', otherBanners],
      ['why_choose', whyChoose],
      ['video_content', videoContent],
    ],
  )
  await insertRows(
    tx,
    'pages',
    ['slug', 'title', 'content'],
    policyPages.map((page) => [page.slug, page.title, page.content]),
  )
  await insertRows(
    tx,
    'cancellation_reasons',
    ['id', 'reason', 'user_type'],
    [
      [1, 'Ordered by mistake', 'customer'],
      [2, 'Delivery is taking too long', 'customer'],
      [3, 'Changed my mind', 'customer'],
      [4, 'Found a better price elsewhere', 'customer'],
      [5, 'Order payment canceled', 'customer'],
    ],
  )
}
