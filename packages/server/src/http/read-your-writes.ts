import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ReadRouting, RoutedRead } from '../db/read-routing.ts'
import { parseWalPosition } from '../db/wal-position.ts'

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Whether a successful request here is the caller's own write, so their next public reads
     * wait for the replica to have it (decision 1301). Unset: a POST, PUT, PATCH or DELETE with
     * a session is; `true` for one without (a buyer's lander offer), `false` for a read sent as
     * a POST (bulk search).
     */
    isOwnWrite?: boolean
  }
}

/** Holds the primary's WAL position after the caller's last write (decision 1301). */
export const READ_AFTER_COOKIE = 'nf_read_after'
/**
 * Long enough for any replica that is not in an outage to replay the write; a replica further
 * behind than this serves the writer its old data.
 */
const READ_AFTER_MAX_AGE_SECONDS = 120

/** The public, lag-tolerant reads of one request: on the replica, unless the caller wrote. */
export type PublicReads = (request: FastifyRequest) => RoutedRead

function isOwnWrite(request: FastifyRequest, reply: FastifyReply): boolean {
  if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') {
    return false
  }
  if (reply.statusCode >= 400) return false
  return request.routeOptions.config.isOwnWrite ?? request.auth !== null
}

/**
 * Read-your-writes over a replica (decision 1301): after a caller's own successful write, a
 * short-lived cookie holds the primary's position, and their public reads go to the primary
 * until the replica has replayed past it. The cookie only ever chooses the primary: a forged or
 * garbled value costs its sender a read of the primary, nothing else. Without a replica there
 * is no cookie and no extra statement.
 */
export function registerReadYourWrites(
  app: FastifyInstance,
  deps: { routing: ReadRouting; secureCookies: boolean },
): PublicReads {
  if (!deps.routing.hasReplica) {
    return () => (query) => deps.routing.read({}, query)
  }
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isOwnWrite(request, reply)) return payload
    try {
      const position = await deps.routing.primaryPosition()
      reply.setCookie(READ_AFTER_COOKIE, position, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: deps.secureCookies,
        maxAge: READ_AFTER_MAX_AGE_SECONDS,
      })
    } catch (error) {
      // The write stands; without the cookie the writer may see it a moment late.
      request.log.warn({ err: error }, 'could not read the primary position after a write')
    }
    return payload
  })
  return (request) => {
    const cookie = request.cookies[READ_AFTER_COOKIE]
    const afterPosition = cookie ? parseWalPosition(cookie) : null
    return (query) => deps.routing.read({ afterPosition }, query)
  }
}
