import { describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { domains } from '../../db/schema/domains.ts'
import { publicEvents } from '../../db/schema/public-events.ts'
import { leads } from '../../db/schema/leads.ts'
import { mailOutbox } from '../../db/schema/identity.ts'
import { users } from '../../db/schema/users.ts'
import { uniqueSuffix, testAppForFile } from '../../test/build-test-app.ts'
import {
  findLatestMail,
  findLinkIn,
  form,
  formHeaders,
  hiddenValue,
  sessionCookieOf,
} from '../../test/identity-helpers.ts'
import { issueFormToken } from './offer-form-token.ts'
import { landingForTemplate } from '@namefolio/core/landers/lander-template'

const SECRET = 'test-form-secret-0123456789'
/** The sandbox payment provider's card that always pays (features stay apart, even in tests). */
const SANDBOX_CARD_OK = '4242424242424242'
const USD = 1_000_000
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36'

const t = testAppForFile({ PUBLIC_FORM_SECRET: SECRET })

const name = (label: string) => `${label}-${uniqueSuffix()}.com`

async function listed(values: Partial<typeof domains.$inferInsert> = {}) {
  const seller = await t.factories.seller()
  const domain = await t.factories.domain({
    sellerId: seller.id,
    name: name('lander'),
    status: 'ACTIVE',
    buynowPriceMicros: 2500 * USD,
    floorPriceMicros: 1000 * USD,
    minbidPriceMicros: 500 * USD,
    ...values,
  })
  return { seller, domain }
}

function page(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers: { 'user-agent': BROWSER, ...headers } })
}

function offer(
  domainName: string,
  fields: Record<string, string>,
  token?: string,
  remoteAddress = '127.0.0.1',
) {
  return t.app.inject({
    method: 'POST',
    url: `/lander/${domainName}/offer`,
    remoteAddress,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': BROWSER },
    payload: new URLSearchParams({
      name: 'Bea Buyer',
      email: `bea-${uniqueSuffix()}@example.test`,
      message: 'I would like this name for my bakery.',
      formToken: token ?? issueFormToken(SECRET, Date.now() - 10_000),
      ...fields,
    }).toString(),
  })
}

describe('spec §3 lander templates and modes', () => {
  it.each([
    ['BUY_NOW', {}, ['Buy now'], ['Lease to own', 'Send offer']],
    ['LEASE_TO_OWN', {}, ['Buy now', 'Lease to own'], ['Send offer']],
    ['PRICE_FORM', {}, ['Send offer'], ['Buy now', 'Lease to own']],
    [
      'CUSTOM_LANDER',
      {
        showLanderBuyNowOption: true,
        showLanderLeaseToOwnOption: true,
        showLanderMakeOfferOption: true,
        leasingEnabled: true,
      },
      ['Buy now', 'Lease to own', 'Send offer'],
      [],
    ],
    [
      'CUSTOM_LANDER',
      {
        showLanderBuyNowOption: true,
        showLanderLeaseToOwnOption: false,
        showLanderMakeOfferOption: true,
      },
      ['Buy now', 'Send offer'],
      ['Lease to own'],
    ],
    [
      'CUSTOM_LANDER',
      {
        showLanderBuyNowOption: false,
        showLanderLeaseToOwnOption: false,
        showLanderMakeOfferOption: true,
      },
      ['Send offer'],
      ['Buy now', 'Lease to own'],
    ],
    // Any other combination falls back to BIN+LTO (spec §3).
    [
      'CUSTOM_LANDER',
      {
        showLanderBuyNowOption: false,
        showLanderLeaseToOwnOption: true,
        showLanderMakeOfferOption: false,
        leasingEnabled: true,
      },
      ['Buy now', 'Lease to own'],
      ['Send offer'],
    ],
  ] as const)('%s %j shows %j and hides %j', async (template, flags, shown, hidden) => {
    const { domain } = await listed({ landerTemplate: template, ...flags })
    const res = await page(`/lander/${domain.name}`)
    expect(res.statusCode).toBe(200)
    for (const label of shown) expect(res.body).toContain(`>${label}</button>`)
    for (const label of hidden) expect(res.body).not.toContain(`>${label}</button>`)
  })

  it('a buy-now lander without a price offers Make Offer instead (spec §5 lander errors)', async () => {
    const { domain } = await listed({ landerTemplate: 'BUY_NOW', buynowPriceMicros: null })
    const res = await page(`/lander/${domain.name}`)
    expect(res.body).toContain('>Send offer</button>')
    expect(res.body).not.toContain('>Buy now</button>')
  })

  it('a lease-to-own lander below the LTO minimum shows no lease (spec §5)', async () => {
    const { domain } = await listed({
      landerTemplate: 'LEASE_TO_OWN',
      buynowPriceMicros: 400 * USD,
    })
    const res = await page(`/lander/${domain.name}`)
    expect(res.body).toContain('>Buy now</button>')
    expect(res.body).not.toContain('>Lease to own</button>')
  })

  it('quotes every term from 2 to the max lease period with the tier markup (spec §5)', async () => {
    const { domain } = await listed({
      landerTemplate: 'LEASE_TO_OWN',
      buynowPriceMicros: 2400 * USD,
      maxLeasePeriod: 24,
    })
    const res = await page(`/lander/${domain.name}?months=24`)
    expect(res.body).toContain('value="2"')
    expect(res.body).toContain('value="24"')
    expect(res.body).not.toContain('value="25"')
    // 24 months: +10 % → $2,640 total, $110.00 a month.
    expect(res.body).toContain('data-total="$2,640.00"')
    expect(res.body).toMatch(/data-lease-monthly="">\$110\.00</)
  })

  it('applies the theme, custom colour and dark mode (spec §3)', async () => {
    const { domain } = await listed({
      landerTemplate: 'CUSTOM_LANDER',
      backgroundColorOption: 'CUSTOM',
      backgroundColorCustom: '#ffcc00',
      fontColorOption: 'DARK',
    })
    const res = await page(`/lander/${domain.name}`)
    expect(res.body).toContain('--hero-bg:#ffcc00')
    expect(res.body).toContain('--hero-ink:#101828')
    expect(res.body).toContain('class="scheme-dark"')
  })

  it('an invalid custom colour falls back to black (spec §5)', async () => {
    const { domain } = await listed({
      landerTemplate: 'CUSTOM_LANDER',
      backgroundColorOption: 'CUSTOM',
      backgroundColorCustom: 'red',
    })
    const res = await page(`/lander/${domain.name}`)
    expect(res.body).toContain('--hero-bg:#000000')
  })
})

describe('lander by Host header (DESIGN.md §5)', () => {
  it('serves the lander of the domain named by Host, www or not', async () => {
    const { domain } = await listed()
    for (const host of [domain.name, `www.${domain.name}`]) {
      const res = await page('/', { host })
      expect(res.statusCode).toBe(200)
      expect(res.body).toContain(`${domain.name} is for sale`)
    }
  })

  it('answers an honest 404 for a host that is not listed', async () => {
    const res = await page('/', { host: `nobody-${uniqueSuffix()}.com` })
    expect(res.statusCode).toBe(404)
    expect(res.body).toContain('is not listed on Namefolio')
  })
})

describe('honest pages (spec §5)', () => {
  it('unknown → 404, not listed → 404, sold → 410, all noindex', async () => {
    const seller = await t.factories.seller()
    const inactive = await t.factories.domain({
      sellerId: seller.id,
      name: name('off'),
      status: 'INACTIVE',
    })
    const sold = await t.factories.domain({
      sellerId: seller.id,
      name: name('sold'),
      status: 'ACTIVE',
      soldAt: new Date(),
    })
    const cases = [
      [`unknown-${uniqueSuffix()}.com`, 404, 'is not listed on Namefolio'],
      [inactive.name, 404, 'is not for sale right now'],
      [sold.name, 410, 'has been sold'],
    ] as const
    for (const [domainName, status, text] of cases) {
      const res = await page(`/lander/${domainName}`)
      expect(res.statusCode).toBe(status)
      expect(res.body).toContain(text)
      expect(res.body).toContain('noindex')
    }
  })

  it('a hidden domain keeps its lander but is not indexed', async () => {
    const { domain } = await listed({ hidden: true })
    const res = await page(`/lander/${domain.name}`)
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('content="noindex, nofollow"')
  })
})

describe('SEO and caching', () => {
  it('has a title, description, canonical and Open Graph; revalidates by ETag', async () => {
    const { domain } = await listed()
    const res = await page(`/lander/${domain.name}`)
    expect(res.body).toContain(`<title>${domain.name} is for sale</title>`)
    expect(res.body).toContain('name="description"')
    expect(res.body).toContain(`rel="canonical" href="http://localhost:3000/lander/${domain.name}"`)
    expect(res.body).toContain('property="og:title"')
    expect(res.headers['cache-control']).toBe('public, no-cache')
    const etag = String(res.headers.etag)
    const again = await page(`/lander/${domain.name}`, { 'if-none-match': etag })
    expect(again.statusCode).toBe(304)
  })

  it('a seller edit changes the ETag', async () => {
    const { domain } = await listed({ landerTemplate: 'BUY_NOW' })
    const first = await page(`/lander/${domain.name}`)
    await t.db
      .update(domains)
      .set({ buynowPriceMicros: 3000 * USD, updatedAt: new Date(Date.now() + 1000) })
      .where(eq(domains.id, domain.id))
    await new Promise((r) => setTimeout(r, 2100))
    const second = await page(`/lander/${domain.name}`)
    expect(second.headers.etag).not.toBe(first.headers.etag)
    expect(second.body).toContain('$3,000')
  })

  it('sends gzip when the browser accepts it', async () => {
    const { domain } = await listed()
    const res = await page(`/lander/${domain.name}`, { 'accept-encoding': 'gzip, br' })
    expect(res.headers['content-encoding']).toBe('gzip')
  })
})

describe('make offer (spec §5 buyer rules; issue 6)', () => {
  it.each([
    ['400', 'The seller does not consider offers below $1,000.'],
    ['800', 'The seller does not consider offers below $1,000.'],
    ['9000', 'That is above the Buy Now price of $2,500.'],
    ['abc', 'Enter an amount in US dollars'],
  ])('an offer of %s is refused: %s', async (amount, message) => {
    const { domain } = await listed({ landerTemplate: 'PRICE_FORM' })
    const res = await offer(domain.name, { amount })
    expect(res.statusCode).toBe(400)
    expect(res.body).toContain(message)
  })

  it('without a floor, an offer below the minimum bid is refused: min', async () => {
    const { domain } = await listed({ landerTemplate: 'PRICE_FORM', floorPriceMicros: null })
    const res = await offer(domain.name, { amount: '450' })
    expect(res.statusCode).toBe(400)
    expect(res.body).toContain('The minimum offer is $500.')
  })

  it('a valid offer creates the buyer, the lead, the event, the offer count and a sign-in e-mail', async () => {
    const { domain, seller } = await listed({ landerTemplate: 'PRICE_FORM' })
    const email = `buyer-${uniqueSuffix()}@example.test`
    const res = await offer(domain.name, { amount: '1,200', email })
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('Your offer is with the seller')
    const [buyer] = await t.db.select().from(users).where(eq(users.email, email))
    expect(buyer?.roles).toEqual(['buyer'])
    const [lead] = await t.db.select().from(leads).where(eq(leads.domainId, domain.id))
    expect(lead).toMatchObject({
      sellerId: seller.id,
      buyerId: buyer!.id,
      buyerOfferMicros: 1200 * USD,
    })
    const [counted] = await t.db.select().from(domains).where(eq(domains.id, domain.id))
    expect(counted?.uniqueOffersCount).toBe(1)
    const events = await t.db
      .select()
      .from(publicEvents)
      .where(and(eq(publicEvents.domainId, domain.id), eq(publicEvents.kind, 'offer')))
    expect(events).toHaveLength(1)
    const mail = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email))
    expect(mail[0]?.textBody).toMatch(/\/login\/link\?path=%2Fdomains%2Foffers%2Fmade&token=/)
  })

  it("the offer e-mail's link signs the buyer in through the sign-in service and lands on their offers", async () => {
    const { domain } = await listed({ landerTemplate: 'PRICE_FORM' })
    const email = `linked-${uniqueSuffix()}@example.test`
    const sent = await offer(domain.name, { amount: '1500', email }, undefined, '10.9.8.6')
    expect(sent.statusCode).toBe(200)
    const link = findLinkIn((await findLatestMail(t, email))!.textBody, '/login/link')
    expect(link.searchParams.get('path')).toBe('/domains/offers/made')
    // The identity feature's own page: opening it shows a button, the button signs in.
    const confirm = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` })
    expect(confirm.statusCode).toBe(200)
    const used = await t.app.inject({
      method: 'POST',
      url: '/login/link/confirm',
      headers: formHeaders,
      payload: form({ token: hiddenValue(confirm.body, 'token'), path: '/domains/offers/made' }),
    })
    expect(used.statusCode).toBe(303)
    expect(used.headers.location).toBe('http://localhost:3000/domains/offers/made')
    const cookie = sessionCookieOf(used)
    const validated = await t.app.inject({
      method: 'GET',
      url: '/api/auth/validate',
      headers: { cookie },
    })
    expect(validated.json().valid).toBe(true)
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/account/data',
      headers: { cookie },
    })
    expect(me.json()).toMatchObject({ email, roles: ['buyer'] })
  })

  it('a filled honeypot looks sent but records nothing', async () => {
    const { domain } = await listed({ landerTemplate: 'PRICE_FORM' })
    const res = await offer(domain.name, { amount: '1500', website: 'http://spam.example' })
    expect(res.statusCode).toBe(200)
    const rows = await t.db.select().from(leads).where(eq(leads.domainId, domain.id))
    expect(rows).toHaveLength(0)
  })

  describe('anti-spam: people are never refused for speed, scripts without the page are (issue 13, decision 940)', () => {
    const SENT = 'Your offer is with the seller'
    const leadsOf = (domainId: string) =>
      t.db.select().from(leads).where(eq(leads.domainId, domainId))

    it('a person who sends the form the moment the lander is shown is accepted', async () => {
      const { domain } = await listed({ landerTemplate: 'PRICE_FORM' })
      const shown = await page(`/lander/${domain.name}`)
      const token = hiddenValue(shown.body, 'formToken')
      const res = await offer(domain.name, { amount: '1500' }, token, '10.13.0.1')
      expect(res.statusCode).toBe(200)
      expect(res.body).toContain(SENT)
      expect(await leadsOf(domain.id)).toHaveLength(1)
    })

    it('a re-send from the refusal page, at once, is accepted', async () => {
      const { domain } = await listed({ landerTemplate: 'PRICE_FORM' })
      const email = `quick-${uniqueSuffix()}@example.test`
      const refused = await offer(domain.name, { amount: '1500', email }, 'abc.def', '10.13.0.2')
      expect(refused.statusCode).toBe(400)
      expect(refused.body).toContain('This form has expired')
      const fresh = hiddenValue(refused.body, 'formToken')
      const resent = await offer(domain.name, { amount: '1500', email }, fresh, '10.13.0.2')
      expect(resent.statusCode).toBe(200)
      expect(resent.body).toContain(SENT)
    })

    it.each([
      ['no token', ''],
      ['a made-up token', 'lq3x0abc.not-our-signature-at-all-000000'],
      ['a token older than a day', issueFormToken(SECRET, Date.now() - 25 * 60 * 60 * 1000)],
      ['a token from the future', issueFormToken(SECRET, Date.now() + 60 * 60 * 1000)],
      ['a token signed with another secret', issueFormToken('another-secret-0123456789')],
    ])('a post with %s is refused and records nothing', async (_case, token) => {
      const { domain } = await listed({ landerTemplate: 'PRICE_FORM' })
      const res = await offer(domain.name, { amount: '1500' }, token, '10.13.0.3')
      expect(res.statusCode).toBe(400)
      expect(res.body).toContain('This form has expired')
      expect(await leadsOf(domain.id)).toHaveLength(0)
    })

    it('a replayed token sends nothing: the same form and address again is refused', async () => {
      const { domain } = await listed({ landerTemplate: 'PRICE_FORM' })
      const email = `replay-${uniqueSuffix()}@example.test`
      const token = issueFormToken(SECRET)
      const first = await offer(domain.name, { amount: '1500', email }, token, '10.13.0.4')
      expect(first.statusCode).toBe(200)
      const replay = await offer(domain.name, { amount: '1600', email }, token, '10.13.0.4')
      expect(replay.statusCode).toBe(400)
      expect(replay.body).toContain('This form was already sent')
      expect(await leadsOf(domain.id)).toHaveLength(1)
    })

    it('one token sends at most five offers in all, however many addresses a script uses', async () => {
      const { domain } = await listed({ landerTemplate: 'PRICE_FORM' })
      const token = issueFormToken(SECRET)
      const statuses: number[] = []
      for (let i = 0; i < 6; i++) {
        const res = await offer(domain.name, { amount: String(1500 + i) }, token, `10.13.1.${i}`)
        statuses.push(res.statusCode)
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 400])
    })
  })

  it('limits offers per address', async () => {
    const { domain } = await listed({ landerTemplate: 'PRICE_FORM' })
    const statuses: number[] = []
    for (let i = 0; i < 12; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/lander/${domain.name}/offer`,
        remoteAddress: '10.9.8.7',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'amount=1',
      })
      statuses.push(res.statusCode)
    }
    expect(statuses).toContain(429)
  })

  it('the seller cannot offer on their own domain', async () => {
    const { domain, seller } = await listed({ landerTemplate: 'PRICE_FORM' })
    const res = await offer(domain.name, { amount: '1500', email: seller.email })
    expect(res.statusCode).toBe(400)
    expect(res.body).toContain('your own domain')
  })
})

describe('buy now and lease intents', () => {
  it('buy now records the intent and continues at the checkout (issue 8)', async () => {
    const { domain } = await listed({ landerTemplate: 'BUY_NOW' })
    const res = await t.app.inject({
      method: 'POST',
      url: `/lander/${domain.name}/buy`,
      headers: { 'user-agent': BROWSER },
    })
    expect(res.statusCode).toBe(303)
    expect(res.headers.location).toBe(`/checkout/domain/${domain.name}`)
  })

  it('lease continues at the checkout with the term chosen (issue 8)', async () => {
    const { domain } = await listed({ landerTemplate: 'LEASE_TO_OWN', maxLeasePeriod: 12 })
    const res = await t.app.inject({
      method: 'POST',
      url: `/lander/${domain.name}/lease`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': BROWSER },
      payload: 'months=10',
    })
    expect(res.statusCode).toBe(303)
    expect(res.headers.location).toBe(`/checkout/domain/${domain.name}?kind=LEASE&months=10`)
  })
})

describe('parking pages (cash parking template)', () => {
  it('shows labelled house ads and a for-sale link; records views and clicks, not bots', async () => {
    const { domain } = await listed({ landerTemplate: 'CASH_PARKING', landingPage: 'PARKING' })
    const res = await page(`/lander/${domain.name}`)
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('House ad')
    expect(res.body).toContain('This domain may be for sale')
    await page(`/lander/${domain.name}`, {
      'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)',
    })
    const click = await page(`/lander/${domain.name}/click/sell`)
    expect(click.statusCode).toBe(302)
    expect(click.headers.location).toBe('/sell-domains')
    const offerPage = await page(`/lander/${domain.name}/offer`)
    expect(offerPage.body).toContain('>Send offer</button>')
    await new Promise((r) => setTimeout(r, 1200))
    const events = await t.db
      .select()
      .from(publicEvents)
      .where(eq(publicEvents.domainId, domain.id))
    expect(events.filter((e) => e.kind === 'parking_view')).toHaveLength(1)
    const clicks = events.filter((e) => e.kind === 'ad_click')
    expect(clicks).toHaveLength(1)
    expect(clicks[0]?.amountMicros).toBe(50_000)
  })
})

describe('seller edits and sales reach the lander at once (spec §5 lease period, decision 850)', () => {
  it('after PATCH maxLeasePeriod the lander and the lease checkout offer terms only up to it', async () => {
    const { seller, domain } = await listed({
      landerTemplate: 'LEASE_TO_OWN',
      ...landingForTemplate('LEASE_TO_OWN'),
      buynowPriceMicros: 2400 * USD,
      leasingEnabled: true,
      maxLeasePeriod: 12,
    })
    const before = await page(`/lander/${domain.name}`)
    expect(before.body).toContain('<option value="12"')
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/v2/domains/${domain.name}`,
      headers: await t.signedIn(seller),
      payload: { maxLeasePeriod: 3 },
    })
    expect(edit.statusCode).toBe(200)
    // No waiting: the very next request sees the edit (the lander caches for 2 s otherwise).
    const after = await page(`/lander/${domain.name}`)
    expect(after.headers.etag).not.toBe(before.headers.etag)
    expect(after.body).toContain('<option value="3"')
    expect(after.body).not.toContain('<option value="4"')
    expect(after.body).not.toContain('<option value="12"')
    // Revalidating with the old ETag gets the new page, not 304.
    const revalidated = await page(`/lander/${domain.name}`, {
      'if-none-match': before.headers.etag as string,
    })
    expect(revalidated.statusCode).toBe(200)
    // The lander's Lease to own form and the checkout refuse a longer term.
    const buyer = await t.factories.user({ roles: ['buyer'] })
    const longer = await t.app.inject({
      method: 'GET',
      url: `/checkout/domain/${domain.name}?kind=LEASE&months=4`,
      headers: await t.signedIn(buyer),
    })
    expect(longer.statusCode).toBe(400)
    expect(longer.body).toContain('checkout.lease.term')
    const allowed = await t.app.inject({
      method: 'GET',
      url: `/checkout/domain/${domain.name}?kind=LEASE&months=3`,
      headers: await t.signedIn(buyer),
    })
    expect(allowed.statusCode).toBe(200)
    expect(allowed.body).toContain('Lease to own, 3 months')
  })

  it('a purchase takes the lander down at once: the next request says sold (410)', async () => {
    const { domain } = await listed()
    expect((await page(`/lander/${domain.name}`)).statusCode).toBe(200)
    const buyer = await t.factories.user({ roles: ['buyer'] })
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/v1/checkout/orders',
      headers: { ...(await t.signedIn(buyer)), 'idempotency-key': `lander-sold-${domain.id}` },
      payload: { domainName: domain.name, cardName: 'Bo Buyer', cardNumber: SANDBOX_CARD_OK },
    })
    expect(order.json()).toMatchObject({ status: 'PAID', kind: 'SALE' })
    const after = await page(`/lander/${domain.name}`)
    expect(after.statusCode).toBe(410)
    expect(after.body).toContain('has been sold')
  })
})
