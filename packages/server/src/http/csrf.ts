import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { html } from '../public/page-document.ts'
import { sendHtml } from '../public/public-http.ts'
import { renderPublicPage } from '../public/public-layout.ts'
import { AppError } from './app-error.ts'
import { wantsHtml } from './zod-app.ts'

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

  const [homeOrigin = ''] = [...trusted]
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return
    const origin = senderOrigin(request)
    if (origin === null || trusted.has(origin) || isLanderForm(request, origin)) return
    if (!request.url.startsWith('/api/') && wantsHtml(request.headers.accept)) {
      return sendRefusalPage(request, reply, homeOrigin)
    }
    throw new AppError('FORBIDDEN', 'This request came from another site and was refused.')
  })
}

/**
 * A person who opened a form at another address of ours (127.0.0.1 for localhost, an old
 * host name) gets a page that says so and where to go, not the API's JSON refusal.
 */
function sendRefusalPage(request: FastifyRequest, reply: FastifyReply, homeOrigin: string) {
  const page = renderPublicPage({
    title: 'This form was sent from another address',
    meta: { robots: 'noindex' },
    body: html`<h1>This form was sent from another address</h1>
      <p>
        For your safety we only accept forms sent from Namefolio's own address. Nothing was
        changed.
      </p>
      <p><a className="btn" href=${`${homeOrigin}/login`}>Open Namefolio and try again</a></p>`,
  })
  return sendHtml(request, reply, page, { status: 403, cacheControl: 'no-store' })
}
