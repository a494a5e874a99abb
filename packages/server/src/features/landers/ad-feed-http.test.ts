import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { publicEvents } from '../../db/schema/public-events.ts'
import { parseEnv } from '../../config/env.ts'
import { buildTestApp, uniqueSuffix, type TestApp } from '../../test/build-test-app.ts'
import { createParkingAdFeeds } from './ad-feed-http.ts'

// Issue 17, DESIGN.md §7 (parking ads: ad feed adapter), decisions 536 (feed request and
// answer, fallback) and 537 (signed click links). A fake feed on 127.0.0.1 answers by the
// domain's first label: `slow-…` never answers in time, `bad-…` answers an invalid list,
// `junk-…` answers something that is not JSON, `empty-…` answers no ads; others get two ads.

const API_KEY = 'feed-key-secret-7f3a9c'
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36'

type FeedRequest = { apiKey: string | undefined; body: Record<string, unknown> }
const feedRequests: FeedRequest[] = []

const feedServer = http.createServer((request, response) => {
  let text = ''
  request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')))
  request.on('end', () => {
    const body = JSON.parse(text) as { domain: string; keywords: string[]; count: number }
    const apiKey = request.headers['x-api-key']
    feedRequests.push({ apiKey: typeof apiKey === 'string' ? apiKey : undefined, body })
    const kind = body.domain.split('-')[0]
    if (kind === 'slow') return // never answers: the adapter's timeout ends the wait
    response.setHeader('content-type', 'application/json')
    if (kind === 'junk') return response.end('<html>oops</html>')
    if (kind === 'bad') return response.end(JSON.stringify({ ads: [{ title: 5 }] }))
    if (kind === 'empty') return response.end(JSON.stringify({ ads: [] }))
    const word = kind === 'xss' ? '<img src=x onerror=alert(1)>' : body.keywords[0]
    response.end(
      JSON.stringify({
        ads: [
          {
            id: 'acme-101',
            title: `Cheap ${word} flights`,
            description: `Compare ${word} deals.`,
            clickUrl: `https://click.acme.test/c?ad=101&q=${word}`,
            displayUrl: 'flights.example',
            cpc: 0.42,
          },
          {
            id: 'acme-102',
            title: `${word} insurance`,
            clickUrl: 'https://click.acme.test/c?ad=102',
            displayUrl: 'insure.example',
            cpc: 1.25,
          },
        ].slice(0, body.count),
      }),
    )
  })
})

let t: TestApp
let feedUrl = ''
beforeAll(async () => {
  await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve))
  feedUrl = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}/ads`
  t = await buildTestApp({
    AD_FEED_URL: feedUrl,
    AD_FEED_API_KEY: API_KEY,
    AD_FEED_NAME: 'Acme Ads',
    AD_FEED_TIMEOUT_MS: '1000',
  })
})
afterAll(async () => {
  await t.close()
  feedServer.closeAllConnections()
  await new Promise((resolve) => feedServer.close(resolve))
})

async function parked(kind: string) {
  const seller = await t.factories.seller()
  return t.factories.domain({
    sellerId: seller.id,
    name: `${kind}-${uniqueSuffix()}.com`,
    status: 'ACTIVE',
    landerTemplate: 'CASH_PARKING',
    landingPage: 'PARKING',
  })
}

function get(url: string) {
  return t.app.inject({ method: 'GET', url, headers: { 'user-agent': BROWSER } })
}

function clickLinksOf(page: string): string[] {
  return [...page.matchAll(/href="(\/lander\/[^"]+\/click\/[^"]+)"/g)].map((m) => m[1]!)
}

/** The recorder writes in batches: wait until the expected number of clicks is written. */
async function clicksOf(domainId: string, expected: number) {
  return vi.waitFor(
    async () => {
      const rows = await t.db
        .select()
        .from(publicEvents)
        .where(and(eq(publicEvents.domainId, domainId), eq(publicEvents.kind, 'ad_click')))
      expect(rows).toHaveLength(expected)
      return rows
    },
    { timeout: 5000, interval: 50 },
  )
}

describe('third-party ad feed on the parked page (issue 17, decision 536)', () => {
  it("shows the feed's ads labelled with its name; the API key goes in a header, never the page", async () => {
    const domain = await parked('travel')
    const res = await get(`/lander/${domain.name}`)
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('Ads by Acme Ads')
    expect(res.body).toContain('Sponsored · Acme Ads')
    expect(res.body).toContain('Cheap travel flights')
    expect(res.body).toContain('insure.example')
    expect(res.body).toContain('This domain may be for sale')
    expect(res.body).not.toContain('House ad')
    expect(clickLinksOf(res.body)).toHaveLength(2)
    // Keyword in (decision 536): the domain's words and the number of ads wanted.
    const sent = feedRequests.find((r) => r.body['domain'] === domain.name)
    expect(sent?.body).toMatchObject({ count: 8, keywords: expect.arrayContaining(['travel']) })
    expect(sent?.apiKey).toBe(API_KEY)
    expect(res.body).not.toContain(API_KEY)
    // The feed's click URLs are reached only through our click route.
    expect(res.body).not.toContain('click.acme.test')
  })

  it("escapes the feed's text: an ad cannot put markup on our page", async () => {
    const domain = await parked('xss')
    const res = await get(`/lander/${domain.name}`)
    expect(res.body).toContain('Ads by Acme Ads')
    expect(res.body).not.toContain('<img src=x')
    expect(res.body).toContain('&lt;img src=x onerror=alert(1)&gt;')
  })

  it('visitors arriving together at a page to render share one feed request', async () => {
    const domain = await parked('cruise')
    const pages = await Promise.all(Array.from({ length: 5 }, () => get(`/lander/${domain.name}`)))
    expect(pages.map((p) => p.statusCode)).toEqual([200, 200, 200, 200, 200])
    expect(pages.every((p) => p.body.includes('Ads by Acme Ads'))).toBe(true)
    expect(feedRequests.filter((r) => r.body['domain'] === domain.name)).toHaveLength(1)
  })

  it.each([
    ['slow', 'a feed that does not answer within AD_FEED_TIMEOUT_MS'],
    ['bad', 'an answer that is not a valid list of ads'],
    ['junk', 'an answer that is not JSON'],
    ['empty', 'an answer without ads'],
  ])('%s: %s gives the house ads, labelled as such; the page never fails', async (kind) => {
    const domain = await parked(kind)
    const res = await get(`/lander/${domain.name}`)
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('House ads by Namefolio')
    expect(res.body).toContain('House ad')
    expect(res.body).not.toContain('Ads by Acme Ads')
    expect(res.body).toContain('This domain may be for sale')
  })

  it('logs a failed feed at warn with its name and reason, never its key', async () => {
    const warnings: object[] = []
    const { adFeed } = createParkingAdFeeds({
      feed: { url: feedUrl, apiKey: API_KEY, name: 'Acme Ads', timeoutMs: 100 },
      houseCostPerClickMicros: 50_000,
      log: { warn: (object, message) => warnings.push({ ...object, message }) },
    })
    const ads = await adFeed.listAds({ domainName: `slow-${uniqueSuffix()}.com`, count: 3 })
    expect(ads.map((ad) => ad.network)).toEqual(['house', 'house', 'house'])
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toMatchObject({ adFeed: 'Acme Ads', reason: 'ad feed timed out' })
    expect(JSON.stringify(warnings)).not.toContain(API_KEY)
  })
})

describe('configuration (decision 536)', () => {
  it('AD_FEED_URL switches the feed on; the name defaults to its host; a bad URL stops the start', () => {
    expect(parseEnv({}).adFeed).toBeNull()
    expect(parseEnv({ AD_FEED_URL: 'https://feed.acme.test/v1/ads' }).adFeed).toEqual({
      url: 'https://feed.acme.test/v1/ads',
      apiKey: null,
      name: 'feed.acme.test',
      timeoutMs: 800,
    })
    expect(() => parseEnv({ AD_FEED_URL: 'ftp://feed.acme.test' })).toThrow(/AD_FEED_URL/)
    expect(() => parseEnv({ AD_FEED_URL: feedUrl, AD_FEED_TIMEOUT_MS: '0' })).toThrow(
      /AD_FEED_TIMEOUT_MS/,
    )
  })
})

describe('clicks on feed ads (issue 17, decision 537)', () => {
  it("records the shown ad's cost per click (gross, micros) and redirects to the feed's click URL", async () => {
    const domain = await parked('hotel')
    const [first] = clickLinksOf((await get(`/lander/${domain.name}`)).body)
    const click = await get(first!)
    expect(click.statusCode).toBe(302)
    expect(click.headers.location).toBe('https://click.acme.test/c?ad=101&q=hotel')
    const [event] = await clicksOf(domain.id, 1)
    // $0.42 from the feed, converted by the core money rules.
    expect(event?.amountMicros).toBe(420_000)
    expect(event?.detail).toBe('Acme Ads:acme-101')
  })

  it('an unknown ad id, a forged or foreign link records nothing and redirects only to the domain', async () => {
    const domain = await parked('garden')
    const other = await parked('kitchen')
    const links = clickLinksOf((await get(`/lander/${domain.name}`)).body)
    const [otherLink] = clickLinksOf((await get(`/lander/${other.name}`)).body)
    const token = new URL(links[0]!, 'http://x').searchParams.get('k')!
    const [payload, signature] = token.split('.')
    const decoded = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as object
    const forged = Buffer.from(
      JSON.stringify({ ...decoded, u: 'https://evil.example/', c: 99_000_000 }),
    ).toString('base64url')
    const refused = [
      `/lander/${domain.name}/click/no-such-ad`,
      // A feed ad's id without the link's token: not a house ad, so not an ad we showed.
      `/lander/${domain.name}/click/acme-101`,
      `/lander/${domain.name}/click/acme-101?k=${forged}.${signature}`,
      // The token of another ad, or of another domain's page.
      `/lander/${domain.name}/click/acme-102?k=${token}`,
      otherLink!.replace(other.name, domain.name),
    ]
    for (const url of refused) {
      const res = await get(url)
      expect(res.statusCode, url).toBe(302)
      expect(res.headers.location, url).toBe(`/lander/${domain.name}`)
    }
    // One real click afterwards: once it is written, nothing before it was.
    const real = await get(links[1]!)
    expect(real.headers.location).toBe('https://click.acme.test/c?ad=102')
    const rows = await clicksOf(domain.id, 1)
    expect(rows[0]?.amountMicros).toBe(1_250_000)
  })
})
