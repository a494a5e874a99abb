import { describe, expect, it } from 'vitest'
import { createSearchCapacity, searchCapacityLimitsFor } from './search-capacity.ts'

/** A search the test finishes when it chooses: no timers, the test drives every step. */
function heldSearch() {
  let finish!: () => void
  const done = new Promise<void>((resolve) => (finish = resolve))
  return { finish, work: () => done }
}

describe('search capacity (issue 12, decision 920)', () => {
  it('refuses a search with SERVICE_BUSY and Retry-After when the slots and the line are full', async () => {
    const capacity = createSearchCapacity({ maxConcurrent: 1, maxQueued: 1 })
    const first = heldSearch()
    const running = capacity.run(first.work)
    const queued = capacity.run(async () => 'queued ran')
    await expect(capacity.run(async () => 'third')).rejects.toMatchObject({
      code: 'SERVICE_BUSY',
      statusCode: 503,
      retryAfterSeconds: 2,
    })
    first.finish()
    await running
    expect(await queued).toBe('queued ran')
  })

  it('serves the line first come, first served, one slot at a time', async () => {
    const capacity = createSearchCapacity({ maxConcurrent: 1, maxQueued: 3 })
    const order: string[] = []
    const first = heldSearch()
    const runs = [
      capacity.run(first.work),
      ...['a', 'b', 'c'].map((name) => capacity.run(async () => void order.push(name))),
    ]
    expect(order).toEqual([])
    first.finish()
    await Promise.all(runs)
    expect(order).toEqual(['a', 'b', 'c'])
  })

  it('frees the slot of a search that failed', async () => {
    const capacity = createSearchCapacity({ maxConcurrent: 1, maxQueued: 0 })
    await expect(capacity.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    expect(await capacity.run(async () => 'next')).toBe('next')
  })

  it('runs two searches at once on PGlite and more on PostgreSQL unless configured', () => {
    const unset = { maxConcurrent: null, maxQueued: null }
    expect(searchCapacityLimitsFor('pglite', unset)).toEqual({ maxConcurrent: 2, maxQueued: 4 })
    expect(searchCapacityLimitsFor('postgresql', unset).maxConcurrent).toBeGreaterThan(2)
    expect(searchCapacityLimitsFor('pglite', { maxConcurrent: 5, maxQueued: 0 })).toEqual({
      maxConcurrent: 5,
      maxQueued: 0,
    })
  })
})
