import { describe, expect, it } from 'vitest'
import { formatUsd, usdToMicros } from '@namefolio/core/money/money'
import { quoteLease } from '@namefolio/core/pricing/lease-quote'
import { commissionBpsFor, splitPayment } from '@namefolio/core/sales/commission'
import { testAppForFile } from '../../test/build-test-app.ts'

const MARKETING_PATHS = [
  '/sell-domains',
  '/lease-to-own',
  '/domain-parking',
  '/domain-broker',
  '/sales-acceleration',
  '/sales-landers',
  '/premium-partner-levels',
]

const t = testAppForFile()

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })

describe('marketing pages have real content (issue 13)', () => {
  it.each(MARKETING_PATHS)(
    '%s explains how it works, answers questions and links on',
    async (path) => {
      const res = await get(path)
      expect(res.statusCode).toBe(200)
      expect(res.body).toMatch(/<h2>(How|What you get)[^<]*<\/h2>/)
      expect(res.body).toContain('<h2>Questions</h2>')
      for (const other of MARKETING_PATHS.filter((p) => p !== path)) {
        expect(res.body).toContain(`href="${other}"`)
      }
      expect(res.body).toContain('<a class="logo" href="/">')
    },
  )

  it('the sale examples are what checkout pays out: core’s split, per plan, card fee included', async () => {
    const res = await get('/sell-domains')
    for (const plan of ['NONE', 'BASIC', 'PREMIUM', 'PRO'] as const) {
      const split = splitPayment(usdToMicros(5000), commissionBpsFor(plan), 'CREDIT_CARD')
      expect(res.body).toContain(formatUsd(split.sellerMicros))
    }
  })

  it('every screenshot has alt text and is served as a WebP under 80 KB', async () => {
    const sources = new Set<string>()
    for (const path of MARKETING_PATHS) {
      const body = (await get(path)).body
      for (const img of body.match(/<img [^>]*>/g) ?? []) {
        expect(img).toMatch(/alt="[^"]{20,}"/)
        sources.add(/src="([^"]+)"/.exec(img)![1]!)
      }
    }
    expect(sources.size).toBeGreaterThanOrEqual(4)
    for (const src of sources) {
      const res = await get(src)
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toBe('image/webp')
      expect(res.rawPayload.length).toBeLessThan(80 * 1024)
    }
  })
})

describe('the lease-to-own calculator uses checkout’s lease quote (issue 13, spec §5)', () => {
  it('price and months give the monthly installment, first installment and total of core’s quote', async () => {
    const res = await get('/lease-to-own?price=5000&months=24')
    const quote = quoteLease(usdToMicros(5000), 24)
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain(`<strong>${formatUsd(quote.installmentMicros, 2)}</strong> a month`)
    expect(res.body).toContain(`Total ${formatUsd(quote.totalMicros, 2)} (the price plus 10%)`)
  })

  it('a term of 12 months or less adds no markup', async () => {
    const res = await get('/lease-to-own?price=1200&months=12')
    expect(res.body).toContain('<strong>$100.00</strong> a month for 12 months')
    expect(res.body).toContain('no markup')
  })

  it.each([
    ['price=abc&months=12', 'Enter a whole-dollar price from $495 to $100,000.'],
    ['price=100&months=12', 'Enter a whole-dollar price from $495 to $100,000.'],
    ['price=1000&months=60', 'For this price, choose from 2 to 40 months.'],
    ['price=5000&months=1', 'For this price, choose from 2 to 60 months.'],
  ])('%s is answered with a message on the page, not an error page', async (query, message) => {
    const res = await get(`/lease-to-own?${query}`)
    expect(res.statusCode).toBe(400)
    expect(res.headers['content-type']).toContain('text/html')
    expect(res.body).toContain(message)
  })
})
