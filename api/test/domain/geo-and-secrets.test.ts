import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
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
