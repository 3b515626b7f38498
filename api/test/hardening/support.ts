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

import { connect } from 'node:net'
import type { FastifyInstance } from 'fastify'

/** Starts `app` on a loopback port (for what `inject` cannot show: node's parser, time-outs, sockets). */
export async function listen(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  if (!address || typeof address === 'string') throw new Error('no port')
  return address.port
}

/** Sends raw bytes and resolves with everything the server wrote back before closing (or `timeoutMs`). */
export function rawRequest(port: number, data: string, timeoutMs = 5000): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    const chunks: Buffer[] = []
    const timer = setTimeout(() => {
      socket.destroy()
      reject(new Error('no answer'))
    }, timeoutMs)
    socket.on('data', (chunk) => chunks.push(chunk))
    socket.on('error', () => undefined)
    socket.on('close', () => {
      clearTimeout(timer)
      const text = Buffer.concat(chunks).toString('utf8')
      const [head = '', body = ''] = text.split('\r\n\r\n')
      resolve({ status: Number(head.split(' ')[1]), headers: head, body })
    })
    socket.write(data)
  })
}
