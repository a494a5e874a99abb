import { z } from 'zod'
import { usdToMicros } from '@namefolio/core/money/money'
import { createHouseAdFeed, keywordsOf, type AdFeed, type ParkingAd } from './ad-feed.ts'

/**
 * The answer of a third-party parking feed (decision 536), modelled on the common parking
 * feeds: a list of text ads, each with its own click URL and what a click pays in US dollars.
 */
const FeedAdSchema = z.object({
  // The click route carries the id in its path (at most 100 characters there).
  id: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[\w.:~-]+$/),
  title: z.string().trim().min(1).max(120),
  description: z.string().trim().max(300).default(''),
  // Absolute http(s) only: the click redirect goes there, so nothing relative or scripted.
  clickUrl: z.url({ protocol: /^https?$/ }).max(2000),
  displayUrl: z.string().trim().min(1).max(100),
  cpc: z.number().min(0).max(100),
})

const FeedAnswerSchema = z.object({ ads: z.array(FeedAdSchema).max(50) })

export type FeedAnswer = z.infer<typeof FeedAnswerSchema>

/** An answer the feed gave that we cannot use; the page shows house ads instead. */
export class AdFeedError extends Error {}

export type HttpAdFeedOptions = {
  url: string
  /** Sent in the `x-api-key` header only; never logged, never on a page. */
  apiKey: string | null
  /** Shown to visitors: "Ads by <name>". */
  name: string
  timeoutMs: number
  /** Tests and benches may pass their own fetch. */
  fetch?: typeof fetch
}

/** Answers larger than this are not a list of text ads. */
const MAX_ANSWER_BYTES = 256 * 1024

/**
 * A third-party ad feed over HTTP (DESIGN.md §7, decision 536): POSTs the domain, its keywords
 * and the number of ads wanted as JSON; validates the answer; converts each cost per click to
 * integer micros. Any failure (network, status, timeout, invalid JSON) throws an AdFeedError,
 * which `withHouseAdFallback` turns into house ads.
 */
export function createHttpAdFeed(options: HttpAdFeedOptions): AdFeed {
  const doFetch = options.fetch ?? fetch
  return {
    name: options.name,
    async listAds({ domainName, count }) {
      let response: Response
      try {
        response = await doFetch(options.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            ...(options.apiKey ? { 'x-api-key': options.apiKey } : {}),
          },
          body: JSON.stringify({ domain: domainName, keywords: keywordsOf(domainName), count }),
          signal: AbortSignal.timeout(options.timeoutMs),
          redirect: 'error',
        })
      } catch (err) {
        const timedOut = err instanceof Error && err.name === 'TimeoutError'
        throw new AdFeedError(timedOut ? 'ad feed timed out' : 'ad feed unreachable')
      }
      if (!response.ok) {
        await response.body?.cancel()
        throw new AdFeedError(`ad feed answered ${response.status}`)
      }
      const text = await readLimited(response)
      let json: unknown
      try {
        json = JSON.parse(text)
      } catch {
        throw new AdFeedError('ad feed answer is not JSON')
      }
      const parsed = FeedAnswerSchema.safeParse(json)
      if (!parsed.success) throw new AdFeedError('ad feed answer is not a list of ads')
      return toParkingAds(parsed.data, options.name, count)
    },
  }
}

/** The feed's ads as the parking page shows them; ids stay the feed's own (clicks use them). */
export function toParkingAds(answer: FeedAnswer, network: string, count: number): ParkingAd[] {
  const seen = new Set<string>()
  const ads: ParkingAd[] = []
  for (const ad of answer.ads) {
    if (seen.has(ad.id)) continue // a repeated id would make a click ambiguous
    seen.add(ad.id)
    ads.push({
      id: ad.id,
      title: ad.title,
      description: ad.description,
      url: ad.clickUrl,
      displayUrl: ad.displayUrl,
      costPerClickMicros: usdToMicros(ad.cpc),
      label: `Sponsored · ${network}`,
      network,
    })
  }
  return ads.slice(0, count)
}

async function readLimited(response: Response): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? 0)
  if (declared > MAX_ANSWER_BYTES) {
    await response.body?.cancel()
    throw new AdFeedError('ad feed answer is too large')
  }
  let text: string
  try {
    text = await response.text()
  } catch (err) {
    const timedOut = err instanceof Error && err.name === 'TimeoutError'
    throw new AdFeedError(timedOut ? 'ad feed timed out' : 'ad feed answer was cut off')
  }
  if (text.length > MAX_ANSWER_BYTES) throw new AdFeedError('ad feed answer is too large')
  return text
}

export type AdFeedLog = { warn: (object: object, message: string) => void }

/**
 * The parked page never fails because of the feed: on any error, or an empty answer, it shows
 * the house ads and logs a warning with the feed's name and the reason (never its key).
 */
export function withHouseAdFallback(feed: AdFeed, houseAds: AdFeed, log: AdFeedLog): AdFeed {
  return {
    name: feed.name,
    async listAds(input) {
      try {
        const ads = await feed.listAds(input)
        if (ads.length > 0) return ads
        log.warn({ adFeed: feed.name, domain: input.domainName }, 'ad feed had no ads')
      } catch (err) {
        const reason = err instanceof AdFeedError ? err.message : 'ad feed failed'
        log.warn({ adFeed: feed.name, domain: input.domainName, reason }, 'ad feed fell back')
      }
      return houseAds.listAds(input)
    },
  }
}

/**
 * The parked pages' ads as configured (AD_FEED_*): the feed with the house ads behind it, or
 * the house ads alone. The house ads also answer click links that carry no token.
 */
export function createParkingAdFeeds(options: {
  feed: Omit<HttpAdFeedOptions, 'fetch'> | null
  houseCostPerClickMicros: number
  log: AdFeedLog
}): { adFeed: AdFeed; houseAds: AdFeed } {
  const houseAds = createHouseAdFeed({ costPerClickMicros: options.houseCostPerClickMicros })
  if (!options.feed) return { adFeed: houseAds, houseAds }
  return {
    adFeed: withHouseAdFallback(createHttpAdFeed(options.feed), houseAds, options.log),
    houseAds,
  }
}
