import { z } from 'zod'
import { MEMBERSHIP_PLANS, SELLER_APPROVAL_STATUSES } from './account.constants.ts'
import { BOOST_LEVEL_NAMES, BOOST_LEVELS } from './boost.ts'

/** A level of the table; anything else is refused with this message key. */
const BoostLevelSchema = z.literal(BOOST_LEVELS, { error: 'accountBoost.level.invalid' })
const Bps = z.number().int().nonnegative()

/** `GET, PATCH v1/account/boost` answer (spec §7; decision 1020). Rates in basis points. */
export const AccountBoostSchema = z.object({
  level: BoostLevelSchema,
  /** When the seller chose this level; null for the level every account starts with. */
  since: z.iso.datetime({ offset: true }).nullable(),
  /** The plan's sale commission, without boost. */
  planCommissionBps: Bps,
  isDiscountClubMember: z.boolean(),
  /** The sale commission of a sale made now: plan plus the level's surcharge. */
  commissionBps: Bps,
  levels: z.array(
    z.object({
      level: BoostLevelSchema,
      name: z.enum(BOOST_LEVEL_NAMES),
      /** The published surcharge; `surchargeBps` is what this seller pays (club: half). */
      listSurchargeBps: Bps,
      surchargeBps: Bps,
      commissionBps: Bps,
    }),
  ),
})
export type AccountBoost = z.infer<typeof AccountBoostSchema>

/** `PATCH v1/account/boost` body. */
export const AccountBoostPatchSchema = z.strictObject({ level: BoostLevelSchema })
export type AccountBoostPatch = z.infer<typeof AccountBoostPatchSchema>

/** `GET v1/account/ddc` answer (decision 1021). */
export const DiscountClubSchema = z.object({
  isMember: z.boolean(),
  plan: z.enum(MEMBERSHIP_PLANS),
  /** When the membership ends with the plan; null when it does not end or is not held. */
  memberUntil: z.iso.datetime({ offset: true }).nullable(),
  boostDiscountPct: z.number().int(),
  qualifyingPlans: z.array(z.enum(MEMBERSHIP_PLANS)),
})
export type DiscountClub = z.infer<typeof DiscountClubSchema>

/** `GET v1/account/partner/status` answer (decision 1022). */
export const PartnerStatusSchema = z.object({
  /** The partner level in force: the plan, or NONE once it has expired. */
  level: z.enum(MEMBERSHIP_PLANS),
  plan: z.enum(MEMBERSHIP_PLANS),
  expiresAt: z.iso.datetime({ offset: true }).nullable(),
  isExpired: z.boolean(),
  approvalStatus: z.enum(SELLER_APPROVAL_STATUSES),
  isDiscountClubMember: z.boolean(),
  boostLevel: BoostLevelSchema,
  planCommissionBps: Bps,
  commissionBps: Bps,
  nextLevel: z.object({ plan: z.enum(MEMBERSHIP_PLANS), planCommissionBps: Bps }).nullable(),
})
export type PartnerStatus = z.infer<typeof PartnerStatusSchema>
