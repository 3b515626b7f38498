import assert from 'node:assert/strict'
import { customer, expectShape, type ContractClient } from './client.js'
import * as contract from './schemas.js'

/** What a client knows after landing, location and module choice: only what the answers told it. */
export interface Session {
  zoneid: string
  modules: { id: number; module_type: string }[]
  moduleId(type: string): number
  headers(moduleType: string, token?: string): Record<string, string>
}

/** Landing → location (the config's default location) → zone → the zone's modules, as a client does it. */
export async function openSession(client: ContractClient): Promise<Session> {
  const config = expectShape<{ default_location: { lat: string; lng: string } }>(
    await client.call({ path: 'config' }),
    contract.Config,
    'config',
  )
  const { lat, lng } = config.default_location
  const zone = expectShape<{ zone_id: string }>(
    await client.call({ path: `config/get-zone-id?lat=${lat}&lng=${lng}` }),
    contract.ZoneLookup,
    'config/get-zone-id',
  )
  const modules = expectShape<{ id: number; module_type: string }[]>(
    await client.call({ path: 'module', headers: { zoneid: zone.zone_id } }),
    contract.ModuleList,
    'module',
  )
  const moduleId = (type: string) => {
    const found = modules.find((module) => module.module_type === type)
    assert.ok(found, `no ${type} module serves zone ${zone.zone_id}`)
    return found.id
  }
  return {
    zoneid: zone.zone_id,
    modules,
    moduleId,
    headers: (moduleType, token) => ({
      zoneid: zone.zone_id,
      moduleid: String(moduleId(moduleType)),
      latitude: lat,
      longitude: lng,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    }),
  }
}

export async function signIn(client: ContractClient, guestId?: string | number): Promise<string> {
  const answer = await client.call({
    method: 'POST',
    path: 'auth/login',
    payload: { phone: customer.phone, password: customer.password, ...(guestId === undefined ? {} : { guest_id: guestId }) },
  })
  return expectShape<{ token: string }>(answer, contract.AuthToken, 'auth/login').token
}

export async function guestId(client: ContractClient): Promise<string | number> {
  const answer = await client.call({ method: 'POST', path: 'auth/guest/request' })
  return expectShape<{ guest_id: string | number }>(answer, contract.GuestRequest, 'auth/guest/request').guest_id
}
