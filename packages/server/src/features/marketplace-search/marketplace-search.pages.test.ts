import { describe, expect, it } from 'vitest'
import {
  MarketplaceQuerySchema,
  type MarketplaceListing,
} from '@namefolio/core/search/marketplace-search.contract'
import { html } from '../../public/page-document.ts'
import { renderSearchPage } from './marketplace-search.pages.ts'

const USD = 1_000_000

function listing(name: string): MarketplaceListing {
  return {
    name,
    displayName: name,
    tld: name.split('.').pop() ?? 'com',
    buyNowMicros: 1200 * USD,
    leaseAvailable: false,
    makeOfferOnly: false,
    landerUrl: `/lander/${name}`,
  }
}

function render(params: Record<string, string>, total = 1) {
  return renderSearchPage({
    path: '/search',
    heading: 'Find your domain',
    intro: html`<p>Intro</p>`,
    query: MarketplaceQuerySchema.parse(params),
    result: { items: [listing('coffee.io')], total, isTotalCapped: false },
    canonicalUrl: 'http://localhost:3000/search',
  })
}

describe('the search page shows its filters, sorts and pages (issue 13)', () => {
  it('shows extension, price, length and lease-to-own filters unfolded, not behind a toggle', () => {
    const body = render({})
    expect(body).not.toContain('<details')
    for (const name of ['tld', 'minPrice', 'maxPrice', 'minLength', 'maxLength', 'lto']) {
      expect(body).toContain(`name="${name}"`)
    }
    expect(body).toContain('<legend>Filters</legend>')
    expect(body).toContain('Apply filters')
  })

  it('offers the sorts a buyer expects: best match, price both ways, newest, shortest', () => {
    const body = render({})
    for (const sort of ['relevance', 'priceAsc', 'priceDesc', 'newest', 'lengthAsc']) {
      expect(body).toContain(`value="${sort}"`)
    }
  })

  it('keeps the chosen filters and sort, and offers to clear the filters', () => {
    const body = render({ q: 'coffee', tld: 'io', lto: '1', sort: 'priceAsc' })
    expect(body).toMatch(/<option value="io" selected="">\.io<\/option>/)
    expect(body).toMatch(/<option value="priceAsc" selected="">/)
    expect(body).toMatch(/<input type="checkbox" name="lto" checked=""/)
    expect(body).toContain('href="/search?q=coffee">Clear filters')
  })

  it('an extension outside the common list stays selectable', () => {
    expect(render({ tld: 'studio' })).toMatch(/<option value="studio" selected="">\.studio/)
  })

  it('pages carry the query, filters and sort to the next page', () => {
    const body = render({ q: 'coffee', tld: 'io', sort: 'newest' }, 60)
    expect(body).toContain('Page 1 of 3')
    expect(body).toContain('href="/search?q=coffee&amp;tld=io&amp;sort=newest&amp;page=2"')
  })

  it('the keyword placeholder is short enough for a 360 px phone', () => {
    const placeholder = /id="q"[^>]*placeholder="([^"]+)"/.exec(render({}))?.[1] ?? ''
    expect(placeholder.length).toBeGreaterThan(0)
    expect(placeholder.length).toBeLessThanOrEqual(20)
  })
})
