import { z } from 'zod'
import { SITE_VERDICTS } from './site-judgement.ts'

/** Field error codes; each is a message id of the web catalog (en-us-in-use-guard.ts). */
export const IN_USE_GUARD_ERRORS = {
  /** Checkout refuses buy-now (and lease) while the guard has it paused (decision 1141). */
  buyNowPaused: 'inUseGuard.error.buyNowPaused',
  notPaused: 'inUseGuard.error.notPaused',
  notListed: 'inUseGuard.error.notListed',
} as const

export const InUseDomainParamsSchema = z.strictObject({
  domainName: z.string().trim().toLowerCase().min(1).max(253),
})

/** Where the guard stands on one of the seller's domains. */
export const InUseStatusSchema = z.object({
  domainName: z.string(),
  /** Buy now (and lease to own) is paused because a site was seen (decision 1141). */
  paused: z.boolean(),
  /** When the site that paused buy-now was seen; null when not paused. */
  detectedAt: z.iso.datetime({ offset: true }).nullable(),
  /** What was seen at the last check: the address it answered from and the HTTP status. */
  evidence: z.string().nullable(),
  lastVerdict: z.enum(SITE_VERDICTS).nullable(),
  lastCheckedAt: z.iso.datetime({ offset: true }).nullable(),
})
export type InUseStatus = z.infer<typeof InUseStatusSchema>

/** The seller's domains with buy-now paused (the portfolio's banner). */
export const PausedDomainsSchema = z.object({
  items: z.array(InUseStatusSchema),
  total: z.number().int().min(0),
})
export type PausedDomains = z.infer<typeof PausedDomainsSchema>

/** Test controls (development and test only). */
export const InUseTestSiteSchema = z.strictObject({
  domainName: z.string().trim().toLowerCase().min(1).max(253),
  /** true: the name starts answering with a real site on 127.0.0.1; false: back to ours. */
  serving: z.boolean(),
})
export const InUseRunResultSchema = z.object({
  checked: z.number().int().min(0),
  paused: z.number().int().min(0),
  /** The pass reached the end of the listed domains: the next one starts from the first. */
  wrapped: z.boolean(),
})
export type InUseRunResult = z.infer<typeof InUseRunResultSchema>
