import { ERROR_CODES } from '@namefolio/core/http/error.contract'
import { WEBHOOK_EVENT_TYPES } from '@namefolio/core/webhooks/webhook-events'
import { describe, expect, it } from 'vitest'
import { DEPLOYED_SECRETS, testAppForFile, withTestApp } from '../../test/build-test-app.ts'
import { HTTP_STATUS_BY_CODE } from '../../http/app-error.ts'
import { GUIDES, expandPlaceholders } from './guide-catalog.ts'

const t = testAppForFile()

const get = async (url: string) => t.app.inject({ method: 'GET', url })

describe('API documentation (issue 24, third point)', () => {
  it('the webhooks guide lists every event type and the retry schedule the delivery job runs', async () => {
    const res = await get('/developers/webhooks')
    expect(res.statusCode).toBe(200)
    for (const type of WEBHOOK_EVENT_TYPES) expect(res.body).toContain(`<code>${type}</code>`)
    expect(res.body).toContain('5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h')
  })

  it('serves the branded API reference page, which loads our renderer and settings files', async () => {
    const res = await get('/api/docs')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/html')
    expect(res.body).toContain('Name<b>folio</b> API')
    expect(res.body).toContain('/api/docs/renderer/js/scalar.js')
    expect(res.body).toContain('/api/docs/reference.js')
    expect(res.body).not.toMatch(/swagger/i)
    // No inline script: every <script> has a src.
    expect(res.body.match(/<script(?![^>]*\ssrc=)[^>]*>/g)).toBeNull()
    expect((await get('/api/docs/')).statusCode).toBe(200)
  })

  it('runs the reference under the page policy every page has: no eval, no inline script', async () => {
    const csp = String((await get('/api/docs')).headers['content-security-policy'])
    expect(csp).toContain("script-src 'self';")
    expect(csp).not.toMatch(/unsafe-eval/)
    expect(csp).toContain("connect-src 'self'")
  })

  it('serves the renderer bundle and the settings from our own origin, and not the plugin page', async () => {
    const bundle = await get('/api/docs/renderer/js/scalar.js?v=1')
    expect(bundle.statusCode).toBe(200)
    expect(bundle.headers['content-type']).toContain('javascript')
    const settings = await get('/api/docs/reference.js')
    expect(settings.statusCode).toBe(200)
    expect(settings.body).toContain('"url":"/api/openapi.json"')
    expect(settings.body).toContain('"telemetry":false')
    expect(settings.body).toContain('"withDefaultFonts":false')
    // The plugin's own page inlines a script that our CSP refuses: it is not served.
    expect((await get('/api/docs/renderer/')).statusCode).toBe(404)
  })

  it('serves the developer overview and every guide, with curl and TypeScript examples', async () => {
    const index = await get('/developers')
    expect(index.statusCode).toBe(200)
    for (const guide of GUIDES) expect(index.body).toContain(`href="/developers/${guide.slug}"`)
    for (const guide of GUIDES) {
      const res = await get(`/developers/${guide.slug}`)
      expect(res.statusCode, guide.slug).toBe(200)
      expect(res.body, guide.slug).toContain(`<h1>${guide.title}</h1>`)
      expect(res.body, guide.slug).toContain('curl ')
      expect(res.body, guide.slug).toContain('language-ts')
      expect(res.body, guide.slug).not.toMatch(/\{\{[\w:.-]+\}\}/)
    }
  })

  it('renders the changelog', async () => {
    const res = await get('/developers/changelog')
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('<h1>API changelog</h1>')
  })

  it('lists every error code with the status the server answers (no drift from app-error.ts)', async () => {
    const body = (await get('/developers/errors')).body
    for (const code of ERROR_CODES) {
      expect(body).toMatch(
        new RegExp(`<td><code>${code}</code></td>\\s*<td>${HTTP_STATUS_BY_CODE[code]}</td>`),
      )
    }
  })

  it('shows the rate limits the routes declare, read from the running app', async () => {
    const body = (await get('/developers/rate-limits')).body
    // api-tokens.routes.ts: 20 a minute on the token exchange; 10 new tokens an hour per account.
    expect(body).toMatch(
      /<code>POST \/api\/v1\/account\/oauth\/token<\/code><\/td>\s*<td>20<\/td>\s*<td>1 minute<\/td>/,
    )
    expect(body).toMatch(/New tokens for this account<\/td>\s*<td>10<\/td>\s*<td>1 hour<\/td>/)
  })

  it('names the scopes and the paths each opens, and the endpoints that take an Idempotency-Key', async () => {
    const auth = (await get('/developers/authentication')).body
    expect(auth).toContain('<code>portfolio:read</code>')
    expect(auth).toContain('<code>/api/v2/domains</code>')
    expect(auth).toContain('nfp_')
    const idempotency = (await get('/developers/idempotency')).body
    expect(idempotency).toContain('<code>POST /api/v1/payouts/{payoutId}/issue</code>')
    expect(idempotency).toContain('<code>POST /api/v1/checkout/orders</code>')
  })

  it('documents the page size limits core enforces', async () => {
    const body = (await get('/developers/pagination')).body
    expect(body).toContain('1 to\n1000')
    expect(body).toContain('100 when left out')
  })

  it('is public documentation in production too', async () => {
    const production = { APP_ENV: 'production', BACKGROUND_JOBS: 'false', ...DEPLOYED_SECRETS }
    await withTestApp(production, async (prod) => {
      for (const url of ['/api/docs', '/developers', '/developers/webhooks', '/api/openapi.json']) {
        expect((await prod.app.inject({ method: 'GET', url })).statusCode, url).toBe(200)
      }
    })
  })
})

describe('guide placeholders (decision 1120)', () => {
  it('refuses a placeholder no code fills, rather than publishing a hole', () => {
    expect(() => expandPlaceholders('Limit: {{value:nothing}}', {})).toThrow(/value:nothing/)
  })

  it('includes an example file as a TypeScript block', () => {
    const text = expandPlaceholders('{{example:list-domains.ts}}', {})
    expect(text).toContain('```ts\n')
    expect(text).toContain('export async function listAllDomains')
  })
})
