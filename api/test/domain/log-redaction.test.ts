import assert from 'node:assert/strict'
import { test } from 'node:test'
import { redactUrl } from '../../src/http/log-redaction.js'

test('guest ids and contact numbers never reach the logs', () => {
  assert.equal(redactUrl('/api/v1/customer/cart/list?guest_id=abc123&x=1'), '/api/v1/customer/cart/list?guest_id=[redacted]&x=1')
  assert.equal(
    redactUrl('/api/v1/customer/order/track?order_id=1&contact_number=%2B1555&guest_id=s'),
    '/api/v1/customer/order/track?order_id=1&contact_number=[redacted]&guest_id=[redacted]',
  )
  assert.equal(redactUrl('/api/v1/config'), '/api/v1/config')
})
