import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  PageQuerySchema,
  pageSchema,
} from './pagination.contract.ts'

describe('spec §9 pagination contract', () => {
  it('defaults to offset 0 and page size 100', () => {
    expect(PageQuerySchema.parse({})).toEqual({ offset: 0, limit: 100 })
    expect(DEFAULT_PAGE_SIZE).toBe(100)
  })

  it.each([
    [{ offset: '20', limit: '50' }, true],
    [{ offset: -1 }, false],
    [{ limit: 0 }, false],
    [{ limit: 1001 }, false],
  ])('query %j valid: %s', (q, ok) => {
    expect(PageQuerySchema.safeParse(q).success).toBe(ok)
  })

  it('reads any offset and a limit of 1..1000 from query strings, and refuses the rest', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10, max: 100_000 }),
        fc.integer({ min: -10, max: 2000 }),
        (offset, limit) => {
          const result = PageQuerySchema.safeParse({ offset: String(offset), limit: String(limit) })
          const valid = offset >= 0 && limit >= 1 && limit <= MAX_PAGE_SIZE
          expect(result.success).toBe(valid)
          if (valid) expect(result.data).toEqual({ offset, limit })
        },
      ),
    )
  })

  it('answers items and a total (spec §3 "Pagination has a total")', () => {
    const page = pageSchema(z.string())
    expect(page.parse({ items: ['a'], total: 1 })).toEqual({ items: ['a'], total: 1 })
    expect(page.safeParse({ items: [], total: -1 }).success).toBe(false)
  })
})
