import { describe, expect, it } from 'vitest'
import { BOOST_TABLE, boostSurchargeBps } from '@namefolio/core/account/boost'
import { LEASE_TIERS } from '@namefolio/core/pricing/lease-tiers'
import { COMMISSION_BPS_BY_PLAN, commissionBpsFor } from '@namefolio/core/sales/commission'
import { MARKETING_LINKS } from '../../public/marketing-links.ts'
import { testAppForFile } from '../../test/build-test-app.ts'

const t = testAppForFile()

describe('marketing and legal pages (spec §2)', () => {
  it.each([
    ...MARKETING_LINKS.map(([path]) => path),
    '/legal/agreements',
    '/legal/agreements/privacy',
    '/legal/agreements/terms',
    '/legal/agreements/membership',
    '/legal/agreements/pricing-and-fees',
    '/legal/agreements/cookie-policy',
    '/legal/agreements/domain-dispute-policy',
    '/legal/agreements/registration-agreement',
    '/legal/agreements/do-not-share',
  ])('%s is a server-rendered page with a description and canonical', async (url) => {
    const res = await t.app.inject({ method: 'GET', url })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/html')
    expect(res.body).toContain('<h1>')
    expect(res.body).not.toContain('<script')
    if (url !== '/legal/agreements') expect(res.body).toContain('name="description"')
  })

  it('the fee table follows core lease tiers (spec §5)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/legal/agreements/pricing-and-fees' })
    for (const tier of LEASE_TIERS)
      expect(res.body).toContain(`${tier.minMonths}–${tier.maxMonths} months`)
    expect(res.body).toContain('30%')
  })

  it('publishes the commission checkout charges, per plan and lease tier (decision 855)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/legal/agreements/pricing-and-fees' })
    for (const plan of ['NONE', 'BASIC', 'PREMIUM', 'PRO'] as const)
      expect(res.body).toContain(`${COMMISSION_BPS_BY_PLAN[plan] / 100}%`)
    for (const tier of LEASE_TIERS)
      expect(res.body).toContain(`${commissionBpsFor('NONE', tier.discountPct) / 100}%`)
    expect(res.body).toContain('2.9% + $0.30')
  })

  it('publishes the boost surcharge checkout adds, per level (decision 1020)', async () => {
    for (const url of ['/legal/agreements/pricing-and-fees', '/sales-acceleration']) {
      const res = await t.app.inject({ method: 'GET', url })
      for (const level of BOOST_TABLE.filter((l) => l.surchargeBps > 0)) {
        expect(res.body).toContain(`+${level.surchargeBps / 100}%`)
        expect(res.body).toContain(`+${boostSurchargeBps(level.level, true) / 100}%`)
      }
    }
  })

  it('an unknown legal document is not found', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/legal/agreements/nope',
      headers: { accept: 'application/json' },
    })
    expect(res.statusCode).toBe(404)
  })
})
