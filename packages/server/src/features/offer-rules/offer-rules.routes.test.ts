import { describe, expect, it } from 'vitest'
import { usdToMicros } from '@namefolio/core/money/money'
import { uniqueSuffix, testAppForFile } from '../../test/build-test-app.ts'
import { userRequests } from '../../test/user-requests.ts'

const t = testAppForFile()
const { json: call } = userRequests(() => t)
const URL = '/api/v1/offer-rules'
const $ = usdToMicros

const portfolioRule = {
  acceptAtOrAboveMicros: $(5000),
  counter: { kind: 'percentOfBuyNow', percent: 90 },
  declineBelowMicros: $(500),
  replyTemplate: 'Thanks, here is my best price.',
}

async function sellerWithDomain() {
  const seller = await t.factories.seller()
  const domain = await t.factories.domain({
    sellerId: seller.id,
    name: `rules-${uniqueSuffix()}.com`,
    status: 'ACTIVE',
  })
  return { seller, domain }
}

describe('offer rules per domain or for the portfolio (issue 24)', () => {
  it('saves the portfolio rule and a domain rule, and lists them for the seller', async () => {
    const { seller, domain } = await sellerWithDomain()
    const saved = await call(seller, 'PUT', URL, portfolioRule)
    expect(saved.status).toBe(200)
    expect(saved.body).toMatchObject({ ...portfolioRule, domainName: null, paused: false })
    const own = await call(seller, 'PUT', URL, {
      domainName: domain.name.toUpperCase(),
      counter: { kind: 'price', priceMicros: $(3000) },
    })
    expect(own.status).toBe(200)
    expect(own.body).toMatchObject({ domainName: domain.name, acceptAtOrAboveMicros: null })
    const list = await call(seller, 'GET', URL)
    expect(list.body).toEqual({ portfolio: saved.body, domains: [own.body] })
    const forDomain = await call(seller, 'GET', `${URL}?domainName=${domain.name}`)
    expect(forDomain.body.domains).toEqual([own.body])
    const forOther = await call(seller, 'GET', `${URL}?domainName=other-${domain.name}`)
    expect(forOther.body).toEqual({ portfolio: saved.body, domains: [] })
  })

  it('keeps one rule per scope: saving again replaces it', async () => {
    const { seller } = await sellerWithDomain()
    const first = await call(seller, 'PUT', URL, portfolioRule)
    const second = await call(seller, 'PUT', URL, { declineBelowMicros: $(100) })
    expect(second.body.id).toBe(first.body.id)
    expect(second.body).toMatchObject({ declineBelowMicros: $(100), counter: null })
  })

  it('pauses and resumes a rule, and deletes it', async () => {
    const { seller } = await sellerWithDomain()
    const { body: rule } = await call(seller, 'PUT', URL, portfolioRule)
    const paused = await call(seller, 'PATCH', `${URL}/${rule.id}`, { paused: true })
    expect(paused.body.paused).toBe(true)
    expect((await call(seller, 'PATCH', `${URL}/${rule.id}`, { paused: false })).body.paused).toBe(
      false,
    )
    expect((await call(seller, 'DELETE', `${URL}/${rule.id}`)).body).toEqual({
      deleted: true,
      id: rule.id,
    })
    expect((await call(seller, 'GET', URL)).body).toEqual({ portfolio: null, domains: [] })
    expect((await call(seller, 'DELETE', `${URL}/${rule.id}`)).status).toBe(404)
  })

  it("never shows, changes or deletes another seller's rule, nor sets one on their domain", async () => {
    const { seller: owner, domain } = await sellerWithDomain()
    const other = await t.factories.seller()
    const { body: rule } = await call(owner, 'PUT', URL, portfolioRule)
    expect((await call(other, 'GET', URL)).body).toEqual({ portfolio: null, domains: [] })
    expect((await call(other, 'PATCH', `${URL}/${rule.id}`, { paused: true })).status).toBe(404)
    expect((await call(other, 'DELETE', `${URL}/${rule.id}`)).status).toBe(404)
    const onTheirs = await call(other, 'PUT', URL, { ...portfolioRule, domainName: domain.name })
    expect(onTheirs.status).toBe(400)
    expect(onTheirs.body.error.fields[0].code).toBe('offerRules.domain.notFound')
    expect((await call(owner, 'GET', URL)).body).toEqual({ portfolio: rule, domains: [] })
  })

  it('needs a signed-in seller', async () => {
    expect((await call(null, 'GET', URL)).status).toBe(401)
    const buyer = await t.factories.user({ roles: ['buyer'] })
    expect((await call(buyer, 'PUT', URL, portfolioRule)).status).toBe(403)
  })

  it.each([
    [
      'no action',
      { acceptAtOrAboveMicros: null, counter: null, declineBelowMicros: null },
      'offerRules.action.required',
    ],
    [
      'a decline price above the accept price',
      { declineBelowMicros: $(6000) },
      'offerRules.decline.compare',
    ],
    ['a price in cents', { acceptAtOrAboveMicros: 5_000_500_000 }, 'offerRules.price.invalid'],
    ['a negative price', { declineBelowMicros: -1 }, 'offerRules.price.invalid'],
    ['a price given as text', { declineBelowMicros: '500' }, 'offerRules.price.invalid'],
    [
      'a percent of 0',
      { counter: { kind: 'percentOfBuyNow', percent: 0 } },
      'offerRules.counter.percent.invalid',
    ],
    ['an unknown counter kind', { counter: { kind: 'all' } }, 'offerRules.counter.invalid'],
    [
      'a template over 1000 characters',
      { replyTemplate: 'x'.repeat(1001) },
      'offerRules.template.tooLong',
    ],
    ['an empty domain name', { domainName: '  ' }, 'offerRules.domain.invalid'],
  ])(
    'refuses %s with 400 and its message key, keeping the rule it had',
    async (_, change, code) => {
      const { seller } = await sellerWithDomain()
      const { body: before } = await call(seller, 'PUT', URL, portfolioRule)
      const res = await call(seller, 'PUT', URL, { ...portfolioRule, ...change })
      expect(res.status).toBe(400)
      expect(res.body.error.fields.map((f: { code: string }) => f.code)).toContain(code)
      expect((await call(seller, 'GET', URL)).body.portfolio).toEqual(before)
    },
  )

  it('answers 400, not 500, to a rule id that is not an id', async () => {
    const { seller } = await sellerWithDomain()
    expect((await call(seller, 'PATCH', `${URL}/not-a-uuid`, { paused: true })).status).toBe(400)
  })
})
