import { describe, expect, it } from 'vitest'
import { createListingChanges } from '../../db/listing-changes.ts'
import { createLanderLookups } from './lander-lookups.ts'
import type { LanderDomain } from './lander-model.ts'

function listing(name: string): LanderDomain {
  return { name, status: 'ACTIVE', landerTemplate: 'PRICE_FORM' } as LanderDomain
}

function lookupsOver(names: string[]) {
  const reads: string[][] = []
  const freshReads: boolean[] = []
  const listingChanges = createListingChanges()
  const lookups = createLanderLookups({
    ttlMs: 60_000,
    listingChanges,
    readListings: async (asked, fresh) => {
      reads.push(asked)
      freshReads.push(fresh)
      return asked.filter((n) => names.includes(n)).map(listing)
    },
  })
  return { lookups, reads, freshReads, listingChanges }
}

describe('lander lookups (decision 1180)', () => {
  it('reads the names asked for in the same turn of the event loop in one statement', async () => {
    const { lookups, reads } = lookupsOver(['a.com', 'b.com'])
    const [a, b, c] = await Promise.all(['a.com', 'b.com', 'c.com'].map((n) => lookups.lookUp(n)))
    expect(reads).toEqual([['a.com', 'b.com', 'c.com']])
    expect(a?.kind).toBe('available')
    expect(b?.kind).toBe('available')
    expect(c).toBeNull()
  })

  it('reads a name asked twice at once only once, and serves it from the cache after', async () => {
    const { lookups, reads } = lookupsOver(['a.com'])
    await Promise.all([lookups.lookUp('a.com'), lookups.lookUp('a.com')])
    await lookups.lookUp('a.com')
    expect(reads).toEqual([['a.com']])
  })

  it('reads again for a fresh lookup and after the seller changed the listing', async () => {
    const { lookups, reads, listingChanges } = lookupsOver(['a.com'])
    await lookups.lookUp('a.com')
    await lookups.lookUp('a.com', true)
    listingChanges.changed(['A.com'])
    await lookups.lookUp('a.com')
    expect(reads).toHaveLength(3)
  })

  it('says a batch is fresh when one of its names was asked for as it is now (decision 1302)', async () => {
    const { lookups, freshReads } = lookupsOver(['a.com', 'b.com'])
    await Promise.all([lookups.lookUp('a.com'), lookups.lookUp('b.com')])
    await Promise.all([lookups.lookUp('c.com'), lookups.lookUp('a.com', true)])
    expect(freshReads).toEqual([false, true])
  })
})
