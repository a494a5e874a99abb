/** The zod-free values of `account.contract.ts`, for the browser (decision 1265). */

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
