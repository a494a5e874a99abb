import { z } from 'zod'

/**
 * `GET /api/v1/stats/traffic/{domainName}/daily` (issue 15, the domain's page): the same events
 * as `GET /api/v1/stats/traffic/{domainName}` (spec §7), counted per UTC day so the page can draw
 * traffic over time. Every day of the range is present (zeros included), oldest first.
 */
export const DomainTrafficDailyQuerySchema = z.object({
  days: z.coerce.number().int().min(7).max(365).default(30),
})

export const DomainTrafficDaySchema = z.object({
  /** The UTC day, YYYY-MM-DD. */
  day: z.iso.date(),
  /** Lander and parked-page views. */
  views: z.number().int().min(0),
  /** Distinct visitors of those views that day. */
  visitors: z.number().int().min(0),
  /** Offers made from the lander that day. */
  offers: z.number().int().min(0),
})
export type DomainTrafficDay = z.infer<typeof DomainTrafficDaySchema>

export const DomainTrafficDailySchema = z.object({
  domainName: z.string(),
  days: z.number().int(),
  points: z.array(DomainTrafficDaySchema),
})
export type DomainTrafficDaily = z.infer<typeof DomainTrafficDailySchema>
