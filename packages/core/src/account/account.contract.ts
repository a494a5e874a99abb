import { z } from 'zod'

export const ROLES = ['seller', 'buyer', 'broker', 'admin'] as const
export type Role = (typeof ROLES)[number]

/** Membership tiers (spec §1). */
export const MEMBERSHIP_PLANS = ['NONE', 'BASIC', 'PREMIUM', 'PRO'] as const
export type MembershipPlan = (typeof MEMBERSHIP_PLANS)[number]

/** Seller account approval (spec §4). */
export const SELLER_APPROVAL_STATUSES = [
  'Approved',
  'PendingApproval',
  'Suspended',
  'Disapproved',
  'VerificationRequired',
  'VerificationPending',
  'NoStatus',
] as const
export type SellerApprovalStatus = (typeof SELLER_APPROVAL_STATUSES)[number]

export const AccountDataSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  username: z.string(),
  roles: z.array(z.enum(ROLES)),
  membership: z.object({
    plan: z.enum(MEMBERSHIP_PLANS),
    expiresAt: z.iso.datetime({ offset: true }).nullable(),
  }),
  approvalStatus: z.enum(SELLER_APPROVAL_STATUSES),
})
export type AccountData = z.infer<typeof AccountDataSchema>
