import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

/**
 * Security headers on every response (issue 9 defences, decision 653).
 *
 * - HTML (portal SPA, sign-in pages, public pages): scripts only from our own origin, as files
 *   (the SPA bundle, /sso/assets/passkey.js, public page scripts): no inline script at all.
 *   Styles may be inline: the server-rendered pages carry their (brand) styles in a <style>
 *   element and Mantine writes its CSS variables at run time; styles cannot run code.
 * - Anything else (JSON, CSV, files): nothing may load or run (`default-src 'none'`).
 * - Never framed, except landers on sellers' own domains: registrars' "masked forwarding" shows
 *   a parked domain inside a frame. Only the lander's own paths (`/`, `/lander/...`) on such a
 *   host drop the frame blocking: a forged Host or X-Forwarded-Host on /login still gets it.
 * - HSTS (with includeSubDomains) when PUBLIC_URL is https, on our own hosts only (never pinned
 *   on a seller's domain).
 * - Permissions-Policy: no camera, microphone or location; payment and passkeys (WebAuthn
 *   get/create) for our own origin only (decision 915).
 */
export const PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
]
export const DATA_CSP = ["default-src 'none'", "base-uri 'none'"]
const NO_FRAMING = "frame-ancestors 'none'"
export const HSTS = 'max-age=31536000; includeSubDomains'
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=(self)',
  'publickey-credentials-get=(self)',
  'publickey-credentials-create=(self)',
].join(', ')

export type SecurityHeadersOptions = {
  publicUrl: string
  /** Our own host names (portal, sign-in, private labels); any other host is a lander. */
  ownHosts: string[]
}

function isForeignHost(hostname: string, ownHosts: Set<string>): boolean {
  const host = hostname.toLowerCase()
  return host.includes('.') && !ownHosts.has(host) && !/^[\d.]+$|:/.test(host)
}

/** The paths a lander answers on a seller's domain (features/landers): its page and actions. */
function isLanderPath(url: string): boolean {
  const path = url.split('?')[0] ?? ''
  return path === '/' || path.startsWith('/lander/')
}

export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeadersOptions) {
  const ownHosts = new Set(options.ownHosts.map((h) => h.toLowerCase()))
  const isHttps = new URL(options.publicUrl).protocol === 'https:'

  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload) => {
    const isSellerHost = isForeignHost(request.hostname, ownHosts)
    const mayBeFramed = isSellerHost && isLanderPath(request.url)
    const type = String(reply.getHeader('content-type') ?? '')
    const isPage = type.startsWith('text/html')
    // A 304 has no body and no type; browsers merge its headers into the cached page's, so a
    // data policy here would strip the page of its styles: it keeps the policy it came with.
    if (!reply.hasHeader('content-security-policy') && reply.statusCode !== 304) {
      const policy = [...(isPage ? PAGE_CSP : DATA_CSP), ...(mayBeFramed ? [] : [NO_FRAMING])]
      reply.header('content-security-policy', policy.join('; '))
    }
    if (!mayBeFramed) reply.header('x-frame-options', 'DENY')
    reply.header('x-content-type-options', 'nosniff')
    reply.header('referrer-policy', 'strict-origin-when-cross-origin')
    reply.header('cross-origin-opener-policy', 'same-origin')
    reply.header('permissions-policy', PERMISSIONS_POLICY)
    if (isHttps && !isSellerHost) reply.header('strict-transport-security', HSTS)
    return payload
  })
}
