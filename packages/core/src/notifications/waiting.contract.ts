import { z } from 'zod'
import { ROLES } from '../account/account.constants.ts'
import { MicrosSchema } from '../money/money.contract.ts'

/**
 * What waits for a person, per role (issue 13, decision 952), derived from live data rather
 * than stored notices: a seller answers offers and enters auth codes; a buyer answers counters,
 * pays agreed prices and late installments; a broker answers the leads assigned to them; an
 * admin confirms transfers.
 */
export const WAITING_KINDS = [
  'offerToAnswer',
  'authCodeToEnter',
  'counterToAnswer',
  'agreedPriceToPay',
  'installmentLate',
  'leadToAnswer',
  'transferToConfirm',
  /** The in-use guard paused a listed domain's buy-now (issue 24, decision 1141). */
  'buyNowPaused',
] as const
export type WaitingKind = (typeof WAITING_KINDS)[number]

/** Which role each kind of waiting item belongs to. */
export const WAITING_KIND_ROLE = {
  offerToAnswer: 'seller',
  authCodeToEnter: 'seller',
  counterToAnswer: 'buyer',
  agreedPriceToPay: 'buyer',
  installmentLate: 'buyer',
  leadToAnswer: 'broker',
  transferToConfirm: 'admin',
  buyNowPaused: 'seller',
} as const satisfies Record<WaitingKind, (typeof ROLES)[number]>

export const WaitingItemSchema = z.object({
  /** Stable across calls: the kind and the record it is about. */
  id: z.string(),
  kind: z.enum(WAITING_KINDS),
  role: z.enum(ROLES),
  domainName: z.string(),
  /** The offer, the agreed price or the installment, when the item is about money. */
  amountMicros: MicrosSchema.nullable(),
  /** Where the person acts on it: a portal path, or the server-rendered checkout/admin page. */
  href: z.string(),
  since: z.iso.datetime({ offset: true }),
})
export type WaitingItem = z.infer<typeof WaitingItemSchema>

export const WaitingListSchema = z.object({
  /** The oldest first, at most `WAITING_ITEMS_MAX` of each kind. */
  items: z.array(WaitingItemSchema),
  /** Every waiting item of the person's roles, beyond the ones listed. */
  total: z.number().int().min(0),
})
export type WaitingList = z.infer<typeof WaitingListSchema>

export const WAITING_ITEMS_MAX = 20
