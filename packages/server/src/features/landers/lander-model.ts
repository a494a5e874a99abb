import type { LanderAction, LanderUnavailableReason } from '@namefolio/core/landers/lander.contract'
import { findLanderIssue, type LanderIssue } from '@namefolio/core/landers/lander-errors'
import {
  landerActionsFor,
  landerLookFor,
  landerModeFor,
  landerSchemeFor,
  type LanderLook,
} from '@namefolio/core/landers/lander-look'
import type { LanderOfferMode } from '@namefolio/core/landers/lander-mode'
import { LANDER_TEMPLATES, type LanderTemplate } from '@namefolio/core/landers/lander-template'
import type { LanderColorMode } from '@namefolio/core/landers/lander-theme'
import { LEASE_MIN_MONTHS } from '@namefolio/core/constants/price-rules'
import { microsToUsd } from '@namefolio/core/money/money'
import { maxLeasePeriodFor } from '@namefolio/core/pricing/lease-period'
import { quoteLease, type LeaseQuote } from '@namefolio/core/pricing/lease-quote'
import type { DomainRow } from '../../db/schema/domains.ts'

export type LanderDomain = Pick<
  DomainRow,
  | 'id'
  | 'sellerId'
  | 'name'
  | 'displayName'
  | 'tld'
  | 'status'
  | 'hidden'
  | 'landerTemplate'
  | 'showLanderBuyNowOption'
  | 'showLanderLeaseToOwnOption'
  | 'showLanderMakeOfferOption'
  | 'leasingEnabled'
  | 'maxLeasePeriod'
  | 'backgroundColorOption'
  | 'backgroundColorCustom'
  | 'fontColorOption'
  | 'customListStatus'
  | 'buynowPriceMicros'
  | 'minbidPriceMicros'
  | 'floorPriceMicros'
  | 'soldAt'
  | 'leasedAt'
  | 'updatedAt'
> & {
  sellerUsername: string
  sellerName: string
  sellerVisibility: string
  /** A buyer agreed a price and has until their payment deadline (decision 962). */
  isReserved?: boolean
  /** The in-use guard paused instant buying (issue 24, decision 1141): offers only. */
  buyNowPaused?: boolean
}

export type LanderModel = {
  domain: LanderDomain
  template: LanderTemplate
  /** The custom lander's mode, or the mode the template implies. */
  mode: LanderOfferMode
  actions: ReadonlySet<LanderAction>
  issue: LanderIssue | null
  buyNowMicros: number | null
  /** Every term the buyer may choose (2..max), quoted by core's lease rules. */
  leaseQuotes: LeaseQuote[]
  theme: LanderLook
  scheme: LanderColorMode
  isParking: boolean
  isIndexable: boolean
}

export type LanderLookup =
  | { kind: 'available'; model: LanderModel }
  | { kind: 'unavailable'; reason: LanderUnavailableReason; domain: LanderDomain | null }

/** HTTP status of each honest page (spec §5): unknown and not listed 404, sold 410. */
export const UNAVAILABLE_STATUS: Record<LanderUnavailableReason, number> = {
  unknown: 404,
  notListed: 404,
  sold: 410,
}

function asTemplate(value: string): LanderTemplate {
  return (LANDER_TEMPLATES as readonly string[]).includes(value)
    ? (value as LanderTemplate)
    : 'PRICE_FORM'
}

/**
 * What a buyer sees for a domain (spec §3 templates, modes and themes; §5 lander errors).
 * A lander with a problem of §5 never shows an action it cannot honour: without a buy-now
 * price Buy Now and Lease give way to Make Offer; lease needs an LTO-eligible price and the
 * seller's leasing switch (decision 501).
 */
export function buildLanderModel(d: LanderDomain): LanderLookup {
  if (d.soldAt || d.leasedAt) return { kind: 'unavailable', reason: 'sold', domain: d }
  if (d.status !== 'ACTIVE') return { kind: 'unavailable', reason: 'notListed', domain: d }
  const template = asTemplate(d.landerTemplate)
  const mode = landerModeFor(template, d)
  const buyNowMicros = d.buynowPriceMicros && d.buynowPriceMicros > 0 ? d.buynowPriceMicros : null
  const buyNowUsd = buyNowMicros === null ? null : microsToUsd(buyNowMicros)
  const issue = findLanderIssue({
    template,
    offerMode: mode,
    buyNowUsd,
    parkingSetupNeeded: false,
    customListStatus: d.customListStatus,
  })
  // While an agreed price waits for its buyer's payment, only offers stay open (decision 962).
  const { actions, leaseAllowed } = landerActionsFor({
    template,
    mode,
    buyNowUsd,
    leasingEnabled: d.leasingEnabled,
    syncError: issue === 'customListSyncError',
    isReserved: d.isReserved === true || d.buyNowPaused === true,
  })
  const maxMonths = leaseAllowed
    ? Math.max(LEASE_MIN_MONTHS, Math.min(d.maxLeasePeriod, maxLeasePeriodFor(buyNowUsd)))
    : 0
  const leaseQuotes: LeaseQuote[] = []
  if (actions.has('lease') && buyNowMicros !== null) {
    for (let months = LEASE_MIN_MONTHS; months <= maxMonths; months++) {
      leaseQuotes.push(quoteLease(buyNowMicros, months))
    }
  }
  const scheme = landerSchemeFor(d.fontColorOption)
  return {
    kind: 'available',
    model: {
      domain: d,
      template,
      mode,
      actions,
      issue,
      buyNowMicros,
      leaseQuotes,
      theme: landerLookFor(template, d),
      scheme,
      isParking: template === 'CASH_PARKING',
      isIndexable: !d.hidden,
    },
  }
}
