import type { FastifyRequest } from 'fastify'

// guest ids are bearer secrets and contact numbers personal data: neither belongs in logs
const secretParams = /([?&](?:guest_id|contact_number|token)=)[^&#]*/gi

export const redactUrl = (url: string) => url.replace(secretParams, '$1[redacted]')

/** pino serializer for requests: method, redacted URL, client address; never headers (authorization). */
export function serializeRequest(request: FastifyRequest) {
  return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip }
}
