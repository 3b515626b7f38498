import type { Queryable } from '../db/db.js'
import type { FoodVariation, Variation } from '../repositories/format.js'
import {
  brandNames,
  commonConditionNames,
  foodAddOns,
  foodVariationsFor,
  moduleIdeas,
  unitNames,
  type ModuleType,
  type ProductIdea,
} from './catalogue-data.js'
import { cities } from './gazetteer.js'
import type { Random } from './random.js'
import {
  daysFrom,
  dateOnly,
  insertRows,
  money,
  pointIn,
  ratingsFor,
  slugify,
  streetAddress,
  type Lookups,
  type Row,
  type SeededItem,
  type SeededModule,
  type SeededStore,
} from './seed-helpers.js'

/** Units, brands, conditions and categories; stores with hours, discounts and add-ons; items. */

export async function seedLookups(tx: Queryable, modules: SeededModule[]): Promise<Lookups> {
  const units = new Map(unitNames.map((unit, index) => [unit, index + 1]))
  await insertRows(
    tx,
    'units',
    ['id', 'unit'],
    unitNames.map((unit, index) => [index + 1, unit]),
  )
  const shop = modules.find((m) => m.type === 'ecommerce')!
  const brands = brandNames.map((name, index) => ({ id: index + 1, name }))
  await insertRows(
    tx,
    'brands',
    ['id', 'name', 'slug', 'image', 'module_id'],
    brands.map((b) => [b.id, b.name, slugify(b.name), `${b.id}.svg`, shop.id]),
  )
  const conditions = new Map(commonConditionNames.map((name, index) => [name, index + 1]))
  await insertRows(
    tx,
    'common_conditions',
    ['id', 'name', 'slug'],
    commonConditionNames.map((name, index) => [index + 1, name, slugify(name)]),
  )

  const categories = new Map<string, Map<string, { id: number; children: number[] }>>()
  const rows: Row[] = []
  let nextId = 1
  for (const idea of moduleIdeas) {
    const moduleId = modules.find((m) => m.type === idea.type)!.id
    const byName = new Map<string, { id: number; children: number[] }>()
    idea.categories.forEach((category, index) => {
      const id = nextId++
      rows.push([
        id,
        category.name,
        `${slugify(category.name)}-${id}`,
        `${id}.svg`,
        0,
        0,
        idea.categories.length - index,
        moduleId,
        index < 4,
      ])
      const children = category.children.map((child, childIndex) => {
        const childId = nextId++
        rows.push([
          childId,
          child,
          `${slugify(child)}-${childId}`,
          `${childId}.svg`,
          id,
          1,
          category.children.length - childIndex,
          moduleId,
          false,
        ])
        return childId
      })
      byName.set(category.name, { id, children })
    })
    categories.set(idea.type, byName)
  }
  await insertRows(tx, 'categories', ['id', 'name', 'slug', 'image', 'parent_id', 'position', 'priority', 'module_id', 'featured'], rows)
  return { units, brands, conditions, categories }
}

const zoneShare = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3] // most stores in Manhattan, where the default location is

export async function seedStores(
  tx: Queryable,
  random: Random,
  now: Date,
  modules: SeededModule[],
  scale: boolean,
): Promise<SeededStore[]> {
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
      const createdDaysAgo =
        index % idea.storeNames.length === 6 || index % idea.storeNames.length === 7 ? random.int(1, 20) : random.int(30, 420)
      const vegOnly = idea.type === 'food' && /Green Leaf|Harvest/.test(baseName)
      const deliveryTime =
        idea.type === 'ecommerce'
          ? random.pick(['45-60 min', '60-90 min', '90-120 min'])
          : random.pick(['15-25 min', '20-30 min', '25-35 min', '30-40 min', '40-50 min'])
      rows.push([
        id,
        name,
        `${slugify(name)}-${id}`,
        `+1555${String(2000000 + id).padStart(7, '0')}`,
        `${slugify(baseName).replace(/-/g, '')}${id}@example.com`,
        address,
        point.lat,
        point.lng,
        zoneIndex + 1,
        moduleId,
        random.pick([0, 0, 10, 15, 20]),
        random.pick([0, 5, 8]),
        random.chance(0.5),
        random.chance(0.3),
        true,
        random.chance(0.85),
        active,
        index % 4 === 0 && !closedAllWeek,
        deliveryTime,
        true,
        !vegOnly,
        index % idea.storeNames.length < 3,
        idea.type === 'pharmacy',
        idea.type === 'food',
        random.chance(0.2),
        random.pick([1.99, 2.49, 2.99]),
        random.pick([0.8, 1, 1.2]),
        random.pick([null, 12, 15]),
        closedAllWeek,
        closedAllWeek ? 'Closed this week for renovation. See you soon!' : null,
        avg,
        ratingCount,
        ratingsFor(random, ratingCount, avg),
        random.int(20, 4000),
        daysFrom(now, -createdDaysAgo),
      ])
      if (!closedAllWeek) {
        const pattern = index % 4
        for (let day = 0; day < 7; day++) {
          if (pattern === 0) schedules.push([id, day, '00:00', '23:59:59'])
          else if (pattern === 1) schedules.push([id, day, '07:00', '23:00'])
          else if (pattern === 2 && day !== 0) schedules.push([id, day, '09:00', '21:00'])
          else if (pattern === 3) {
            schedules.push([id, day, '10:00', '14:30'])
            schedules.push([id, day, '17:00', '22:30'])
          }
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
  await insertRows(
    tx,
    'stores',
    [
      'id',
      'name',
      'slug',
      'phone',
      'email',
      'address',
      'latitude',
      'longitude',
      'zone_id',
      'module_id',
      'minimum_order',
      'tax',
      'schedule_order',
      'free_delivery',
      'delivery',
      'take_away',
      'active',
      'always_open',
      'delivery_time',
      'veg',
      'non_veg',
      'featured',
      'prescription_order',
      'cutlery',
      'self_delivery_system',
      'minimum_shipping_charge',
      'per_km_shipping_charge',
      'maximum_shipping_charge',
      'announcement',
      'announcement_message',
      'avg_rating',
      'rating_count',
      'ratings',
      'order_count',
      'created_at',
    ],
    rows,
  )
  await insertRows(tx, 'store_schedules', ['store_id', 'day', 'opening_time', 'closing_time'], schedules)
  await insertRows(
    tx,
    'store_discounts',
    ['store_id', 'discount', 'discount_type', 'min_purchase', 'max_discount', 'start_date', 'end_date'],
    discounts,
  )
  await insertRows(tx, 'add_ons', ['id', 'store_id', 'name', 'price'], addOns)
  return stores
}

const windows: [string, string][] = [
  ['06:00', '11:00'],
  ['11:00', '15:00'],
  ['17:00', '23:00'],
  ['21:00', '03:00'],
]

function choiceVariations(random: Random, type: ModuleType, category: string, price: number) {
  const options: { name: string; title: string; options: string[] }[] = []
  if (type === 'grocery') options.push({ name: 'choice_1', title: 'Size', options: ['Regular', 'Family Pack'] })
  else if (type === 'pharmacy') options.push({ name: 'choice_1', title: 'Pack', options: ['10 count', '30 count'] })
  else if (category === 'Fashion') {
    options.push({ name: 'choice_1', title: 'Color', options: ['Black', 'White', 'Navy'] })
    options.push({ name: 'choice_2', title: 'Size', options: ['S', 'M', 'L'] })
  } else options.push({ name: 'choice_1', title: 'Color', options: random.sample(['Black', 'Silver', 'Blue', 'Red'], 2) })
  const combos = options.reduce<string[]>(
    (acc, choice) => acc.flatMap((prefix) => choice.options.map((o) => (prefix ? `${prefix}-${o}` : o))),
    [''],
  )
  const variations: Variation[] = combos.map((combo, index) => ({
    type: combo,
    price: money(price * (1 + index * (options.length > 1 ? 0.05 : 0.8))),
    // one combination in six is sold out, so the variation-stock rule has something to refuse
    stock: random.chance(0.17) ? 0 : random.int(3, 60),
  }))
  return { choice_options: options, variations }
}

export async function seedItems(
  tx: Queryable,
  random: Random,
  now: Date,
  modules: SeededModule[],
  stores: SeededStore[],
  lookups: Lookups,
  perStore: number,
): Promise<SeededItem[]> {
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
      const [discount, discountType] =
        discountRoll < 0.25
          ? [random.pick([5, 10, 15, 20, 25]), 'percent']
          : discountRoll < 0.35
            ? [money(Math.min(price * 0.3, random.pick([0.5, 1, 2, 3]))), 'amount']
            : [0, 'percent']
      const food = store.type === 'food'
      const foodVariations: FoodVariation[] = food ? foodVariationsFor(category) : []
      const withChoices = !food && (store.type === 'ecommerce' ? random.chance(0.6) : random.chance(0.25))
      const { choice_options, variations } = withChoices
        ? choiceVariations(random, store.type, category, price)
        : { choice_options: [], variations: [] }
      const addOnIds =
        food && store.addOnIds.length && random.chance(0.6)
          ? random.sample(store.addOnIds, random.int(2, Math.min(3, store.addOnIds.length)))
          : []
      const [starts, ends] =
        food && random.chance(0.3) ? random.pick(windows) : !food && random.chance(0.05) ? ['08:00', '20:00'] : ['00:00', '23:59:59']
      const stock = food ? 1000 : random.chance(0.07) ? 0 : random.int(2, 200)
      const maxCart = random.chance(0.2) ? random.int(3, 10) : null
      const avg = random.float(3, 5, 1)
      const ratingCount = random.int(0, 600)
      const createdDaysAgo = random.chance(0.15) ? random.int(0, 10) : random.int(11, 400)
      rows.push([
        id,
        name,
        `${slugify(name)}-${id}`,
        describe(product, store.name, category),
        `${id}.svg`,
        [],
        cat.id,
        [
          { id: String(cat.id), position: 1 },
          { id: String(childId), position: 2 },
        ],
        brand?.id ?? null,
        product.unit ? (lookups.units.get(product.unit) ?? null) : food ? null : lookups.units.get('pc'),
        product.condition ? (lookups.conditions.get(product.condition) ?? null) : null,
        price,
        random.pick([0, 5]),
        discount,
        discountType,
        variations,
        foodVariations,
        choice_options,
        addOnIds,
        starts,
        ends,
        product.veg ?? false,
        food && random.chance(0.25),
        store.type === 'grocery' && category === 'Fruits & Vegetables' && random.chance(0.5),
        random.chance(0.15),
        product.prescription ?? false,
        product.generic ?? null,
        stock,
        maxCart,
        store.id,
        store.moduleId,
        ratingCount ? avg : 0,
        ratingCount,
        ratingsFor(random, ratingCount, avg),
        random.int(0, 800),
        daysFrom(now, -createdDaysAgo),
      ])
      items.push({
        id,
        storeId: store.id,
        moduleId: store.moduleId,
        type: store.type,
        name,
        price,
        categoryId: cat.id,
        zoneId: store.zoneId,
        hasOptions: foodVariations.length > 0 || variations.length > 0,
      })
    }
    void modules
  }
  await insertRows(
    tx,
    'items',
    [
      'id',
      'name',
      'slug',
      'description',
      'image',
      'images',
      'category_id',
      'category_ids',
      'brand_id',
      'unit_id',
      'common_condition_id',
      'price',
      'tax',
      'discount',
      'discount_type',
      'variations',
      'food_variations',
      'choice_options',
      'add_ons',
      'available_time_starts',
      'available_time_ends',
      'veg',
      'is_halal',
      'organic',
      'recommended',
      'is_prescription_required',
      'generic_name',
      'stock',
      'maximum_cart_quantity',
      'store_id',
      'module_id',
      'avg_rating',
      'rating_count',
      'ratings',
      'order_count',
      'created_at',
    ],
    rows,
  )
  return items
}

function describe(product: ProductIdea, storeName: string, category: string): string {
  if (product.generic)
    return `${product.name} (${product.generic}). ${product.prescription ? 'Prescription required. ' : ''}Dispensed by ${storeName}.`
  return `${product.name} from ${storeName}, one of our favourites in ${category}.`
}
