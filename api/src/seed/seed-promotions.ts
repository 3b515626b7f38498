import type { Queryable } from '../db/db.js'
import { parcelCategoryIdeas } from './catalogue-data.js'
import type { Random } from './random.js'
import {
  daysFrom,
  dateOnly,
  insertRows,
  money,
  slugify,
  type Row,
  type SeededItem,
  type SeededModule,
  type SeededStore,
} from './seed-helpers.js'

/** Campaigns, flash sales, banners, coupons, cashback offers and parcel categories. */
export async function seedPromotions(
  tx: Queryable,
  random: Random,
  now: Date,
  modules: SeededModule[],
  stores: SeededStore[],
  items: SeededItem[],
) {
  const selling = modules.filter((m) => m.type !== 'parcel')
  const itemCampaigns: Row[] = []
  const campaigns: Row[] = []
  const campaignStores: Row[] = []
  const flashSales: Row[] = []
  const flashItems: Row[] = []
  const banners: Row[] = []
  const coupons: Row[] = []
  let itemCampaignId = 1
  let campaignId = 1
  let bannerId = 1
  let couponId = 1
  for (const m of selling) {
    const moduleStores = stores.filter((s) => s.moduleId === m.id && s.active)
    const moduleItems = items.filter((i) => i.moduleId === m.id && moduleStores.some((s) => s.id === i.storeId))
    const simpleItems = moduleItems.filter((i) => !i.hasOptions)
    // item campaigns: two running, one over
    for (const [index, base] of random.sample(simpleItems, 3).entries()) {
      const running = index < 2
      itemCampaigns.push([
        itemCampaignId,
        `${random.pick(['Weekend', 'Happy Hour', 'Family', 'Season'])} ${base.name} Deal`,
        `campaign-${slugify(base.name)}-${itemCampaignId}`,
        `A limited-time deal on ${base.name}.`,
        `${itemCampaignId}.svg`,
        base.storeId,
        m.id,
        base.categoryId,
        [{ id: String(base.categoryId), position: 1 }],
        money(base.price * 0.9),
        random.pick([10, 15, 20]),
        'percent',
        dateOnly(daysFrom(now, running ? -5 : -40)),
        dateOnly(daysFrom(now, running ? 30 + index * 15 : -3)),
        running ? 50 : 0,
        running ? 5 : null,
      ])
      itemCampaignId++
    }
    // basic campaigns: two running, one over, each with three stores
    const campaignTitles: Record<string, string[]> = {
      food: ['Lunch Fest', 'Late Night Cravings', 'Summer BBQ Week'],
      grocery: ['Fresh Week', 'Pantry Stock-Up', 'Holiday Baking'],
      pharmacy: ['Flu Season Care', 'Vitamin Month', 'Allergy Relief Days'],
      ecommerce: ['Tech Week', 'Style Refresh', 'Back to School'],
    }
    campaignTitles[m.type]!.forEach((title, index) => {
      const running = index < 2
      campaigns.push([
        campaignId,
        title,
        `${slugify(title)}-${campaignId}`,
        `${title}: offers from the best ${m.name.toLowerCase()} stores.`,
        `${campaignId}.svg`,
        m.id,
        dateOnly(daysFrom(now, running ? -7 : -60)),
        dateOnly(daysFrom(now, running ? 60 + index * 30 : -10)),
      ])
      for (const store of random.sample(moduleStores, 3)) campaignStores.push([campaignId, store.id])
      campaignId++
    })
    // one running flash sale per module
    flashSales.push([m.id, `${m.name} Flash Sale`, m.id, daysFrom(now, -1), daysFrom(now, 14), 10, 5])
    for (const item of random.sample(simpleItems, 10)) {
      const stock = random.int(20, 120)
      flashItems.push([m.id, item.id, stock, random.int(0, Math.floor(stock * 0.85)), random.pick([15, 20, 30, 40]), 'percent', item.price])
    }
    // banners of every type
    const featuredStores = random.sample(moduleStores, 2)
    const featuredItems = random.sample(moduleItems, 2)
    banners.push([
      bannerId++,
      `${m.name}: free delivery this week`,
      'default',
      `${bannerId - 1}.svg`,
      null,
      null,
      'https://example.com/offers',
      null,
      m.id,
      true,
    ])
    banners.push([
      bannerId++,
      `New on ${m.name}`,
      'default',
      `${bannerId - 1}.svg`,
      null,
      null,
      'https://example.com/new',
      null,
      m.id,
      false,
    ])
    for (const store of featuredStores)
      banners.push([
        bannerId++,
        `Visit ${store.name}`,
        'store_wise',
        `${bannerId - 1}.svg`,
        store.id,
        null,
        null,
        store.zoneId,
        m.id,
        false,
      ])
    for (const item of featuredItems)
      banners.push([bannerId++, `Try ${item.name}`, 'item_wise', `${bannerId - 1}.svg`, null, item.id, null, item.zoneId, m.id, false])
    // coupons: percent, amount, free delivery, store-wise, and one expired
    const prefix = m.type.slice(0, 4).toUpperCase()
    const storeForCoupon = moduleStores[0]!
    coupons.push([
      couponId++,
      '10% off your order',
      `${prefix}10`,
      dateOnly(daysFrom(now, -5)),
      dateOnly(daysFrom(now, 90)),
      20,
      15,
      10,
      'percent',
      'default',
      5,
      [],
      null,
      m.id,
    ])
    coupons.push([
      couponId++,
      '$5 off orders over $40',
      `${prefix}FLAT5`,
      dateOnly(daysFrom(now, -5)),
      dateOnly(daysFrom(now, 60)),
      40,
      0,
      5,
      'amount',
      'default',
      3,
      [],
      null,
      m.id,
    ])
    coupons.push([
      couponId++,
      'Free delivery',
      `${prefix}SHIP`,
      dateOnly(daysFrom(now, -5)),
      dateOnly(daysFrom(now, 30)),
      15,
      0,
      0,
      'amount',
      'free_delivery',
      2,
      [],
      null,
      m.id,
    ])
    coupons.push([
      couponId++,
      `15% off at ${storeForCoupon.name}`,
      `${prefix}STORE15`,
      dateOnly(daysFrom(now, -5)),
      dateOnly(daysFrom(now, 45)),
      25,
      20,
      15,
      'percent',
      'store_wise',
      2,
      [storeForCoupon.id],
      storeForCoupon.id,
      m.id,
    ])
    coupons.push([
      couponId++,
      'Last summer (expired)',
      `${prefix}OLD`,
      dateOnly(daysFrom(now, -120)),
      dateOnly(daysFrom(now, -30)),
      10,
      10,
      20,
      'percent',
      'default',
      1,
      [],
      null,
      m.id,
    ])
  }
  const parcel = modules.find((m) => m.type === 'parcel')!
  banners.push([
    bannerId++,
    'Send a parcel across town in an hour',
    'default',
    `${bannerId - 1}.svg`,
    null,
    null,
    'https://example.com/parcel',
    null,
    parcel.id,
    true,
  ])
  banners.push([
    bannerId++,
    'Documents delivered the same day',
    'default',
    `${bannerId - 1}.svg`,
    null,
    null,
    'https://example.com/parcel-docs',
    null,
    parcel.id,
    false,
  ])

  await insertRows(
    tx,
    'item_campaigns',
    [
      'id',
      'title',
      'slug',
      'description',
      'image',
      'store_id',
      'module_id',
      'category_id',
      'category_ids',
      'price',
      'discount',
      'discount_type',
      'start_date',
      'end_date',
      'stock',
      'maximum_cart_quantity',
    ],
    itemCampaigns,
  )
  await insertRows(tx, 'campaigns', ['id', 'title', 'slug', 'description', 'image', 'module_id', 'start_date', 'end_date'], campaigns)
  await insertRows(tx, 'campaign_stores', ['campaign_id', 'store_id'], campaignStores)
  await insertRows(
    tx,
    'flash_sales',
    ['id', 'title', 'module_id', 'start_date', 'end_date', 'admin_discount_percentage', 'vendor_discount_percentage'],
    flashSales,
  )
  await insertRows(tx, 'flash_sale_items', ['flash_sale_id', 'item_id', 'stock', 'sold', 'discount', 'discount_type', 'price'], flashItems)
  await insertRows(
    tx,
    'banners',
    ['id', 'title', 'type', 'image', 'store_id', 'item_id', 'link', 'zone_id', 'module_id', 'featured'],
    banners,
  )
  await insertRows(
    tx,
    'coupons',
    [
      'id',
      'title',
      'code',
      'start_date',
      'expire_date',
      'min_purchase',
      'max_discount',
      'discount',
      'discount_type',
      'coupon_type',
      'limit_per_user',
      'data',
      'store_id',
      'module_id',
    ],
    coupons,
  )
  await insertRows(
    tx,
    'cashbacks',
    ['id', 'title', 'cashback_type', 'cashback_amount', 'min_purchase', 'max_discount', 'start_date', 'end_date', 'same_user_limit'],
    [
      [1, 'Get 10% back as wallet credit', 'percentage', 10, 30, 8, dateOnly(daysFrom(now, -3)), dateOnly(daysFrom(now, 60)), 3],
      [2, '$5 back on orders over $50', 'amount', 5, 50, 0, dateOnly(daysFrom(now, -3)), dateOnly(daysFrom(now, 30)), 2],
      [3, 'Weekend 15% cashback', 'percentage', 15, 40, 10, dateOnly(daysFrom(now, -1)), dateOnly(daysFrom(now, 14)), 1],
    ],
  )
  await insertRows(
    tx,
    'parcel_categories',
    ['id', 'name', 'description', 'image', 'parcel_per_km_shipping_charge', 'parcel_minimum_shipping_charge', 'module_id'],
    parcelCategoryIdeas.map(([name, description, perKm, min], index) => [
      index + 1,
      name,
      description,
      `${index + 1}.svg`,
      perKm,
      min,
      parcel.id,
    ]),
  )
}
