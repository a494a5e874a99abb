import { describe, expect, it } from 'vitest'
import { testAppForFile } from '../../test/build-test-app.ts'
import { userRequests } from '../../test/user-requests.ts'

const t = testAppForFile()

const { inject: call } = userRequests(() => t)

describe('checkout links (spec §4 "Checkout link creation", §7 v1/transactions/link)', () => {
  it('creates a link for an ACTIVE domain in the selling view, answers the same link again, shows it on the row', async () => {
    const seller = await t.factories.seller()
    const d = await t.factories.domain({
      sellerId: seller.id,
      status: 'ACTIVE',
      buynowPriceMicros: 900_000_000,
    })
    const res = await call(seller, 'POST', '/api/v1/transactions/link', { domainName: d.name })
    expect(res.statusCode).toBe(200)
    const link = res.json()
    expect(link).toMatchObject({
      url: `http://localhost:3000/checkout/${link.linkId}`,
      transactionLink: `http://localhost:3000/checkout/${link.linkId}`,
      details: { domainName: d.name, status: 'ACTIVE', buynowPriceMicros: 900_000_000 },
    })
    expect(
      (await call(seller, 'POST', '/api/v1/transactions/link', { domainName: d.name })).json()
        .linkId,
    ).toBe(link.linkId)
    expect((await call(seller, 'GET', `/api/v1/transactions/link/${link.linkId}`)).json()).toEqual(
      link,
    )
    const row = (await call(seller, 'GET', `/api/v2/domains/${d.name}`)).json()
    expect(row).toMatchObject({ transactionLink: link.url, checkoutLinkId: link.linkId })
    expect(
      (await call(seller, 'DELETE', `/api/v1/transactions/link/${link.linkId}`)).json(),
    ).toEqual({ deleted: true, linkId: link.linkId })
    expect((await call(seller, 'GET', `/api/v1/transactions/link/${link.linkId}`)).statusCode).toBe(
      404,
    )
  })

  it('allows PENDING_SYNC when not hidden', async () => {
    const seller = await t.factories.seller()
    const d = await t.factories.domain({ sellerId: seller.id, status: 'PENDING_SYNC' })
    expect(
      (await call(seller, 'POST', '/api/v1/transactions/link', { domainName: d.name })).statusCode,
    ).toBe(200)
  })

  it.each([
    [{ status: 'PENDING_SYNC', hidden: true }, 'selling', 'portfolio.checkoutLink.disabled.hidden'],
    [
      { status: 'COMPLIANCE_REVIEW' },
      'selling',
      'portfolio.checkoutLink.disabled.COMPLIANCE_REVIEW',
    ],
    [{ status: 'INACTIVE' }, 'selling', 'portfolio.checkoutLink.disabled.INACTIVE'],
    [{ status: 'ON_HOLD' }, 'selling', 'portfolio.checkoutLink.disabled.ON_HOLD'],
    [{ status: 'ACTIVE' }, 'parked', 'portfolio.checkoutLink.disabled.view'],
    [{ status: 'ACTIVE' }, 'sold', 'portfolio.checkoutLink.disabled.view'],
  ] as const)('refuses %j in the %s view with %s', async (values, view, reason) => {
    const seller = await t.factories.seller()
    const d = await t.factories.domain({ sellerId: seller.id, ...values })
    const res = await call(seller, 'POST', '/api/v1/transactions/link', {
      domainName: d.name,
      view,
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toMatchObject({
      code: 'VALIDATION',
      fields: [{ field: 'domainName', code: reason }],
    })
  })

  it("never creates, reads or deletes links of another seller's domains", async () => {
    const owner = await t.factories.seller()
    const stranger = await t.factories.seller()
    const d = await t.factories.domain({ sellerId: owner.id, status: 'ACTIVE' })
    expect(
      (await call(stranger, 'POST', '/api/v1/transactions/link', { domainName: d.name }))
        .statusCode,
    ).toBe(404)
    const link = (
      await call(owner, 'POST', '/api/v1/transactions/link', { domainName: d.name })
    ).json()
    expect(
      (await call(stranger, 'GET', `/api/v1/transactions/link/${link.linkId}`)).statusCode,
    ).toBe(404)
    expect(
      (await call(stranger, 'DELETE', `/api/v1/transactions/link/${link.linkId}`)).statusCode,
    ).toBe(404)
    expect((await call(owner, 'GET', `/api/v1/transactions/link/${link.linkId}`)).statusCode).toBe(
      200,
    )
  })
})
