import { z } from 'zod'
import { ListingSettingsSchema } from '../domains/domain-intake.contract.ts'
import { DOMAIN_LISTING_STATUSES } from '../domains/domain-status.ts'
import { isHexColor, LANDER_COLOR_MODES, LANDER_THEMES } from '../landers/lander-theme.ts'
import { PageQuerySchema, pageSchema } from '../pagination/pagination.contract.ts'

/**
 * Contracts of the account defaults pages (issue 18; spec §2 /account/lander, /account/lto,
 * /account/ownership; §7 GET, PATCH v1/account/lander):
 *
 * - `GET/PATCH /api/v1/account/lander` answers the listing settings of new names plus the
 *   lander's look (theme, colours, custom lander options), decision 1010.
 * - `GET /api/v1/account/ownership` — counts of the seller's ownership claims by state and of
 *   names under ownership review.
 * - `GET /api/v1/account/ownership/reviews` — the names under ownership review, paged.
 * - `GET /api/v1/account/lto/policy` — the lease grace policy shown on /account/lto.
 */

/** Message key of a custom colour that is not hex (spec §5: the custom colour must be hex). */
export const CUSTOM_COLOR_ERROR = 'account.lander.error.customColor'

/** The look of the default lander (spec §3 default listing settings, themes, option flags). */
export const LanderAppearanceSchema = z.object({
  backgroundColorOption: z.enum(LANDER_THEMES),
  backgroundColorCustom: z.string().max(7).refine(isHexColor, { error: CUSTOM_COLOR_ERROR }),
  fontColorOption: z.enum(LANDER_COLOR_MODES),
  showLanderBuyNowOption: z.boolean(),
  showLanderLeaseToOwnOption: z.boolean(),
  showLanderMakeOfferOption: z.boolean(),
})
export type LanderAppearance = z.infer<typeof LanderAppearanceSchema>

/** The seller's default lander: what every newly added name takes (decision 1010). */
export const AccountLanderSchema = ListingSettingsSchema.extend(LanderAppearanceSchema.shape)
export type AccountLander = z.infer<typeof AccountLanderSchema>
export const AccountLanderPatchSchema = AccountLanderSchema.partial()
export type AccountLanderPatch = z.infer<typeof AccountLanderPatchSchema>

/** The seller's ownership standing (spec §4 OWNERSHIP_REVIEW; §7 verifications). */
export const OwnershipSummarySchema = z.object({
  pending: z.number().int().min(0),
  verified: z.number().int().min(0),
  expired: z.number().int().min(0),
  /** Names of the portfolio held in review with the OWNERSHIP_REVIEW reason (fraud flag). */
  underReview: z.number().int().min(0),
})
export type OwnershipSummary = z.infer<typeof OwnershipSummarySchema>

export const OwnershipReviewSchema = z.object({
  name: z.string(),
  displayName: z.string(),
  status: z.enum(DOMAIN_LISTING_STATUSES),
  updatedAt: z.string(),
})
export type OwnershipReview = z.infer<typeof OwnershipReviewSchema>
export const OwnershipReviewPageSchema = pageSchema(OwnershipReviewSchema)
export type OwnershipReviewPage = z.infer<typeof OwnershipReviewPageSchema>
export const OwnershipReviewsQuerySchema = PageQuerySchema

/** What happens when a lease installment is not paid (decision 1013). */
export const LeasePolicySchema = z.object({
  /** Days after a due date before an unpaid lease ends. */
  graceDays: z.number().int().min(1),
})
export type LeasePolicy = z.infer<typeof LeasePolicySchema>
