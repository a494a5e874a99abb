import { z } from 'zod'
import { MEMBERSHIP_PLANS, ROLES, SELLER_APPROVAL_STATUSES } from './account.constants.ts'

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
