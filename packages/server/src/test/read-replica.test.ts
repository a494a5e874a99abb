import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import pg from 'pg'
import { landingForTemplate } from '@namefolio/core/landers/lander-template'
import { usdToMicros } from '@namefolio/core/money/money'
import { issueFormToken } from '../features/landers/offer-form-token.ts'
import { READ_AFTER_COOKIE } from '../http/read-your-writes.ts'
import { buildTestApp, uniqueSuffix, type TestApp } from './build-test-app.ts'
import {
  HAS_POSTGRESQL_SERVER,
  startStreamingReplica,
  type StreamingReplica,
} from './streaming-replica.ts'

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36'
const FORM_SECRET = 'read-replica-form-secret-0123'

/**
 * Issue 23 on a real streaming replica (decisions 1300–1303): the app runs on a scratch
 * PostgreSQL 15 primary with a hot standby. Pausing the standby's replay makes its lag
 * deterministic: what is written while it is paused exists on the primary only.
 */
describe.skipIf(!HAS_POSTGRESQL_SERVER)(
  'reads from a streaming replica (needs the PostgreSQL 15 server binaries in /usr/lib/postgresql/15/bin: skipped without them)',
  () => {
    let cluster: StreamingReplica
    let t: TestApp
    let standby: pg.Client

    beforeAll(async () => {
      cluster = await startStreamingReplica()
      // openDatabase migrates the scratch primary; the standby replays the migrations.
      t = await buildTestApp({
        DATABASE_URL: cluster.primaryUrl,
        DATABASE_REPLICA_URL: cluster.replicaUrl,
        PUBLIC_FORM_SECRET: FORM_SECRET,
      })
      standby = new pg.Client({ connectionString: cluster.replicaUrl })
      // The last test stops the standby under this connection.
      standby.on('error', () => undefined)
      await standby.connect()
    })
    afterAll(async () => {
      await standby?.end()
      await t?.close()
      await cluster?.stop()
    })

    async function pauseReplay(): Promise<void> {
      await standby.query('select pg_wal_replay_pause()')
      await expect
        .poll(async () => {
          const { rows } = await standby.query('select pg_get_wal_replay_pause_state() as state')
          return rows[0].state
        })
        .toBe('paused')
    }

    async function resumeReplay(): Promise<void> {
      await standby.query('select pg_wal_replay_resume()')
    }

    async function replicaHasReplayed(position: string): Promise<boolean> {
      const { rows } = await standby.query(
        'select pg_last_wal_replay_lsn() >= $1::pg_lsn as replayed',
        [position],
      )
      return rows[0].replayed
    }

    /** A seller, their session and a listed domain, all already on the replica. */
    async function sellerWithListing(values: { hidden?: boolean } = {}) {
      const { user, headers } = await t.signedInSeller()
      const word = `rr${uniqueSuffix()}`
      const domain = await t.factories.domain({
        sellerId: user.id,
        name: `${word}.com`,
        status: 'ACTIVE',
        landerTemplate: 'BUY_NOW',
        ...landingForTemplate('BUY_NOW'),
        buynowPriceMicros: usdToMicros(2_500),
        floorPriceMicros: usdToMicros(1_000),
        ...values,
      })
      await cluster.catchUp()
      return { seller: user, session: headers.cookie, word, domain }
    }

    const get = (url: string, cookie?: string) =>
      t.app.inject({
        method: 'GET',
        url,
        headers: { 'user-agent': BROWSER, ...(cookie ? { cookie } : {}) },
      })

    const edit = (name: string, session: string, payload: object) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/v2/domains/${name}`,
        headers: { cookie: session },
        payload,
      })

    it('serves anonymous search from the replica and the writing seller their own write at once', async () => {
      const { session, word, domain } = await sellerWithListing({ hidden: true })
      await pauseReplay()
      try {
        const shown = await edit(domain.name, session, { hidden: false })
        expect(shown.statusCode).toBe(200)
        const readAfter = shown.cookies.find((c) => c.name === READ_AFTER_COOKIE)
        expect(readAfter).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })

        // The replica has not replayed the edit: a visitor's search does not show the name yet.
        const anonymous = await get(`/search?q=${word}`)
        expect(anonymous.statusCode).toBe(200)
        expect(anonymous.body).not.toContain(domain.name)
        // The seller who wrote reads on the primary while the replica is behind their write.
        const own = await get(
          `/search?q=${word}`,
          `${session}; ${READ_AFTER_COOKIE}=${readAfter!.value}`,
        )
        expect(own.body).toContain(domain.name)
        // The session alone does not route: the read-after position does.
        expect((await get(`/search?q=${word}`, session)).body).not.toContain(domain.name)

        await resumeReplay()
        await expect.poll(() => replicaHasReplayed(readAfter!.value)).toBe(true)
        expect((await get(`/search?q=${word}`)).body).toContain(domain.name)
      } finally {
        await resumeReplay()
      }
    })

    it('reads a lander on the replica, and one whose listing just changed on the primary', async () => {
      const { seller, session, domain } = await sellerWithListing()
      expect((await get(`/lander/${domain.name}`)).body).toContain('$2,500')
      await pauseReplay()
      try {
        // Written straight to the primary (no listing change is signalled): the lander reads the
        // replica, which does not have it yet.
        const unseen = await t.factories.domain({
          sellerId: seller.id,
          name: `rr-new-${uniqueSuffix()}.com`,
          status: 'ACTIVE',
          buynowPriceMicros: usdToMicros(3_000),
        })
        expect((await get(`/lander/${unseen.name}`)).statusCode).toBe(404)

        const repriced = await edit(domain.name, session, { buynowPrice: usdToMicros(7_777) })
        expect(repriced.statusCode).toBe(200)
        const onReplica = await standby.query(
          'select buynow_price_micros from domains where name = $1',
          [domain.name],
        )
        expect(Number(onReplica.rows[0].buynow_price_micros)).toBe(usdToMicros(2_500))
        // The changed listing is read on the primary, never cached again from the replica.
        const lander = await get(`/lander/${domain.name}`)
        expect(lander.statusCode).toBe(200)
        expect(lander.body).toContain('$7,777')
        expect(lander.body).not.toContain('$2,500')
      } finally {
        await resumeReplay()
      }
    })

    it('counts a buyer’s lander offer as their own write, though they have no session, and no read', async () => {
      const { domain } = await sellerWithListing()
      const offer = await t.app.inject({
        method: 'POST',
        url: `/lander/${domain.name}/offer`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': BROWSER },
        payload: new URLSearchParams({
          name: 'Bea Buyer',
          email: `bea-${uniqueSuffix()}@example.test`,
          message: 'I would like this name for my bakery.',
          amount: '1500',
          formToken: issueFormToken(FORM_SECRET, Date.now() - 10_000),
        }).toString(),
      })
      expect(offer.statusCode).toBe(200)
      expect(offer.cookies.map((c) => c.name)).toContain(READ_AFTER_COOKIE)
      // Reads send none, a signed-in bulk search (a read sent as a POST) neither.
      const page = await get(`/lander/${domain.name}`)
      expect(page.cookies.map((c) => c.name)).not.toContain(READ_AFTER_COOKIE)
      const { headers } = await t.signedInSeller()
      const bulk = await t.app.inject({
        method: 'POST',
        url: '/api/v2/domains/bulkSearch',
        headers,
        payload: { keywords: [domain.name] },
      })
      expect(bulk.statusCode).toBe(200)
      expect(bulk.cookies.map((c) => c.name)).not.toContain(READ_AFTER_COOKIE)
    })

    it('answers public search from the primary when the replica is down', async () => {
      const { word, domain } = await sellerWithListing()
      expect((await get(`/search?q=${word}`)).body).toContain(domain.name)
      await cluster.stopReplica()
      const search = await get(`/search?q=${word}`)
      expect(search.statusCode).toBe(200)
      expect(search.body).toContain(domain.name)
      const lander = await get(`/lander/${domain.name}`)
      expect(lander.statusCode).toBe(200)
      expect((await get(`/listings/${domain.name}`)).statusCode).toBeLessThan(500)
    })
  },
)

describe('without a replica (decision 1300)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t?.close())

  it('sets no read-after cookie on a write: every read is the one database’s', async () => {
    const { user, headers } = await t.signedInSeller()
    const domain = await t.factories.domain({ sellerId: user.id, status: 'ACTIVE' })
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/v2/domains/${domain.name}`,
      headers,
      payload: { hidden: true },
    })
    expect(res.statusCode).toBe(200)
    expect(res.cookies.map((c) => c.name)).not.toContain(READ_AFTER_COOKIE)
  })
})
