import { z } from 'zod'

/**
 * Spec §3 "Registrant status: status, domainRegistrant" and §7's "domain registrant ID status"
 * (decision 1000): whether Namefolio holds proof that the seller controls the name.
 * - VERIFIED: proven by a DNS TXT record or our nameservers (ownership verification);
 * - UNDER_REVIEW: in the portfolio, held for an ownership review (spec §4 OWNERSHIP_REVIEW);
 * - NOT_VERIFIED: in the portfolio, added where no proof was asked for;
 * - PENDING / EXPIRED: a claim waiting for proof, or one that ran out, not yet in the portfolio.
 */
export const REGISTRANT_STATUSES = [
  'VERIFIED',
  'UNDER_REVIEW',
  'NOT_VERIFIED',
  'PENDING',
  'EXPIRED',
] as const
export type RegistrantStatusValue = (typeof REGISTRANT_STATUSES)[number]

export const RegistrantParamsSchema = z.object({ domainName: z.string().min(1).max(253) })

export const RegistrantStatusSchema = z.object({
  domainName: z.string(),
  status: z.enum(REGISTRANT_STATUSES),
  /** The account on record as the name's registrant here: the seller, once it holds the name. */
  domainRegistrant: z.object({ username: z.string() }).nullable(),
  /** How and when the proof was found, when there is one. */
  verifiedBy: z.enum(['TXT', 'NS']).nullable(),
  verifiedAt: z.iso.datetime({ offset: true }).nullable(),
})
export type RegistrantStatus = z.infer<typeof RegistrantStatusSchema>

type Facts = {
  inPortfolio: boolean
  underReview: boolean
  claimState: 'PENDING' | 'VERIFIED' | 'EXPIRED' | null
}

/** The status a name's facts give, or null when the seller has neither the name nor a claim. */
export function registrantStatusOf(facts: Facts): RegistrantStatusValue | null {
  if (facts.inPortfolio) {
    if (facts.underReview) return 'UNDER_REVIEW'
    return facts.claimState === 'VERIFIED' ? 'VERIFIED' : 'NOT_VERIFIED'
  }
  if (facts.claimState === 'PENDING' || facts.claimState === 'EXPIRED') return facts.claimState
  return null
}
