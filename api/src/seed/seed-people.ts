import type { Queryable } from '../db/db.js'
import { newSecret, sha256 } from '../domain/secrets.js'
import { demo } from './demo.js'
import type { Random } from './random.js'
import { daysFrom, insertRows, money, type Row, type SeededItem, type SeededStore } from './seed-helpers.js'

/** The demo customer, addresses, couriers, the documented orders and a wishlist. */
export async function seedPeopleAndOrders(
  tx: Queryable,
  random: Random,
  now: Date,
  stores: SeededStore[],
  items: SeededItem[],
  passwordHash: string,
) {
  const c = demo.customer
  await insertRows(
    tx,
    'customers',
    [
      'id',
      'f_name',
      'l_name',
      'phone',
      'email',
      'password_hash',
      'is_email_verified',
      'wallet_balance',
      'loyalty_point',
      'ref_code',
      'zone_id',
      'created_at',
    ],
    [[c.id, c.f_name, c.l_name, c.phone, c.email, passwordHash, true, 25, 120, 'DEMO-JANE', 1, daysFrom(now, -200)]],
  )
  const addresses = [
    [
      1,
      c.id,
      'home',
      'Jane Doe',
      c.phone,
      '41 West 40th Street, Midtown, New York, NY',
      40.7529,
      -73.9838,
      1,
      '4',
      'West 40th Street',
      '41',
    ],
    [
      2,
      c.id,
      'office',
      'Jane Doe',
      c.phone,
      '200 Broadway, Financial District, New York, NY',
      40.7102,
      -74.0094,
      1,
      '12',
      'Broadway',
      '200',
    ],
    [
      3,
      c.id,
      'other',
      'Jane Doe',
      c.phone,
      '150 Bedford Avenue, Williamsburg, Brooklyn, NY',
      40.7178,
      -73.9571,
      2,
      null,
      'Bedford Avenue',
      '150',
    ],
  ]
  await insertRows(
    tx,
    'customer_addresses',
    [
      'id',
      'customer_id',
      'address_type',
      'contact_person_name',
      'contact_person_number',
      'address',
      'latitude',
      'longitude',
      'zone_id',
      'floor',
      'road',
      'house',
    ],
    addresses,
  )

  const couriers = [
    [1, 'Marcus', 'Reed', '+15550300001', 4.8, 212, 40.7561, -73.9869, 1],
    [2, 'Aisha', 'Khan', '+15550300002', 4.9, 341, 40.7416, -73.9897, 1],
    [3, 'Diego', 'Alvarez', '+15550300003', 4.6, 98, 40.6872, -73.9418, 2],
    [4, 'Mei', 'Chen', '+15550300004', 4.7, 154, 37.7785, -122.4056, 3],
    [5, 'Tom', 'Kowalski', '+15550300005', 4.5, 77, 41.8837, -87.6325, 4],
  ]
  await insertRows(
    tx,
    'delivery_men',
    ['id', 'f_name', 'l_name', 'phone', 'image', 'avg_rating', 'rating_count', 'lat', 'lng', 'zone_id'],
    couriers.map(([id, ...rest]) => [id, rest[0], rest[1], rest[2], `${id}.svg`, ...rest.slice(3)]),
  )

  // the seeded guest's id is a secret nobody holds: its order is tracked by contact number
  const { rows: guestRows } = await tx.query<{ id: number }>('insert into guests (secret_hash) values ($1) returning id', [
    sha256(newSecret()),
  ])
  const guestRef = guestRows[0]!.id
  const foodStore = stores.find((s) => s.type === 'food' && s.zoneId === 1 && s.active)!
  const groceryStore = stores.find((s) => s.type === 'grocery' && s.zoneId === 1 && s.active)!
  const orderRows: Row[] = []
  const detailRows: Row[] = []
  const addOrder = (
    id: number,
    customerId: number | null,
    store: SeededStore,
    status: string,
    minutesAgo: number,
    courier: number | null,
    address: Record<string, unknown>,
  ) => {
    const lines = items.filter((i) => i.storeId === store.id && !i.hasOptions).slice(0, 2)
    const subtotal = money(lines.reduce((sum, line, index) => sum + line.price * (index + 1), 0))
    const placed = new Date(now.getTime() - minutesAgo * 60000)
    const at = (offset: number) => new Date(placed.getTime() + offset * 60000)
    const steps = ['pending', 'confirmed', 'processing', 'picked_up', 'delivered']
    const reached = steps.indexOf(status)
    const stamp = (step: string, offset: number) => (steps.indexOf(step) <= reached ? at(offset) : null)
    orderRows.push([
      id,
      customerId,
      customerId ? null : guestRef,
      !customerId,
      store.id,
      store.moduleId,
      store.zoneId,
      money(subtotal + 3.99),
      3.99,
      3.99,
      status === 'delivered' ? 'paid' : 'unpaid',
      'cash_on_delivery',
      status,
      'delivery',
      address,
      courier,
      random.float(0.8, 3.5, 2),
      String(random.int(1000, 9999)),
      stamp('pending', 0),
      stamp('confirmed', 3),
      stamp('processing', 6),
      stamp('picked_up', 18),
      stamp('delivered', 35),
      placed,
    ])
    lines.forEach((line, index) => {
      detailRows.push([
        id,
        line.id,
        { id: line.id, name: line.name, price: line.price, image: `${line.id}.svg`, store_id: store.id },
        line.price,
        index + 1,
      ])
    })
  }
  const home = {
    address: addresses[0]![5],
    latitude: String(addresses[0]![6]),
    longitude: String(addresses[0]![7]),
    contact_person_name: 'Jane Doe',
    contact_person_number: c.phone,
    address_type: 'home',
    road: 'West 40th Street',
    house: '41',
    floor: '4',
  }
  addOrder(100001, c.id, foodStore, 'picked_up', 25, 1, home)
  addOrder(100002, null, groceryStore, 'confirmed', 10, null, {
    address: '88 Lexington Avenue, Gramercy Park, New York, NY',
    latitude: '40.7416',
    longitude: '-73.9836',
    contact_person_name: 'Sam Guest',
    contact_person_number: demo.guestOrder.contactNumber,
    contact_person_email: 'guest@example.com',
    address_type: 'other',
  })
  addOrder(100003, c.id, groceryStore, 'delivered', 60 * 24 * 3, 2, home)
  await insertRows(
    tx,
    'orders',
    [
      'id',
      'customer_id',
      'guest_ref',
      'is_guest',
      'store_id',
      'module_id',
      'zone_id',
      'order_amount',
      'delivery_charge',
      'original_delivery_charge',
      'payment_status',
      'payment_method',
      'order_status',
      'order_type',
      'delivery_address',
      'delivery_man_id',
      'distance',
      'otp',
      'pending',
      'confirmed',
      'processing',
      'picked_up',
      'delivered',
      'created_at',
    ],
    orderRows,
  )
  await insertRows(tx, 'order_details', ['order_id', 'item_id', 'item_details', 'price', 'quantity'], detailRows)
  // documented in the README with these statuses: the demo dispatcher leaves them there
  await tx.query('update orders set demo_frozen = true where id = any($1::int[])', [[100001, 100002, 100003]])

  const wished = items.filter((i) => i.zoneId === 1).slice(0, 3)
  await insertRows(
    tx,
    'wishlists',
    ['customer_id', 'item_id', 'store_id'],
    [...wished.map((item) => [c.id, item.id, null]), [c.id, null, foodStore.id], [c.id, null, groceryStore.id]],
  )
}
