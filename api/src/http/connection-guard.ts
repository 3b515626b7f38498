import type { Server } from 'node:http'
import type { Socket } from 'node:net'

/**
 * Caps the open connections from one peer address: past the cap a new socket is
 * closed at once, before node parses anything on it. Counts the TCP peer, not
 * X-Forwarded-For (behind a proxy raise the cap or set it to 0, and let the proxy cap).
 */
export function capConnectionsPerIp(server: Server, max: number): void {
  if (max <= 0) return
  const open = new Map<string, number>()
  server.on('connection', (socket: Socket) => {
    const ip = socket.remoteAddress ?? 'unknown'
    const count = (open.get(ip) ?? 0) + 1
    if (count > max) {
      socket.destroy()
      return
    }
    open.set(ip, count)
    socket.once('close', () => {
      const left = (open.get(ip) ?? 1) - 1
      if (left <= 0) open.delete(ip)
      else open.set(ip, left)
    })
  })
}
