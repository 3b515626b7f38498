import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { businessClock, withinWindow } from '../../src/domain/clock.js'
import { haversineMetres, pointInPolygon } from '../../src/domain/geo.js'
import { hashPassword, looksLikeSecret, newSecret, sha256, verifyPassword } from '../../src/domain/secrets.js'
import { cities } from '../../src/seed/gazetteer.js'

describe('geo', () => {
  test('every gazetteer neighbourhood and landmark lies inside its zone', () => {
    for (const city of cities) {
      for (const [name, lat, lng] of [...city.neighbourhoods, ...city.landmarks]) {
        assert.ok(pointInPolygon([lat, lng], city.polygon), `${name} outside ${city.zone}`)
      }
    }
    assert.equal(pointInPolygon([51.5074, -0.1278], cities[0]!.polygon), false)
  })

  test('great-circle distance', () => {
    assert.equal(haversineMetres([40.7536, -73.9832], [40.7536, -73.9832]), 0)
    const nyToSf = haversineMetres([40.7536, -73.9832], [37.7749, -122.4194])
    assert.ok(nyToSf > 4_120_000 && nyToSf < 4_140_000, String(nyToSf))
  })
})

describe('clock', () => {
  test('windows, including ones past midnight', () => {
    assert.ok(withinWindow('12:00:00', '11:00', '15:00'))
    assert.ok(!withinWindow('16:00:00', '11:00', '15:00'))
    assert.ok(withinWindow('01:30:00', '21:00', '03:00'))
    assert.ok(!withinWindow('12:00:00', '21:00', '03:00'))
  })

  test('the business clock reads the configured zone', () => {
    const clock = businessClock('America/New_York', new Date('2026-07-04T15:30:00Z'))
    assert.deepEqual(clock, { day: 6, time: '11:30:00', date: '2026-07-04' })
  })
})

describe('secrets', () => {
  test('scrypt hashes verify only the right password and are salted', async () => {
    const a = await hashPassword('Demo@1234')
    const b = await hashPassword('Demo@1234')
    assert.notEqual(a, b)
    assert.ok(await verifyPassword('Demo@1234', a))
    assert.ok(!(await verifyPassword('demo@1234', a)))
    assert.ok(!(await verifyPassword('Demo@1234', 'plain-text')))
  })

  test('secrets are 256-bit base64url and stored as sha256', () => {
    const secret = newSecret()
    assert.ok(looksLikeSecret(secret))
    assert.equal(Buffer.from(secret, 'base64url').length, 32)
    assert.match(sha256(secret), /^[0-9a-f]{64}$/)
    assert.ok(!looksLikeSecret('123'))
    assert.ok(!looksLikeSecret("' or 1=1 --"))
  })
})
