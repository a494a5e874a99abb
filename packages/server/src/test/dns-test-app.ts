import type { SQL } from 'drizzle-orm'
import { afterAll, beforeAll } from 'vitest'
import { startDnsTestServer } from '../dns/dns-test-server.ts'
import { buildTestApp, type TestApp } from './build-test-app.ts'

type DnsTestServer = Awaited<ReturnType<typeof startDnsTestServer>>

/** Reads `built()` on every property access: the value exists only once `beforeAll` has run. */
function readLater<T extends object>(built: () => T | undefined): T {
  return new Proxy({} as T, {
    get(_, key) {
      const value = built()
      if (value === undefined) throw new Error('built in beforeAll: read it in tests and hooks')
      return value[key as keyof T]
    },
  })
}

/**
 * The TestApp of one test file whose DNS look-ups go to a real DNS server on 127.0.0.1 (ownership
 * proof, registration and parking checks; DESIGN.md §7), background jobs off. Tests set the
 * answers in `dns.zone`; `rows` reads the database directly to check what was stored.
 */
export function dnsTestAppForFile(env: Record<string, string>) {
  let dns: DnsTestServer | undefined
  let app: TestApp | undefined
  beforeAll(async () => {
    dns = await startDnsTestServer()
    app = await buildTestApp({
      DNS_RESOLVERS: dns.address,
      DNS_TIMEOUT_MS: '500',
      BACKGROUND_JOBS: 'false',
      ...env,
    })
  })
  afterAll(async () => {
    await app?.close()
    await dns?.close()
  })
  const t = readLater(() => app)
  const rows = async (query: SQL) =>
    ((await t.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows
  return { t, dns: readLater(() => dns), rows }
}
