import { gzipSync } from 'node:zlib'
import type { FieldError } from '@namefolio/core/http/error.contract'
import type { ListingChanges } from '../../db/listing-changes.ts'
import type { Db } from '../../db/client.ts'
import type { ReadRouting } from '../../db/read-routing.ts'
import type { UserRow } from '../../db/schema/users.ts'
import type { Mailer } from '../../mail/mailer.ts'
import { etagOf } from '../../public/public-http.ts'
import type { EventRecorder, Visitor } from '../../public/public-event.ts'
import { HOUSE_AD_NETWORK, type AdFeed, type ParkingAd } from './ad-feed.ts'
import { createClickTokens, type ShownAd } from './ad-feed-click-token.ts'
import type { LanderModel } from './lander-model.ts'
import { createLanderLookups } from './lander-lookups.ts'
import { findLanderDomains } from './lander.repository.ts'
import { createExpiringMap } from './expiring-map.ts'
import type { OfferFormState } from './lander-offer-form.ts'
import { renderUnavailable } from './lander-messages.pages.ts'
import { gzipLander, renderLanderWithValues } from './lander.pages.ts'
import { makeLanderOffer, newOfferForm } from './make-lander-offer.ts'
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
  /**
   * Where listings are read (decision 1302): the replica when there is one, the primary for a
   * listing changed since the replica's position and for actions.
   */
  readRouting: Pick<ReadRouting, 'read'>
  recorder: EventRecorder
  visitorKey: (visitor: Visitor) => string
  publicUrl: string
  /** Issues the identity feature's one-time sign-in link (wired in app.ts). */
  signInLink: SignInLinkIssuer
  mailer: Mailer | null
  formSecret: string
  adFeed: AdFeed
  /**
   * Our own house ads: a click link without a signed token is honoured only for these (their
   * URLs are our own pages). Defaults to `adFeed` when that is the house feed.
   */
  houseAds?: AdFeed
  leadIntake?: OfferLeadIntake | null
  /** How long a looked-up listing and its rendered page are reused (ms). */
  cacheTtlMs?: number
  /** Seller edits: a changed listing is looked up afresh on its next request. */
  listingChanges?: ListingChanges
  /** Counts the listing and page caches' hits and misses (metrics, decision 1295). */
  countCache?: (cache: 'listing' | 'page', result: 'hit' | 'miss') => void
  /** Offers per domain per hour, from everyone together. */
  maxOffersPerDomainHour?: number
  /** Offers per e-mail address per hour. */
  maxOffersPerEmailHour?: number
}

/** A page as it is cached: gzipped only (what nearly every visitor asks for). */
export type RenderedPage = { gzip: Buffer; etag: string; status: number }

const PARKING_AD_COUNT = 8

export function createLanderService(options: LanderServiceOptions) {
  const ttl = options.cacheTtlMs ?? 2000
  const { lookUp } = createLanderLookups({
    readListings: (names, fresh) =>
      options.readRouting.read({ names, fresh }, (db) => findLanderDomains(db, names)),
    ttlMs: ttl,
    ...(options.listingChanges ? { listingChanges: options.listingChanges } : {}),
    onCacheLookup: (result) => options.countCache?.('listing', result),
  })
  const pages = createExpiringMap<RenderedPage>({ ttlMs: ttl, maxEntries: 20_000 })

  const canonicalUrl = (name: string) => `${options.publicUrl}/lander/${name}`
  const clickTokens = createClickTokens(options.formSecret)
  const houseAds =
    options.houseAds ?? (options.adFeed.name === HOUSE_AD_NETWORK ? options.adFeed : null)

  // Requests that find a parked page's cache expired share one feed request (no stampede on
  // the feed when a busy page is rendered again).
  const adsInFlight = new Map<string, Promise<ParkingAd[]>>()
  function adsFor(domainName: string): Promise<ParkingAd[]> {
    const pending = adsInFlight.get(domainName)
    if (pending) return pending
    const ads = options.adFeed
      .listAds({ domainName, count: PARKING_AD_COUNT })
      .finally(() => adsInFlight.delete(domainName))
    adsInFlight.set(domainName, ads)
    return ads
  }

  /** The click link of a shown ad: its id, and a token that says what it was (decision 537). */
  const clickHrefOf = (name: string) => (ad: ParkingAd) =>
    `/lander/${name}/click/${encodeURIComponent(ad.id)}?k=${clickTokens.issue({ ...ad, domainName: name })}`

  function finish(html: string, status: number, etag: string): RenderedPage {
    return { gzip: gzipSync(html, { level: 6 }), etag, status }
  }

  // Every lander shown within the same second carries the same form token: a cached page
  // already does (decision 940), and signing one per page cost as much as filling it in.
  let sharedForm = { form: newOfferForm(options.formSecret), until: 0 }
  function freshOfferForm(): OfferFormState {
    const now = Date.now()
    if (sharedForm.until <= now) {
      sharedForm = { form: newOfferForm(options.formSecret), until: now + 1000 }
    }
    return sharedForm.form
  }

  /** A lander, parking page or honest page, cached for `ttl` per listing version. */
  async function renderPageFor(
    name: string,
    months: number | undefined,
  ): Promise<{ page: RenderedPage; model: LanderModel | null }> {
    const lookup = await lookUp(name)
    const version =
      lookup?.kind === 'available'
        ? // A reservation by an agreed price (decision 962) changes the page, not the row.
          `${lookup.model.domain.updatedAt.getTime()}${lookup.model.domain.isReserved ? ':reserved' : ''}${lookup.model.domain.buyNowPaused ? ':paused' : ''}`
        : lookup?.kind === 'unavailable'
          ? `${lookup.reason}:${lookup.domain?.updatedAt.getTime() ?? ''}`
          : 'unknown'
    const key = `${name}|${version}|${months ?? ''}`
    const cached = pages.get(key)
    const model = lookup?.kind === 'available' ? lookup.model : null
    options.countCache?.('page', cached ? 'hit' : 'miss')
    if (cached) return { page: cached, model }
    let page: RenderedPage
    if (!lookup) {
      page = finish(renderUnavailable(name, 'unknown'), 404, etagOf(name, 'unknown'))
    } else if (lookup.kind === 'unavailable') {
      const status = lookup.reason === 'sold' ? 410 : 404
      page = finish(renderUnavailable(name, lookup.reason), status, etagOf(key))
    } else if (lookup.model.isParking) {
      const ads = await adsFor(name)
      page = finish(
        renderParkingPage(lookup.model, {
          ads,
          canonicalUrl: canonicalUrl(name),
          clickHref: clickHrefOf(name),
        }),
        200,
        // A feed's answer (or the house ads it fell back to) is part of what the page is.
        etagOf(key, ...ads.map((ad) => `${ad.network}:${ad.id}:${ad.costPerClickMicros}`)),
      )
    } else {
      const gzip = gzipLander(lookup.model, {
        canonicalUrl: canonicalUrl(name),
        form: freshOfferForm(),
        ...(months ? { months } : {}),
      })
      page = { gzip, etag: etagOf(key), status: 200 }
    }
    pages.set(key, page)
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

    /**
     * The ad a click link refers to: the one its signed token describes (what the page showed),
     * or, without a token, one of our house ads by id. Anything else is no ad: no event, and
     * no redirect anywhere but the domain's own page.
     */
    async shownAd(model: LanderModel, adId: string, token: string | undefined) {
      const domainName = model.domain.name
      if (token) return clickTokens.verify(token, { domainName, adId })
      if (!houseAds) return null
      const ads = await houseAds.listAds({ domainName, count: PARKING_AD_COUNT })
      const ad = ads.find((a) => a.id === adId)
      return ad ? { ...ad, domainName } : null
    },

    /** A click on a shown ad earns its gross cost per click (the seller's share comes later). */
    recordAdClick(model: LanderModel, ad: ShownAd, visitor: Visitor) {
      options.recorder.record(
        {
          sellerId: model.domain.sellerId,
          domainId: model.domain.id,
          kind: 'ad_click',
          visitorKey: '',
          amountMicros: ad.costPerClickMicros,
          detail: `${ad.network}:${ad.id}`,
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
      return newOfferForm(options.formSecret, values, errors)
    },

    renderLanderWithForm(model: LanderModel, form: OfferFormState, onlyOffer = false): string {
      const shown: LanderModel = onlyOffer
        ? { ...model, actions: new Set(['offer']), leaseQuotes: [] }
        : model
      return renderLanderWithValues(shown, { canonicalUrl: canonicalUrl(model.domain.name), form })
    },

    /** The make-offer flow (spec §5 buyer rules; issue 6), in make-lander-offer.ts. */
    makeOffer(model: LanderModel, body: Record<string, unknown>, _visitor: Visitor) {
      return makeLanderOffer(options, model, body)
    },
  }
}

export type LanderService = ReturnType<typeof createLanderService>
