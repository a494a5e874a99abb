import { z } from 'zod'

/** `GET /api/v1/stats/traffic/{domainName}` (spec §7): its path and query. */
export const DomainTrafficParamsSchema = z.object({ domainName: z.string().min(1).max(253) })
export const DomainTrafficQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(365).default(30),
})

/** A seller's live traffic for one domain over the last `days` days, counted from events. */
export const DomainTrafficSchema = z.object({
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
export type DomainTraffic = z.infer<typeof DomainTrafficSchema>
