import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { BULK_SEARCH_CAP } from '../constants/list-limits.ts'
import {
  BulkSearchInputSchema,
  BulkSearchResultSchema,
  MARKETPLACE_MAX_PAGE,
  MARKETPLACE_SORTS,
  MarketplaceQuerySchema,
  splitKeywords,
} from './marketplace-search.contract.ts'

const issuePaths = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  (result.error?.issues ?? []).map((i) => i.path.join('.'))

describe('marketplace query (spec §2 /search, /domain-search, /forsale; decision 502)', () => {
  it('applies the defaults to an empty query', () => {
    expect(MarketplaceQuerySchema.parse({})).toEqual({
      q: '',
      tld: '',
      lto: false,
      sort: 'relevance',
      page: 1,
    })
  })

  it.each([
    // [query as typed, expected parsed subset]
    [{ q: '  cloud  ' }, { q: 'cloud' }],
    [
      { minPrice: '250', maxPrice: '1000.5' },
      { minPrice: 250, maxPrice: 1000.5 },
    ],
    [
      { minPrice: '', maxPrice: null },
      { minPrice: undefined, maxPrice: undefined },
    ],
    [
      { minLength: '3', maxLength: '63' },
      { minLength: 3, maxLength: 63 },
    ],
    [{ minLength: '' }, { minLength: undefined }],
    [{ tld: '.COM' }, { tld: 'com' }],
    [{ tld: ' co-uk ' }, { tld: 'co-uk' }],
    [{ page: '400' }, { page: MARKETPLACE_MAX_PAGE }],
    [{ sort: 'priceDesc' }, { sort: 'priceDesc' }],
  ])('parses %j', (query, expected) => {
    expect(MarketplaceQuerySchema.parse(query)).toMatchObject(expected)
  })

  it.each([
    ['1', true],
    ['true', true],
    ['on', true],
    [true, true],
    ['0', false],
    ['false', false],
    ['yes', false],
    [undefined, false],
  ])('reads the lease-to-own flag %j as %s', (lto, expected) => {
    expect(MarketplaceQuerySchema.parse({ lto }).lto).toBe(expected)
  })

  it.each([
    [{ q: 'x'.repeat(201) }, 'q'],
    [{ minPrice: 'abc' }, 'minPrice'],
    [{ minPrice: '-1' }, 'minPrice'],
    [{ maxPrice: '100000001' }, 'maxPrice'],
    [{ minLength: '0' }, 'minLength'],
    [{ maxLength: '64' }, 'maxLength'],
    [{ minLength: '2.5' }, 'minLength'],
    [{ tld: 'co.uk' }, 'tld'],
    [{ tld: 'x'.repeat(64) }, 'tld'],
    [{ tld: 'c_m' }, 'tld'],
    [{ sort: 'random' }, 'sort'],
    [{ page: '0' }, 'page'],
    [{ page: String(MARKETPLACE_MAX_PAGE + 1) }, 'page'],
    [{ bulkSearch: 'x'.repeat(2001) }, 'bulkSearch'],
    [{ keywords: 'x'.repeat(100_001) }, 'keywords'],
  ])('refuses %j on %s', (query, path) => {
    expect(issuePaths(MarketplaceQuerySchema.safeParse(query))).toEqual([path])
  })

  it('offers the six sorts, relevance first (the default)', () => {
    expect(MARKETPLACE_SORTS).toEqual([
      'relevance',
      'priceAsc',
      'priceDesc',
      'nameAsc',
      'lengthAsc',
      'newest',
    ])
  })
})

describe('bulk search input (spec §7 POST v2/domains/bulkSearch, §9 cap 500, 1000 keys)', () => {
  it('lowercases and trims keywords and tags', () => {
    expect(BulkSearchInputSchema.parse({ keywords: [' Cloud '], bulkSearch: ['AI'] })).toEqual({
      keywords: ['cloud'],
      bulkSearch: ['ai'],
    })
  })

  it(`accepts ${BULK_SEARCH_CAP} keywords and ${BULK_SEARCH_CAP} tags (1000 keys)`, () => {
    const many = Array.from({ length: BULK_SEARCH_CAP }, (_, i) => `k${i}`)
    expect(BulkSearchInputSchema.safeParse({ keywords: many, bulkSearch: many }).success).toBe(true)
  })

  it.each([
    [{ keywords: [] }, 'keywords'],
    [{ keywords: ['  '] }, 'keywords.0'],
    [{ keywords: ['x'.repeat(254)] }, 'keywords.0'],
    [{ keywords: Array.from({ length: BULK_SEARCH_CAP + 1 }, (_, i) => `k${i}`) }, 'keywords'],
    [{ keywords: ['a'], bulkSearch: ['x'.repeat(64)] }, 'bulkSearch.0'],
    [
      { keywords: ['a'], bulkSearch: Array.from({ length: BULK_SEARCH_CAP + 1 }, () => 't') },
      'bulkSearch',
    ],
  ])('refuses %#: %s', (input, path) => {
    expect(issuePaths(BulkSearchInputSchema.safeParse(input))).toEqual([path])
  })

  it('parses a result with an exact match and matches', () => {
    const listing = {
      name: 'cloud.com',
      displayName: 'Cloud.com',
      tld: 'com',
      buyNowMicros: 5_000_000_000,
      leaseAvailable: true,
      makeOfferOnly: false,
      landerUrl: '/lander/cloud.com',
    }
    const result = { items: [{ keyword: 'cloud', exact: listing, matches: [listing] }], total: 1 }
    expect(BulkSearchResultSchema.parse(result)).toEqual(result)
    expect(
      BulkSearchResultSchema.safeParse({
        ...result,
        items: [{ keyword: 'cloud', exact: { ...listing, buyNowMicros: 1.5 }, matches: [] }],
      }).success,
    ).toBe(false)
  })
})

describe('splitKeywords (spec §2 bulk search keywords)', () => {
  it.each([
    ['cloud', ['cloud']],
    ['Cloud\nAI,  data;web', ['cloud', 'ai', 'data', 'web']],
    ['a, A ,a\n\n;;', ['a']],
    ['  \n , ;', []],
  ])('splits %j', (text, expected) => {
    expect(splitKeywords(text)).toEqual(expected)
  })

  it('yields distinct, lowercase, separator-free keywords that were all typed', () => {
    const piece = fc.stringMatching(/^[A-Za-z0-9.-]{1,8}$/)
    const separator = fc.constantFrom(' ', '\n', ',', ';', '\t', ' , ')
    fc.assert(
      fc.property(fc.array(fc.tuple(piece, separator), { maxLength: 30 }), (parts) => {
        const text = parts.map(([p, s]) => p + s).join('')
        const keywords = splitKeywords(text)
        expect(new Set(keywords).size).toBe(keywords.length)
        for (const k of keywords) {
          expect(k).toBe(k.toLowerCase())
          expect(k).not.toMatch(/[\s,;]/)
        }
        expect(new Set(keywords)).toEqual(new Set(parts.map(([p]) => p.toLowerCase())))
      }),
    )
  })
})
