import { gzipSync } from 'node:zlib'
import type { FieldError } from '@namefolio/core/http/error.contract'
import { MakeOfferFormSchema, MAKE_OFFER_ERRORS } from '@namefolio/core/landers/lander.contract'
import { formatUsd, usdToMicros } from '@namefolio/core/money/money'
import { validateCounterOffer } from '@namefolio/core/negotiations/counter-offer'
import { hitRateCounter } from '../../auth/rate-counter.ts'
import type { ListingChanges } from '../../db/listing-changes.ts'
import type { Db } from '../../db/client.ts'
import type { UserRow } from '../../db/schema/users.ts'
import { escapeHtml, type Mailer } from '../../mail/mailer.ts'
import { etagOf } from '../../public/public-http.ts'
import type { EventRecorder, Visitor } from '../../public/public-event.ts'
import type { AdFeed } from './ad-feed.ts'
import { buildLanderModel, type LanderLookup, type LanderModel } from './lander-model.ts'
import { renderLander, renderUnavailable, type OfferFormState } from './lander.pages.ts'
import {
  createBuyerAccount,
  findLanderDomain,
  findUserByEmail,
  insertEventNow,
  refreshOfferCount,
} from './lander.repository.ts'
import {
  formTokenIssuedAt,
  issueFormToken,
  OFFER_FORM_TOKEN_MAX_AGE_MS,
} from './offer-form-token.ts'
import { renderParkingPage } from './parking.pages.ts'

/** Creates the seller's lead from a lander offer; wired in app.ts from the leads feature. */
export type OfferLeadIntake = (input: {
  domainName: string
  buyer: UserRow
  offerMicros: number
  message: string
}) => Promise<{ leadId: string }>

/** A one-time link that signs the user in and lands on `path`, valid for `ttlMs`. */
export type SignInLinkIssuer = (input: {
  userId: string
  path: string
  ttlMs: number
}) => Promise<string>

export type LanderServiceOptions = {
  db: Db
  recorder: EventRecorder
  visitorKey: (visitor: Visitor) => string
  publicUrl: string
  /** Issues the identity feature's one-time sign-in link (wired in app.ts). */
  signInLink: SignInLinkIssuer
  mailer: Mailer | null
  formSecret: string
  adFeed: AdFeed
  leadIntake?: OfferLeadIntake | null
  /** How long a looked-up listing and its rendered page are reused (ms). */
  cacheTtlMs?: number
  /** Seller edits: a changed listing is looked up afresh on its next request. */
  listingChanges?: ListingChanges
  /** Offers per domain per hour, from everyone together. */
  maxOffersPerDomainHour?: number
  /** Offers per e-mail address per hour. */
  maxOffersPerEmailHour?: number
}

export type RenderedPage = { html: string; gzip: Buffer; etag: string; status: number }

const SIGN_IN_LINK_TTL_MS = 24 * 60 * 60 * 1000
/** The portal page where a buyer follows the offers they made. */
const BUYER_OFFERS_PATH = '/domains/offers/made'
const PARKING_AD_COUNT = 8
/** Offers one form token may send in all, from different addresses (see spendFormToken). */
const OFFERS_PER_FORM_TOKEN = 5

export function createLanderService(options: LanderServiceOptions) {
  const ttl = options.cacheTtlMs ?? 2000
  const lookups = new Map<string, { value: LanderLookup | null; expiresAt: number }>()
  const pages = new Map<string, { page: RenderedPage; expiresAt: number }>()

  options.listingChanges?.subscribe((names) => {
    if (names === null) lookups.clear()
    else for (const name of names) lookups.delete(name.toLowerCase())
  })

  function evictIfLarge<K, V>(map: Map<K, V>) {
    if (map.size > 20_000) map.clear()
  }

  async function lookUp(name: string, fresh = false): Promise<LanderLookup | null> {
    const now = Date.now()
    const cached = lookups.get(name)
    if (!fresh && cached && cached.expiresAt > now) return cached.value
    const domain = await findLanderDomain(options.db, name)
    const value = domain ? buildLanderModel(domain) : null
    evictIfLarge(lookups)
    lookups.set(name, { value, expiresAt: now + ttl })
    return value
  }

  const canonicalUrl = (name: string) => `${options.publicUrl}/lander/${name}`

  function finish(html: string, status: number, etag: string): RenderedPage {
    return { html, gzip: gzipSync(html, { level: 6 }), etag, status }
  }

  /** A lander, parking page or honest page, cached for `ttl` per listing version. */
  async function renderPageFor(
    name: string,
    months: number | undefined,
  ): Promise<{ page: RenderedPage; model: LanderModel | null }> {
    const lookup = await lookUp(name)
    const version =
      lookup?.kind === 'available'
        ? lookup.model.domain.updatedAt.getTime()
        : lookup?.kind === 'unavailable'
          ? `${lookup.reason}:${lookup.domain?.updatedAt.getTime() ?? ''}`
          : 'unknown'
    const key = `${name}|${version}|${months ?? ''}`
    const now = Date.now()
    const cached = pages.get(key)
    const model = lookup?.kind === 'available' ? lookup.model : null
    if (cached && cached.expiresAt > now) return { page: cached.page, model }
    let page: RenderedPage
    if (!lookup) {
      page = finish(renderUnavailable(name, 'unknown'), 404, etagOf(name, 'unknown'))
    } else if (lookup.kind === 'unavailable') {
      const status = lookup.reason === 'sold' ? 410 : 404
      page = finish(renderUnavailable(name, lookup.reason), status, etagOf(key))
    } else if (lookup.model.isParking) {
      const ads = await options.adFeed.listAds({ domainName: name, count: PARKING_AD_COUNT })
      page = finish(
        renderParkingPage(lookup.model, { ads, canonicalUrl: canonicalUrl(name) }),
        200,
        etagOf(key, options.adFeed.name),
      )
    } else {
      page = finish(
        renderLander(lookup.model, {
          canonicalUrl: canonicalUrl(name),
          form: { values: {}, errors: [], formToken: issueFormToken(options.formSecret) },
          ...(months ? { months } : {}),
        }),
        200,
        etagOf(key),
      )
    }
    evictIfLarge(pages)
    pages.set(key, { page, expiresAt: now + ttl })
    return { page, model }
  }

  return {
    lookUp,
    renderPageFor,
    canonicalUrl,

    /** Records a view of a lander or parking page (bots and floods are filtered out). */
    recordView(model: LanderModel, visitor: Visitor) {
      options.recorder.record(
        {
          sellerId: model.domain.sellerId,
          domainId: model.domain.id,
          kind: model.isParking ? 'parking_view' : 'view',
          visitorKey: '',
        },
        visitor,
      )
    },

    async listAds(model: LanderModel) {
      return options.adFeed.listAds({ domainName: model.domain.name, count: PARKING_AD_COUNT })
    },

    recordAdClick(model: LanderModel, adId: string, costPerClickMicros: number, visitor: Visitor) {
      options.recorder.record(
        {
          sellerId: model.domain.sellerId,
          domainId: model.domain.id,
          kind: 'ad_click',
          visitorKey: '',
          amountMicros: costPerClickMicros,
          detail: `${options.adFeed.name}:${adId}`,
        },
        visitor,
      )
    },

    async recordIntent(
      model: LanderModel,
      kind: 'buy_intent' | 'lease_intent',
      visitor: Visitor,
      detail: string | null,
    ) {
      options.recorder.record(
        {
          sellerId: model.domain.sellerId,
          domainId: model.domain.id,
          kind,
          visitorKey: '',
          detail,
        },
        visitor,
      )
    },

    offerForm(values: OfferFormState['values'] = {}, errors: FieldError[] = []): OfferFormState {
      return { values, errors, formToken: issueFormToken(options.formSecret) }
    },

    renderLanderWithForm(model: LanderModel, form: OfferFormState, onlyOffer = false): string {
      const shown: LanderModel = onlyOffer
        ? { ...model, actions: new Set(['offer']), leaseQuotes: [] }
        : model
      return renderLander(shown, { canonicalUrl: canonicalUrl(model.domain.name), form })
    },

    /**
     * The make-offer flow (spec §5 buyer rules; issue 6): checks the form, the honeypot, the
     * fill time and the limits; finds or creates the buyer's account; creates the seller's
     * lead; records the offer; e-mails the buyer a sign-in link.
     */
    async makeOffer(
      model: LanderModel,
      body: Record<string, unknown>,
      _visitor: Visitor,
    ): Promise<
      | { kind: 'sent'; amountMicros: number; email: string; leadId: string | null }
      | { kind: 'invalid'; form: OfferFormState }
      | { kind: 'spam' }
      | { kind: 'rateLimited' }
    > {
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
              : (MAKE_OFFER_ERRORS[field as keyof typeof MAKE_OFFER_ERRORS] ??
                MAKE_OFFER_ERRORS.amount)
            errors.push({ field, code })
          }
        }
        return { kind: 'invalid', form: this.offerForm(raw, errors) }
      }
      const form = parsed.data
      const tokenIssuedAt = formTokenIssuedAt(options.formSecret, form.formToken)
      if (tokenIssuedAt === null) {
        return {
          kind: 'invalid',
          form: this.offerForm(raw, [{ field: 'form', code: MAKE_OFFER_ERRORS.formExpired }]),
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
      if (amountError) return { kind: 'invalid', form: this.offerForm(raw, [amountError]) }

      const existing = await findUserByEmail(options.db, form.email)
      if (existing?.id === d.sellerId) {
        return {
          kind: 'invalid',
          form: this.offerForm(raw, [{ field: 'form', code: MAKE_OFFER_ERRORS.ownDomain }]),
        }
      }
      if (!(await spendFormToken(options.db, form.formToken, tokenIssuedAt, form.email))) {
        return {
          kind: 'invalid',
          form: this.offerForm(raw, [{ field: 'form', code: MAKE_OFFER_ERRORS.alreadySent }]),
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

      const buyer = existing ?? (await createBuyerAccount(options.db, form))
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
          form: this.offerForm(
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
    },
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

export type LanderService = ReturnType<typeof createLanderService>
