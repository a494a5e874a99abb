import { describe, expect, it } from 'vitest'
import { DomainPageSchema } from '@namefolio/core/portfolio/portfolio.contract'
import { portfolioRowCase } from '@namefolio/core/portfolio/portfolio-row.cases'
import { compileResponseSerializer } from './compiled-serialization.ts'

const USD = 1_000_000

describe('compiled response serialization (decision 1190)', () => {
  const serialize = compileResponseSerializer(DomainPageSchema)
  const zodJson = (page: unknown) => JSON.stringify(DomainPageSchema.encode(page as never))

  it('writes a page exactly as the zod contract does: nulls, nested objects, optional fields', () => {
    const plain = portfolioRowCase('plain.com')
    const full = {
      ...portfolioRowCase('full.io', 2500 * USD),
      reviews: ['TRADEMARK' as const],
      soldAt: '2026-02-03T04:05:06.789Z',
      marketplaceNameserver: true,
      searchStats: {
        totalSearch30Cnt: 1,
        totalSearch90Cnt: 2,
        totalSearch365Cnt: 3,
        visitor30Cnt: 4,
        visitor90Cnt: 5,
        visitor365Cnt: 6,
      },
      deal: null,
    }
    const page = { items: [plain, full], total: 2, nextCursor: 'abc' }
    expect(serialize(page)).toBe(zodJson(page))
    expect(JSON.parse(serialize(page))).toEqual(DomainPageSchema.parse(page))
  })

  it('leaves out what the contract does not name (a row read with its sort keys and owner)', () => {
    const row = { ...portfolioRowCase('keys.net'), sellerId: 'u1', k0: 'keys.net', total: 9 }
    const json = serialize({ items: [row], total: 1 })
    expect(JSON.parse(json).items[0]).toEqual(portfolioRowCase('keys.net'))
    expect(json).not.toContain('sellerId')
  })

  it('refuses a row without a required field rather than answering a broken contract', () => {
    const { name: _name, ...nameless } = portfolioRowCase('nameless.com')
    expect(() => serialize({ items: [nameless], total: 1 })).toThrow()
  })

  it('compiles a schema once, however many routes answer it', () => {
    expect(compileResponseSerializer(DomainPageSchema)).toBe(serialize)
  })
})
