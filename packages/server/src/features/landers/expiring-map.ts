/**
 * A map whose entries live `ttlMs` and of which at most `maxEntries` are kept. Entries are
 * kept in the order they were set, which with one lifetime for all is the order they expire
 * in, so each `set` drops the expired ones from the front: under a stream of cold landers the
 * map holds what the last `ttlMs` brought, not the last `maxEntries` pages (decision 1180).
 */
export function createExpiringMap<V>(options: { ttlMs: number; maxEntries: number }) {
  const entries = new Map<string, { value: V; expiresAt: number }>()

  return {
    get(key: string, now = Date.now()): V | undefined {
      const entry = entries.get(key)
      return entry && entry.expiresAt > now ? entry.value : undefined
    },
    set(key: string, value: V, now = Date.now()): void {
      for (const [oldKey, entry] of entries) {
        if (entry.expiresAt > now && entries.size < options.maxEntries) break
        entries.delete(oldKey)
      }
      entries.delete(key)
      entries.set(key, { value, expiresAt: now + options.ttlMs })
    },
    delete(key: string): void {
      entries.delete(key)
    },
    clear(): void {
      entries.clear()
    },
    get size(): number {
      return entries.size
    },
  }
}
