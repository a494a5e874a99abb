import { z } from 'zod'
import { PARKING_PAGE_SIZE } from '../constants/parking-ranges.ts'
import { MicrosSchema } from '../money/money.contract.ts'
import { SORT_ORDERS } from '../portfolio/portfolio-sort.ts'
import { PARKING_SORT_KEYS } from './parking-sort.ts'

/**
 * Cash parking (spec §7 "Parking", §3 parking columns, §9 ranges). Every range is whole UTC
 * days, yyyy-MM-dd, both ends included; the answer repeats the range it used, so a page that
 * sent none learns the default. Money is integer micros (decision 006).
 */

/** `?from=&to=`: neither is the last 7 days; only `to` is the 30 days before it (§9). */
export const ParkingRangeQuerySchema = z.object({
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
})
export type ParkingRangeQuery = z.input<typeof ParkingRangeQuerySchema>

export const ParkingRangeSchema = z.object({ from: z.iso.date(), to: z.iso.date() })

const count = z.number().int().min(0)

/** The §3 parking figures over a range. */
export const ParkingFiguresSchema = z.object({
  pageViewCount: count,
  visitCount: count,
  adClickCount: count,
  clickThroughRate: z.number().min(0),
  revenueMicros: MicrosSchema,
  revenuePerClickMicros: MicrosSchema,
  revenuePer1kImpressionsMicros: MicrosSchema,
})
export type ParkingFiguresDto = z.infer<typeof ParkingFiguresSchema>

/** One day of a chart: what was counted that UTC day. */
export const ParkingDaySchema = z.object({
  day: z.iso.date(),
  pageViewCount: count,
  visitCount: count,
  adClickCount: count,
  revenueMicros: MicrosSchema,
})
export type ParkingDay = z.infer<typeof ParkingDaySchema>

/** `GET /api/v1/parking/metrics/account`: the account's totals and one entry per day. */
export const ParkingAccountMetricsSchema = z.object({
  range: ParkingRangeSchema,
  totals: ParkingFiguresSchema,
  days: z.array(ParkingDaySchema),
  parkedDomainCount: count,
})
export type ParkingAccountMetrics = z.infer<typeof ParkingAccountMetricsSchema>

/** The lower-cased names of a `names` list, blanks dropped. */
export function parkingNamesOf(names: string): string[] {
  return names
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name !== '')
}

/** `GET /api/v1/parking/metrics/domains`: a page of parked domains, 200 unless said (§9). */
export const ParkingDomainsQuerySchema = ParkingRangeQuerySchema.extend({
  keywords: z.string().trim().max(200).optional(),
  sort: z.enum(PARKING_SORT_KEYS).optional(),
  order: z.enum(SORT_ORDERS).default('desc'),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(PARKING_PAGE_SIZE).default(PARKING_PAGE_SIZE),
  /**
   * Only these domains, comma-separated (at most a page of them): the portfolio's Parked view
   * asks for the figures of the names on its page.
   */
  names: z
    .string()
    .max(PARKING_PAGE_SIZE * 254)
    .refine((names) => parkingNamesOf(names).length <= PARKING_PAGE_SIZE, 'parking.names.tooMany')
    .optional(),
})
export type ParkingDomainsQuery = z.input<typeof ParkingDomainsQuerySchema>

export const ParkingDomainRowSchema = ParkingFiguresSchema.extend({
  domain: z.string(),
  displayName: z.string(),
  /** The domain's parking identifier (shown with `show_drid`, §2). */
  drid: z.string(),
})
export type ParkingDomainRow = z.infer<typeof ParkingDomainRowSchema>

export const ParkingDomainPageSchema = z.object({
  range: ParkingRangeSchema,
  items: z.array(ParkingDomainRowSchema),
  total: count,
})
export type ParkingDomainPage = z.infer<typeof ParkingDomainPageSchema>

export const ParkingDomainParamsSchema = z.object({ domainName: z.string().min(1).max(253) })

/** `GET /api/v1/parking/metrics/domains/{domainName}`: one domain's totals and days. */
export const ParkingDomainMetricsSchema = z.object({
  range: ParkingRangeSchema,
  domain: z.string(),
  displayName: z.string(),
  drid: z.string(),
  isParked: z.boolean(),
  totals: ParkingFiguresSchema,
  days: z.array(ParkingDaySchema),
})
export type ParkingDomainMetrics = z.infer<typeof ParkingDomainMetricsSchema>

/** `GET /api/v1/parking/count`: how many of the account's domains are parked. */
export const ParkingCountSchema = z.object({ count })

/** `GET /api/v1/parking/drid?domainName=`: a parked domain's parking identifier. */
export const ParkingDridQuerySchema = z.object({ domainName: z.string().min(1).max(253) })
export const ParkingDridSchema = z.object({ domain: z.string(), drid: z.string() })
