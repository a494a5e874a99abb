import type { FastifyInstance, FastifyRequest } from 'fastify'
import { AppError } from './app-error.ts'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

export type CsrfGuardOptions = {
  /** PUBLIC_URL and SSO_BASE_URL: the origins our own pages are served from. */
  trustedOrigins: string[]
  /** Private-label host names; served with PUBLIC_URL's scheme and port. */
  privateLabelHosts: string[]
}

/** Every origin our pages are served from, by configuration only (issue 12, decision 911). */
export function listTrustedOrigins(options: CsrfGuardOptions): Set<string> {
  const origins = new Set(options.trustedOrigins.map((url) => new URL(url).origin))
  const [first] = options.trustedOrigins
  if (first) {
    const base = new URL(first)
    for (const host of options.privateLabelHosts) {
      const labelled = new URL(base)
      labelled.hostname = host
      origins.add(labelled.origin)
    }
  }
  return origins
}

/** The Origin header, else the origin of the Referer; null when the request has neither. */
function senderOrigin(request: FastifyRequest): string | null {
  const origin = request.headers.origin
  if (origin) return origin
  const referer = request.headers.referer
  if (!referer) return null
  try {
    return new URL(referer).origin
  } catch {
    return 'null'
  }
}

/**
 * CSRF guard (DESIGN.md §4): with SameSite=Lax cookies, a state-changing request sent from a
 * page of another origin is refused. The allowed origins come from configuration, never from
 * the request's own Host or X-Forwarded-Host, which a sender can choose. Requests with neither
 * Origin nor Referer (API clients, curl) carry no ambient browser credentials worth forging.
 *
 * One exception: a lander served on a seller's own domain posts its forms (offer, buy, lease)
 * to that domain's `/lander/...` routes. Our session cookie is host-only on our own hosts, so
 * a request to a seller's domain never carries it, and there is nothing to forge.
 */
export function registerCsrfGuard(app: FastifyInstance, options: CsrfGuardOptions): void {
  const trusted = listTrustedOrigins(options)
  const ownHostnames = new Set([...trusted].map((origin) => new URL(origin).hostname))
  const isLanderForm = (request: FastifyRequest, origin: string) =>
    request.url.startsWith('/lander/') &&
    !ownHostnames.has(request.hostname.toLowerCase()) &&
    origin === `${request.protocol}://${request.host}`

  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return
    const origin = senderOrigin(request)
    if (origin === null || trusted.has(origin) || isLanderForm(request, origin)) return
    throw new AppError('FORBIDDEN', 'This request came from another site and was refused.')
  })
}
