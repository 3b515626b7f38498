import assert from 'node:assert/strict'
import { test } from 'node:test'
import { wallClock } from '@storefront/domain'
import { businessClock } from '../../src/http/catalogue-scope.js'

test('the business clock is read once per second and per time zone, and equals wallClock', () => {
  const now = Date.UTC(2026, 10, 25, 10, 0, 0, 100)
  const first = businessClock('America/New_York', now)
  assert.deepEqual(first, wallClock('America/New_York', new Date(now)))
  assert.equal(businessClock('America/New_York', now + 800), first)
  assert.deepEqual(businessClock('America/New_York', now + 1000), wallClock('America/New_York', new Date(now + 1000)))
  assert.deepEqual(businessClock('Europe/Istanbul', now + 1000), wallClock('Europe/Istanbul', new Date(now + 1000)))
})
