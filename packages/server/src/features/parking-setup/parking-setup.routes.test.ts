import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { uniqueSuffix, type TestApp } from '../../test/build-test-app.ts'
import { dnsTestAppForFile } from '../../test/dns-test-app.ts'

const PLATFORM_NS = ['ns1.namefolio.test', 'ns2.namefolio.test']
const OUR_A = '192.0.2.80'

const { t, dns, rows } = dnsTestAppForFile({
  REGISTRATION_DATA: 'none',
  PLATFORM_NAMESERVERS: PLATFORM_NS.join(','),
  PARKING_A_RECORDS: OUR_A,
  PARKING_CNAME_TARGET: 'parking.namefolio.test',
})

type Seller = Awaited<ReturnType<TestApp['signedInSeller']>>

async function parkedDomain(owner: Seller, extra: Record<string, unknown> = {}) {
  const name = `park-${uniqueSuffix()}.com`
  await t.factories.domain({
    sellerId: owner.user.id,
    name,
    landingPage: 'PARKING',
    landerTemplate: 'CASH_PARKING',
    status: 'ACTIVE',
    ...extra,
  })
  return name
}

const post = (who: Seller, path: string, domainNames: string[]) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/parking/setup/${path}`,
    headers: who.headers,
    payload: { domainNames },
  })
describe('parking setup DNS check (decision 540; a real DNS server on 127.0.0.1)', () => {
  it('is live when the NS set equals the platform nameservers, and stores the check', async () => {
    const me = await t.signedInSeller()
    const name = await parkedDomain(me)
    dns.zone.set(name, { ns: [...PLATFORM_NS].reverse(), a: ['203.0.113.9'] })
    const res = await post(me, 'check', [name])
    expect(res.statusCode).toBe(200)
    expect(res.json().items[0]).toMatchObject({ domainName: name, status: 'LIVE', problem: null })
    expect(res.json().items[0].checkedAt).not.toBeNull()
    const [stored] = await rows(
      sql`select s.is_live, s.checked_at from parking_setups s join domains d on d.id = s.domain_id where d.name = ${name}`,
    )
    expect(stored!.is_live).toBe(true)
    expect(stored!.checked_at).not.toBeNull()
  })

  it('is live when the apex A records are all ours, whatever the nameservers', async () => {
    const me = await t.signedInSeller()
    const name = await parkedDomain(me)
    dns.zone.set(name, { ns: ['ns1.registrar.test'], a: [OUR_A] })
    const res = await post(me, 'check', [name])
    expect(res.json().items[0]).toMatchObject({ status: 'LIVE' })
  })

  it('is waiting with the problem key when DNS points elsewhere, or has no records', async () => {
    const me = await t.signedInSeller()
    const elsewhere = await parkedDomain(me)
    const missing = await parkedDomain(me)
    dns.zone.set(elsewhere, {
      ns: ['ns1.registrar.test', ...PLATFORM_NS],
      a: [OUR_A, '203.0.113.9'],
    })
    const res = await post(me, 'check', [elsewhere, missing])
    const byName = Object.fromEntries(
      res.json().items.map((i: { domainName: string }) => [i.domainName, i]),
    )
    expect(byName[elsewhere]).toMatchObject({
      status: 'WAITING',
      problem: 'parkingSetup.problem.dnsElsewhere',
    })
    expect(byName[missing]).toMatchObject({
      status: 'WAITING',
      problem: 'parkingSetup.problem.noRecords',
    })
    // GET shows the stored checks afterwards.
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/v1/parking/setup?names=${elsewhere},${missing}`,
      headers: me.headers,
    })
    expect(page.json().items.map((i: { status: string }) => i.status)).toEqual([
      'WAITING',
      'WAITING',
    ])
  })

  it('says "not checked" with its own key when our resolver fails, and keeps an earlier answer', async () => {
    const me = await t.signedInSeller()
    const fresh = await parkedDomain(me)
    const wasLive = await parkedDomain(me)
    dns.zone.set(wasLive, { ns: PLATFORM_NS })
    expect((await post(me, 'check', [wasLive])).json().items[0].status).toBe('LIVE')
    dns.zone.set(fresh, { servfail: true })
    dns.zone.set(wasLive, { servfail: true })
    const res = await post(me, 'check', [fresh, wasLive])
    for (const item of res.json().items) {
      expect(item).toMatchObject({
        status: 'NOT_CHECKED',
        problem: 'parkingSetup.problem.resolverFailed',
        checkedAt: null,
      })
    }
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/v1/parking/setup?names=${fresh},${wasLive}`,
      headers: me.headers,
    })
    const byName = Object.fromEntries(
      page.json().items.map((i: { domainName: string }) => [i.domainName, i]),
    )
    expect(byName[fresh].status).toBe('NOT_CHECKED')
    expect(byName[wasLive].status).toBe('LIVE')
  })

  it("refuses another seller's name as unknown and neither looks it up nor stores anything", async () => {
    const me = await t.signedInSeller()
    const other = await t.signedInSeller()
    const theirs = await parkedDomain(other)
    const absent = `absent-${uniqueSuffix()}.com`
    dns.zone.set(theirs, { ns: PLATFORM_NS })
    const res = await post(me, 'check', [theirs, absent])
    expect(res.statusCode).toBe(200)
    expect(res.json().items).toEqual([])
    expect(res.json().refused).toEqual([
      { domainName: theirs, reason: 'parkingSetup.refused.unknown' },
      { domainName: absent, reason: 'parkingSetup.refused.unknown' },
    ])
    expect(
      await rows(
        sql`select 1 from parking_setups s join domains d on d.id = s.domain_id where d.name = ${theirs}`,
      ),
    ).toEqual([])
  })

  it('refuses more than 200 names with a 400', async () => {
    const me = await t.signedInSeller()
    const names = Array.from({ length: 201 }, (_, i) => `n${i}.com`)
    expect((await post(me, 'check', names)).statusCode).toBe(400)
  })
})

describe('moving domains to parking (spec §2; decision 540)', () => {
  it("parks the seller's domain through the portfolio's bulk edit, refusing sold and others' names", async () => {
    const me = await t.signedInSeller()
    const other = await t.signedInSeller()
    const forSale = `sale-${uniqueSuffix()}.com`
    const sold = `sold-${uniqueSuffix()}.com`
    await t.factories.domain({ sellerId: me.user.id, name: forSale, status: 'ACTIVE' })
    await t.factories.domain({ sellerId: me.user.id, name: sold, soldAt: new Date() })
    const already = await parkedDomain(me)
    const theirs = `theirs-${uniqueSuffix()}.com`
    await t.factories.domain({ sellerId: other.user.id, name: theirs })

    const res = await post(me, 'park', [forSale, sold, already, theirs])
    expect(res.statusCode).toBe(200)
    expect(res.json().results).toEqual([
      { domainName: forSale, outcome: 'PARKED', reason: null },
      { domainName: sold, outcome: 'REFUSED', reason: 'parkingSetup.refused.sold' },
      { domainName: already, outcome: 'ALREADY_PARKED', reason: null },
      { domainName: theirs, outcome: 'REFUSED', reason: 'parkingSetup.refused.unknown' },
    ])
    const [parked] = await rows(
      sql`select landing_page, lander_template from domains where name = ${forSale}`,
    )
    expect(parked).toEqual({ landing_page: 'PARKING', lander_template: 'CASH_PARKING' })
    // The portfolio's own path wrote the listing history.
    const history = await rows(
      sql`select h.changes from domain_history h join domains d on d.id = h.domain_id where d.name = ${forSale}`,
    )
    expect(JSON.stringify(history)).toContain('CASH_PARKING')
    const [untouched] = await rows(sql`select landing_page from domains where name = ${theirs}`)
    expect(untouched!.landing_page).toBe('SALES')
  })

  it('lists the parked domains with what to set when no names are given', async () => {
    const me = await t.signedInSeller()
    const name = await parkedDomain(me)
    await t.factories.domain({ sellerId: me.user.id, name: `sales-${uniqueSuffix()}.com` })
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/parking/setup',
      headers: me.headers,
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      total: 1,
      limit: 100,
      instructions: {
        nameservers: PLATFORM_NS,
        records: [
          { type: 'A', host: '@', value: OUR_A },
          { type: 'CNAME', host: 'www', value: 'parking.namefolio.test' },
        ],
      },
      items: [{ domainName: name, isParked: true, status: 'NOT_CHECKED', checkedAt: null }],
    })
  })

  it('answers 401 without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/parking/setup' })
    expect(res.statusCode).toBe(401)
  })
})
