import assert from 'node:assert/strict'

/** Every error answer: `{"errors":[{"code","message"}]}` with strings, nothing else at the top level. */
export function assertErrorShape(response: { statusCode: number; body: string; headers?: Record<string, unknown> }, label = ''): void {
  let body: unknown
  try {
    body = JSON.parse(response.body)
  } catch {
    assert.fail(`${label} ${response.statusCode}: not JSON: ${response.body.slice(0, 200)}`)
  }
  const errors = (body as { errors?: unknown }).errors
  assert.ok(Array.isArray(errors) && errors.length > 0, `${label} ${response.statusCode}: ${response.body.slice(0, 200)}`)
  for (const error of errors as { code: unknown; message: unknown }[]) {
    assert.equal(typeof error.code, 'string', label)
    assert.equal(typeof error.message, 'string', label)
  }
  assert.deepEqual(Object.keys(body as object), ['errors'], label)
}
