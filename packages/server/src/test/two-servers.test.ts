import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { sldLength } from '@namefolio/core/domains/domain-name'
import { usdToMicros } from '@namefolio/core/money/money'
import { rowsOf } from '../db/rows-of.ts'
import { domains } from '../db/schema/domains.ts'
import { buildTestApp, TEST_PASSWORD, uniqueSuffix, type TestApp } from './build-test-app.ts'
import { buyableDomain } from './listed-domain.ts'
import { freePort, startServer } from './server-process.ts'
import {
  HAS_POSTGRESQL_SERVER,
  startStreamingReplica,
  type StreamingReplica,
} from './streaming-replica.ts'

/**
 * Issue 23, "Done when": two server processes on one PostgreSQL and its streaming replica
 * share everything a person notices: sessions, rate limits, landers' freshness, jobs, and each
 * counts its own requests on /metrics. Runs in the PostgreSQL pass of CI, where the
 * PostgreSQL 15 binaries make a scratch primary and replica (test/streaming-replica.ts).
 */
const runsHere = Boolean(inject('suiteDatabaseUrl')) && HAS_POSTGRESQL_SERVER
const SANDBOX_CARD_OK = '4242424242424242'
const SIGN_IN_ATTEMPTS_PER_MINUTE = 6

type Server = ReturnType<typeof startServer> & { base: string }

describe.skipIf(!runsHere)(
  'two server processes on one PostgreSQL and a replica (issue 23)',
  () => {
    let cluster: StreamingReplica
    let t: TestApp
    let one: Server
    let two: Server
    let webDist: string

    async function start(common: Record<string, string>): Promise<Server> {
      const port = await freePort()
      const server = startServer({ ...common, PORT: String(port) })
      return Object.assign(server, { base: `http://127.0.0.1:${port}` })
    }

    beforeAll(async () => {
      cluster = await startStreamingReplica()
      // The test's own handle on the primary (migrates it): factories and sessions.
      t = await buildTestApp({ DATABASE_URL: cluster.primaryUrl })
      webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'nf-two-servers-'))
      const common = {
        APP_ENV: 'test',
        HOST: '127.0.0.1',
        PUBLIC_URL: 'http://localhost:3000',
        DATABASE_URL: cluster.primaryUrl,
        DATABASE_REPLICA_URL: cluster.replicaUrl,
        PUBLIC_FORM_SECRET: 'one-form-secret-for-every-process',
        SEED_DEMO: '0',
        WEB_DIST_DIR: webDist,
        SIGN_IN_ATTEMPTS_PER_MINUTE: String(SIGN_IN_ATTEMPTS_PER_MINUTE),
      }
      one = await start(common)
      two = await start(common)
      await Promise.all([one.ready, two.ready])
    }, 180_000)

    afterAll(async () => {
      for (const server of [one, two]) server?.child.kill('SIGTERM')
      await Promise.all([one?.exited, two?.exited])
      await t?.close()
      await cluster?.stop()
      if (webDist) fs.rmSync(webDist, { recursive: true, force: true })
    }, 60_000)

    function signIn(server: Server, email: string, password: string) {
      return fetch(`${server.base}/login`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email, password }).toString(),
      })
    }

    it('a session made on one server is valid on the other', async () => {
      const seller = await t.factories.seller()
      const signedIn = await signIn(one, seller.email, TEST_PASSWORD)
      expect(signedIn.status).toBe(303)
      const cookie = (signedIn.headers.get('set-cookie') ?? '').split(';')[0]!
      const account = await fetch(`${two.base}/api/v1/account/data`, { headers: { cookie } })
      expect(account.status).toBe(200)
      expect(JSON.stringify(await account.json())).toContain(seller.email)
    })

    it('wrong passwords sent to both servers are refused at the combined count', async () => {
      // A count that crosses into a new one-minute window starts again from zero (the header's
      // remaining goes up): the sequence is then retried in the fresh window.
      for (let round = 0; round < 2; round++) {
        const remaining: number[] = []
        let refused: Response | null = null
        for (let attempt = 0; attempt <= SIGN_IN_ATTEMPTS_PER_MINUTE; attempt++) {
          const server = attempt % 2 === 0 ? one : two
          // Another unknown address each time: the per-account failure delays stay out of it.
          const answer = await signIn(server, `nobody-${uniqueSuffix()}@example.test`, 'wrong')
          if (answer.status === 429) {
            refused = answer
            break
          }
          remaining.push(Number(answer.headers.get('x-ratelimit-remaining')))
        }
        const windowRolledOver = remaining.some((left, i) => i > 0 && left > remaining[i - 1]!)
        if (windowRolledOver) continue
        // One count for both: what is left falls by one at each attempt, whichever server took
        // it (other tests' sign-ins from this address may have spent some of the minute).
        const first = remaining[0]!
        expect(remaining).toEqual(Array.from({ length: first + 1 }, (_, i) => first - i))
        expect(remaining.length).toBeGreaterThanOrEqual(2)
        expect(refused?.status).toBe(429)
        return
      }
      throw new Error('the rate-limit window rolled over twice during the test')
    })

    it('a purchase on one server makes the lander of the other answer "sold" at once', async () => {
      const seller = await t.factories.seller()
      const buyer = await t.factories.user({ roles: ['buyer'] })
      const domain = await buyableDomain(t, seller.id, 500)
      await cluster.catchUp()
      const before = await fetch(`${two.base}/lander/${domain.name}`)
      expect(before.status).toBe(200)
      const heard = await notificationsHeardBy(two)

      const order = await fetch(`${one.base}/api/v1/checkout/orders`, {
        method: 'POST',
        headers: {
          ...(await t.signedIn(buyer)),
          'content-type': 'application/json',
          'idempotency-key': `two-servers-${domain.id}`,
        },
        body: JSON.stringify({
          domainName: domain.name,
          cardName: 'Bo Buyer',
          cardNumber: SANDBOX_CARD_OK,
        }),
      })
      expect(await order.json()).toMatchObject({ status: 'PAID', kind: 'SALE' })
      // The other process is told by NOTIFY; wait for that event, never for a clock.
      await waitUntil(async () => (await notificationsHeardBy(two)) > heard)
      const after = await fetch(`${two.base}/lander/${domain.name}`)
      expect(after.status).toBe(410)
      expect(await after.text()).toContain('has been sold')
    })

    it('a bulk job is run once although both servers work the queue', async () => {
      const seller = await t.factories.seller()
      const suffix = uniqueSuffix()
      const names = Array.from({ length: 1_200 }, (_, i) => `once${i}-${suffix}.com`)
      await t.db.insert(domains).values(
        names.map((name) => ({
          sellerId: seller.id,
          name,
          displayName: name,
          tld: 'com',
          sldLength: sldLength(name),
          status: 'ACTIVE' as const,
          buynowPriceMicros: usdToMicros(1_000),
        })),
      )
      const headers = { ...(await t.signedIn(seller)), 'content-type': 'application/json' }
      const keep = { mode: 'keep' }
      const accepted = await fetch(`${one.base}/api/v2/domains/reprice`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          selection: { kind: 'filter', filter: { view: 'selling' } },
          reprice: { buyNow: { mode: 'percent', pct: 10 }, floor: keep, minBid: keep },
        }),
      })
      const { job } = (await accepted.json()) as { job: { jobId: string } }
      const jobUrl = `${two.base}/api/v2/domains/reprice/jobs/${job.jobId}`
      let state = 'queued'
      await waitUntil(async () => {
        state = ((await (await fetch(jobUrl, { headers })).json()) as { state: string }).state
        return !['queued', 'running'].includes(state)
      })
      expect(state).toBe('completed')
      // +10 % once is $1,100; a second run would have made it $1,210.
      const prices = rowsOf<{ price: string; n: number }>(
        await t.db.execute(sql`
        select buynow_price_micros::text as price, count(*)::int as n from domains
        where seller_id = ${seller.id} group by 1`),
      )
      expect(prices).toEqual([{ price: String(usdToMicros(1_100)), n: 1_200 }])
      const runs = rowsOf<{ retry_count: number }>(
        await t.db.execute(sql`select retry_count from pgboss.job where id = ${job.jobId}`),
      )
      expect(runs).toEqual([{ retry_count: 0 }])
    })

    it('/metrics counts the requests each server answered', async () => {
      const before = await requestCount(one, '/api/health')
      for (let i = 0; i < 3; i++) expect((await fetch(`${one.base}/api/health`)).status).toBe(200)
      expect(await requestCount(one, '/api/health')).toBe(before + 3)
    })
  },
)

/** The value of a counter line of /metrics (the sum of its series matching `labels`). */
async function metric(server: Server, name: string, labels: Record<string, string> = {}) {
  const text = await (await fetch(`${server.base}/metrics`)).text()
  let total = 0
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue
    const matches = Object.entries(labels).every(([key, value]) =>
      line.includes(`${key}="${value}"`),
    )
    if (matches) total += Number(line.slice(line.lastIndexOf(' ') + 1))
  }
  return total
}

function requestCount(server: Server, route: string) {
  return metric(server, 'http_requests_total', { route, method: 'GET', status_code: '200' })
}

function notificationsHeardBy(server: Server) {
  return metric(server, 'namefolio_change_notifications_received_total')
}

/** Polls `done` until it holds (an event another process makes), failing after 20 s. */
async function waitUntil(done: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 20_000
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error('the awaited event did not happen within 20 s')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
