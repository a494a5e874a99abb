import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, inject, it } from 'vitest'
import { usdToMicros } from '@namefolio/core/money/money'
import { createSession } from '../../auth/sessions.repository.ts'
import { SESSION_COOKIE } from '../../auth/session-token.ts'
import { openDatabase } from '../../db/client.ts'
import { domains } from '../../db/schema/domains.ts'
import { users } from '../../db/schema/users.ts'
import { freePort, startServer } from '../../test/server-process.ts'
import { SANDBOX_CARDS } from './payment-provider.ts'

// The fresh database the global setup made for this run, when DATABASE_URL is set.
const suiteDatabaseUrl = inject('suiteDatabaseUrl') ?? null

/** The server as the crash tests run it: test mode, no demo data. */
function start(env: Record<string, string>) {
  return startServer({ APP_ENV: 'test', SEED_DEMO: '0', ...env })
}

describe('crash between payment and transaction (decision 805)', () => {
  it('a server killed after the charge leaves no paid order without its transaction', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nf-crash-'))
    const database = suiteDatabaseUrl
      ? await openDatabase({ kind: 'postgresql', url: suiteDatabaseUrl })
      : await openDatabase({ kind: 'pglite', dataDir })
    const suffix = Date.now().toString(36)
    const [seller] = await database.db
      .insert(users)
      .values({
        email: `crash-s-${suffix}@example.test`,
        name: 'S',
        username: `crash-s-${suffix}`,
        passwordHash: 'x',
        roles: ['seller'],
      })
      .returning()
    const [buyer] = await database.db
      .insert(users)
      .values({
        email: `crash-b-${suffix}@example.test`,
        name: 'B',
        username: `crash-b-${suffix}`,
        passwordHash: 'x',
        roles: ['buyer'],
      })
      .returning()
    const name = `crash-${suffix}.com`
    await database.db.insert(domains).values({
      sellerId: seller!.id,
      name,
      displayName: name,
      tld: 'com',
      sldLength: name.length - 4,
      status: 'ACTIVE',
      buynowPriceMicros: usdToMicros(1500),
    })
    const { token } = await createSession(database.db, {
      userId: buyer!.id,
      realm: 'portal',
      ttlDays: 1,
      userAgent: 'vitest',
      ipAddress: '127.0.0.1',
    })
    await database.close()

    const port = await freePort()
    const base = {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...(suiteDatabaseUrl ? { DATABASE_URL: suiteDatabaseUrl } : {}),
    }
    const headers = {
      cookie: `${SESSION_COOKIE}=${token}`,
      'content-type': 'application/json',
      'idempotency-key': `crash-key-${suffix}`,
    }
    const body = JSON.stringify({ domainName: name, cardNumber: SANDBOX_CARDS.ok, cardName: 'B' })

    // First life: charged, then killed while pausing before the transaction is written.
    const first = start({
      ...base,
      CHECKOUT_TEST_PAUSE_AFTER_CHARGE_MS: '60000',
      PAYMENT_RECONCILE_AFTER_SECONDS: '3600',
    })
    await first.ready
    const pending = fetch(`http://127.0.0.1:${port}/api/v1/checkout/orders`, {
      method: 'POST',
      headers,
      body,
    }).catch(() => null)
    await new Promise((r) => setTimeout(r, 2500))
    first.child.kill('SIGKILL')
    await first.exited
    expect(await pending).toBeNull()

    // Second life: the reconciliation job finishes the paid order at start.
    const second = start({ ...base, PAYMENT_RECONCILE_AFTER_SECONDS: '0' })
    await second.ready
    try {
      let purchases: { items: { domain: string; fullStatus: string }[] } = { items: [] }
      for (let i = 0; i < 60 && purchases.items.length === 0; i++) {
        await new Promise((r) => setTimeout(r, 500))
        purchases = (await (
          await fetch(`http://127.0.0.1:${port}/api/v1/purchases/domains`, { headers })
        ).json()) as typeof purchases
      }
      expect(purchases.items).toEqual([
        expect.objectContaining({ domain: name, fullStatus: 'AWAITING_AUTH_CODE' }),
      ])
      // The same key now replays a paid order with its transaction; nothing is charged twice.
      const replay = (await (
        await fetch(`http://127.0.0.1:${port}/api/v1/checkout/orders`, {
          method: 'POST',
          headers,
          body,
        })
      ).json()) as { status: string; transactionId: string | null }
      expect(replay.status).toBe('PAID')
      expect(replay.transactionId).toBeTruthy()
    } finally {
      second.child.kill('SIGTERM')
      await second.exited
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  }, 120_000)
})
