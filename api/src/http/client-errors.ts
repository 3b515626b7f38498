import { STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'
import type { FastifyInstance } from 'fastify'

/**
 * What node's HTTP parser refuses before Fastify sees a request (headers too large,
 * an unknown method, a malformed request line, a request that took too long):
 * answered in the one error shape, `{"errors":[{"code","message"}]}`, then the
 * connection is closed. Fastify's `clientErrorHandler` option.
 */
const answers: Record<string, [number, string, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'headers', 'The request headers are too large.'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'timeout', 'The request took too long to arrive.'],
  ERR_HTTP_REQUEST_HEADERS_TIMEOUT: [408, 'timeout', 'The request headers took too long to arrive.'],
  HPE_INVALID_METHOD: [501, 'method', 'The request method is not supported.'],
}

export function clientErrorHandler(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  const [status, code, message] = answers[error.code ?? ''] ?? [400, 'request', 'The request is malformed.']
  this.log.debug({ err: error }, 'client error')
  if (socket.writable) {
    const body = JSON.stringify({ errors: [{ code, message }] })
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    )
  }
  socket.destroy()
}
