import type { Db } from '../db/db.js'
import { pointInPolygon, polygonArea, type LatLng } from '../domain/geo.js'

export interface AddressFields {
  address_type: string
  address_label: string | null
  contact_person_name: string
  contact_person_number: string
  contact_person_email: string | null
  address: string
  latitude: number
  longitude: number
  zone_id: number
  road: string | null
  house: string | null
  floor: string | null
  additional_information: string | null
}

export interface AddressRow extends Omit<AddressFields, 'zone_id'> {
  id: number
  zone_id: number | null
  created_at: Date
  updated_at: Date
}

export interface ZonePolygon {
  id: number
  coordinates: LatLng[]
}

/** The zones containing the point, smallest first (the order config/get-zone-id gives). */
export const zoneIdsAt = (zones: ZonePolygon[], lat: number, lng: number): number[] =>
  zones
    .filter((zone) => pointInPolygon([lat, lng], zone.coordinates))
    .sort((a, b) => polygonArea(a.coordinates) - polygonArea(b.coordinates))
    .map((zone) => zone.id)

const columns = `id, address_type, address_label, contact_person_name, contact_person_number, contact_person_email, address,
  latitude, longitude, zone_id, road, house, floor, additional_information, created_at, updated_at`

const fieldNames = [
  'address_type',
  'address_label',
  'contact_person_name',
  'contact_person_number',
  'contact_person_email',
  'address',
  'latitude',
  'longitude',
  'zone_id',
  'road',
  'house',
  'floor',
  'additional_information',
] as const satisfies readonly (keyof AddressFields)[]

/** A customer's saved delivery addresses; every statement is scoped to the owner, so another customer's id is "not found". */
export function createAddressRepository(db: Db) {
  return {
    async page(customerId: number, page: { limit: number; skip: number }): Promise<{ total: number; rows: AddressRow[] }> {
      const [{ rows: count }, { rows }] = await Promise.all([
        db.query<{ total: number }>('select count(*)::int as total from customer_addresses where customer_id = $1', [customerId]),
        db.query<AddressRow>(`select ${columns} from customer_addresses where customer_id = $1 order by id desc limit $2 offset $3`, [
          customerId,
          page.limit,
          page.skip,
        ]),
      ])
      return { total: count[0]?.total ?? 0, rows }
    },

    async add(customerId: number, fields: AddressFields): Promise<number> {
      const { rows } = await db.query<{ id: number }>(
        `insert into customer_addresses (customer_id, ${fieldNames.join(', ')})
         values ($1, ${fieldNames.map((_, i) => `$${i + 2}`).join(', ')}) returning id`,
        [customerId, ...fieldNames.map((name) => fields[name])],
      )
      return rows[0]!.id
    },

    /** False when the address is not the customer's (or does not exist). */
    async update(customerId: number, id: number, fields: AddressFields): Promise<boolean> {
      const { rows } = await db.query<{ id: number }>(
        `update customer_addresses set ${fieldNames.map((name, i) => `${name} = $${i + 3}`).join(', ')}, updated_at = now()
          where id = $1 and customer_id = $2 returning id`,
        [id, customerId, ...fieldNames.map((name) => fields[name])],
      )
      return rows.length > 0
    },

    async remove(customerId: number, id: number): Promise<boolean> {
      const { rows } = await db.query<{ id: number }>('delete from customer_addresses where id = $1 and customer_id = $2 returning id', [
        id,
        customerId,
      ])
      return rows.length > 0
    },

    /** Every active zone's polygon, to tell which zones contain a saved address (see zoneIdsAt). */
    async activeZones(): Promise<ZonePolygon[]> {
      const { rows } = await db.query<ZonePolygon>('select id, coordinates from zones where status order by id')
      return rows
    },
  }
}
