import type { FieldError } from '@namefolio/core/http/error.contract'
import { MakeOfferFormSchema, MAKE_OFFER_ERRORS } from '@namefolio/core/landers/lander.contract'
import { formatUsd, usdToMicros } from '@namefolio/core/money/money'
import { validateCounterOffer } from '@namefolio/core/negotiations/counter-offer'
import { hitRateCounter } from '../../auth/rate-counter.ts'
import { findOrCreateBuyerAccount } from '../../db/buyer-accounts.ts'
import type { Db } from '../../db/client.ts'
import { escapeHtml } from '../../mail/mailer.ts'
import type { LanderModel } from './lander-model.ts'
import type { OfferFormState } from './lander-offer-form.ts'
import type { LanderServiceOptions } from './lander.service.ts'
import { findUserByEmail, insertEventNow, refreshOfferCount } from './lander.repository.ts'
import {
  formTokenIssuedAt,
  issueFormToken,
  OFFER_FORM_TOKEN_MAX_AGE_MS,
} from './offer-form-token.ts'

const SIGN_IN_LINK_TTL_MS = 24 * 60 * 60 * 1000
/** The portal page where a buyer follows the offers they made. */
const BUYER_OFFERS_PATH = '/domains/offers/made'
/** Offers one form token may send in all, from different addresses (see spendFormToken). */
const OFFERS_PER_FORM_TOKEN = 5

export type MakeOfferResult =
  | { kind: 'sent'; amountMicros: number; email: string; leadId: string | null }
  | { kind: 'invalid'; form: OfferFormState }
  | { kind: 'spam' }
  | { kind: 'rateLimited' }

/** The offer form's state with a fresh form token. */
export function newOfferForm(
  formSecret: string,
  values: OfferFormState['values'] = {},
  errors: FieldError[] = [],
): OfferFormState {
  return { values, errors, formToken: issueFormToken(formSecret) }
}

/**
 * The make-offer flow (spec §5 buyer rules; issue 6): checks the form, the honeypot, the
 * fill time and the limits; finds or creates the buyer's account; creates the seller's
 * lead; records the offer; e-mails the buyer a sign-in link.
 */
export async function makeLanderOffer(
  options: LanderServiceOptions,
  model: LanderModel,
  body: Record<string, unknown>,
): Promise<MakeOfferResult> {
  const raw = {
    amount: String(body['amount'] ?? ''),
    name: String(body['name'] ?? ''),
    email: String(body['email'] ?? ''),
    message: String(body['message'] ?? ''),
  }
  if (String(body['website'] ?? '') !== '') return { kind: 'spam' }
  const parsed = MakeOfferFormSchema.safeParse({
    ...raw,
    formToken: String(body['formToken'] ?? ''),
  })
  const errors: FieldError[] = []
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'form')
      if (!errors.some((e) => e.field === field)) {
        const code = issue.message.startsWith('lander.')
          ? issue.message
          : (MAKE_OFFER_ERRORS[field as keyof typeof MAKE_OFFER_ERRORS] ?? MAKE_OFFER_ERRORS.amount)
        errors.push({ field, code })
      }
    }
    return { kind: 'invalid', form: newOfferForm(options.formSecret, raw, errors) }
  }
  const form = parsed.data
  const tokenIssuedAt = formTokenIssuedAt(options.formSecret, form.formToken)
  if (tokenIssuedAt === null) {
    return {
      kind: 'invalid',
      form: newOfferForm(options.formSecret, raw, [
        { field: 'form', code: MAKE_OFFER_ERRORS.formExpired },
      ]),
    }
  }
  const d = model.domain
  const offerMicros = usdToMicros(form.amount)
  const amountError = validateCounterOffer(
    {
      valueMicros: offerMicros,
      previousOfferMicros: null,
      sellerOfferMicros: null,
      buyNowMicros: d.buynowPriceMicros,
      floorMicros: d.floorPriceMicros,
      minBidMicros: d.minbidPriceMicros,
      viewer: 'buyer',
      submitting: true,
    },
    'amount',
  )
  if (amountError)
    return { kind: 'invalid', form: newOfferForm(options.formSecret, raw, [amountError]) }

  const existing = await findUserByEmail(options.db, form.email)
  if (existing?.id === d.sellerId) {
    return {
      kind: 'invalid',
      form: newOfferForm(options.formSecret, raw, [
        { field: 'form', code: MAKE_OFFER_ERRORS.ownDomain },
      ]),
    }
  }
  if (!(await spendFormToken(options.db, form.formToken, tokenIssuedAt, form.email))) {
    return {
      kind: 'invalid',
      form: newOfferForm(options.formSecret, raw, [
        { field: 'form', code: MAKE_OFFER_ERRORS.alreadySent },
      ]),
    }
  }
  const hour = 60 * 60 * 1000
  const [perDomain, perEmail] = await Promise.all([
    hitRateCounter(options.db, {
      key: `lander-offer:domain:${d.id}`,
      windowMs: hour,
      max: options.maxOffersPerDomainHour ?? 30,
    }),
    hitRateCounter(options.db, {
      key: `lander-offer:email:${form.email}`,
      windowMs: hour,
      max: options.maxOffersPerEmailHour ?? 10,
    }),
  ])
  if (!perDomain.isAllowed || !perEmail.isAllowed) return { kind: 'rateLimited' }

  const buyer = existing ?? (await findOrCreateBuyerAccount(options.db, form))
  let lead: { leadId: string } | null = null
  try {
    lead = options.leadIntake
      ? await options.leadIntake({
          domainName: d.name,
          buyer,
          offerMicros,
          message: form.message,
        })
      : null
  } catch (error) {
    // The negotiation's own rules (e.g. the same offer twice) answer as field errors.
    const fields = (error as { fields?: FieldError[] }).fields
    if (!fields?.length) throw error
    return {
      kind: 'invalid',
      form: newOfferForm(
        options.formSecret,
        raw,
        fields.map((f) => ({ ...f, field: f.field === 'offerMicros' ? 'amount' : 'form' })),
      ),
    }
  }
  await insertEventNow(options.db, {
    sellerId: d.sellerId,
    domainId: d.id,
    kind: 'offer',
    visitorKey: `buyer:${buyer.id}`,
    amountMicros: offerMicros,
    detail: lead ? `lead:${lead.leadId}` : null,
  })
  await refreshOfferCount(options.db, d.id)
  await sendBuyerSignInLink(options, {
    buyerId: buyer.id,
    email: form.email,
    domainName: d.name,
    offerMicros,
  })
  return {
    kind: 'sent',
    amountMicros: offerMicros,
    email: form.email,
    leadId: lead?.leadId ?? null,
  }
}

/**
 * A cached lander page (and a browser's revalidated copy) carries the same token for a
 * moment, so a token is spent per e-mail address, with a small cap in all: a replayed
 * token sends nothing, two people who opened the page in the same second both can
 * (decision 940). Counting against the token's issue time puts every use of one token in
 * the same window.
 */
async function spendFormToken(
  db: Db,
  token: string,
  issuedAt: number,
  email: string,
): Promise<boolean> {
  const window = { windowMs: OFFER_FORM_TOKEN_MAX_AGE_MS }
  const start = new Date(issuedAt)
  const [perEmail, inAll] = await Promise.all([
    hitRateCounter(db, { key: `lander-offer:token:${token}:${email}`, max: 1, ...window }, start),
    hitRateCounter(
      db,
      { key: `lander-offer:token:${token}`, max: OFFERS_PER_FORM_TOKEN, ...window },
      start,
    ),
  ])
  return perEmail.isAllowed && inAll.isAllowed
}

async function sendBuyerSignInLink(
  options: LanderServiceOptions,
  input: { buyerId: string; email: string; domainName: string; offerMicros: number },
): Promise<void> {
  const link = await options.signInLink({
    userId: input.buyerId,
    path: BUYER_OFFERS_PATH,
    ttlMs: SIGN_IN_LINK_TTL_MS,
  })
  const amount = formatUsd(input.offerMicros)
  await options.mailer?.send({
    to: input.email,
    subject: `Your offer of ${amount} for ${input.domainName}`,
    text: `We sent your offer of ${amount} for ${input.domainName} to the seller.\n\nFollow the negotiation and answer counter-offers here (the link signs you in, works once and expires in 24 hours):\n${link}\n\nIf you did not make this offer, ignore this e-mail.`,
    html: `<p>We sent your offer of <b>${escapeHtml(amount)}</b> for <b>${escapeHtml(input.domainName)}</b> to the seller.</p><p><a href="${escapeHtml(link)}">Follow the negotiation</a> (the link signs you in, works once and expires in 24 hours).</p><p>If you did not make this offer, ignore this e-mail.</p>`,
  })
}
