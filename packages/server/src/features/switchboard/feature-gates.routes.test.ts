import { describe, expect, it } from 'vitest'
import { featureFlags } from '../../db/schema/feature-flags.ts'
import { testAppForFile } from '../../test/build-test-app.ts'
import { cohortOf } from '../../test/cohorts.ts'
import { userRequests } from '../../test/user-requests.ts'

const t = testAppForFile()
const { json } = userRequests(() => t)

/** A seller in a new cohort whose row turns `key` off (spec §6: a cohort row wins). */
async function sellerWithFlagOff(key: string) {
  const seller = await t.factories.seller()
  const cohortId = await cohortOf(t.db, [seller.id], `${key}-off`)
  await t.db.insert(featureFlags).values({ key, cohortId, state: 'off' })
  return seller
}

describe('issue 19: each §6 flag gates its API for the account', () => {
  it('taxesPage: the tax profile answers 403 switchboard.error.featureOff when off', async () => {
    const off = await sellerWithFlagOff('taxesPage')
    const refused = await json(off, 'GET', '/api/v1/account/tax')
    expect(refused.status).toBe(403)
    expect(refused.body.error.fields).toEqual([
      { field: 'taxesPage', code: 'switchboard.error.featureOff' },
    ])
    const on = await t.factories.seller()
    expect((await json(on, 'GET', '/api/v1/account/tax')).status).toBe(200)
  })

  it('selectAll: a selection across pages is refused when off; a list of names is not', async () => {
    const off = await sellerWithFlagOff('selectAll')
    const domain = await t.factories.domain({ sellerId: off.id, status: 'ACTIVE' })
    const all = await json(off, 'POST', '/api/v2/domains/bulkOperation', {
      operation: 'delete',
      selection: { kind: 'filter', filter: {}, excludeNames: [] },
    })
    expect(all.status).toBe(403)
    expect(all.body.error.fields[0]).toEqual({
      field: 'selectAll',
      code: 'switchboard.error.featureOff',
    })
    const named = await json(off, 'POST', '/api/v2/domains/bulkOperation', {
      operation: 'delete',
      selection: { kind: 'names', domainNames: [domain.name] },
    })
    expect(named.status).toBe(200)
  })

  it('customDateRange: a custom parking range is refused when off; the presets are not', async () => {
    const off = await sellerWithFlagOff('customDateRange')
    const today = new Date().toISOString().slice(0, 10)
    const custom = await json(
      off,
      'GET',
      '/api/v1/parking/metrics/account?from=2024-01-01&to=2024-01-10',
    )
    expect(custom.status).toBe(403)
    expect(custom.body.error.fields[0]).toEqual({
      field: 'customDateRange',
      code: 'switchboard.error.featureOff',
    })
    expect((await json(off, 'GET', '/api/v1/parking/metrics/account')).status).toBe(200)
    const last30 = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10)
    const preset = await json(
      off,
      'GET',
      `/api/v1/parking/metrics/account?from=${last30}&to=${today}`,
    )
    expect(preset.status).toBe(200)
    const on = await t.factories.seller()
    const allowed = await json(
      on,
      'GET',
      '/api/v1/parking/metrics/account?from=2024-01-01&to=2024-01-10',
    )
    expect(allowed.status).toBe(200)
  })

  it('leaseToOwnSettings: the lease policy of /account/lto is refused when off', async () => {
    const off = await sellerWithFlagOff('leaseToOwnSettings')
    const refused = await json(off, 'GET', '/api/v1/account/lto/policy')
    expect(refused.status).toBe(403)
    expect(refused.body.error.fields[0].field).toBe('leaseToOwnSettings')
    const on = await t.factories.seller()
    expect((await json(on, 'GET', '/api/v1/account/lto/policy')).status).toBe(200)
  })

  it('showDanCustomBgColor: lander colours are refused when off; a template change is not', async () => {
    const off = await sellerWithFlagOff('showDanCustomBgColor')
    const domain = await t.factories.domain({ sellerId: off.id })
    const url = `/api/v2/domains/${domain.name}`
    const colours = await json(off, 'PATCH', url, {
      backgroundColorOption: 'CUSTOM',
      backgroundColorCustom: '#123456',
    })
    expect(colours.status).toBe(403)
    expect(colours.body.error.fields[0].field).toBe('showDanCustomBgColor')
    expect((await json(off, 'PATCH', url, { hidden: true })).status).toBe(200)
    const on = await t.factories.seller()
    const own = await t.factories.domain({ sellerId: on.id })
    const allowed = await json(on, 'PATCH', `/api/v2/domains/${own.name}`, {
      backgroundColorOption: 'CUSTOM',
      backgroundColorCustom: '#123456',
    })
    expect(allowed.status).toBe(200)
  })

  it('bulkSearch: the bulk search API and page refuse an account with it off; visitors keep it', async () => {
    const off = await sellerWithFlagOff('bulkSearch')
    const body = { keywords: ['harbor'] }
    const refused = await json(off, 'POST', '/api/v2/domains/bulkSearch', body)
    expect(refused.status).toBe(403)
    expect(refused.body.error.fields[0].field).toBe('bulkSearch')
    expect((await json(null, 'POST', '/api/v2/domains/bulkSearch', body)).status).toBe(200)
    const page = await t.app.inject({
      method: 'GET',
      url: '/search?bulkSearch=1&keywords=harbor',
      headers: await t.signedIn(off),
    })
    expect(page.statusCode).toBe(403)
    expect(page.body).toContain('Bulk search is not available for your account.')
  })

  it('registrarColumn: the registrar is withheld from the list unless the switch is on', async () => {
    const seller = await t.factories.seller()
    await t.factories.domain({ sellerId: seller.id, registrar: 'Example Registrar' })
    const registrar = async () =>
      (await json(seller, 'GET', '/api/v2/domains')).body.items[0].registrar
    // The default is off (seed: registrarColumn off for everyone).
    expect(await registrar()).toBeNull()
    const cohortId = await cohortOf(t.db, [seller.id], 'registrar-on')
    await t.db.insert(featureFlags).values({ key: 'registrarColumn', cohortId, state: 'on' })
    expect(await registrar()).toBe('Example Registrar')
  })
})
