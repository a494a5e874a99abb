import { z } from 'zod'
import { MEMBERSHIP_PLANS, ROLES, SELLER_APPROVAL_STATUSES } from '../account/account.constants.ts'
import { DOMAIN_LISTING_STATUSES } from '../domains/domain-status.ts'
import { MicrosSchema } from '../money/money.contract.ts'

/** Accounts one search answers with: a search narrows, it does not page. */
export const ACCOUNT_SEARCH_MAX = 25

/** GET /api/v1/admin/accounts?q=: e-mail, name or username contains `q`. */
export const AccountSearchQuerySchema = z.object({ q: z.string().trim().max(200).default('') })

export const AccountSummarySchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  username: z.string(),
  roles: z.array(z.enum(ROLES)),
  approvalStatus: z.enum(SELLER_APPROVAL_STATUSES),
  membershipPlan: z.enum(MEMBERSHIP_PLANS),
  membershipExpiresAt: z.iso.datetime({ offset: true }).nullable(),
})
export type AccountSummary = z.infer<typeof AccountSummarySchema>

export const AccountSearchResultSchema = z.object({
  items: z.array(AccountSummarySchema),
  /** More accounts match than were listed: narrow the search. */
  more: z.boolean(),
})
export type AccountSearchResult = z.infer<typeof AccountSearchResultSchema>

export const AccountParamsSchema = z.object({ userId: z.string().min(1).max(100) })

/**
 * The account page: read-only views of the account's own data (impersonation is not allowed).
 * Its admin history is the audit log's, read by subject.
 */
export const AccountDetailSchema = AccountSummarySchema.extend({
  /** The named switchboard cohorts the account is a member of (decision 1325). */
  cohorts: z.array(z.string()),
  createdAt: z.iso.datetime({ offset: true }),
  counts: z.object({
    domains: z.number().int(),
    leads: z.number().int(),
    sales: z.number().int(),
  }),
  /** The portfolio by listing status. */
  portfolio: z.array(
    z.object({ status: z.enum(DOMAIN_LISTING_STATUSES), count: z.number().int() }),
  ),
  recentLeads: z.array(
    z.object({
      id: z.string(),
      domainName: z.string(),
      stage: z.string(),
      createdAt: z.iso.datetime({ offset: true }),
    }),
  ),
  recentSales: z.array(
    z.object({
      id: z.string(),
      domainName: z.string(),
      status: z.string(),
      priceMicros: MicrosSchema,
      createdAt: z.iso.datetime({ offset: true }),
    }),
  ),
})
export type AccountDetail = z.infer<typeof AccountDetailSchema>

/** Suspending tells why: the note goes into the audit log. */
export const SuspendAccountBodySchema = z.object({ note: z.string().trim().min(1).max(1000) })

/** Approving and reinstating take an optional note. */
export const AccountActionBodySchema = z
  .object({ note: z.string().trim().max(1000).optional() })
  .default({})
