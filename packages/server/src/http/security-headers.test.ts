import { describe, expect, it } from 'vitest'
import { testAppForFile } from '../test/build-test-app.ts'

// Decision 653: security headers on every response, per surface.

const t = testAppForFile()
const https = testAppForFile({ PUBLIC_URL: 'https://portal.namefolio.test' })

function directives(header: unknown): Map<string, string> {
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values.join(' ')]),
  )
}

describe('security headers', () => {
  it.each(['/login', '/signup', '/recover'])(
    'the sign-in page %s may run only our own script files and is never framed',
    async (url) => {
      const res = await t.app.inject({ url, headers: { accept: 'text/html' } })
      expect(res.headers['content-type']).toMatch(/^text\/html/)
      const csp = directives(res.headers['content-security-policy'])
      expect(csp.get('script-src')).toBe("'self'")
      expect(csp.get('script-src-attr')).toBe("'none'")
      expect(csp.get('frame-ancestors')).toBe("'none'")
      expect(csp.get('object-src')).toBe("'none'")
      expect(res.headers['x-frame-options']).toBe('DENY')
      expect(res.headers['x-content-type-options']).toBe('nosniff')
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
      // No inline script the policy would have to allow: every <script> has a src.
      expect(res.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/)
    },
  )

  it('no policy on any page allows inline or evaluated script', async () => {
    for (const url of ['/login', '/portfolio', '/api/health', '/no-such-page']) {
      const res = await t.app.inject({ url, headers: { accept: 'text/html' } })
      const policy = String(res.headers['content-security-policy'])
      expect(directives(policy).get('script-src') ?? "'none'").not.toMatch(/unsafe/)
    }
  })

  it('JSON answers may load nothing and are never framed', async () => {
    const res = await t.app.inject({ url: '/api/health' })
    const csp = directives(res.headers['content-security-policy'])
    expect(csp.get('default-src')).toBe("'none'")
    expect(csp.get('frame-ancestors')).toBe("'none'")
    expect(res.headers['x-content-type-options']).toBe('nosniff')
  })

  it('a page revalidated with 304 keeps its page policy (no data policy merged into the cache)', async () => {
    const first = await t.app.inject({ url: '/developers' })
    expect(first.headers['content-security-policy']).toContain("default-src 'self'")
    const again = await t.app.inject({
      url: '/developers',
      headers: { 'if-none-match': String(first.headers.etag) },
    })
    expect(again.statusCode).toBe(304)
    expect(again.headers['content-security-policy']).toBeUndefined()
  })

  it('errors carry the headers too', async () => {
    const res = await t.app.inject({ url: '/api/v2/domains' })
    expect(res.statusCode).toBe(401)
    expect(res.headers['content-security-policy']).toContain("default-src 'none'")
    expect(res.headers['x-frame-options']).toBe('DENY')
  })

  it('sends HSTS with includeSubDomains only when PUBLIC_URL is https, and only on our own hosts (issue 12)', async () => {
    expect((await t.app.inject({ url: '/api/health' })).headers).not.toHaveProperty(
      'strict-transport-security',
    )
    const own = await https.app.inject({
      url: '/api/health',
      headers: { host: 'portal.namefolio.test' },
    })
    expect(own.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
    const lander = await https.app.inject({
      url: '/',
      headers: { host: 'some-parked-domain.com', accept: 'text/html' },
    })
    expect(lander.headers).not.toHaveProperty('strict-transport-security')
  })

  it('every answer carries a Permissions-Policy: no camera, microphone or location; passkeys and payment for our origin only (issue 12)', async () => {
    for (const url of ['/login', '/api/health', '/lander/some-parked-domain.com']) {
      const res = await t.app.inject({ url, headers: { accept: 'text/html' } })
      const policy = new Map(
        String(res.headers['permissions-policy'])
          .split(',')
          .map((part) => part.trim().split('=') as [string, string]),
      )
      expect(policy.get('camera'), url).toBe('()')
      expect(policy.get('microphone'), url).toBe('()')
      expect(policy.get('geolocation'), url).toBe('()')
      expect(policy.get('payment'), url).toBe('(self)')
      expect(policy.get('publickey-credentials-get'), url).toBe('(self)')
      expect(policy.get('publickey-credentials-create'), url).toBe('(self)')
    }
  })

  it("a lander on a seller's domain may be framed (masked forwarding), with the page policy", async () => {
    const res = await t.app.inject({
      url: '/',
      headers: { host: 'some-parked-domain.com', accept: 'text/html' },
    })
    const csp = directives(res.headers['content-security-policy'])
    expect(csp.has('frame-ancestors')).toBe(false)
    expect(res.headers).not.toHaveProperty('x-frame-options')
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    if (String(res.headers['content-type']).startsWith('text/html')) {
      expect(csp.get('script-src')).toBe("'self'")
    }
  })
})
