import { z } from 'zod'
import { MEMBERSHIP_PLANS } from '../account/account.constants.ts'
import { BILLING_CYCLES, PAID_PLANS } from './membership-plans.ts'

/** The plan page's wire shapes (issue 19, decisions 1315–1318). */
const PlanSchema = z.enum(MEMBERSHIP_PLANS, { message: 'membership.plan.invalid' })
const CycleSchema = z.enum(BILLING_CYCLES, { message: 'membership.cycle.invalid' })
const PricesSchema = z.object({ MONTHLY: z.number().int(), YEARLY: z.number().int() })

export const PlanOfferSchema = z.object({
  plan: PlanSchema,
  pricesMicros: PricesSchema,
  benefits: z.object({
    hasSearchStats: z.boolean(),
    commissionBps: z.number().int(),
    isDiscountClub: z.boolean(),
  }),
})

export const MembershipInvoiceSchema = z.object({
  id: z.string(),
  invoiceNumber: z.string(),
  kind: z.enum(['PURCHASE', 'UPGRADE', 'RENEWAL']),
  plan: PlanSchema,
  cycle: CycleSchema,
  amountMicros: z.number().int(),
  createdAt: z.string(),
})

export const MembershipNoticeSchema = z.object({
  kind: z.enum(['REMINDER', 'RENEWED', 'RENEWAL_FAILED', 'LAPSED']),
  /** Days left, for a reminder. */
  days: z.number().int().nullable(),
  at: z.string(),
})
export type MembershipNotice = z.infer<typeof MembershipNoticeSchema>

export const MyMembershipSchema = z.object({
  plan: PlanSchema,
  expiresAt: z.string().nullable(),
  cycle: CycleSchema.nullable(),
  isAutoRenew: z.boolean(),
  scheduledPlan: PlanSchema.nullable(),
  /** The plan's benefits apply now (not expired; spec §6). */
  isActive: z.boolean(),
  /** Search statistics are available now: top tier and not expired (spec §6). */
  hasSearchStats: z.boolean(),
  isExpiringSoon: z.boolean(),
  notice: MembershipNoticeSchema.nullable(),
  /** The money clock's time, which expiry is measured against. */
  now: z.string(),
  isSandbox: z.boolean(),
  plans: z.array(PlanOfferSchema),
  invoices: z.array(MembershipInvoiceSchema),
})
export type MyMembership = z.infer<typeof MyMembershipSchema>

export const MembershipQuoteQuerySchema = z.object({
  plan: PlanSchema,
  cycle: CycleSchema.default('MONTHLY'),
})

export const MembershipQuoteSchema = z.object({
  kind: z.enum(['NEW', 'UPGRADE', 'DOWNGRADE', 'SAME']),
  plan: PlanSchema,
  cycle: CycleSchema,
  chargeMicros: z.number().int(),
  creditMicros: z.number().int(),
  /** When the new plan ends (NEW, UPGRADE) or starts (DOWNGRADE). */
  effectiveAt: z.string().nullable(),
})
export type MembershipQuote = z.infer<typeof MembershipQuoteSchema>

export const PurchaseMembershipBodySchema = z.object({
  plan: z.enum(PAID_PLANS, { message: 'membership.plan.invalid' }),
  cycle: CycleSchema,
  cardNumber: z
    .string()
    .transform((s) => s.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, 'membership.card.invalid')),
  /** The same key answers with the first purchase's result (a retried click never charges twice). */
  idempotencyKey: z.string().min(8, 'membership.idempotencyKey.invalid').max(100),
})

export const DowngradeMembershipBodySchema = z.object({ plan: PlanSchema })

export const AutoRenewBodySchema = z.object({ isAutoRenew: z.boolean() })

export const AdminMembershipParamsSchema = z.object({
  userId: z.uuid({ message: 'admin.userId.invalid' }),
})

export const AdminChangePlanBodySchema = z.object({
  plan: PlanSchema,
  expiresAt: z.iso.datetime({ offset: true, message: 'membership.expiresAt.invalid' }).nullable(),
  note: z.string().trim().min(1, 'admin.note.required').max(1000),
})

export const AdminMembershipSchema = z.object({
  userId: z.string(),
  plan: PlanSchema,
  expiresAt: z.string().nullable(),
})
