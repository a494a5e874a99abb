import { and, eq, gte, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { domains } from '../../db/schema/domains.ts'
import { publicEvents } from '../../db/schema/public-events.ts'
import { AppError } from '../../http/app-error.ts'
import { requireUser } from '../../http/auth.ts'
import type { ZodApp } from '../../http/zod-app.ts'

const TrafficSchema = z.object({
  domainName: z.string(),
  days: z.number().int(),
  views: z.number().int(),
  parkingViews: z.number().int(),
  adClicks: z.number().int(),
  adRevenueMicros: z.number().int(),
  searchImpressions: z.number().int(),
  offers: z.number().int(),
  buyIntents: z.number().int(),
  leaseIntents: z.number().int(),
  uniqueVisitors: z.number().int(),
})

/**
 * `GET /api/v1/stats/traffic/{domainName}` (spec §7): a seller's live traffic for one domain
 * over the last 30 days, read from the events (the portfolio counters are the rolled-up view).
 */
export function registerStatisticsRoutes(app: ZodApp, deps: { db: Db }): void {
  app.get(
    '/api/v1/stats/traffic/:domainName',
    {
      schema: {
        tags: ['stats'],
        params: z.object({ domainName: z.string().min(1).max(253) }),
        querystring: z.object({ days: z.coerce.number().int().min(1).max(365).default(30) }),
        response: { 200: TrafficSchema },
      },
    },
    async (request) => {
      const user = requireUser(request)
      const name = request.params.domainName.toLowerCase()
      const [domain] = await deps.db
        .select({ id: domains.id })
        .from(domains)
        .where(and(eq(domains.name, name), eq(domains.sellerId, user.id)))
      if (!domain) throw new AppError('NOT_FOUND', `${name} is not in your portfolio.`)
      const since = new Date(Date.now() - request.query.days * 86_400_000)
      const n = (kind: string) =>
        sql<number>`count(*) filter (where ${publicEvents.kind} = ${kind})::int`
      const [row] = await deps.db
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
        .where(and(eq(publicEvents.domainId, domain.id), gte(publicEvents.occurredAt, since)))
      return {
        domainName: name,
        days: request.query.days,
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
    },
  )
}
