import { z } from 'zod'
import { PARKING_SETUP_NAMES_LIMIT } from './parking-setup.constants.ts'

/**
 * Parking setup (spec §2 "the domains-list flag that opens parking setup"; decision 540): which
 * of the seller's domains are parked, what to set at the registrar for the parked page to be
 * live (the platform nameservers, or the A and www CNAME records), and the last real DNS check.
 */

/** Message keys of what a check found (web catalog en-us-parking-setup.ts words them). */
export const PARKING_SETUP_PROBLEMS = {
  /** The domain's lander is not the cash parking one. */
  notParked: 'parkingSetup.problem.notParked',
  /** Its nameservers or A records point somewhere else. */
  dnsElsewhere: 'parkingSetup.problem.dnsElsewhere',
  /** The name has no nameservers or A records at all (or does not resolve). */
  noRecords: 'parkingSetup.problem.noRecords',
  /** Our resolver failed: nothing is known, so the domain is "not checked", never "not live". */
  resolverFailed: 'parkingSetup.problem.resolverFailed',
} as const

/** Why a name was refused (per name; the rest of the request goes on). */
export const PARKING_SETUP_REFUSALS = {
  /** Not in the seller's portfolio: said the same whether it exists elsewhere or not. */
  unknown: 'parkingSetup.refused.unknown',
  sold: 'parkingSetup.refused.sold',
  leased: 'parkingSetup.refused.leased',
} as const

export const PARKING_SETUP_STATUSES = ['LIVE', 'WAITING', 'NOT_CHECKED'] as const
export type ParkingSetupStatus = (typeof PARKING_SETUP_STATUSES)[number]

const DomainNameInput = z.string().trim().toLowerCase().min(1).max(253)
const DomainNamesBody = z.array(DomainNameInput).min(1).max(PARKING_SETUP_NAMES_LIMIT)

/** `?names=a.com,b.net` (at most 200) or none: the parked domains, 100 a page from `offset`. */
export const ParkingSetupQuerySchema = z.object({
  names: z
    .string()
    .max(PARKING_SETUP_NAMES_LIMIT * 254)
    .optional()
    .transform((text) => [
      ...new Set(
        (text ?? '')
          .split(',')
          .map((s) => s.trim().toLowerCase())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(DomainNameInput).max(PARKING_SETUP_NAMES_LIMIT)),
  offset: z.coerce.number().int().min(0).default(0),
})
export type ParkingSetupQuery = z.input<typeof ParkingSetupQuerySchema>

/** What to set at the registrar: either the nameservers, or both records. */
export const ParkingSetupInstructionsSchema = z.object({
  nameservers: z.array(z.string()),
  records: z.array(
    z.object({ type: z.enum(['A', 'CNAME']), host: z.enum(['@', 'www']), value: z.string() }),
  ),
})
export type ParkingSetupInstructions = z.infer<typeof ParkingSetupInstructionsSchema>

export const ParkingSetupDomainSchema = z.object({
  domainName: z.string(),
  isParked: z.boolean(),
  status: z.enum(PARKING_SETUP_STATUSES),
  /** The problem of the last check as a message key; null when live or never checked. */
  problem: z.string().nullable(),
  /** When DNS last answered for it; null when never (or only our resolver failed). */
  checkedAt: z.iso.datetime({ offset: true }).nullable(),
})
export type ParkingSetupDomain = z.infer<typeof ParkingSetupDomainSchema>

export const ParkingSetupRefusalSchema = z.object({ domainName: z.string(), reason: z.string() })
export type ParkingSetupRefusal = z.infer<typeof ParkingSetupRefusalSchema>

export const ParkingSetupPageSchema = z.object({
  instructions: ParkingSetupInstructionsSchema,
  items: z.array(ParkingSetupDomainSchema),
  /** Asked-for names that are not the seller's. */
  refused: z.array(ParkingSetupRefusalSchema),
  total: z.number().int().min(0),
  offset: z.number().int().min(0),
  limit: z.number().int().min(1),
})
export type ParkingSetupPage = z.infer<typeof ParkingSetupPageSchema>

export const ParkingSetupNamesSchema = z.object({ domainNames: DomainNamesBody })
export type ParkingSetupNames = z.input<typeof ParkingSetupNamesSchema>

export const PARK_OUTCOMES = ['PARKED', 'ALREADY_PARKED', 'REFUSED'] as const

export const ParkResultSchema = z.object({
  results: z.array(
    z.object({
      domainName: z.string(),
      outcome: z.enum(PARK_OUTCOMES),
      /** Why it was refused (PARKING_SETUP_REFUSALS); null otherwise. */
      reason: z.string().nullable(),
    }),
  ),
})
export type ParkResult = z.infer<typeof ParkResultSchema>

export const ParkingCheckResultSchema = z.object({
  items: z.array(ParkingSetupDomainSchema),
  refused: z.array(ParkingSetupRefusalSchema),
})
export type ParkingCheckResult = z.infer<typeof ParkingCheckResultSchema>
