import type { Queryable } from '../db/db.js'
import type { ModuleType } from './catalogue-data.js'
import { moduleIdeas } from './catalogue-data.js'
import { cities, localities } from './gazetteer.js'
import type { Random } from './random.js'
import { bbox, insertRows, pointIn, slugify, type Row, type SeededModule } from './seed-helpers.js'

/** Zones with their polygons, the modules and their per-zone charges, and the gazetteer. */
export async function seedZones(tx: Queryable): Promise<number[]> {
  const rows = cities.map((city, index) => {
    const [minLat, maxLat, minLng, maxLng] = bbox(city.polygon)
    return [
      index + 1,
      city.zone,
      `${city.zone}, ${city.state}`,
      city.polygon,
      minLat,
      maxLat,
      minLng,
      maxLng,
      // San Francisco takes no cash on delivery, so the storefront's COD rule has a zone to show it
      city.zone !== 'San Francisco',
      true,
      index === 1,
      index === 1 ? 10 : 0,
      index === 1 ? 'Rain in Brooklyn: delivery fee increased by 10%.' : null,
    ]
  })
  await insertRows(
    tx,
    'zones',
    [
      'id',
      'name',
      'display_name',
      'coordinates',
      'min_lat',
      'max_lat',
      'min_lng',
      'max_lng',
      'cash_on_delivery',
      'digital_payment',
      'increased_delivery_fee_status',
      'increased_delivery_fee',
      'increase_delivery_charge_message',
    ],
    rows,
  )
  return rows.map((row) => row[0] as number)
}

export async function seedModules(tx: Queryable, zoneIds: number[]): Promise<SeededModule[]> {
  const modules: SeededModule[] = [
    ...moduleIdeas.map((idea, index) => ({ id: index + 1, type: idea.type, name: idea.name })),
    { id: moduleIdeas.length + 1, type: 'parcel', name: 'Parcel' },
  ]
  const descriptions: Record<string, string> = Object.fromEntries(moduleIdeas.map((idea) => [idea.type, idea.description]))
  descriptions.parcel = 'Send anything across town: documents, boxes, gifts.'
  await insertRows(
    tx,
    'modules',
    ['id', 'module_name', 'module_type', 'slug', 'icon', 'thumbnail', 'theme_id', 'description', 'position'],
    modules.map((m, index) => [
      m.id,
      m.name,
      m.type,
      slugify(m.name),
      `${m.id}.svg`,
      `${m.id}.svg`,
      (index % 3) + 1,
      descriptions[m.type],
      index,
    ]),
  )
  const charges: Record<ModuleType, [number, number, number, number]> = {
    food: [1.2, 2.99, 12, 300],
    grocery: [1, 3.49, 15, 400],
    pharmacy: [0.9, 2.49, 10, 300],
    ecommerce: [1.5, 4.99, 20, 1000],
    parcel: [2, 5, 30, 200],
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
  await insertRows(
    tx,
    'zone_module',
    ['zone_id', 'module_id', 'per_km_shipping_charge', 'minimum_shipping_charge', 'maximum_shipping_charge', 'maximum_cod_order_amount'],
    links,
  )
  return modules
}

export async function seedPlaces(tx: Queryable, random: Random) {
  const rows: Row[] = []
  let id = 1
  cities.forEach((city, cityIndex) => {
    const zoneId = cityIndex + 1
    const secondary = `${city.city}, ${city.state}, USA`
    for (const [name, lat, lng] of city.neighbourhoods) {
      rows.push([id, `gz_${id}`, name, secondary, `${name}, ${secondary}`, 'neighborhood', lat, lng, zoneId])
      id++
    }
    for (const [name, lat, lng] of city.landmarks) {
      rows.push([id, `gz_${id}`, name, secondary, `${name}, ${secondary}`, 'landmark', lat, lng, zoneId])
      id++
    }
    const seen = new Set<string>()
    for (let n = 0; n < 45; n++) {
      const point = pointIn(city, random, 0.005)
      const name = `${random.int(1, 480)} ${random.pick(city.streets)}`
      if (seen.has(name)) continue
      seen.add(name)
      const area = `${point.neighbourhood}, ${secondary}`
      rows.push([id, `gz_${id}`, name, area, `${name}, ${area}`, 'street_address', point.lat, point.lng, zoneId])
      id++
    }
  })
  for (const [name, state, lat, lng] of localities) {
    const secondary = `${state}, USA`
    rows.push([id, `gz_${id}`, name, secondary, `${name}, ${secondary}`, 'locality', lat, lng, null])
    id++
  }
  await insertRows(
    tx,
    'places',
    ['id', 'place_id', 'name', 'secondary_text', 'formatted_address', 'kind', 'latitude', 'longitude', 'zone_id'],
    rows,
  )
}
