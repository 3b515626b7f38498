import type { Db, Queryable } from '../db/db.js'
import { pointInPolygon, type LatLng } from '../domain/geo.js'
import { hashPassword, newSecret, sha256 } from '../domain/secrets.js'
import type { FoodVariation, Variation } from '../repositories/format.js'
import {
  brandNames, commonConditionNames, foodAddOns, foodVariationsFor, moduleIdeas, parcelCategoryIdeas, unitNames,
  type ModuleType, type ProductIdea,
} from './catalogue-data.js'
import { cities, defaultLocation, type City } from './gazetteer.js'
import { createRandom, type Random } from './random.js'
import { businessSettings, landingPage, policyPages } from './settings-data.js'

export interface SeedOptions {
  /** 5,000 stores and 100,000 items, for benchmarks. */
  scale?: boolean
  /** Fixed seed of the pseudo-random generator: the same marketplace on every machine. */
  seed?: number
  now?: Date
}

/** Documented in api/README.md: change both together. */
export const demo = {
  customer: { id: 1, phone: '+15550100100', email: 'customer@example.com', password: 'Demo@1234', f_name: 'Jane', l_name: 'Doe' },
  guestOrder: { id: 100002, contactNumber: '+15550100200' },
  customerOrders: [100001, 100003],
}

type Row = unknown[]

const toParam = (value: unknown) =>
  value === null || value === undefined ? null
    : value instanceof Date ? value.toISOString()
      : typeof value === 'object' ? JSON.stringify(value) : value

/** Multi-row INSERTs in chunks: one round trip per few hundred rows keeps PGlite and pg seeding fast. */
async function insertRows(tx: Queryable, table: string, columns: string[], rows: Row[]): Promise<void> {
  const perChunk = Math.max(1, Math.min(500, Math.floor(30000 / columns.length)))
  for (let start = 0; start < rows.length; start += perChunk) {
    const chunk = rows.slice(start, start + perChunk)
    const params: unknown[] = []
    const tuples = chunk.map((row) => `(${row.map((value) => { params.push(toParam(value)); return `$${params.length}` }).join(',')})`)
    await tx.query(`insert into ${table} (${columns.join(',')}) values ${tuples.join(',')}`, params)
  }
}

const slugify = (text: string) => text.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')
const money = (value: number) => Math.round(value * 100) / 100
const daysFrom = (now: Date, days: number) => new Date(now.getTime() + days * 86400000)
const dateOnly = (date: Date) => date.toISOString().slice(0, 10)

function bbox(polygon: LatLng[]) {
  const lats = polygon.map(([lat]) => lat)
  const lngs = polygon.map(([, lng]) => lng)
  return [Math.min(...lats), Math.max(...lats), Math.min(...lngs), Math.max(...lngs)]
}

/** A point near a random neighbourhood of the city, always inside its zone polygon. */
function pointIn(city: City, random: Random, spread = 0.004): { lat: number; lng: number; neighbourhood: string } {
  for (;;) {
    const [neighbourhood, lat, lng] = random.pick(city.neighbourhoods)
    const point: LatLng = [money((lat + (random.next() - 0.5) * spread) * 10000) / 10000, money((lng + (random.next() - 0.5) * spread) * 10000) / 10000]
    if (pointInPolygon(point, city.polygon)) return { lat: point[0], lng: point[1], neighbourhood }
  }
}

function streetAddress(city: City, random: Random, neighbourhood: string) {
  return `${random.int(1, 480)} ${random.pick(city.streets)}, ${neighbourhood}, ${city.city}, ${city.state}`
}

function ratingsFor(random: Random, count: number, average: number): number[] {
  // five buckets (1..5 stars) whose mean is close to `average`
  const high = Math.round(count * Math.max(0, (average - 3) / 2))
  const five = Math.round(high * 0.6)
  const four = high - five
  const rest = count - high
  const three = Math.round(rest * 0.6)
  const two = Math.round((rest - three) * 0.6)
  return [rest - three - two, two, three, four, five].map((n) => Math.max(0, n + (random.chance(0.1) ? 1 : 0)))
}

export async function seed(db: Db, options: SeedOptions = {}): Promise<void> {
  const random = createRandom(options.seed ?? 20261121)
  const now = options.now ?? new Date()
  const passwordHash = await hashPassword(demo.customer.password)
  await db.transaction(async (tx) => {
    await seedSettings(tx)
    const zoneIds = await seedZones(tx)
    const modules = await seedModules(tx, zoneIds)
    const lookups = await seedLookups(tx, modules)
    const stores = await seedStores(tx, random, now, modules, options.scale ?? false)
    const items = await seedItems(tx, random, now, modules, stores, lookups, options.scale ? 20 : 19)
    await seedPromotions(tx, random, now, modules, stores, items)
    await seedPlaces(tx, random)
    await seedPeopleAndOrders(tx, random, now, stores, items, passwordHash)
    await resetSequences(tx)
  })
  // fresh statistics: without them the planner guesses row counts and picks slow plans (3x on PGlite)
  await db.exec('analyze')
}

async function seedSettings(tx: Queryable) {
  await insertRows(tx, 'business_settings', ['key', 'value'], [
    ['business', { ...businessSettings, default_location: { lat: String(defaultLocation.lat), lng: String(defaultLocation.lng) } }],
    ['react_landing_page', landingPage],
  ])
  await insertRows(tx, 'pages', ['slug', 'title', 'content'], policyPages.map((page) => [page.slug, page.title, page.content]))
  await insertRows(tx, 'cancellation_reasons', ['id', 'reason', 'user_type'], [
    [1, 'Ordered by mistake', 'customer'], [2, 'Delivery is taking too long', 'customer'],
    [3, 'Changed my mind', 'customer'], [4, 'Found a better price elsewhere', 'customer'], [5, 'Order payment canceled', 'customer'],
  ])
}

async function seedZones(tx: Queryable): Promise<number[]> {
  const rows = cities.map((city, index) => {
    const [minLat, maxLat, minLng, maxLng] = bbox(city.polygon)
    return [index + 1, city.zone, `${city.zone}, ${city.state}`, city.polygon, minLat, maxLat, minLng, maxLng,
      // San Francisco takes no cash on delivery, so the storefront's COD rule has a zone to show it
      city.zone !== 'San Francisco', true, index === 1, index === 1 ? 10 : 0,
      index === 1 ? 'Rain in Brooklyn: delivery fee increased by 10%.' : null]
  })
  await insertRows(tx, 'zones', ['id', 'name', 'display_name', 'coordinates', 'min_lat', 'max_lat', 'min_lng', 'max_lng',
    'cash_on_delivery', 'digital_payment', 'increased_delivery_fee_status', 'increased_delivery_fee', 'increase_delivery_charge_message'], rows)
  return rows.map((row) => row[0] as number)
}

interface SeededModule { id: number; type: ModuleType; name: string }

async function seedModules(tx: Queryable, zoneIds: number[]): Promise<SeededModule[]> {
  const modules: SeededModule[] = [
    ...moduleIdeas.map((idea, index) => ({ id: index + 1, type: idea.type, name: idea.name })),
    { id: moduleIdeas.length + 1, type: 'parcel', name: 'Parcel' },
  ]
  const descriptions: Record<string, string> = Object.fromEntries(moduleIdeas.map((idea) => [idea.type, idea.description]))
  descriptions.parcel = 'Send anything across town: documents, boxes, gifts.'
  await insertRows(tx, 'modules', ['id', 'module_name', 'module_type', 'slug', 'icon', 'thumbnail', 'theme_id', 'description', 'position'],
    modules.map((m, index) => [m.id, m.name, m.type, slugify(m.name), `${m.id}.svg`, `${m.id}.svg`, (index % 3) + 1, descriptions[m.type], index]))
  const charges: Record<ModuleType, [number, number, number, number]> = {
    food: [1.2, 2.99, 12, 300], grocery: [1, 3.49, 15, 400], pharmacy: [0.9, 2.49, 10, 300],
    ecommerce: [1.5, 4.99, 20, 1000], parcel: [2, 5, 30, 200],
  }
  const links: Row[] = []
  for (const zoneId of zoneIds) {
    for (const m of modules) {
      // parcel does not serve Chicago, so the module list really depends on the zone
      if (m.type === 'parcel' && zoneId === 4) continue
      const [perKm, min, max, cod] = charges[m.type]
      links.push([zoneId, m.id, perKm, min, max, cod])
    }
  }
  await insertRows(tx, 'zone_module', ['zone_id', 'module_id', 'per_km_shipping_charge', 'minimum_shipping_charge',
    'maximum_shipping_charge', 'maximum_cod_order_amount'], links)
  return modules
}

interface Lookups {
  units: Map<string, number>
  brands: { id: number; name: string }[]
  conditions: Map<string, number>
  /** module type -> category name -> { main id, child ids } */
  categories: Map<string, Map<string, { id: number; children: number[] }>>
}

async function seedLookups(tx: Queryable, modules: SeededModule[]): Promise<Lookups> {
  const units = new Map(unitNames.map((unit, index) => [unit, index + 1]))
  await insertRows(tx, 'units', ['id', 'unit'], unitNames.map((unit, index) => [index + 1, unit]))
  const shop = modules.find((m) => m.type === 'ecommerce')!
  const brands = brandNames.map((name, index) => ({ id: index + 1, name }))
  await insertRows(tx, 'brands', ['id', 'name', 'slug', 'image', 'module_id'],
    brands.map((b) => [b.id, b.name, slugify(b.name), `${b.id}.svg`, shop.id]))
  const conditions = new Map(commonConditionNames.map((name, index) => [name, index + 1]))
  await insertRows(tx, 'common_conditions', ['id', 'name', 'slug'], commonConditionNames.map((name, index) => [index + 1, name, slugify(name)]))

  const categories = new Map<string, Map<string, { id: number; children: number[] }>>()
  const rows: Row[] = []
  let nextId = 1
  for (const idea of moduleIdeas) {
    const moduleId = modules.find((m) => m.type === idea.type)!.id
    const byName = new Map<string, { id: number; children: number[] }>()
    idea.categories.forEach((category, index) => {
      const id = nextId++
      rows.push([id, category.name, `${slugify(category.name)}-${id}`, `${id}.svg`, 0, 0, idea.categories.length - index, moduleId, index < 4])
      const children = category.children.map((child, childIndex) => {
        const childId = nextId++
        rows.push([childId, child, `${slugify(child)}-${childId}`, `${childId}.svg`, id, 1, category.children.length - childIndex, moduleId, false])
        return childId
      })
      byName.set(category.name, { id, children })
    })
    categories.set(idea.type, byName)
  }
  await insertRows(tx, 'categories', ['id', 'name', 'slug', 'image', 'parent_id', 'position', 'priority', 'module_id', 'featured'], rows)
  return { units, brands, conditions, categories }
}

interface SeededStore { id: number; name: string; moduleId: number; type: ModuleType; zoneId: number; lat: number; lng: number; address: string; active: boolean; addOnIds: number[] }

const zoneShare = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3] // most stores in Manhattan, where the default location is

async function seedStores(tx: Queryable, random: Random, now: Date, modules: SeededModule[], scale: boolean): Promise<SeededStore[]> {
  const stores: SeededStore[] = []
  const rows: Row[] = []
  const schedules: Row[] = []
  const discounts: Row[] = []
  const addOns: Row[] = []
  let nextId = 1
  let nextAddOnId = 1
  for (const idea of moduleIdeas) {
    const moduleId = modules.find((m) => m.type === idea.type)!.id
    const count = scale ? 1250 : idea.storeNames.length
    for (let index = 0; index < count; index++) {
      const id = nextId++
      const baseName = idea.storeNames[index % idea.storeNames.length]
      const name = index < idea.storeNames.length ? baseName : `${baseName} #${Math.floor(index / idea.storeNames.length) + 1}`
      const zoneIndex = index === 0 ? 0 : zoneShare[index % zoneShare.length]
      const city = cities[zoneIndex]
      const point = pointIn(city, random, 0.006)
      const address = streetAddress(city, random, point.neighbourhood)
      const active = index !== idea.storeNames.length - 1 // the last named store of each module is inactive
      const closedAllWeek = index % idea.storeNames.length === 4 || index % idea.storeNames.length === 9
      const avg = random.float(3.4, 4.9, 1)
      const ratingCount = random.int(8, 900)
      const createdDaysAgo = index % idea.storeNames.length === 6 || index % idea.storeNames.length === 7 ? random.int(1, 20) : random.int(30, 420)
      const vegOnly = idea.type === 'food' && /Green Leaf|Harvest/.test(baseName)
      const deliveryTime = idea.type === 'ecommerce' ? random.pick(['45-60 min', '60-90 min', '90-120 min']) : random.pick(['15-25 min', '20-30 min', '25-35 min', '30-40 min', '40-50 min'])
      rows.push([id, name, `${slugify(name)}-${id}`, `+1555${String(2000000 + id).padStart(7, '0')}`, `${slugify(baseName).replace(/-/g, '')}${id}@example.com`,
        address, point.lat, point.lng, zoneIndex + 1, moduleId, random.pick([0, 0, 10, 15, 20]), random.pick([0, 5, 8]),
        random.chance(0.5), random.chance(0.3), true, random.chance(0.85), active, index % 4 === 0 && !closedAllWeek,
        deliveryTime, true, !vegOnly, index % idea.storeNames.length < 3, idea.type === 'pharmacy', idea.type === 'food',
        random.chance(0.2), random.pick([1.99, 2.49, 2.99]), random.pick([0.8, 1, 1.2]), random.pick([null, 12, 15]),
        closedAllWeek, closedAllWeek ? 'Closed this week for renovation. See you soon!' : null,
        avg, ratingCount, ratingsFor(random, ratingCount, avg), random.int(20, 4000), daysFrom(now, -createdDaysAgo)])
      if (!closedAllWeek) {
        const pattern = index % 4
        for (let day = 0; day < 7; day++) {
          if (pattern === 0) schedules.push([id, day, '00:00', '23:59:59'])
          else if (pattern === 1) schedules.push([id, day, '07:00', '23:00'])
          else if (pattern === 2 && day !== 0) schedules.push([id, day, '09:00', '21:00'])
          else if (pattern === 3) { schedules.push([id, day, '10:00', '14:30']); schedules.push([id, day, '17:00', '22:30']) }
        }
      }
      if (index % idea.storeNames.length === 2 || index % idea.storeNames.length === 8) {
        discounts.push([id, index % 2 === 0 ? 10 : 15, 'percent', 20, 15, dateOnly(daysFrom(now, -10)), dateOnly(daysFrom(now, 365))])
      }
      const addOnIds: number[] = []
      if (idea.type === 'food') {
        for (const [addOnName, price] of random.sample(foodAddOns, random.int(3, 5))) {
          addOnIds.push(nextAddOnId)
          addOns.push([nextAddOnId++, id, addOnName, price])
        }
      }
      stores.push({ id, name, moduleId, type: idea.type, zoneId: zoneIndex + 1, lat: point.lat, lng: point.lng, address, active, addOnIds })
    }
  }
  await insertRows(tx, 'stores', ['id', 'name', 'slug', 'phone', 'email', 'address', 'latitude', 'longitude', 'zone_id', 'module_id',
    'minimum_order', 'tax', 'schedule_order', 'free_delivery', 'delivery', 'take_away', 'active', 'always_open', 'delivery_time',
    'veg', 'non_veg', 'featured', 'prescription_order', 'cutlery', 'self_delivery_system', 'minimum_shipping_charge',
    'per_km_shipping_charge', 'maximum_shipping_charge', 'announcement', 'announcement_message', 'avg_rating', 'rating_count',
    'ratings', 'order_count', 'created_at'], rows)
  await insertRows(tx, 'store_schedules', ['store_id', 'day', 'opening_time', 'closing_time'], schedules)
  await insertRows(tx, 'store_discounts', ['store_id', 'discount', 'discount_type', 'min_purchase', 'max_discount', 'start_date', 'end_date'], discounts)
  await insertRows(tx, 'add_ons', ['id', 'store_id', 'name', 'price'], addOns)
  return stores
}

interface SeededItem { id: number; storeId: number; moduleId: number; type: ModuleType; name: string; price: number; categoryId: number; zoneId: number; hasOptions: boolean }

const windows: [string, string][] = [['06:00', '11:00'], ['11:00', '15:00'], ['17:00', '23:00'], ['21:00', '03:00']]

function choiceVariations(random: Random, type: ModuleType, category: string, price: number) {
  const options: { name: string; title: string; options: string[] }[] = []
  if (type === 'grocery') options.push({ name: 'choice_1', title: 'Size', options: ['Regular', 'Family Pack'] })
  else if (type === 'pharmacy') options.push({ name: 'choice_1', title: 'Pack', options: ['10 count', '30 count'] })
  else if (category === 'Fashion') {
    options.push({ name: 'choice_1', title: 'Color', options: ['Black', 'White', 'Navy'] })
    options.push({ name: 'choice_2', title: 'Size', options: ['S', 'M', 'L'] })
  } else options.push({ name: 'choice_1', title: 'Color', options: random.sample(['Black', 'Silver', 'Blue', 'Red'], 2) })
  const combos = options.reduce<string[]>((acc, choice) => acc.flatMap((prefix) => choice.options.map((o) => (prefix ? `${prefix}-${o}` : o))), [''])
  const variations: Variation[] = combos.map((combo, index) => ({
    type: combo,
    price: money(price * (1 + index * (options.length > 1 ? 0.05 : 0.8))),
    // one combination in six is sold out, so the variation-stock rule has something to refuse
    stock: random.chance(0.17) ? 0 : random.int(3, 60),
  }))
  return { choice_options: options, variations }
}

async function seedItems(tx: Queryable, random: Random, now: Date, modules: SeededModule[], stores: SeededStore[], lookups: Lookups, perStore: number): Promise<SeededItem[]> {
  const items: SeededItem[] = []
  const rows: Row[] = []
  let nextId = 1
  for (const store of stores) {
    const idea = moduleIdeas.find((m) => m.type === store.type)!
    const catalogue = idea.categories.flatMap((category) => category.products.map((product) => ({ category: category.name, product })))
    const chosen = random.sample(catalogue, Math.min(perStore, catalogue.length))
    for (const { category, product } of chosen) {
      const id = nextId++
      const cat = lookups.categories.get(store.type)!.get(category)!
      const childId = random.pick(cat.children)
      const brand = store.type === 'ecommerce' ? random.pick(lookups.brands) : null
      const name = brand ? `${brand.name} ${product.name}` : product.name
      const price = money(product.price * random.float(0.9, 1.15))
      const discountRoll = random.next()
      const [discount, discountType] = discountRoll < 0.25 ? [random.pick([5, 10, 15, 20, 25]), 'percent']
        : discountRoll < 0.35 ? [money(Math.min(price * 0.3, random.pick([0.5, 1, 2, 3]))), 'amount'] : [0, 'percent']
      const food = store.type === 'food'
      const foodVariations: FoodVariation[] = food ? foodVariationsFor(category) : []
      const withChoices = !food && (store.type === 'ecommerce' ? random.chance(0.6) : random.chance(0.25))
      const { choice_options, variations } = withChoices ? choiceVariations(random, store.type, category, price) : { choice_options: [], variations: [] }
      const addOnIds = food && store.addOnIds.length && random.chance(0.6) ? random.sample(store.addOnIds, random.int(2, Math.min(3, store.addOnIds.length))) : []
      const [starts, ends] = food && random.chance(0.3) ? random.pick(windows) : !food && random.chance(0.05) ? ['08:00', '20:00'] : ['00:00', '23:59:59']
      const stock = food ? 1000 : random.chance(0.07) ? 0 : random.int(2, 200)
      const maxCart = random.chance(0.2) ? random.int(3, 10) : null
      const avg = random.float(3, 5, 1)
      const ratingCount = random.int(0, 600)
      const createdDaysAgo = random.chance(0.15) ? random.int(0, 10) : random.int(11, 400)
      rows.push([id, name, `${slugify(name)}-${id}`, describe(product, store.name, category), `${id}.svg`, [],
        cat.id, [{ id: String(cat.id), position: 1 }, { id: String(childId), position: 2 }], brand?.id ?? null,
        product.unit ? lookups.units.get(product.unit) ?? null : food ? null : lookups.units.get('pc'),
        product.condition ? lookups.conditions.get(product.condition) ?? null : null,
        price, random.pick([0, 5]), discount, discountType, variations, foodVariations, choice_options, addOnIds,
        starts, ends, product.veg ?? false, food && random.chance(0.25), store.type === 'grocery' && category === 'Fruits & Vegetables' && random.chance(0.5),
        random.chance(0.15), product.prescription ?? false, product.generic ?? null, stock, maxCart,
        store.id, store.moduleId, ratingCount ? avg : 0, ratingCount, ratingsFor(random, ratingCount, avg), random.int(0, 800),
        daysFrom(now, -createdDaysAgo)])
      items.push({ id, storeId: store.id, moduleId: store.moduleId, type: store.type, name, price, categoryId: cat.id, zoneId: store.zoneId,
        hasOptions: foodVariations.length > 0 || variations.length > 0 })
    }
    void modules
  }
  await insertRows(tx, 'items', ['id', 'name', 'slug', 'description', 'image', 'images', 'category_id', 'category_ids', 'brand_id',
    'unit_id', 'common_condition_id', 'price', 'tax', 'discount', 'discount_type', 'variations', 'food_variations', 'choice_options',
    'add_ons', 'available_time_starts', 'available_time_ends', 'veg', 'is_halal', 'organic', 'recommended', 'is_prescription_required',
    'generic_name', 'stock', 'maximum_cart_quantity', 'store_id', 'module_id', 'avg_rating', 'rating_count', 'ratings', 'order_count',
    'created_at'], rows)
  return items
}

function describe(product: ProductIdea, storeName: string, category: string): string {
  if (product.generic) return `${product.name} (${product.generic}). ${product.prescription ? 'Prescription required. ' : ''}Dispensed by ${storeName}.`
  return `${product.name} from ${storeName}, one of our favourites in ${category}.`
}

async function seedPromotions(tx: Queryable, random: Random, now: Date, modules: SeededModule[], stores: SeededStore[], items: SeededItem[]) {
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
      itemCampaigns.push([itemCampaignId, `${random.pick(['Weekend', 'Happy Hour', 'Family', 'Season'])} ${base.name} Deal`, `campaign-${slugify(base.name)}-${itemCampaignId}`,
        `A limited-time deal on ${base.name}.`, `${itemCampaignId}.svg`, base.storeId, m.id, base.categoryId,
        [{ id: String(base.categoryId), position: 1 }], money(base.price * 0.9), random.pick([10, 15, 20]), 'percent',
        dateOnly(daysFrom(now, running ? -5 : -40)), dateOnly(daysFrom(now, running ? 30 + index * 15 : -3)), running ? 50 : 0, running ? 5 : null])
      itemCampaignId++
    }
    // basic campaigns: two running, one over, each with three stores
    const campaignTitles: Record<string, string[]> = {
      food: ['Lunch Fest', 'Late Night Cravings', 'Summer BBQ Week'], grocery: ['Fresh Week', 'Pantry Stock-Up', 'Holiday Baking'],
      pharmacy: ['Flu Season Care', 'Vitamin Month', 'Allergy Relief Days'], ecommerce: ['Tech Week', 'Style Refresh', 'Back to School'],
    }
    campaignTitles[m.type]!.forEach((title, index) => {
      const running = index < 2
      campaigns.push([campaignId, title, `${slugify(title)}-${campaignId}`, `${title}: offers from the best ${m.name.toLowerCase()} stores.`,
        `${campaignId}.svg`, m.id, dateOnly(daysFrom(now, running ? -7 : -60)), dateOnly(daysFrom(now, running ? 60 + index * 30 : -10))])
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
    banners.push([bannerId++, `${m.name}: free delivery this week`, 'default', `${bannerId - 1}.svg`, null, null, 'https://example.com/offers', null, m.id, true])
    banners.push([bannerId++, `New on ${m.name}`, 'default', `${bannerId - 1}.svg`, null, null, 'https://example.com/new', null, m.id, false])
    for (const store of featuredStores) banners.push([bannerId++, `Visit ${store.name}`, 'store_wise', `${bannerId - 1}.svg`, store.id, null, null, store.zoneId, m.id, false])
    for (const item of featuredItems) banners.push([bannerId++, `Try ${item.name}`, 'item_wise', `${bannerId - 1}.svg`, null, item.id, null, item.zoneId, m.id, false])
    // coupons: percent, amount, free delivery, store-wise, and one expired
    const prefix = m.type.slice(0, 4).toUpperCase()
    const storeForCoupon = moduleStores[0]!
    coupons.push([couponId++, '10% off your order', `${prefix}10`, dateOnly(daysFrom(now, -5)), dateOnly(daysFrom(now, 90)), 20, 15, 10, 'percent', 'default', 5, [], null, m.id])
    coupons.push([couponId++, '$5 off orders over $40', `${prefix}FLAT5`, dateOnly(daysFrom(now, -5)), dateOnly(daysFrom(now, 60)), 40, 0, 5, 'amount', 'default', 3, [], null, m.id])
    coupons.push([couponId++, 'Free delivery', `${prefix}SHIP`, dateOnly(daysFrom(now, -5)), dateOnly(daysFrom(now, 30)), 15, 0, 0, 'amount', 'free_delivery', 2, [], null, m.id])
    coupons.push([couponId++, `15% off at ${storeForCoupon.name}`, `${prefix}STORE15`, dateOnly(daysFrom(now, -5)), dateOnly(daysFrom(now, 45)), 25, 20, 15, 'percent', 'store_wise', 2, [storeForCoupon.id], storeForCoupon.id, m.id])
    coupons.push([couponId++, 'Last summer (expired)', `${prefix}OLD`, dateOnly(daysFrom(now, -120)), dateOnly(daysFrom(now, -30)), 10, 10, 20, 'percent', 'default', 1, [], null, m.id])
  }
  const parcel = modules.find((m) => m.type === 'parcel')!
  banners.push([bannerId++, 'Send a parcel across town in an hour', 'default', `${bannerId - 1}.svg`, null, null, 'https://example.com/parcel', null, parcel.id, true])
  banners.push([bannerId++, 'Documents delivered the same day', 'default', `${bannerId - 1}.svg`, null, null, 'https://example.com/parcel-docs', null, parcel.id, false])

  await insertRows(tx, 'item_campaigns', ['id', 'title', 'slug', 'description', 'image', 'store_id', 'module_id', 'category_id', 'category_ids',
    'price', 'discount', 'discount_type', 'start_date', 'end_date', 'stock', 'maximum_cart_quantity'], itemCampaigns)
  await insertRows(tx, 'campaigns', ['id', 'title', 'slug', 'description', 'image', 'module_id', 'start_date', 'end_date'], campaigns)
  await insertRows(tx, 'campaign_stores', ['campaign_id', 'store_id'], campaignStores)
  await insertRows(tx, 'flash_sales', ['id', 'title', 'module_id', 'start_date', 'end_date', 'admin_discount_percentage', 'vendor_discount_percentage'], flashSales)
  await insertRows(tx, 'flash_sale_items', ['flash_sale_id', 'item_id', 'stock', 'sold', 'discount', 'discount_type', 'price'], flashItems)
  await insertRows(tx, 'banners', ['id', 'title', 'type', 'image', 'store_id', 'item_id', 'link', 'zone_id', 'module_id', 'featured'], banners)
  await insertRows(tx, 'coupons', ['id', 'title', 'code', 'start_date', 'expire_date', 'min_purchase', 'max_discount', 'discount',
    'discount_type', 'coupon_type', 'limit_per_user', 'data', 'store_id', 'module_id'], coupons)
  await insertRows(tx, 'cashbacks', ['id', 'title', 'cashback_type', 'cashback_amount', 'min_purchase', 'max_discount', 'start_date', 'end_date', 'same_user_limit'], [
    [1, 'Get 10% back as wallet credit', 'percentage', 10, 30, 8, dateOnly(daysFrom(now, -3)), dateOnly(daysFrom(now, 60)), 3],
    [2, '$5 back on orders over $50', 'amount', 5, 50, 0, dateOnly(daysFrom(now, -3)), dateOnly(daysFrom(now, 30)), 2],
    [3, 'Weekend 15% cashback', 'percentage', 15, 40, 10, dateOnly(daysFrom(now, -1)), dateOnly(daysFrom(now, 14)), 1],
  ])
  await insertRows(tx, 'parcel_categories', ['id', 'name', 'description', 'image', 'parcel_per_km_shipping_charge', 'parcel_minimum_shipping_charge', 'module_id'],
    parcelCategoryIdeas.map(([name, description, perKm, min], index) => [index + 1, name, description, `${index + 1}.svg`, perKm, min, parcel.id]))
}

async function seedPlaces(tx: Queryable, random: Random) {
  const rows: Row[] = []
  let id = 1
  cities.forEach((city, cityIndex) => {
    const zoneId = cityIndex + 1
    const secondary = `${city.city}, ${city.state}, USA`
    for (const [name, lat, lng] of city.neighbourhoods) {
      rows.push([id, `gz_${id}`, name, secondary, `${name}, ${secondary}`, 'neighborhood', lat, lng, zoneId]); id++
    }
    for (const [name, lat, lng] of city.landmarks) {
      rows.push([id, `gz_${id}`, name, secondary, `${name}, ${secondary}`, 'landmark', lat, lng, zoneId]); id++
    }
    const seen = new Set<string>()
    for (let n = 0; n < 45; n++) {
      const point = pointIn(city, random, 0.005)
      const name = `${random.int(1, 480)} ${random.pick(city.streets)}`
      if (seen.has(name)) continue
      seen.add(name)
      const area = `${point.neighbourhood}, ${secondary}`
      rows.push([id, `gz_${id}`, name, area, `${name}, ${area}`, 'street_address', point.lat, point.lng, zoneId]); id++
    }
  })
  await insertRows(tx, 'places', ['id', 'place_id', 'name', 'secondary_text', 'formatted_address', 'kind', 'latitude', 'longitude', 'zone_id'], rows)
}

async function seedPeopleAndOrders(tx: Queryable, random: Random, now: Date, stores: SeededStore[], items: SeededItem[], passwordHash: string) {
  const c = demo.customer
  await insertRows(tx, 'customers', ['id', 'f_name', 'l_name', 'phone', 'email', 'password_hash', 'is_email_verified', 'wallet_balance',
    'loyalty_point', 'ref_code', 'zone_id', 'created_at'], [
    [c.id, c.f_name, c.l_name, c.phone, c.email, passwordHash, true, 25, 120, 'DEMO-JANE', 1, daysFrom(now, -200)],
  ])
  const addresses = [
    [1, c.id, 'home', 'Jane Doe', c.phone, '41 West 40th Street, Midtown, New York, NY', 40.7529, -73.9838, 1, '4', 'West 40th Street', '41'],
    [2, c.id, 'office', 'Jane Doe', c.phone, '200 Broadway, Financial District, New York, NY', 40.7102, -74.0094, 1, '12', 'Broadway', '200'],
    [3, c.id, 'other', 'Jane Doe', c.phone, '150 Bedford Avenue, Williamsburg, Brooklyn, NY', 40.7178, -73.9571, 2, null, 'Bedford Avenue', '150'],
  ]
  await insertRows(tx, 'customer_addresses', ['id', 'customer_id', 'address_type', 'contact_person_name', 'contact_person_number',
    'address', 'latitude', 'longitude', 'zone_id', 'floor', 'road', 'house'], addresses)

  const couriers = [
    [1, 'Marcus', 'Reed', '+15550300001', 4.8, 212, 40.7561, -73.9869, 1], [2, 'Aisha', 'Khan', '+15550300002', 4.9, 341, 40.7416, -73.9897, 1],
    [3, 'Diego', 'Alvarez', '+15550300003', 4.6, 98, 40.6872, -73.9418, 2], [4, 'Mei', 'Chen', '+15550300004', 4.7, 154, 37.7785, -122.4056, 3],
    [5, 'Tom', 'Kowalski', '+15550300005', 4.5, 77, 41.8837, -87.6325, 4],
  ]
  await insertRows(tx, 'delivery_men', ['id', 'f_name', 'l_name', 'phone', 'image', 'avg_rating', 'rating_count', 'lat', 'lng', 'zone_id'],
    couriers.map(([id, ...rest]) => [id, rest[0], rest[1], rest[2], `${id}.svg`, ...rest.slice(3)]))

  // the seeded guest's id is a secret nobody holds: its order is tracked by contact number
  const { rows: guestRows } = await tx.query<{ id: number }>('insert into guests (secret_hash) values ($1) returning id', [sha256(newSecret())])
  const guestRef = guestRows[0]!.id
  const foodStore = stores.find((s) => s.type === 'food' && s.zoneId === 1 && s.active)!
  const groceryStore = stores.find((s) => s.type === 'grocery' && s.zoneId === 1 && s.active)!
  const orderRows: Row[] = []
  const detailRows: Row[] = []
  const addOrder = (id: number, customerId: number | null, store: SeededStore, status: string, minutesAgo: number, courier: number | null, address: Record<string, unknown>) => {
    const lines = items.filter((i) => i.storeId === store.id && !i.hasOptions).slice(0, 2)
    const subtotal = money(lines.reduce((sum, line, index) => sum + line.price * (index + 1), 0))
    const placed = new Date(now.getTime() - minutesAgo * 60000)
    const at = (offset: number) => new Date(placed.getTime() + offset * 60000)
    const steps = ['pending', 'confirmed', 'processing', 'picked_up', 'delivered']
    const reached = steps.indexOf(status)
    const stamp = (step: string, offset: number) => (steps.indexOf(step) <= reached ? at(offset) : null)
    orderRows.push([id, customerId, customerId ? null : guestRef, !customerId, store.id, store.moduleId, store.zoneId, money(subtotal + 3.99),
      3.99, 3.99, status === 'delivered' ? 'paid' : 'unpaid', 'cash_on_delivery', status, 'delivery', address, courier,
      random.float(0.8, 3.5, 2), String(random.int(1000, 9999)),
      stamp('pending', 0), stamp('confirmed', 3), stamp('processing', 6), stamp('picked_up', 18), stamp('delivered', 35), placed])
    lines.forEach((line, index) => {
      detailRows.push([id, line.id, { id: line.id, name: line.name, price: line.price, image: `${line.id}.svg`, store_id: store.id }, line.price, index + 1])
    })
  }
  const home = { address: addresses[0]![5], latitude: String(addresses[0]![6]), longitude: String(addresses[0]![7]), contact_person_name: 'Jane Doe', contact_person_number: c.phone, address_type: 'home', road: 'West 40th Street', house: '41', floor: '4' }
  addOrder(100001, c.id, foodStore, 'picked_up', 25, 1, home)
  addOrder(100002, null, groceryStore, 'confirmed', 10, null, {
    address: '88 Lexington Avenue, Gramercy Park, New York, NY', latitude: '40.7416', longitude: '-73.9836',
    contact_person_name: 'Sam Guest', contact_person_number: demo.guestOrder.contactNumber, contact_person_email: 'guest@example.com', address_type: 'other',
  })
  addOrder(100003, c.id, groceryStore, 'delivered', 60 * 24 * 3, 2, home)
  await insertRows(tx, 'orders', ['id', 'customer_id', 'guest_ref', 'is_guest', 'store_id', 'module_id', 'zone_id', 'order_amount',
    'delivery_charge', 'original_delivery_charge', 'payment_status', 'payment_method', 'order_status', 'order_type', 'delivery_address',
    'delivery_man_id', 'distance', 'otp', 'pending', 'confirmed', 'processing', 'picked_up', 'delivered', 'created_at'], orderRows)
  await insertRows(tx, 'order_details', ['order_id', 'item_id', 'item_details', 'price', 'quantity'], detailRows)
  // documented in the README with these statuses: the demo dispatcher leaves them there
  await tx.query('update orders set demo_frozen = true where id = any($1::int[])', [[100001, 100002, 100003]])

  const wished = items.filter((i) => i.zoneId === 1).slice(0, 3)
  await insertRows(tx, 'wishlists', ['customer_id', 'item_id', 'store_id'], [
    ...wished.map((item) => [c.id, item.id, null]),
    [c.id, null, foodStore.id], [c.id, null, groceryStore.id],
  ])
}

async function resetSequences(tx: Queryable) {
  const tables = ['zones', 'modules', 'stores', 'categories', 'brands', 'units', 'common_conditions', 'add_ons', 'items', 'item_campaigns',
    'campaigns', 'flash_sales', 'banners', 'coupons', 'cashbacks', 'parcel_categories', 'places', 'customers', 'customer_addresses',
    'delivery_men', 'orders', 'cancellation_reasons']
  for (const table of tables) {
    await tx.query(`select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`)
  }
}
