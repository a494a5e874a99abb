import { createHash } from 'node:crypto'

/** The kinds of public events that feed the seller's statistics (DESIGN.md §5). */
export const PUBLIC_EVENT_KINDS = [
  'view',
  'parking_view',
  'ad_click',
  'search_impression',
  'offer',
  'lead',
  'buy_intent',
  'lease_intent',
] as const
export type PublicEventKind = (typeof PUBLIC_EVENT_KINDS)[number]

export type PublicEventInput = {
  sellerId: string
  domainId: string
  kind: PublicEventKind
  visitorKey: string
  amountMicros?: number | null
  detail?: string | null
  occurredAt?: Date
}

/**
 * Records public events. The statistics feature implements it (buffered, bot-filtered) and
 * app.ts hands it to the pages that produce events, so features stay independent.
 */
export type EventRecorder = {
  /** Records unless the visitor looks like a bot or exceeds the per-visitor rate. */
  record: (event: PublicEventInput, visitor: Visitor) => void
  /** Writes what is buffered (tests and shutdown). */
  flush: () => Promise<void>
}

export type Visitor = { ip: string; userAgent: string }

const BOT_PATTERN =
  /bot|crawl|spider|slurp|facebookexternalhit|preview|monitor|curl|wget|python-requests|httpclient|go-http|headless|lighthouse|pingdom|uptime|scrapy|axios|node-fetch|undici|java\//i

/** Whether a user agent is automated (search engines, link previews, scripts, monitors). */
export function isBotUserAgent(userAgent: string | undefined): boolean {
  return !userAgent || userAgent.length < 8 || BOT_PATTERN.test(userAgent)
}

/**
 * A visitor's key for unique counts: a hash of address and user agent, never the address
 * itself (privacy policy: we keep no IP addresses with statistics).
 */
export function visitorKeyOf(visitor: Visitor, salt: string): string {
  return createHash('sha256')
    .update(`${salt}|${visitor.ip}|${visitor.userAgent}`)
    .digest('base64url')
    .slice(0, 22)
}
