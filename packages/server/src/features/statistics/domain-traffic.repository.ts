import { and, eq, gte, sql } from 'drizzle-orm'
import type { DomainTraffic } from '@namefolio/core/portfolio/domain-traffic.contract'
import type { Db } from '../../db/client.ts'
import { domains } from '../../db/schema/domains.ts'
import { publicEvents } from '../../db/schema/public-events.ts'

export async function findSellerDomainId(
  db: Db,
  sellerId: string,
  name: string,
): Promise<string | null> {
  const [domain] = await db
    .select({ id: domains.id })
    .from(domains)
    .where(and(eq(domains.name, name), eq(domains.sellerId, sellerId)))
  return domain?.id ?? null
}

type TrafficCounts = Omit<DomainTraffic, 'domainName' | 'days'>

/** A domain's events since `since`, counted by kind (read live, not from the roll-up). */
export async function countDomainTraffic(
  db: Db,
  domainId: string,
  since: Date,
): Promise<TrafficCounts> {
  const n = (kind: string) =>
    sql<number>`count(*) filter (where ${publicEvents.kind} = ${kind})::int`
  const [row] = await db
    .select({
      views: n('view'),
      parkingViews: n('parking_view'),
      adClicks: n('ad_click'),
      adRevenueMicros: sql<number>`coalesce(sum(${publicEvents.amountMicros}) filter (where ${publicEvents.kind} = 'ad_click'), 0)::bigint`,
      searchImpressions: n('search_impression'),
      offers: n('offer'),
      buyIntents: n('buy_intent'),
      leaseIntents: n('lease_intent'),
      uniqueVisitors: sql<number>`count(distinct ${publicEvents.visitorKey}) filter (where ${publicEvents.kind} in ('view', 'parking_view'))::int`,
    })
    .from(publicEvents)
    .where(and(eq(publicEvents.domainId, domainId), gte(publicEvents.occurredAt, since)))
  return {
    views: Number(row?.views ?? 0),
    parkingViews: Number(row?.parkingViews ?? 0),
    adClicks: Number(row?.adClicks ?? 0),
    adRevenueMicros: Number(row?.adRevenueMicros ?? 0),
    searchImpressions: Number(row?.searchImpressions ?? 0),
    offers: Number(row?.offers ?? 0),
    buyIntents: Number(row?.buyIntents ?? 0),
    leaseIntents: Number(row?.leaseIntents ?? 0),
    uniqueVisitors: Number(row?.uniqueVisitors ?? 0),
  }
}
