import assert from 'node:assert/strict'
import { connect, type Socket } from 'node:net'
import { after, before, describe, test } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { buildTestApp } from '../helper.js'
import { listen, rawRequest } from './support.js'

/** Opens a socket that sends `data` one byte a second; resolves with the seconds until the server closed it. */
function trickle(port: number, data: string, giveUpMs: number): Promise<{ closedAfterMs: number; answer: string }> {
  return new Promise((resolve) => {
    const started = Date.now()
    const socket: Socket = connect(port, '127.0.0.1')
    let sent = 0
    let answer = ''
    const timer = setInterval(() => {
      if (sent < data.length && socket.writable) socket.write(data[sent++]!)
    }, 1000)
    const giveUp = setTimeout(() => socket.destroy(), giveUpMs)
    socket.on('data', (chunk) => {
      answer += chunk.toString('utf8')
    })
    socket.on('error', () => undefined)
    socket.on('close', () => {
      clearInterval(timer)
      clearTimeout(giveUp)
      resolve({ closedAfterMs: Date.now() - started, answer })
    })
  })
}

describe('slow clients are cut off and one address cannot hold every connection (issue 8.6)', () => {
  let app: FastifyInstance
  let port: number
  before(async () => {
    app = await buildTestApp('pglite', {
      headersTimeoutMs: 1500,
      requestTimeoutMs: 2500,
      keepAliveTimeoutMs: 1000,
      connectionTimeoutMs: 5000,
      maxConnectionsPerIp: 4,
    })
    port = await listen(app)
  })
  after(async () => {
    await app?.close()
  })

  test('headers sent at 1 byte/s: the connection is closed (408) within the headers time-out', async () => {
    const { closedAfterMs, answer } = await trickle(
      port,
      'GET /api/v1/config HTTP/1.1\r\nHost: x\r\nX-Slow: aaaaaaaaaaaaaaaaaaaaaaaaa',
      15_000,
    )
    assert.ok(closedAfterMs < 4000, `closed after ${closedAfterMs} ms`)
    assert.match(answer, /^HTTP\/1\.1 408/)
    assert.match(answer, /"errors":\[\{"code":"timeout"/)
  })

  test('a body sent at 1 byte/s: the connection is closed within the request time-out', async () => {
    const head = 'POST /api/v1/newsletter/subscribe HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n'
    const socket = connect(port, '127.0.0.1')
    socket.on('error', () => undefined)
    const started = Date.now()
    socket.write(head)
    const timer = setInterval(() => {
      if (socket.writable) socket.write('a')
    }, 1000)
    const closedAfterMs = await new Promise<number>((resolve) => {
      const giveUp = setTimeout(() => socket.destroy(), 15_000)
      socket.on('close', () => {
        clearInterval(timer)
        clearTimeout(giveUp)
        resolve(Date.now() - started)
      })
    })
    assert.ok(closedAfterMs < 5000, `closed after ${closedAfterMs} ms`)
  })

  test('an idle keep-alive connection is closed after the keep-alive time-out', async () => {
    const socket = connect(port, '127.0.0.1')
    socket.on('error', () => undefined)
    const started = Date.now()
    socket.write('GET /health HTTP/1.1\r\nHost: x\r\n\r\n')
    const closedAfterMs = await new Promise<number>((resolve) => {
      const giveUp = setTimeout(() => socket.destroy(), 15_000)
      socket.on('data', () => undefined)
      socket.on('close', () => {
        clearTimeout(giveUp)
        resolve(Date.now() - started)
      })
    })
    assert.ok(closedAfterMs < 3000, `closed after ${closedAfterMs} ms`)
  })

  test('past the per-address cap new connections are closed at once; freed slots are usable again', async () => {
    const held = await Promise.all(
      Array.from(
        { length: 4 },
        () =>
          new Promise<Socket>((resolve) => {
            const socket = connect(port, '127.0.0.1', () => resolve(socket))
            socket.on('error', () => undefined)
            socket.write('GET /health HTTP/1.1\r\nHost: x\r\n') // unfinished headers keep the slot busy
          }),
      ),
    )
    await new Promise((r) => setTimeout(r, 100))
    const refused = await rawRequest(port, 'GET /health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', 3000)
    assert.equal(refused.body, '', 'the fifth connection gets nothing')
    for (const socket of held) socket.destroy()
    await new Promise((r) => setTimeout(r, 200))
    const ok = await rawRequest(port, 'GET /health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', 3000)
    assert.equal(ok.status, 200)
  })
})
