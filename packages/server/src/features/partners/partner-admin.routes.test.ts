import { describe, expect, it } from 'vitest'
import { testAppForFile, uniqueSuffix } from '../../test/build-test-app.ts'
import { userRequests } from '../../test/user-requests.ts'
import { listedDomain } from '../../test/listed-domain.ts'

// Issue 24: admins create partners and keys; sellers choose in /account/boost and per domain
// whether partners show their names. Authorization is checked on the server for every route.
const t = testAppForFile()

const { inject: as } = userRequests(() => t)

describe('partner accounts are the admin’s', () => {
  it('refuses a seller the partner list and creation (403)', async () => {
    const seller = await t.factories.seller()
    const body = { name: 'Sneaky', contactEmail: 'x@example.test' }
    expect((await as(seller, 'GET', '/api/v1/admin/partners')).statusCode).toBe(403)
    expect((await as(seller, 'POST', '/api/v1/admin/partners', body)).statusCode).toBe(403)
  })

  it('lists a new partner with its keys (prefix only) and refuses a bad rate limit', async () => {
    const admin = await t.factories.user({ roles: ['admin'] })
    const name = `Reseller ${uniqueSuffix()}`
    const created = await as(admin, 'POST', '/api/v1/admin/partners', {
      name,
      contactEmail: 'ops@reseller.test',
    })
    expect(created.statusCode, created.body).toBe(201)
    const { id } = created.json<{ id: string }>()
    const issued = await as(admin, 'POST', `/api/v1/admin/partners/${id}/keys`, {})
    const { key, prefix } = issued.json<{ key: string; prefix: string }>()
    const list = await as(admin, 'GET', '/api/v1/admin/partners')
    const partner = list
      .json<{ items: { id: string; keys: object[] }[] }>()
      .items.find((p) => p.id === id)
    expect(partner).toMatchObject({ name, rateLimitPerMinute: 60, status: 'active' })
    expect(partner!.keys).toEqual([expect.objectContaining({ prefix, revokedAt: null })])
    expect(list.body).not.toContain(key)

    const bad = await as(admin, 'POST', '/api/v1/admin/partners', {
      name,
      contactEmail: 'ops@reseller.test',
      rateLimitPerMinute: 0,
    })
    expect(bad.statusCode).toBe(400)
  })
})

describe('the seller’s partner-sites choice', () => {
  it('is off until chosen, and a domain inherits it unless overridden', async () => {
    const seller = await t.factories.seller()
    const domain = await listedDomain(t, seller.id, 'choice')
    expect((await as(seller, 'GET', '/api/v1/account/partner-sites')).json()).toEqual({
      showOnPartnerSites: false,
    })
    const url = `/api/v1/domains/${domain.name}/partner-sites`
    expect((await as(seller, 'GET', url)).json()).toMatchObject({
      visibility: 'inherit',
      shownToPartners: false,
    })
    await as(seller, 'PUT', '/api/v1/account/partner-sites', { showOnPartnerSites: true })
    expect((await as(seller, 'GET', url)).json()).toMatchObject({ shownToPartners: true })
    const hidden = await as(seller, 'PUT', url, { visibility: 'hide' })
    expect(hidden.json()).toMatchObject({ visibility: 'hide', shownToPartners: false })
    const back = await as(seller, 'PUT', url, { visibility: 'inherit' })
    expect(back.json()).toMatchObject({ visibility: 'inherit', shownToPartners: true })
  })

  it('never reaches another seller’s domain (404)', async () => {
    const owner = await t.factories.seller()
    const other = await t.factories.seller()
    const domain = await listedDomain(t, owner.id, 'notyours')
    const url = `/api/v1/domains/${domain.name}/partner-sites`
    expect((await as(other, 'GET', url)).statusCode).toBe(404)
    expect((await as(other, 'PUT', url, { visibility: 'show' })).statusCode).toBe(404)
  })
})
