import { describe, expect, it } from 'vitest'
import { createExpiringMap } from './expiring-map.ts'

describe('expiring map', () => {
  it('forgets an entry once its lifetime is over, and drops expired ones as new come', () => {
    const map = createExpiringMap<number>({ ttlMs: 1000, maxEntries: 100 })
    map.set('a', 1, 0)
    map.set('b', 2, 500)
    expect(map.get('a', 999)).toBe(1)
    expect(map.get('a', 1000)).toBeUndefined()
    map.set('c', 3, 1200)
    expect(map.size).toBe(2)
  })

  it('keeps at most maxEntries, dropping the oldest', () => {
    const map = createExpiringMap<number>({ ttlMs: 1000, maxEntries: 2 })
    for (const [i, key] of ['a', 'b', 'c'].entries()) map.set(key, i, 0)
    expect(map.size).toBe(2)
    expect(map.get('a', 0)).toBeUndefined()
    expect(map.get('c', 0)).toBe(2)
  })
})
