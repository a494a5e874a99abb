import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { uniqueSuffix } from '../../test/build-test-app.ts'
import { dnsTestAppForFile } from '../../test/dns-test-app.ts'

const { t, dns, rows } = dnsTestAppForFile({
  REGISTRATION_DATA: 'dns',
  PLATFORM_NAMESERVERS: 'ns1.namefolio.test,ns2.namefolio.test',
})

describe('ownership proof by DNS (a real DNS server on 127.0.0.1)', () => {
  it('keeps a name held by another seller until the TXT record with our value appears', async () => {
    const me = await t.signedInSeller()
    const other = await t.signedInSeller()
    const name = `held-${uniqueSuffix()}.com`
    await t.factories.domain({ sellerId: other.user.id, name })
    dns.zone.set(name, { ns: ['ns1.registrar.test'], txt: ['v=spf1 -all'] })

    const txt = await t.app.inject({
      method: 'GET',
      url: '/api/v1/account/verificationTxt',
      headers: me.headers,
    })
    expect(txt.json().txtRecord).toMatch(/^namefolio-verification=[0-9a-f]{32}$/)
    expect(txt.json().nameservers).toEqual(['ns1.namefolio.test', 'ns2.namefolio.test'])

    const claim = await t.app.inject({
      method: 'POST',
      url: '/api/v1/domains/verifications',
      headers: me.headers,
      payload: { domains: [name] },
    })
    expect(claim.json().items[0]).toMatchObject({
      name,
      state: 'PENDING',
      attempts: 1,
    })
    // Never says that another account holds the name (issue 12).
    expect(claim.json().items[0]).not.toHaveProperty('heldByOther')
    expect(claim.body).not.toMatch(/another account|heldByOther/i)
    expect(claim.json().items[0].lastResult).toContain('TXT record not found')
    expect(
      (await rows(sql`select seller_id from domains where name = ${name}`))[0]!.seller_id,
    ).toBe(other.user.id)

    dns.zone.set(name, { ns: ['ns1.registrar.test'], txt: ['v=spf1 -all', txt.json().txtRecord] })
    const status = await t.app.inject({
      method: 'POST',
      url: '/api/v1/domains/verificationStatus',
      headers: me.headers,
      payload: { domains: [name] },
    })
    expect(status.json().items[0]).toMatchObject({ name, state: 'VERIFIED', verifiedBy: 'TXT' })
    expect(
      (await rows(sql`select seller_id, status from domains where name = ${name}`))[0],
    ).toEqual({
      seller_id: me.user.id,
      status: 'ACTIVE',
    })
  })

  it('accepts the record at _namefolio.<domain> and a value from another account does not count', async () => {
    const me = await t.signedInSeller()
    const stranger = await t.signedInSeller()
    const name = `sub-${uniqueSuffix()}.net`
    const strangerTxt = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/account/verificationTxt',
        headers: stranger.headers,
      })
    ).json().txtRecord
    dns.zone.set(name, { ns: ['ns1.registrar.test'], txt: [strangerTxt] })
    dns.zone.set(`_namefolio.${name}`, { txt: [strangerTxt] })
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/v1/domains/verifications',
      headers: me.headers,
      payload: { domains: [name] },
    })
    expect(first.json().items[0].state).toBe('PENDING')
    const mine = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/account/verificationTxt',
        headers: me.headers,
      })
    ).json().txtRecord
    dns.zone.set(`_namefolio.${name}`, { txt: [mine] })
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/v1/domains/verificationStatus',
      headers: me.headers,
      payload: { domains: [name] },
    })
    expect(second.json().items[0]).toMatchObject({
      state: 'VERIFIED',
      verifiedBy: 'TXT',
    })
  })

  it('accepts nameservers pointing at the platform', async () => {
    const me = await t.signedInSeller()
    const name = `ns-${uniqueSuffix()}.org`
    dns.zone.set(name, { ns: ['NS1.namefolio.test.', 'ns2.namefolio.test'] })
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/domains/verifications',
      headers: me.headers,
      payload: { domains: [name] },
    })
    expect(res.json().items[0]).toMatchObject({ state: 'VERIFIED', verifiedBy: 'NS' })
  })

  it('re-checks pending claims with back-off, only when due', async () => {
    const me = await t.signedInSeller()
    const name = `later-${uniqueSuffix()}.com`
    dns.zone.set(name, { ns: ['ns1.registrar.test'] })
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/domains/verifications',
      headers: me.headers,
      payload: { domains: [name] },
    })
    const [row] = await rows(
      sql`select attempts, next_check_at from domain_verifications where name = ${name}`,
    )
    expect(row!.attempts).toBe(1)
    const delayMs = new Date(row!.next_check_at as string).getTime() - Date.now()
    expect(delayMs).toBeGreaterThan(60_000) // 2^1 minutes
    expect(delayMs).toBeLessThan(130_000)
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/domains/verifications?state=PENDING',
      headers: me.headers,
    })
    expect(list.json()).toMatchObject({ total: 1, items: [{ name, state: 'PENDING' }] })
  })

  it('refuses names that are not domain names with their message key', async () => {
    const me = await t.signedInSeller()
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/domains/verifications',
      headers: me.headers,
      payload: { domains: ['nope'] },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields[0].code).toBe('domains.form.error.specificDomain')
  })
})

describe('registration-data check (default adapter: DNS existence)', () => {
  it('flags names that do not exist or have no registration data, lists the rest', async () => {
    const me = await t.signedInSeller()
    const registered = `reg-${uniqueSuffix()}.com`
    const missing = `missing-${uniqueSuffix()}.com`
    const noNs = `nons-${uniqueSuffix()}.com`
    dns.zone.set(registered, { ns: ['ns1.registrar.test'] })
    dns.zone.set(noNs, { txt: ['hello'] })
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/domains/add',
      headers: me.headers,
      payload: { domains: `${registered} ${missing} ${noNs}` },
    })
    const byName = Object.fromEntries(res.json().added.map((a: { name: string }) => [a.name, a]))
    expect(byName[registered]).toMatchObject({ status: 'ACTIVE', reviewReasons: [] })
    expect(byName[missing]).toMatchObject({
      status: 'COMPLIANCE_REVIEW',
      reviewReasons: ['WHOIS_NOT_FOUND'],
    })
    expect(byName[noNs]).toMatchObject({
      status: 'COMPLIANCE_REVIEW',
      reviewReasons: ['WHOIS_UNKNOWN_REGISTRAR'],
    })
    expect(
      await rows(
        sql`select 1 from registration_checks rc join domains d on d.id = rc.domain_id where d.seller_id = ${me.user.id}`,
      ),
    ).toEqual([])
  })
})
