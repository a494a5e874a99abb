import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { domainVerifications } from '../../db/schema/domain-intake.ts'
import { buildTestApp, uniqueSuffix, type TestApp } from '../../test/build-test-app.ts'
import { userRequests } from '../../test/user-requests.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const { json } = userRequests(() => t)
const url = (name: string) => `/api/v1/domains/${encodeURIComponent(name)}/registrant`
const settings = { landerTemplate: 'PRICE_FORM' }

describe('GET /api/v1/domains/{domainName}/registrant (spec §3 Registrant status; decision 1000)', () => {
  it('says VERIFIED with how and when for a name proven by DNS, the seller on record', async () => {
    const seller = await t.factories.seller()
    const d = await t.factories.domain({ sellerId: seller.id })
    const verifiedAt = new Date('2026-11-20T10:00:00Z')
    await t.db.insert(domainVerifications).values({
      sellerId: seller.id,
      name: d.name,
      state: 'VERIFIED',
      settings,
      verifiedBy: 'TXT',
      verifiedAt,
    } as typeof domainVerifications.$inferInsert)
    const res = await json(seller, 'GET', url(d.name.toUpperCase()))
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      domainName: d.name,
      status: 'VERIFIED',
      domainRegistrant: { username: seller.username },
      verifiedBy: 'TXT',
      verifiedAt: verifiedAt.toISOString(),
    })
  })

  it('says NOT_VERIFIED for a name added without proof and UNDER_REVIEW for one held (§4)', async () => {
    const seller = await t.factories.seller()
    const plain = await t.factories.domain({ sellerId: seller.id })
    const held = await t.factories.domain({
      sellerId: seller.id,
      reviewReasons: ['OWNERSHIP_REVIEW'],
    })
    expect((await json(seller, 'GET', url(plain.name))).body).toMatchObject({
      status: 'NOT_VERIFIED',
      verifiedBy: null,
    })
    expect((await json(seller, 'GET', url(held.name))).body).toMatchObject({
      status: 'UNDER_REVIEW',
    })
  })

  it('says PENDING for a claim waiting for proof, with no registrant yet', async () => {
    const seller = await t.factories.seller()
    const name = `claim-${uniqueSuffix()}.com`
    await t.db
      .insert(domainVerifications)
      .values({ sellerId: seller.id, name, settings } as typeof domainVerifications.$inferInsert)
    expect((await json(seller, 'GET', url(name))).body).toMatchObject({
      status: 'PENDING',
      domainRegistrant: null,
    })
  })

  it("refuses another seller's name as if it did not exist, and non-sellers", async () => {
    const owner = await t.factories.seller()
    const d = await t.factories.domain({ sellerId: owner.id })
    const other = await t.factories.seller()
    const res = await json(other, 'GET', url(d.name))
    expect(res.status).toBe(404)
    expect(JSON.stringify(res.body)).not.toContain(owner.username)
    expect((await t.app.inject({ method: 'GET', url: url(d.name) })).statusCode).toBe(401)
  })
})
