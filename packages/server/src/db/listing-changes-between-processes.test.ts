import { landingForTemplate } from '@namefolio/core/landers/lander-template'
import { usdToMicros } from '@namefolio/core/money/money'
import { describe, expect, inject, it } from 'vitest'
import pg from 'pg'
import { buildTestApp, uniqueSuffix, type TestApp } from '../test/build-test-app.ts'
import { LISTENER_APPLICATION_NAME } from './change-notifications.ts'
import { listedDomain } from '../test/listed-domain.ts'
import type { ChangedListings } from './listing-changes.ts'

const suiteDatabaseUrl = inject('suiteDatabaseUrl') ?? null

/** The next change the app hears whose names include `name` (or that says "all"). */
function nextChangeOf(t: TestApp, name: string): Promise<ChangedListings> {
  return new Promise((resolve) => {
    const stop = t.app.listingChanges.subscribe((names) => {
      if (names === null || names.includes(name)) {
        stop()
        resolve(names)
      }
    })
  })
}

describe.skipIf(!suiteDatabaseUrl)(
  'listing changes reach every server process (issue 23, decision 1291)',
  () => {
    it("a price changed through one process is on the other's lander as soon as it hears of it", async () => {
      const first = await buildTestApp()
      const second = await buildTestApp({}, { sameDatabaseAs: first })
      try {
        await Promise.all([first.app.ready(), second.app.ready()])
        const seller = await first.factories.seller()
        const domain = await listedDomain(first, seller.id, 'notify', {
          buynowPriceMicros: usdToMicros(4_321),
          landerTemplate: 'BUY_NOW',
          ...landingForTemplate('BUY_NOW'),
        })
        const lander = () => second.app.inject({ method: 'GET', url: `/lander/${domain.name}` })
        // The second process caches the listing (2 s) with the old price.
        expect((await lander()).body).toContain('4,321')

        const heard = nextChangeOf(second, domain.name)
        const edit = await first.app.inject({
          method: 'PATCH',
          url: `/api/v2/domains/${domain.name}`,
          headers: await first.signedIn(seller),
          payload: { buynowPrice: usdToMicros(5_678) },
        })
        expect(edit.statusCode).toBe(200)
        expect(await heard).toEqual([domain.name])

        const after = (await lander()).body
        expect(after).toContain('5,678')
        expect(after).not.toContain('4,321')
      } finally {
        await second.close()
        await first.close()
      }
    })

    it('a process ignores its own notifications: its listeners hear a change once', async () => {
      const only = await buildTestApp()
      try {
        await only.app.ready()
        const heard: ChangedListings[] = []
        only.app.listingChanges.subscribe((names) => heard.push(names))
        const other = await buildTestApp({}, { sameDatabaseAs: only })
        try {
          await other.app.ready()
          const [mine, theirs] = [`a-${uniqueSuffix()}.com`, `b-${uniqueSuffix()}.com`]
          const fromOther = nextChangeOf(only, theirs)
          only.app.listingChanges.changed([mine])
          other.app.listingChanges.changed([theirs])
          await fromOther
          // Other test files share the database and its channel: look at these two names only.
          const ours = heard.filter((names) => names?.some((n) => n === mine || n === theirs))
          expect(ours).toEqual([[mine], [theirs]])
        } finally {
          await other.close()
        }
      } finally {
        await only.close()
      }
    })

    it('after its listening connection is cut, a process reconnects and drops every cached listing', async () => {
      const t = await buildTestApp()
      try {
        await t.app.ready()
        const heardAll = new Promise<void>((resolve) => {
          t.app.listingChanges.subscribe((names) => names === null && resolve())
        })
        // Cuts every listener on the suite's database (other test apps just reconnect too).
        const admin = new pg.Client({ connectionString: suiteDatabaseUrl! })
        await admin.connect()
        await admin.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and datname = current_database()',
          [LISTENER_APPLICATION_NAME],
        )
        await admin.end()
        await heardAll
      } finally {
        await t.close()
      }
    })
  },
)
