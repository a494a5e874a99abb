import { createHash } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'

/** A weak validator from whatever decides the page's content (e.g. the listing's updatedAt). */
export function etagOf(...parts: (string | number | null | undefined)[]): string {
  return `W/"${createHash('sha1').update(parts.join('|')).digest('base64url').slice(0, 22)}"`
}

export type PageCache = {
  /** `Cache-Control` value; public pages default to revalidating on each view. */
  cacheControl?: string
  etag?: string
  status?: number
}

/**
 * Sends a server-rendered page with its caching headers. With an ETag, a matching
 * `If-None-Match` answers 304 without a body (the listing has not changed since).
 */
export function sendHtml(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string,
  cache: PageCache = {},
): FastifyReply {
  const status = cache.status ?? 200
  reply.header('cache-control', cache.cacheControl ?? 'public, no-cache')
  reply.header('x-content-type-options', 'nosniff')
  if (cache.etag) {
    reply.header('etag', cache.etag)
    if (status === 200 && request.headers['if-none-match'] === cache.etag) {
      return reply.status(304).send()
    }
  }
  return reply.status(status).type('text/html; charset=utf-8').send(body)
}
