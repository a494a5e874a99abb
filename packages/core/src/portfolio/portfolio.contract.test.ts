import { describe, expect, it } from 'vitest'
import { BulkOperationInputSchema, BulkEditInputSchema } from './portfolio-bulk.contract.ts'
import { CreateCheckoutLinkInputSchema } from './checkout-link.contract.ts'
import { ListingStatsSchema } from './listing-stats.contract.ts'
import { portfolioRowCase } from './portfolio-row.cases.ts'
import {
  DomainPageSchema,
  EditDomainInputSchema,
  ListDomainsQuerySchema,
  PORTFOLIO_SORT_KEYS,
} from './portfolio.contract.ts'

const row = portfolioRowCase('example.com', 5_000_000)

describe('portfolio contract (spec §3)', () => {
  it('parses a page of portfolio rows', () => {
    const page = { items: [row], total: 1 }
    expect(DomainPageSchema.parse(page)).toEqual(page)
  })

  it('defaults the list query to the selling view, newest first, 100 a page (spec §2, §9)', () => {
    expect(ListDomainsQuerySchema.parse({})).toEqual({
      view: 'selling',
      sort: 'createdAt',
      order: 'desc',
      offset: 0,
      limit: 100,
    })
  })

  it('reads status filters, ranges and booleans from a query string (spec §3, §4)', () => {
    const q = ListDomainsQuerySchema.parse({
      filter: 'listed,buyNowMissing',
      buyNowMinMicros: '1000000',
      leasing: 'false',
      noPriceBuyNowSet: 'true',
      sort: 'price.reservedFloor',
      order: 'asc',
    })
    expect(q).toMatchObject({
      filter: ['listed', 'buyNowMissing'],
      buyNowMinMicros: 1_000_000,
      leasing: false,
      noPriceBuyNowSet: true,
      sort: 'price.reservedFloor',
    })
    expect(ListDomainsQuerySchema.safeParse({ filter: 'nope' }).success).toBe(false)
  })

  it('reads a repeated filter key, each value possibly comma-separated (spec §2 `filter`)', () => {
    expect(
      ListDomainsQuerySchema.parse({ filter: ['listed', ' review,onHold ', ''] }).filter,
    ).toEqual(['listed', 'review', 'onHold'])
    expect(ListDomainsQuerySchema.safeParse({ filter: ['listed', 'nope'] }).success).toBe(false)
  })

  it('has one sort key per §3 sort column', () => {
    expect(PORTFOLIO_SORT_KEYS).toHaveLength(21)
  })

  it('takes the flat §3 names in a domain edit', () => {
    expect(EditDomainInputSchema.parse({ buynowPrice: 100_000_000, hidden: true })).toEqual({
      buynowPrice: 100_000_000,
      hidden: true,
    })
    expect(EditDomainInputSchema.safeParse({ buynowPrice: -1 }).success).toBe(false)
  })

  it('needs at least one modification in a bulk edit (spec §3 "Bulk edit")', () => {
    expect(BulkEditInputSchema.safeParse({ domains: ['a.com'], modifications: {} }).success).toBe(
      false,
    )
    expect(
      BulkOperationInputSchema.parse({
        operation: 'delete',
        selection: { kind: 'filter', filter: { filter: ['review'] } },
      }),
    ).toMatchObject({ selection: { excludeNames: [], filter: { view: 'selling' } } })
  })

  it('creates checkout links from the selling view by default', () => {
    expect(CreateCheckoutLinkInputSchema.parse({ domainName: 'a.com' }).view).toBe('selling')
  })

  it('counts listing stats per view and filter', () => {
    const stats = {
      view: 'selling',
      total: 1,
      views: { selling: 1, parked: 0, sold: 0, leased: 0, 'not-listed': 0, purchases: 0 },
      filters: {
        listed: 1,
        review: 0,
        notListed: 0,
        onHold: 0,
        pending: 0,
        buyNowMissing: 0,
        ltoDisabled: 1,
        marketplaceNameserver: 0,
      },
    }
    expect(ListingStatsSchema.parse(stats)).toEqual(stats)
  })
})

describe('SLD length filters (spec §3; issue 12: 2^31 once failed the query)', () => {
  it('clamps a query bound beyond any SLD to 63, which selects the same rows', () => {
    const query = ListDomainsQuerySchema.parse({ sldLengthMin: '2147483648', sldLengthMax: '99' })
    expect(query).toMatchObject({ sldLengthMin: 63, sldLengthMax: 63 })
  })

  it('clamps a bulk filter bound beyond any SLD to 63', () => {
    const input = BulkOperationInputSchema.parse({
      operation: 'delete',
      selection: { kind: 'filter', filter: { sldLengthMax: 2147483648 } },
    })
    expect(input.selection).toMatchObject({ filter: { sldLengthMax: 63 } })
  })

  it('keeps a bound within an SLD length as it is', () => {
    expect(ListDomainsQuerySchema.parse({ sldLengthMin: '3' })).toMatchObject({ sldLengthMin: 3 })
  })
})
