import { z } from 'zod'
import { LEASE_MAX_MONTHS, LEASE_MIN_MONTHS } from '../constants/price-rules.ts'

/** The lander actions a buyer may take (spec §3 modes: BIN, LTO, MO). */
export const LANDER_ACTIONS = ['buyNow', 'lease', 'offer'] as const
export type LanderAction = (typeof LANDER_ACTIONS)[number]

/** Why a lander is not shown (spec §5 honest pages): each has its own HTTP status. */
export const LANDER_UNAVAILABLE_REASONS = ['unknown', 'notListed', 'sold'] as const
export type LanderUnavailableReason = (typeof LANDER_UNAVAILABLE_REASONS)[number]

export const OFFER_MESSAGE_MAX_LENGTH = 2000
/** Message keys of the make-offer form (the amount itself uses the counter-offer keys). */
export const MAKE_OFFER_ERRORS = {
  amount: 'lander.offer.error.amount',
  name: 'lander.offer.error.name',
  email: 'lander.offer.error.email',
  message: 'lander.offer.error.message',
  ownDomain: 'lander.offer.error.ownDomain',
  /** No genuine, unexpired form token: the form is shown again with a fresh one. */
  formExpired: 'lander.offer.error.formExpired',
  /** The form's token already sent an offer from this address (decision 940). */
  alreadySent: 'lander.offer.error.alreadySent',
} as const

const amountUsd = z
  .string()
  .trim()
  .transform((text) => text.replace(/[$,\s]/g, ''))
  .pipe(z.string().regex(/^\d{1,9}(\.\d{1,2})?$/, { error: MAKE_OFFER_ERRORS.amount }))
  .transform(Number)
  .pipe(z.number().positive({ error: MAKE_OFFER_ERRORS.amount }))

/** The make-offer form as posted by a browser (form fields are strings). */
export const MakeOfferFormSchema = z.object({
  amount: amountUsd,
  name: z.string().trim().min(1, { error: MAKE_OFFER_ERRORS.name }).max(120),
  /** Trimmed and lowercased before the format check, so a pasted trailing space is no error. */
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: MAKE_OFFER_ERRORS.email }).max(254, { error: MAKE_OFFER_ERRORS.email })),
  message: z.string().trim().max(OFFER_MESSAGE_MAX_LENGTH, { error: MAKE_OFFER_ERRORS.message }),
  /** Honeypot: a field people never see; anything in it marks a bot. */
  website: z.string().max(500).optional().default(''),
  /** The signed time the form was shown: proves the offer comes from our page (decision 940). */
  formToken: z.string().max(200).optional().default(''),
})
export type MakeOfferForm = z.infer<typeof MakeOfferFormSchema>

export const LeaseTermQuerySchema = z.object({
  months: z.coerce.number().int().min(LEASE_MIN_MONTHS).max(LEASE_MAX_MONTHS).optional(),
})
